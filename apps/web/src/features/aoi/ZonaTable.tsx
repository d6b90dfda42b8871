import { Group, Table, Text, Title } from '@mantine/core';
import type { AoiVessel, AoiZoneVessels } from '@pantau/contracts';
import { useTranslation } from 'react-i18next';
import { EmptyRow } from '../../ui/EmptyRow.tsx';
import { searchVessels, ZONA_COLUMNS } from './zona-rows.ts';

/** One zone of LIST ZONA AOI: its name, 'Sum : count', and its vessels (those the search keeps). */
export function ZonaTable(props: {
  zone: AoiZoneVessels['zones'][number];
  query: string;
  onChoose: (vessel: AoiVessel) => void;
}) {
  const { t } = useTranslation();
  const { zone } = props;
  const rows = searchVessels(zone.vessels, props.query);
  return (
    <div data-testid="zona-aoi-table" data-id={zone.id} data-name={zone.name}>
      <Group justify="space-between" mb={4}>
        <Title order={5}>{zone.name}</Title>
        <Text fw={600} data-testid="zona-aoi-sum">
          {t('aoi.zona.sum', { n: zone.vessels.length })}
        </Text>
      </Group>
      <Table.ScrollContainer minWidth={1100}>
        <Table striped highlightOnHover withTableBorder fz="xs">
          <Table.Thead>
            <Table.Tr>
              {ZONA_COLUMNS.map((c) => (
                <Table.Th key={c.id}>{t(c.label)}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 && (
              <EmptyRow columns={ZONA_COLUMNS.length}>{t('aoi.zona.none')}</EmptyRow>
            )}
            {rows.map((v) => (
              <Table.Tr
                key={v.mmsi}
                style={{ cursor: 'pointer' }}
                onClick={() => props.onChoose(v)}
                data-testid="zona-aoi-row"
                data-mmsi={v.mmsi}
              >
                {ZONA_COLUMNS.map((c) => (
                  <Table.Td key={c.id}>{c.value(v)}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </div>
  );
}
