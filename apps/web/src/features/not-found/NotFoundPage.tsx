import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** Any unknown path (SPEC §2): '404 Not Found' with a Return button to /. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Center mih="100vh" p="md">
      <Stack align="center" gap="md">
        <Title order={1}>{t('notFound.title')}</Title>
        <Text c="dimmed">{t('notFound.text')}</Text>
        <Button onClick={() => void navigate('/')}>{t('notFound.return')}</Button>
      </Stack>
    </Center>
  );
}
