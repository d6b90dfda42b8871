import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import { MISSING } from '@pantau/domain';
import { useTranslation } from 'react-i18next';
import type { PortRef } from '../feature.ts';
import { useSelection } from '../../selection/selection.store.ts';
import { PORT_RADIUS_NM, useRadarNear } from './radar.api.ts';

/**
 * The port info panel's RADAR tab (SPEC §2.20): the radar targets within the port's 30 NM,
 * polled every 5 s while shown; 'Radar is not active' when the port has no radar source or
 * no targets. A row opens the target's card.
 */
export function RadarTab({ port }: { port: PortRef }) {
  const { t } = useTranslation();
  const near = useRadarNear(port);
  const targets = near.data?.targets ?? [];
  if (near.isPending) return <Text size="sm">{t('common.loading')}</Text>;
  if (targets.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="radar-not-active">
        {t('common.radarInactive')}
      </Text>
    );
  }
  return (
    <Stack gap="xs" data-testid="radar-target-list">
      <Text size="xs" c="dimmed">
        {t('radar.withinRadius', { count: targets.length, radius: PORT_RADIUS_NM })}
      </Text>
      <Table striped withRowBorders fz="xs" verticalSpacing={2}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('radar.field.track')}</Table.Th>
            <Table.Th>{t('radar.field.mmsi')}</Table.Th>
            <Table.Th>{t('radar.field.speed')}</Table.Th>
            <Table.Th>{t('radar.field.source')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {targets.map((r) => (
            <Table.Tr
              key={r.id}
              data-testid="radar-target-row"
              data-id={r.id}
              style={{ cursor: 'pointer' }}
              onClick={() => useSelection.getState().select({ kind: 'radar', id: r.id })}
            >
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  {r.name ?? r.track}
                  <Badge size="xs" variant="light">
                    {t(`radar.kind.${r.kind}`)}
                  </Badge>
                </Group>
              </Table.Td>
              <Table.Td>{r.mmsi ?? MISSING}</Table.Td>
              <Table.Td>{r.speed === null ? MISSING : `${r.speed.toFixed(1)} kn`}</Table.Td>
              <Table.Td>{r.source}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
