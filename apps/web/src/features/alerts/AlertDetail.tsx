import { CloseButton, Group, Paper, SimpleGrid, Table, Text } from '@mantine/core';
import type { AlertView } from '@pantau/contracts';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { detailRows } from './alert-columns.ts';
import { loadMiniMap } from './miniMap.load.ts';
import { ShareToChat } from '../chat/index.ts';

const AlertMiniMap = lazy(loadMiniMap);

/** A row's detail (SPEC §2.26): the mini map beside the alert's detail table. */
export function AlertDetail({ alert, onClose }: { alert: AlertView; onClose: () => void }) {
  const { t } = useTranslation();
  const title = t('alerts.detail.title', {
    type: t(`alerts.tabs.${alert.type}`),
    name: alert.name ?? String(alert.mmsi),
  });
  return (
    <Paper withBorder p="xs" data-testid="alert-detail" data-id={alert.id}>
      <Group justify="space-between" mb={6}>
        <Text size="sm" fw={600}>
          {title}
        </Text>
        <Group gap={4}>
          <ShareToChat
            label={title}
            attachment={{
              kind: 'alert',
              id: alert.id,
              type: alert.type,
              mmsi: alert.mmsi,
              title: title.slice(0, 120),
              lon: alert.lon,
              lat: alert.lat,
            }}
          />
          <CloseButton size="sm" aria-label={t('alerts.detail.close')} onClick={onClose} />
        </Group>
      </Group>
      <SimpleGrid cols={2} spacing="xs">
        <Suspense fallback={null}>
          <AlertMiniMap alert={alert} />
        </Suspense>
        <Table fz="xs" withRowBorders={false} data-testid="alert-detail-table">
          <Table.Tbody>
            {detailRows(alert, t).map((r, i) => (
              <Table.Tr key={i}>
                <Table.Th w="40%">{r.label}</Table.Th>
                <Table.Td>{r.value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </SimpleGrid>
    </Paper>
  );
}
