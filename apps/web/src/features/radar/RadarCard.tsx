import { Badge, CloseButton, Group, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SidePanel } from '../../screen/SidePanel.tsx';
import { useSelection } from '../../selection/selection.store.ts';
import { InfoRows } from '../../ui/InfoRows.tsx';
import { radarRows } from './radar-info.ts';
import { useRadarTarget } from './radar.api.ts';

/** The card of a radar target chosen on the map: its nmea or ivef table (SPEC §2.15). */
export function RadarCard({ id }: { id: string }) {
  const { t } = useTranslation();
  const target = useRadarTarget(id);
  if (!target) return null;
  return (
    <SidePanel label={t('radar.card')} testId="radar-card" mmsi={target.id} padding="sm">
      <Group justify="space-between" wrap="nowrap" mb="xs">
        <Group gap="xs">
          <Title order={4}>{t('radar.title')}</Title>
          <Badge variant="light" data-testid="radar-kind">
            {t(`radar.kind.${target.kind}`)}
          </Badge>
        </Group>
        <CloseButton
          aria-label={t('radar.close')}
          onClick={() => useSelection.getState().select(null)}
        />
      </Group>
      <InfoRows rows={radarRows(t, target)} testId={`radar-${target.kind}-table`} />
    </SidePanel>
  );
}
