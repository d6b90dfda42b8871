import { CloseButton, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNotice } from './notice.store.ts';

/** The one short notice over the map, if any. */
export function Notice() {
  const { t } = useTranslation();
  const { message, hide } = useNotice();
  if (!message) return null;
  return (
    <Paper shadow="md" radius="md" px="sm" py={6} withBorder role="status" data-testid="notice">
      <Group gap="xs" wrap="nowrap">
        <Text size="sm">{message}</Text>
        <CloseButton size="sm" aria-label={t('screen.closeNotice')} onClick={hide} />
      </Group>
    </Paper>
  );
}
