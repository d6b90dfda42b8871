import {
  ActionIcon,
  Button,
  Group,
  Pagination,
  Pill,
  ScrollArea,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { REGISTRATION_COLUMNS, type RegistrationView as Registration } from '@pantau/contracts';
import { orMissing } from '@pantau/domain';
import { IconArrowLeft, IconDownload, IconFilter, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { can, useSession } from '../../api/session.ts';
import { EmptyRow } from '../../ui/EmptyRow.tsx';
import {
  NO_FILTER,
  filterLabel,
  registrationExportUrl,
  useRegistrations,
  type RegistrationFilter,
} from './registration.api.ts';
import { RegistrationFilterDialog } from './RegistrationFilterDialog.tsx';
import { RegistrationImport } from './RegistrationImport.tsx';

const PAGE = 50;

function cell(r: Registration, key: (typeof REGISTRATION_COLUMNS)[number]['key']): string {
  const v = r[key];
  return typeof v === 'number' ? String(v) : orMissing(v);
}

/** The registration table: the spec's columns after a counter (height 61vh, SPEC §9). */
export function RegistrationTable({
  rows,
  offset,
  loading,
}: {
  rows: readonly Registration[];
  offset: number;
  loading: boolean;
}) {
  const { t } = useTranslation();
  return (
    <ScrollArea h="61vh" type="auto">
      <Table
        striped
        highlightOnHover
        stickyHeader
        fz="xs"
        miw={2600}
        data-testid="registration-table"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>No.</Table.Th>
            {REGISTRATION_COLUMNS.map((c) => (
              <Table.Th key={c.key}>{c.header}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 && (
            <EmptyRow columns={REGISTRATION_COLUMNS.length + 1}>
              {loading ? t('common.loading') : t('common.noDataAvailable')}
            </EmptyRow>
          )}
          {rows.map((r, i) => (
            <Table.Tr key={r.noAju} data-testid="registration-row" data-aju={r.noAju}>
              <Table.Td>{offset + i + 1}</Table.Td>
              {REGISTRATION_COLUMNS.map((c) => (
                <Table.Td key={c.key}>{cell(r, c.key)}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}

/**
 * 'Rekap Kapal Pantau' (SPEC §2.9): back, search, Filter (the active filter as a removable
 * chip: removing it restores the whole list and clears the dialog), download, import for
 * admins, the table.
 */
export function RegistrationDatabase({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  const session = useSession().data;
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 300);
  const [filter, setFilter] = useState<RegistrationFilter | null>(null);
  const [dialog, setDialog] = useState(false);
  const [page, setPage] = useState(1);
  const list = useRegistrations(q, filter, page, PAGE);
  const data = list.data;
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / PAGE));

  return (
    <Stack gap="xs" data-testid="registration-view">
      <Group gap="xs" wrap="wrap">
        <Button
          size="xs"
          variant="subtle"
          leftSection={<IconArrowLeft size={14} />}
          onClick={onBack}
          data-testid="registration-back"
        >
          {t('pantauKapal.back')}
        </Button>
        <Text fw={600}>{t('pantauKapal.registration.title')}</Text>
        <TextInput
          size="xs"
          w={240}
          leftSection={<IconSearch size={14} />}
          placeholder={t('pantauKapal.registration.search')}
          aria-label={t('pantauKapal.registration.search')}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
          data-testid="registration-search"
        />
        <ActionIcon
          variant="light"
          aria-label={t('pantauKapal.registration.filter')}
          title={t('pantauKapal.registration.filter')}
          onClick={() => setDialog(true)}
          data-testid="registration-filter-open"
        >
          <IconFilter size={16} />
        </ActionIcon>
        {filter && (
          <Pill
            withRemoveButton
            onRemove={() => {
              setFilter(null);
              setPage(1);
            }}
            removeButtonProps={{ 'aria-label': t('pantauKapal.registration.removeFilter') }}
            data-testid="registration-chip"
          >
            {filterLabel(filter, t('pantauKapal.registration.all'))}
          </Pill>
        )}
        <Button
          component="a"
          href={registrationExportUrl(q, filter)}
          download
          size="xs"
          variant="light"
          leftSection={<IconDownload size={14} />}
          data-testid="registration-download"
        >
          {t('pantauKapal.download')}
        </Button>
        {can(session, 'registrations.import') && <RegistrationImport />}
      </Group>
      <Text size="xs" c="dimmed" data-testid="registration-total">
        {t('pantauKapal.registration.total', { count: data?.total ?? 0 })}
      </Text>
      <RegistrationTable
        rows={data?.registrations ?? []}
        offset={(page - 1) * PAGE}
        loading={list.isPending}
      />
      {pages > 1 && <Pagination size="sm" total={pages} value={page} onChange={setPage} />}
      {dialog && (
        <RegistrationFilterDialog
          opened
          initial={filter ?? NO_FILTER}
          onClose={() => setDialog(false)}
          onApply={(f) => {
            setFilter(f);
            setPage(1);
            setDialog(false);
          }}
        />
      )}
    </Stack>
  );
}
