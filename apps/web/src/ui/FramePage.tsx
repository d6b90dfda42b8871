import { Anchor, Center, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * A page whose screen a later issue builds: it names the page and says what it will hold,
 * so a user who lands here knows where they are.
 */
export function FramePage({
  title,
  children,
  back = { to: '/', label: 'Back to the map' },
}: {
  title: string;
  children: ReactNode;
  back?: { to: string; label: string } | null;
}) {
  return (
    <Center mih="100vh" p="md">
      <Paper withBorder shadow="sm" p="xl" radius="md" maw={560} w="100%">
        <Stack gap="sm">
          <Title order={2}>{title}</Title>
          <Text c="dimmed" component="div">
            {children}
          </Text>
          {back && (
            <Anchor component={Link} to={back.to}>
              {back.label}
            </Anchor>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
