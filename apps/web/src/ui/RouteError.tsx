import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useRouteError } from 'react-router';

/**
 * Shown when a screen fails to load or render, most often a stale chunk after a new
 * release (SPEC §8 'Loading chunk ... failed'): reloading fetches the current one.
 */
export function RouteError() {
  const error = useRouteError();
  const chunk =
    error instanceof Error && /dynamically imported module|Loading chunk/i.test(error.message);
  return (
    <Center mih="100vh" p="md">
      <Stack align="center" gap="sm" maw={480} ta="center">
        <Title order={2}>Something went wrong</Title>
        <Text c="dimmed">
          {chunk
            ? 'A part of the app could not be loaded. It may have been updated since you opened it.'
            : 'This screen could not be shown.'}
        </Text>
        <Button onClick={() => window.location.reload()}>Reload</Button>
      </Stack>
    </Center>
  );
}
