import {
  Alert,
  Badge,
  Group,
  Loader,
  Modal,
  Stack,
  Table,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { AoiZoneVessels, MonitoringRow } from '@pantau/contracts';
import { orMissing, wibDateTime } from '@pantau/domain';
import { IconLogin, IconLogout, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { can, useSession } from '../../api/session.ts';
import { EmptyRow } from '../../ui/EmptyRow.tsx';
import { HintLabel } from '../../ui/HintLabel.tsx';
import type { PortRef } from '../feature.ts';
import { useLaneReport, useMonitoring } from './monitoring.api.ts';
import { searchRows } from './monitoring.model.ts';

const time = (ms: number | null) => (ms === null ? orMissing(null) : wibDateTime(ms));

/** The inside/outside icon of a row (SPEC §2.21), named for screen readers. */
export function StatusIcon({ status }: { status: MonitoringRow['status'] }) {
  const { t } = useTranslation();
  const label = t(status === 'inside' ? 'monitoring.inside' : 'monitoring.outside');
  return (
    <Group gap={4} wrap="nowrap" c={status === 'inside' ? 'teal' : 'gray'}>
      {status === 'inside' ? (
        <IconLogin size={16} aria-hidden />
      ) : (
        <IconLogout size={16} aria-hidden />
      )}
      <Text size="xs">{label}</Text>
    </Group>
  );
}

/** The Port tab's table: vessels by identifier, inside or outside, and their times. */
export function PortCallsTable({ rows }: { rows: readonly MonitoringRow[] }) {
  const { t } = useTranslation();
  return (
    <Table striped withTableBorder fz="xs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('monitoring.identifier')}</Table.Th>
          <Table.Th>{t('monitoring.name')}</Table.Th>
          <Table.Th>{t('monitoring.status')}</Table.Th>
          <Table.Th>{t('monitoring.arrival')}</Table.Th>
          <Table.Th>{t('monitoring.departure')}</Table.Th>
          <Table.Th>
            <HintLabel hint={t('monitoring.confidenceHint')}>
              {t('monitoring.confidence')}
            </HintLabel>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.length === 0 && <EmptyRow columns={6}>{t('monitoring.noData')}</EmptyRow>}
        {rows.map((r) => (
          <Table.Tr
            key={r.mmsi}
            data-testid="monitoring-row"
            data-mmsi={r.mmsi}
            data-status={r.status}
          >
            <Table.Td>{r.mmsi}</Table.Td>
            <Table.Td>{orMissing(r.name)}</Table.Td>
            <Table.Td>
              <StatusIcon status={r.status} />
            </Table.Td>
            <Table.Td>{time(r.arrivalAt)}</Table.Td>
            <Table.Td>{time(r.departureAt)}</Table.Td>
            <Table.Td>{Math.round(r.confidence * 100)}%</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The Lane tab: the AOI report grouped by area; 'NO DATA' when there is none. */
function LaneReport({ zones }: { zones: AoiZoneVessels['zones'] }) {
  const { t } = useTranslation();
  if (zones.length === 0) {
    return (
      <Text ta="center" c="dimmed" py="md" data-testid="monitoring-lane-empty">
        {t('monitoring.noData')}
      </Text>
    );
  }
  return (
    <Stack gap="md">
      {zones.map((z) => (
        <div key={z.id} data-testid="monitoring-lane" data-name={z.name}>
          <Group justify="space-between" mb={4}>
            <Title order={6}>{z.name}</Title>
            <Text size="sm" fw={600}>
              {t('monitoring.sum', { n: z.vessels.length })}
            </Text>
          </Group>
          <Table striped withTableBorder fz="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('monitoring.identifier')}</Table.Th>
                <Table.Th>{t('monitoring.name')}</Table.Th>
                <Table.Th>{t('monitoring.lon')}</Table.Th>
                <Table.Th>{t('monitoring.lat')}</Table.Th>
                <Table.Th>{t('monitoring.entered')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {z.vessels.length === 0 && <EmptyRow columns={5}>{t('monitoring.noData')}</EmptyRow>}
              {z.vessels.map((v) => (
                <Table.Tr key={v.mmsi}>
                  <Table.Td>{v.mmsi}</Table.Td>
                  <Table.Td>{orMissing(v.name)}</Table.Td>
                  <Table.Td>{v.longitude.toFixed(5)}</Table.Td>
                  <Table.Td>{v.latitude.toFixed(5)}</Table.Td>
                  <Table.Td>{time(v.enteredAt)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      ))}
    </Stack>
  );
}

/**
 * The Monitoring dialog (SPEC §2.21) of one port: tab Port (vessels by identifier with
 * inside/outside icons and times, from the server's port calls of the last 24 hours) and tab
 * Lane (the AOI report of the areas within the port's 30 NM, grouped by area). Both follow
 * the server every 5 s while open.
 */
export function MonitoringDialog(props: { port: PortRef; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<string | null>('port');
  const [query, setQuery] = useState('');
  const session = useSession().data;
  const mayLane = can(session, 'aoi.use');
  const calls = useMonitoring(props.port.id, props.opened && tab === 'port');
  const lanes = useLaneReport(props.port, props.opened && tab === 'lane' && mayLane);
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      size="xl"
      centered
      title={
        <Group gap="xs">
          <Title order={4}>{t('monitoring.title')}</Title>
          <Badge variant="light">{props.port.name}</Badge>
          {(calls.isFetching || lanes.isFetching) && <Loader size={14} />}
        </Group>
      }
      closeButtonProps={{ 'aria-label': t('monitoring.close') }}
    >
      <Tabs value={tab} onChange={setTab} data-testid="monitoring-dialog" data-port={props.port.id}>
        <Tabs.List>
          <Tabs.Tab value="port" data-testid="monitoring-tab-port">
            {t('monitoring.tabPort')}
          </Tabs.Tab>
          <Tabs.Tab value="lane" data-testid="monitoring-tab-lane">
            {t('monitoring.tabLane')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="port" pt="sm">
          <Text size="xs" c="dimmed" mb="xs">
            {t('monitoring.lastDay')}
          </Text>
          <TextInput
            size="xs"
            mb="xs"
            leftSection={<IconSearch size={14} />}
            placeholder={t('monitoring.search')}
            aria-label={t('monitoring.search')}
            value={query}
            onChange={(e) => setQuery(e.currentTarget.value)}
            data-testid="monitoring-search"
          />
          {calls.error ? (
            <Alert color="red">{t('monitoring.loadFailed', { reason: calls.error.message })}</Alert>
          ) : (
            <PortCallsTable rows={searchRows(calls.data?.rows ?? [], query)} />
          )}
        </Tabs.Panel>
        <Tabs.Panel value="lane" pt="sm">
          {lanes.error ? (
            <Alert color="red">{t('monitoring.loadFailed', { reason: lanes.error.message })}</Alert>
          ) : (
            <LaneReport zones={mayLane ? (lanes.data?.zones ?? []) : []} />
          )}
        </Tabs.Panel>
      </Tabs>
    </Modal>
  );
}
