import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

/**
 * Shown when a screen fails to load or render, most often a stale chunk after a new
 * release (SPEC §8 'Loading chunk ... failed'): reloading fetches the current one.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const chunk =
    error instanceof Error && /dynamically imported module|Loading chunk/i.test(error.message);
  return (
    <Center mih="100vh" p="md">
      <Stack align="center" gap="sm" maw={480} ta="center">
        <Title order={2}>{t('ui.routeError.title')}</Title>
        <Text c="dimmed">{chunk ? t('ui.routeError.chunk') : t('ui.routeError.screen')}</Text>
        <Button onClick={() => window.location.reload()}>{t('ui.routeError.reload')}</Button>
      </Stack>
    </Center>
  );
}
