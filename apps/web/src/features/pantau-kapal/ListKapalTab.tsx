import {
  ActionIcon,
  Button,
  Group,
  Pagination,
  ScrollArea,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { orMissing } from '@pantau/domain';
import {
  IconChevronDown,
  IconChevronRight,
  IconDatabase,
  IconDownload,
  IconSearch,
} from '@tabler/icons-react';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyRow } from '../../ui/EmptyRow.tsx';
import { useLocateVessel } from './locate.ts';
import {
  registrationExportUrl,
  useRegisteredVessels,
  useVesselRegistrations,
} from './registration.api.ts';

const COLUMNS = 6;

function VesselRegistrations({ mmsi }: { mmsi: number }) {
  const { t } = useTranslation();
  const regs = useVesselRegistrations(mmsi).data?.registrations;
  return (
    <Table fz="xs" withTableBorder data-testid="list-kapal-registrations">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>No. Aju</Table.Th>
          <Table.Th>No. Rekomendasi</Table.Th>
          <Table.Th>Jenis Pengajuan</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th>Tahun</Table.Th>
          <Table.Th>Pemilik Kapal</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {regs === undefined && <EmptyRow columns={6}>{t('common.loading')}</EmptyRow>}
        {regs?.map((r) => (
          <Table.Tr key={r.noAju}>
            <Table.Td>{r.noAju}</Table.Td>
            <Table.Td>{orMissing(r.noRekomendasi)}</Table.Td>
            <Table.Td>{orMissing(r.jenisPengajuan)}</Table.Td>
            <Table.Td>{orMissing(r.status)}</Table.Td>
            <Table.Td>{r.tahun}</Table.Td>
            <Table.Td>{orMissing(r.pemilikKapal)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * LIST KAPAL (SPEC §2.8): the registered vessels keyed by MMSI, each row expanding to its
 * registrations; a row selects the vessel on the map; download, and 'Vessel Registration
 * Database' opening Rekap Kapal Pantau.
 */
export function ListKapalTab({ onDatabase }: { onDatabase: () => void }) {
  const { t } = useTranslation();
  const locate = useLocateVessel();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 300);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const list = useRegisteredVessels(q, page);
  const vessels = list.data?.vessels ?? [];
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / 50));

  return (
    <Stack gap="xs">
      <Group gap="xs" justify="space-between">
        <TextInput
          size="xs"
          w={260}
          leftSection={<IconSearch size={14} />}
          placeholder={t('pantauKapal.list.search')}
          aria-label={t('pantauKapal.list.search')}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
          data-testid="list-kapal-search"
        />
        <Group gap="xs">
          <Button
            component="a"
            href={registrationExportUrl(q, null)}
            download
            size="xs"
            variant="light"
            leftSection={<IconDownload size={14} />}
            data-testid="list-kapal-download"
          >
            {t('pantauKapal.download')}
          </Button>
          <Button
            size="xs"
            leftSection={<IconDatabase size={14} />}
            onClick={onDatabase}
            data-testid="registration-open"
          >
            {t('pantauKapal.list.database')}
          </Button>
        </Group>
      </Group>
      <ScrollArea h="60vh" type="auto">
        <Table highlightOnHover stickyHeader fz="sm" data-testid="list-kapal-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={32} />
              <Table.Th>MMSI</Table.Th>
              <Table.Th>{t('pantauKapal.list.name')}</Table.Th>
              <Table.Th>{t('pantauKapal.list.callSign')}</Table.Th>
              <Table.Th>{t('pantauKapal.list.shipType')}</Table.Th>
              <Table.Th>{t('pantauKapal.list.registrations')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {vessels.length === 0 && (
              <EmptyRow columns={COLUMNS}>
                {list.isPending ? t('common.loading') : t('common.noDataAvailable')}
              </EmptyRow>
            )}
            {vessels.map((v) => (
              <Fragment key={v.mmsi}>
                <Table.Tr
                  style={{ cursor: 'pointer' }}
                  onClick={() => locate(v.mmsi)}
                  data-testid="list-kapal-row"
                  data-mmsi={v.mmsi}
                >
                  <Table.Td>
                    <ActionIcon
                      size="sm"
                      variant="subtle"
                      aria-label={t('pantauKapal.expand')}
                      aria-expanded={open === v.mmsi}
                      onClick={(e) => {
                        e.stopPropagation();
                        setOpen(open === v.mmsi ? null : v.mmsi);
                      }}
                      data-testid="list-kapal-expand"
                    >
                      {open === v.mmsi ? (
                        <IconChevronDown size={14} />
                      ) : (
                        <IconChevronRight size={14} />
                      )}
                    </ActionIcon>
                  </Table.Td>
                  <Table.Td>{v.mmsi}</Table.Td>
                  <Table.Td>{v.namaKapal}</Table.Td>
                  <Table.Td>{orMissing(v.tandaPanggil)}</Table.Td>
                  <Table.Td>{orMissing(v.jenisKapalSync)}</Table.Td>
                  <Table.Td>{v.registrations}</Table.Td>
                </Table.Tr>
                {open === v.mmsi && (
                  <Table.Tr>
                    <Table.Td colSpan={COLUMNS}>
                      <VesselRegistrations mmsi={v.mmsi} />
                    </Table.Td>
                  </Table.Tr>
                )}
              </Fragment>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      {pages > 1 && <Pagination size="sm" total={pages} value={page} onChange={setPage} />}
      <Text size="xs" c="dimmed">
        {t('pantauKapal.list.total', { count: list.data?.total ?? 0 })}
      </Text>
    </Stack>
  );
}
