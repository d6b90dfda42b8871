import {
  ActionIcon,
  Alert,
  Group,
  Loader,
  ScrollArea,
  Stack,
  Table,
  Tabs,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { MAIN_LOCATIONS, UPTIME_KINDS, wibDay } from '@pantau/domain';
import { IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUptime, type Uptime } from './infrastructure.api.ts';

type Cell = Uptime['rows'][number]['cells'][(typeof UPTIME_KINDS)[number]];

function CellText({ cell }: { cell: Cell }) {
  const { t } = useTranslation();
  if (cell === '-') {
    return (
      <Text span size="sm" c="dimmed" title={t('infrastructure.noSuchSensor')}>
        -
      </Text>
    );
  }
  if (cell === null) {
    return (
      <Text span size="sm" c="orange" title={t('infrastructure.notObservedHint')}>
        {t('infrastructure.notObserved')}
      </Text>
    );
  }
  const color = cell >= 99 ? 'green' : cell >= 90 ? 'yellow.8' : 'red';
  return (
    <Text span size="sm" fw={600} c={color}>
      {`${cell.toFixed(1)}%`}
    </Text>
  );
}

/**
 * INFRASTRUCTURE (SPEC §2.13): a day (UTC+7), refresh, tabs Lokasi Utama (batam, belawan,
 * benoa, priok, tarakan) and Semua Lokasi; per location the uptime of its VHF, AIS, Radar,
 * CCTV and Weather sensors that day, '-' where it has none.
 */
export function InfrastructurePanel() {
  const { t } = useTranslation();
  const [today] = useState(() => wibDay(Date.now()));
  const [day, setDay] = useState(today);
  const [tab, setTab] = useState<'main' | 'all'>('main');
  const uptime = useUptime(day);
  const rows = (uptime.data?.rows ?? []).filter((r) => tab === 'all' || r.main !== null);

  return (
    <Stack gap="sm" data-testid="infrastructure-dialog">
      <Group gap="sm" align="flex-end">
        <TextInput
          type="date"
          label={t('infrastructure.day')}
          value={day}
          max={today}
          onChange={(e) => e.currentTarget.value && setDay(e.currentTarget.value)}
          w={170}
          data-testid="infrastructure-day"
        />
        <Tooltip label={t('infrastructure.refresh')}>
          <ActionIcon
            variant="light"
            size="lg"
            mb={2}
            aria-label={t('infrastructure.refresh')}
            onClick={() => void uptime.refetch()}
            loading={uptime.isFetching}
            data-testid="infrastructure-refresh"
          >
            <IconRefresh size={18} />
          </ActionIcon>
        </Tooltip>
        {uptime.isFetching && <Loader size="xs" mb={10} />}
      </Group>
      {uptime.isError && (
        <Alert color="red" variant="light" role="alert">
          {uptime.error.message}
        </Alert>
      )}
      <Tabs value={tab} onChange={(v) => setTab(v === 'all' ? 'all' : 'main')}>
        <Tabs.List>
          <Tabs.Tab value="main" data-testid="infrastructure-tab-main">
            {t('infrastructure.tabMain')}
          </Tabs.Tab>
          <Tabs.Tab value="all" data-testid="infrastructure-tab-all">
            {t('infrastructure.tabAll')}
          </Tabs.Tab>
        </Tabs.List>
      </Tabs>
      <ScrollArea.Autosize mah="calc(100vh - 300px)">
        <Table striped highlightOnHover stickyHeader fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('infrastructure.location')}</Table.Th>
              {UPTIME_KINDS.map((k) => (
                <Table.Th key={k} ta="right">
                  {t(`infrastructure.${k}`)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr
                key={r.locationId}
                data-testid="infrastructure-row"
                data-location={r.main ?? r.locationId}
              >
                <Table.Td>
                  <LocationName main={r.main} name={r.name} />
                </Table.Td>
                {UPTIME_KINDS.map((k) => (
                  <Table.Td key={k} ta="right" data-kind={k}>
                    <CellText cell={r.cells[k]} />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
      {uptime.isSuccess && rows.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('infrastructure.none')}
        </Text>
      )}
      {uptime.data && (
        <Text size="xs" c="dimmed">
          {t('infrastructure.checkedEvery', {
            seconds: Math.round(uptime.data.checkEveryMs / 1000),
          })}
        </Text>
      )}
    </Stack>
  );
}

/**
 * A location as officers name it: a main location (SPEC §9's keys) by its port's everyday
 * name, the registry's name beside it where that differs (Tarakan · Lingkas).
 */
function LocationName({ main, name }: { main: string | null; name: string }) {
  const label = MAIN_LOCATIONS.find((l) => l.key === main)?.name;
  if (label === undefined) return name;
  return (
    <>
      {label}
      {label !== name && (
        <Text span size="xs" c="dimmed">
          {` · ${name}`}
        </Text>
      )}
    </>
  );
}
