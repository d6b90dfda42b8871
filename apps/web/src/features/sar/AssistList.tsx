import { Badge, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import { vesselEndpoints, type SarAssistRow } from '@pantau/contracts';
import { MISSING } from '@pantau/domain';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/call.ts';
import { useMapInstance } from '../../map/MapContext.ts';
import { FOCUS_ZOOM_LEVEL, flyToView } from '../../map/places.ts';
import { selectMmsi } from '../../selection/selection.store.ts';
import { etaText, oneDecimal } from './sar-format.ts';

/**
 * Selects a vessel (its card opens) and flies to it: to where `row` says for the live list;
 * for the list at the incident, to where the live picture has it now, else where it was.
 */
function useLocate(): (row: SarAssistRow, live: boolean) => void {
  const map = useMapInstance();
  return (row, live) => {
    selectMmsi('vessel', row.mmsi);
    if (!map) return;
    const fly = (lon: number, lat: number) =>
      flyToView(map, { center: [lon, lat], zoom: FOCUS_ZOOM_LEVEL });
    if (live) {
      fly(row.lon, row.lat);
      return;
    }
    void call(vesselEndpoints.get, { params: { mmsi: row.mmsi } })
      .then((v) => (v.lon !== null && v.lat !== null ? fly(v.lon, v.lat) : fly(row.lon, row.lat)))
      .catch(() => fly(row.lon, row.lat));
  };
}

/**
 * One of SAR assist's lists (now, or at the incident): each vessel's name (or MMSI), a SAR
 * badge for SAR units and state vessels, its distance to the scene, speed and ETA, soonest
 * first as the server ranked them. Choosing a row selects the vessel and flies to it.
 */
export function AssistList({
  title,
  rows,
  radiusNm,
  live,
  testId,
}: {
  title: string;
  rows: readonly SarAssistRow[];
  radiusNm: number;
  live: boolean;
  testId: string;
}) {
  const { t, i18n } = useTranslation();
  const locate = useLocate();
  return (
    <Stack gap={2} data-testid={testId}>
      <Text size="xs" fw={700}>
        {title}
      </Text>
      {rows.length === 0 ? (
        <Text size="xs" c="dimmed" data-testid="sar-assist-none">
          {t('sar.assist.none', { radius: radiusNm })}
        </Text>
      ) : (
        <Table fz="xs" highlightOnHover withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('sar.assist.columns.vessel')}</Table.Th>
              <Table.Th ta="right">{t('sar.assist.columns.distance')}</Table.Th>
              <Table.Th ta="right">{t('sar.assist.columns.speed')}</Table.Th>
              <Table.Th ta="right">{t('sar.assist.columns.eta')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr
                key={row.mmsi}
                data-testid="sar-assist-row"
                data-mmsi={row.mmsi}
                tabIndex={0}
                style={{ cursor: 'pointer' }}
                aria-label={t('sar.assist.locate', { name: row.name ?? String(row.mmsi) })}
                onClick={() => locate(row, live)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter' || e.key === ' ') {
                    e.preventDefault();
                    locate(row, live);
                  }
                }}
              >
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <Text span inherit>
                      {row.name ?? String(row.mmsi)}
                    </Text>
                    {row.sarCapable && (
                      <Tooltip label={t('sar.assist.sarHint')} withArrow>
                        <Badge size="xs" color="red" data-testid="sar-assist-sar">
                          {t('sar.assist.sar')}
                        </Badge>
                      </Tooltip>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td ta="right">
                  {t('sar.assist.distance', { nm: oneDecimal(row.distanceNm, i18n.language) })}
                </Table.Td>
                <Table.Td ta="right">
                  {row.sog === null
                    ? MISSING
                    : t('sar.assist.speed', { kn: oneDecimal(row.sog, i18n.language) })}
                </Table.Td>
                <Table.Td ta="right" data-testid="sar-assist-eta">
                  {etaText(row.etaMinutes, t)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
