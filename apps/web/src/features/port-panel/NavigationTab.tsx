import { Loader, Stack, Table, Text } from '@mantine/core';
import type { RegistryAsset } from '@pantau/contracts';
import { useTranslation } from 'react-i18next';
import { usePortFeatures } from './port-panel.api.ts';
import { coordinatesText } from './port-panel.model.ts';

/**
 * The NAVIGATION tab (SPEC §2.20 'lane table (No, Name, Type, Coordinates)'): the port's
 * published Alur & SBNP features; drawing new ones is the feature manager's ('Alur & SBNP').
 */
export function NavigationTab({ asset }: { asset: RegistryAsset }) {
  const { t } = useTranslation();
  const features = usePortFeatures(asset.code);
  if (asset.code === null) {
    return (
      <Text size="sm" c="dimmed">
        {t('portPanel.navigation.noCode')}
      </Text>
    );
  }
  if (features.isPending) return <Loader size="sm" />;
  const list = features.data?.features ?? [];
  return (
    <Stack gap="xs" data-testid="port-lanes">
      <Text fw={600} size="sm">
        {t('portPanel.navigation.title')}
      </Text>
      {list.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('portPanel.navigation.none')}
        </Text>
      ) : (
        <Table fz="xs" striped verticalSpacing={2}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('portPanel.navigation.no')}</Table.Th>
              <Table.Th>{t('portPanel.navigation.name')}</Table.Th>
              <Table.Th>{t('portPanel.navigation.type')}</Table.Th>
              <Table.Th>{t('portPanel.navigation.coordinates')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.map((f, i) => (
              <Table.Tr key={f.id} data-testid="port-lane-row">
                <Table.Td>{i + 1}</Table.Td>
                <Table.Td>{f.properties.name}</Table.Td>
                <Table.Td>{f.properties.type}</Table.Td>
                <Table.Td>{coordinatesText(f.geometry)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
