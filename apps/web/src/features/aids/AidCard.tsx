import { CloseButton, Group, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { InfoRows } from '../../ui/InfoRows.tsx';
import { SidePanel } from '../map/SidePanel.tsx';
import { useLive } from '../vessels/live.store.ts';
import { aidRows } from './aid-info.ts';
import { useAidSelection, useSelectedAid } from './aids.api.ts';

const AGE_TICK_MS = 1000;

/**
 * The card of an aid to navigation (SBNP) chosen on the map or in the search, where the
 * vessel panel would be: one or the other is open, never both.
 */
export function AidCard() {
  const aid = useSelectedAid();
  const select = useAidSelection((s) => s.select);
  const vessel = useLive((s) => s.selected);
  // The age goes on while the card is open.
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), AGE_TICK_MS);
    return () => clearInterval(timer);
  }, []);

  // Choosing a vessel closes the card; choosing an aid closes the vessel panel.
  useEffect(() => {
    if (vessel !== null) useAidSelection.getState().select(null);
  }, [vessel]);
  useEffect(() => {
    if (aid) useLive.getState().select(null);
  }, [aid]);

  if (!aid) return null;
  return (
    <SidePanel label="Aid to navigation" testId="aid-card" mmsi={aid.mmsi} padding="sm">
      <Group justify="space-between" wrap="nowrap" mb="xs">
        <Title order={4}>SBNP</Title>
        <CloseButton aria-label="Close" onClick={() => select(null)} />
      </Group>
      <InfoRows rows={aidRows(aid, now)} testId="aid-info" />
    </SidePanel>
  );
}
