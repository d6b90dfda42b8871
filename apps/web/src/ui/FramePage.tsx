import { Anchor, Center, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * A page whose screen a later issue builds: it names the page and says what it will hold,
 * so a user who lands here knows where they are.
 */
export function FramePage({
  title,
  children,
  back,
}: {
  title: string;
  children: ReactNode;
  /** Where the link under the text goes; the map by default, none with null. */
  back?: { to: string; label: string } | null;
}) {
  const { t } = useTranslation();
  const link = back === undefined ? { to: '/', label: t('common.backToMap') } : back;
  return (
    <Center mih="100vh" p="md">
      <Paper withBorder shadow="sm" p="xl" radius="md" maw={560} w="100%">
        <Stack gap="sm">
          <Title order={2}>{title}</Title>
          <Text c="dimmed" component="div">
            {children}
          </Text>
          {link && (
            <Anchor component={Link} to={link.to}>
              {link.label}
            </Anchor>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
