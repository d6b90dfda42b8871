import { Anchor, Center, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * A page of its own, outside the map: its title, what it holds, and the way back to the map.
 */
export function FramePage({
  title,
  children,
  back,
  width = 560,
}: {
  title: string;
  children: ReactNode;
  /** The card's widest (the live CCTV player's 800 pixels and its margins). */
  width?: number;
  /** Where the link under the text goes; the map by default, none with null. */
  back?: { to: string; label: string } | null;
}) {
  const { t } = useTranslation();
  const link = back === undefined ? { to: '/', label: t('common.backToMap') } : back;
  return (
    <Center mih="100vh" p="md">
      <Paper withBorder shadow="sm" p="xl" radius="md" maw={width} w="100%">
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
