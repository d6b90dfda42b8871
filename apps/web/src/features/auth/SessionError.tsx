import { Button, Center, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function SessionError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Center h="100vh">
      <Stack align="center" gap="sm">
        <Text>{t('auth.sessionUnreachable')}</Text>
        <Button variant="light" onClick={onRetry}>
          {t('auth.tryAgain')}
        </Button>
      </Stack>
    </Center>
  );
}
