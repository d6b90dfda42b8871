import { Button } from '@mantine/core';
import { IconListDetails } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAoi } from './aoi.store.ts';

/** While LIST ZONA AOI is minimised: the button that brings it back. */
export function ZonaRestore() {
  const { t } = useTranslation();
  const minimised = useAoi((s) => s.zona === 'minimised');
  if (!minimised) return null;
  return (
    <Button
      leftSection={<IconListDetails size={16} />}
      onClick={() => useAoi.getState().setZona('open')}
      data-testid="zona-aoi-restore"
    >
      {t('aoi.zona.restore')}
    </Button>
  );
}
