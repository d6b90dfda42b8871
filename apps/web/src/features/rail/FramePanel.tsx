import { Badge, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Action } from '../feature.ts';

/** A panel whose content a later issue brings: it says so. */
export function FramePanel({ action }: { action: Action }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Badge variant="light" color="gray" w="fit-content">
        {t('rail.comingLater')}
      </Badge>
      <Text size="sm">{t(action.description)}</Text>
    </Stack>
  );
}
