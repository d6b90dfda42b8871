import {
  ActionIcon,
  Anchor,
  Button,
  Container,
  Group,
  Menu,
  Pagination,
  Pill,
  ScrollArea,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { FleetFilter, FleetVessel } from '@pantau/contracts';
import { orMissing, timeOrMissing } from '@pantau/domain';
import {
  IconChevronDown,
  IconChevronRight,
  IconDeviceFloppy,
  IconDownload,
  IconEye,
  IconRefresh,
  IconSearch,
  IconTrash,
} from '@tabler/icons-react';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyRow } from '../../ui/EmptyRow.tsx';
import {
  fleetExportUrl,
  useDeleteQuickView,
  useFleet,
  useFleetPositions,
  useQuickViews,
  useSaveQuickView,
} from './data-ais.api.ts';
import { FilterBuilder } from './FilterBuilder.tsx';

const PAGE_SIZE = 25;

/** A dimension with its status: the metres, or that the vessel does not say. */
function dim(v: number | null, notAvailable: string): string {
  return v === null ? notAvailable : `${v} m`;
}

function PositionHistory({ mmsi }: { mmsi: number }) {
  const { t } = useTranslation();
  const data = useFleetPositions(mmsi).data;
  return (
    <ScrollArea h={400} type="auto" data-testid="data-ais-history">
      <Table fz="xs" striped stickyHeader>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('dataAis.history.time')}</Table.Th>
            <Table.Th>{t('dataAis.history.lat')}</Table.Th>
            <Table.Th>{t('dataAis.history.lon')}</Table.Th>
            <Table.Th>{t('dataAis.history.sog')}</Table.Th>
            <Table.Th>{t('dataAis.history.cog')}</Table.Th>
            <Table.Th>{t('dataAis.history.heading')}</Table.Th>
            <Table.Th>navStatus</Table.Th>
            <Table.Th>rot</Table.Th>
            <Table.Th>src</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data === undefined && <EmptyRow columns={9}>{t('common.loading')}</EmptyRow>}
          {data?.positions.length === 0 && (
            <EmptyRow columns={9}>{t('common.noDataAvailable')}</EmptyRow>
          )}
          {data?.positions.map((p) => (
            <Table.Tr key={p.t}>
              <Table.Td>{timeOrMissing(p.t)}</Table.Td>
              <Table.Td>{p.lat.toFixed(5)}</Table.Td>
              <Table.Td>{p.lon.toFixed(5)}</Table.Td>
              <Table.Td>{orMissing(p.sog)}</Table.Td>
              <Table.Td>{orMissing(p.cog)}</Table.Td>
              <Table.Td>{orMissing(p.heading)}</Table.Td>
              <Table.Td>{orMissing(p.navStatus)}</Table.Td>
              <Table.Td>{orMissing(p.rot)}</Table.Td>
              <Table.Td>{p.source}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {data && data.total > data.positions.length && (
        <Text size="xs" c="dimmed" p="xs">
          {t('dataAis.history.newest', { shown: data.positions.length, total: data.total })}
        </Text>
      )}
    </ScrollArea>
  );
}

const COLUMNS = 19;

function Row({ v, open, onToggle }: { v: FleetVessel; open: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  const na = t('dataAis.notAvailable');
  return (
    <Fragment>
      <Table.Tr data-testid="data-ais-row" data-mmsi={v.mmsi}>
        <Table.Td>
          <ActionIcon
            size="sm"
            variant="subtle"
            aria-label={t('dataAis.expand', { mmsi: v.mmsi })}
            aria-expanded={open}
            onClick={onToggle}
            data-testid="data-ais-expand"
          >
            {open ? <IconChevronDown size={14} /> : <IconChevronRight size={14} />}
          </ActionIcon>
        </Table.Td>
        <Table.Td>{v.mmsi}</Table.Td>
        <Table.Td>{orMissing(v.imo)}</Table.Td>
        <Table.Td>{v.mmsiType}</Table.Td>
        <Table.Td>{orMissing(v.shipType)}</Table.Td>
        <Table.Td>{v.shipTypeStr}</Table.Td>
        <Table.Td>{orMissing(v.callSign)}</Table.Td>
        <Table.Td>{orMissing(v.name)}</Table.Td>
        <Table.Td>{orMissing(v.aisType)}</Table.Td>
        <Table.Td>{orMissing(v.aisVer)}</Table.Td>
        <Table.Td>{orMissing(v.vendorId)}</Table.Td>
        <Table.Td>{dim(v.dimToBow, na)}</Table.Td>
        <Table.Td>{dim(v.dimToStern, na)}</Table.Td>
        <Table.Td>{dim(v.dimToPort, na)}</Table.Td>
        <Table.Td>{dim(v.dimToStbrd, na)}</Table.Td>
        <Table.Td>{orMissing(v.navStatus)}</Table.Td>
        <Table.Td>{v.navStatusStr}</Table.Td>
        <Table.Td>{orMissing(v.src)}</Table.Td>
        <Table.Td>{timeOrMissing(v.lastSeen)}</Table.Td>
      </Table.Tr>
      {open && (
        <Table.Tr>
          <Table.Td colSpan={COLUMNS}>
            <PositionHistory mmsi={v.mmsi} />
          </Table.Td>
        </Table.Tr>
      )}
    </Fragment>
  );
}

/**
 * Database Kapal (/data-ais, SPEC §2.17): the fleet seen, one row per MMSI, paged by the
 * server; search, 'Tambah Filter' conditions shown as removable chips, 'Pilih Tampilan
 * Cepat' saved views, Reset, Export (xlsx named DD-MM-YYYY); a row expands to its position
 * history (height 400).
 */
export function DataAisPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 300);
  const [filters, setFilters] = useState<FleetFilter[]>([]);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const [viewName, setViewName] = useState('');
  const fleet = useFleet(q, filters, page, PAGE_SIZE);
  const views = useQuickViews().data?.views ?? [];
  const save = useSaveQuickView();
  const remove = useDeleteQuickView();
  const vessels = fleet.data?.vessels ?? [];
  const pages = Math.max(1, Math.ceil((fleet.data?.total ?? 0) / PAGE_SIZE));
  const reset = () => {
    setSearch('');
    setFilters([]);
    setPage(1);
    setOpen(null);
  };

  return (
    <Container fluid p="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2}>{t('dataAis.title')}</Title>
          <Anchor component={Link} to="/">
            {t('common.backToMap')}
          </Anchor>
        </Group>
        <Group gap="xs">
          <TextInput
            size="xs"
            w={280}
            leftSection={<IconSearch size={14} />}
            placeholder={t('dataAis.search')}
            aria-label={t('dataAis.search')}
            value={search}
            onChange={(e) => {
              setSearch(e.currentTarget.value);
              setPage(1);
            }}
            data-testid="data-ais-search"
          />
          <Menu position="bottom-start" width={280} closeOnItemClick={false}>
            <Menu.Target>
              <Button
                size="xs"
                variant="light"
                leftSection={<IconEye size={14} />}
                data-testid="data-ais-views"
              >
                {t('dataAis.quickViews')}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {views.length === 0 && <Menu.Label>{t('dataAis.noViews')}</Menu.Label>}
              {views.map((v) => (
                <Menu.Item
                  key={v.id}
                  onClick={() => {
                    setSearch(v.q);
                    setFilters(v.filters);
                    setPage(1);
                  }}
                  rightSection={
                    <ActionIcon
                      size="xs"
                      variant="subtle"
                      color="red"
                      aria-label={t('common.deleteNamed', { name: v.name })}
                      onClick={(e) => {
                        e.stopPropagation();
                        remove.mutate(v.id);
                      }}
                    >
                      <IconTrash size={12} />
                    </ActionIcon>
                  }
                  data-testid="data-ais-view"
                >
                  {v.name}
                </Menu.Item>
              ))}
              <Menu.Divider />
              <Group gap={4} p={4} wrap="nowrap">
                <TextInput
                  size="xs"
                  placeholder={t('dataAis.viewName')}
                  aria-label={t('dataAis.viewName')}
                  value={viewName}
                  onChange={(e) => setViewName(e.currentTarget.value)}
                  error={save.error?.message}
                  data-testid="data-ais-view-name"
                />
                <ActionIcon
                  variant="light"
                  aria-label={t('dataAis.saveView')}
                  disabled={viewName.trim() === ''}
                  loading={save.isPending}
                  onClick={() =>
                    save.mutate(
                      { name: viewName.trim(), q: search.trim(), filters },
                      { onSuccess: () => setViewName('') },
                    )
                  }
                  data-testid="data-ais-view-save"
                >
                  <IconDeviceFloppy size={14} />
                </ActionIcon>
              </Group>
            </Menu.Dropdown>
          </Menu>
          <FilterBuilder
            onAdd={(f) => {
              setFilters([...filters, f]);
              setPage(1);
            }}
          />
          <Button
            size="xs"
            variant="default"
            leftSection={<IconRefresh size={14} />}
            onClick={reset}
            data-testid="data-ais-reset"
          >
            {t('dataAis.reset')}
          </Button>
          <Button
            component="a"
            href={fleetExportUrl(q, filters)}
            download
            size="xs"
            leftSection={<IconDownload size={14} />}
            data-testid="data-ais-export"
          >
            {t('dataAis.export')}
          </Button>
        </Group>
        {filters.length > 0 && (
          <Group gap={6}>
            {filters.map((f, i) => (
              <Pill
                key={`${f.column}-${f.op}-${f.value}-${i}`}
                withRemoveButton
                onRemove={() => {
                  setFilters(filters.filter((_, j) => j !== i));
                  setPage(1);
                }}
                data-testid="data-ais-filter-chip"
              >
                {`${t(`dataAis.columns.${f.column}`)} ${t(`dataAis.ops.${f.op}`)} ${f.value}`.trim()}
              </Pill>
            ))}
          </Group>
        )}
        <Text size="xs" c="dimmed" data-testid="data-ais-total">
          {t('dataAis.total', { count: fleet.data?.total ?? 0 })}
        </Text>
        <ScrollArea type="auto">
          <Table striped highlightOnHover fz="xs" miw={1600} data-testid="data-ais-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={32} />
                <Table.Th>MMSI</Table.Th>
                <Table.Th>IMO</Table.Th>
                <Table.Th>mmsi type</Table.Th>
                <Table.Th>ship type</Table.Th>
                <Table.Th>shipTypeStr</Table.Th>
                <Table.Th>callSign</Table.Th>
                <Table.Th>name</Table.Th>
                <Table.Th>aisType</Table.Th>
                <Table.Th>aisVer</Table.Th>
                <Table.Th>vendorId</Table.Th>
                <Table.Th>dimToBow</Table.Th>
                <Table.Th>dimToStern</Table.Th>
                <Table.Th>dimToPort</Table.Th>
                <Table.Th>dimToStbrd</Table.Th>
                <Table.Th>navStatus</Table.Th>
                <Table.Th>navStatusStr</Table.Th>
                <Table.Th>src</Table.Th>
                <Table.Th>{t('dataAis.lastSeen')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {vessels.length === 0 && (
                <EmptyRow columns={COLUMNS}>
                  {fleet.isPending ? t('common.loading') : t('common.noDataAvailable')}
                </EmptyRow>
              )}
              {vessels.map((v) => (
                <Row
                  key={v.mmsi}
                  v={v}
                  open={open === v.mmsi}
                  onToggle={() => setOpen(open === v.mmsi ? null : v.mmsi)}
                />
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
        {pages > 1 && <Pagination size="sm" total={pages} value={page} onChange={setPage} />}
      </Stack>
    </Container>
  );
}
