import { CloseButton, Group, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InfoRows } from '../../ui/InfoRows.tsx';
import { SidePanel } from '../../screen/SidePanel.tsx';
import { selectMmsi } from '../../selection/selection.store.ts';
import { aidRows } from './aid-info.ts';
import { useAid } from './aids.api.ts';

const AGE_TICK_MS = 1000;

/**
 * The card of an aid to navigation (SBNP) chosen on the map or in the search, where the
 * vessel panel would be (the selection is one thing: one card or the other).
 */
export function AidCard({ id }: { id: string }) {
  const { t } = useTranslation();
  const aid = useAid(Number(id));
  // The age goes on while the card is open.
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), AGE_TICK_MS);
    return () => clearInterval(timer);
  }, []);

  if (!aid) return null;
  return (
    <SidePanel label={t('aids.card')} testId="aid-card" mmsi={aid.mmsi} padding="sm">
      <Group justify="space-between" wrap="nowrap" mb="xs">
        <Title order={4}>{t('aids.title')}</Title>
        <CloseButton aria-label={t('aids.close')} onClick={() => selectMmsi('aid', null)} />
      </Group>
      <InfoRows rows={aidRows(t, aid, now)} testId="aid-info" />
    </SidePanel>
  );
}
