import {
  Alert,
  Box,
  Button,
  Group,
  ScrollArea,
  Stack,
  Table,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { orMissing, wibDateTime } from '@pantau/domain';
import { IconRefresh, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyRow } from '../../ui/EmptyRow.tsx';
import { NotConfigured } from '../../ui/NotConfigured.tsx';
import { useClearances, useRefreshClearances } from './inaportnet.api.ts';
import { useLocateVessel } from './locate.ts';

/** A green (present) or red (absent) dot, with its words for screen readers and tests. */
function Dot({ kind, on }: { kind: 'pkk' | 'spb'; on: boolean }) {
  const { t } = useTranslation();
  const words = `${t(`pantauKapal.pkkspb.${kind}`)}: ${t(on ? 'pantauKapal.pkkspb.has' : 'pantauKapal.pkkspb.none')}`;
  return (
    <Tooltip label={words}>
      <Box
        component="span"
        role="img"
        aria-label={words}
        data-testid={`${kind}-dot`}
        data-state={on ? 'green' : 'red'}
        style={{
          display: 'inline-block',
          width: 12,
          height: 12,
          borderRadius: '50%',
          background: on ? 'var(--mantine-color-green-6)' : 'var(--mantine-color-red-6)',
        }}
      />
    </Tooltip>
  );
}

/**
 * PKK & SPB (SPEC §2.8): Inaportnet's vessels of today with a green or red dot for each,
 * search and refresh. When Inaportnet is not configured or fails, that is what is shown:
 * no dots, never a red 'no clearance' that nobody checked.
 */
export function PkkSpbTab() {
  const { t } = useTranslation();
  const locate = useLocateVessel();
  const list = useClearances();
  const refresh = useRefreshClearances();
  const [refreshing, setRefreshing] = useState(false);
  const [search, setSearch] = useState('');
  const data = list.data;
  const q = search.trim().toLowerCase();
  const rows = (data?.state === 'ok' ? data.vessels : []).filter(
    (v) => q === '' || String(v.mmsi).includes(q) || (v.name ?? '').toLowerCase().includes(q),
  );

  return (
    <Stack gap="xs">
      <Group gap="xs" justify="space-between">
        <TextInput
          size="xs"
          w={260}
          leftSection={<IconSearch size={14} />}
          placeholder={t('pantauKapal.pkkspb.search')}
          aria-label={t('pantauKapal.pkkspb.search')}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          data-testid="pkkspb-search"
        />
        <Group gap="xs">
          {data?.fetchedAt != null && (
            <Text size="xs" c="dimmed">
              {t('pantauKapal.pkkspb.fetchedAt', { time: wibDateTime(data.fetchedAt) })}
            </Text>
          )}
          <Button
            size="xs"
            variant="light"
            leftSection={<IconRefresh size={14} />}
            loading={refreshing || list.isFetching}
            onClick={() => {
              setRefreshing(true);
              void refresh().finally(() => setRefreshing(false));
            }}
            data-testid="pkkspb-refresh"
          >
            {t('pantauKapal.pkkspb.refresh')}
          </Button>
        </Group>
      </Group>
      {data?.state === 'not-configured' && (
        <NotConfigured setting="PANTAU_INAPORTNET_URL" data-testid="pkkspb-not-configured">
          {t('pantauKapal.pkkspb.notConfigured')}
        </NotConfigured>
      )}
      {data?.state === 'error' && (
        <Alert color="red" data-testid="pkkspb-error">
          {t('pantauKapal.pkkspb.error', { message: data.message ?? '' })}
        </Alert>
      )}
      {list.isError && (
        <Alert color="red" data-testid="pkkspb-error">
          {t('pantauKapal.failed', { message: list.error.message })}
        </Alert>
      )}
      {data?.state === 'ok' && (
        <ScrollArea h="60vh" type="auto">
          <Table highlightOnHover stickyHeader fz="sm" data-testid="pkkspb-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>MMSI</Table.Th>
                <Table.Th>{t('pantauKapal.list.name')}</Table.Th>
                <Table.Th>{t('pantauKapal.pkkspb.pkk')}</Table.Th>
                <Table.Th>{t('pantauKapal.pkkspb.spb')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.length === 0 && <EmptyRow columns={4}>{t('common.noDataAvailable')}</EmptyRow>}
              {rows.map((v) => (
                <Table.Tr
                  key={v.mmsi}
                  style={{ cursor: 'pointer' }}
                  onClick={() => locate(v.mmsi)}
                  data-testid="pkkspb-row"
                  data-mmsi={v.mmsi}
                >
                  <Table.Td>{v.mmsi}</Table.Td>
                  <Table.Td>{orMissing(v.name)}</Table.Td>
                  <Table.Td>
                    <Dot kind="pkk" on={v.pkk} />
                  </Table.Td>
                  <Table.Td>
                    <Dot kind="spb" on={v.spb} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
      {data?.state === 'ok' && (
        <Text size="xs" c="dimmed">
          {t('pantauKapal.pkkspb.total', { count: data.vessels.length })}
        </Text>
      )}
    </Stack>
  );
}
