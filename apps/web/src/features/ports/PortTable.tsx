import {
  Anchor,
  Button,
  Group,
  Pagination,
  ScrollArea,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import {
  PORT_TABLE_PAGE,
  rowMatches,
  type PortColumn,
  type RegistryAsset,
} from '@pantau/contracts';
import { MISSING } from '@pantau/domain';
import { IconDownload, IconSearch } from '@tabler/icons-react';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '../../i18n/i18n.ts';
import { EmptyRow } from '../../ui/EmptyRow.tsx';
import { exportUrl } from './ports.api.ts';

/**
 * A searchable table of ports, 10 a page (SPEC §2.10, §9): DATA PORT/PELABUHAN's 20 columns
 * or DATA REKAP PELABUHAN's 7, with the download of what the search shows as xlsx.
 */
export function PortTable(props: {
  table: 'ports' | 'summary';
  columns: readonly PortColumn[];
  ports: readonly RegistryAsset[];
  loading: boolean;
  testId: string;
  minWidth: number;
  onChoose: (a: RegistryAsset) => void;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const found = useMemo(
    () => props.ports.filter((a) => rowMatches(a, props.columns, q)),
    [props.ports, props.columns, q],
  );
  const pages = Math.max(1, Math.ceil(found.length / PORT_TABLE_PAGE));
  const shown = found.slice((page - 1) * PORT_TABLE_PAGE, page * PORT_TABLE_PAGE);
  const text = (a: RegistryAsset, c: PortColumn): string => {
    const v = c.value(a);
    if (v === null || v === '') return MISSING;
    if (typeof v === 'boolean') return t(v ? 'common.yes' : 'common.no');
    // Coordinates to 5 decimals (SPEC §9).
    if (typeof v === 'number' && (c.id === 'lon' || c.id === 'lat')) return v.toFixed(5);
    return String(v);
  };

  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="nowrap">
        <TextInput
          placeholder={t('ports.table.search')}
          aria-label={t('ports.table.search')}
          leftSection={<IconSearch size={14} />}
          value={q}
          onChange={(e) => {
            setQ(e.currentTarget.value);
            setPage(1);
          }}
          data-testid={`${props.testId}-search`}
          w={280}
        />
        <Group gap="xs" wrap="nowrap">
          {props.actions}
          <Button
            component="a"
            href={exportUrl(props.table, q)}
            download
            size="xs"
            variant="light"
            leftSection={<IconDownload size={14} />}
            data-testid={`${props.testId}-download`}
          >
            {t('ports.table.download')}
          </Button>
        </Group>
      </Group>
      <ScrollArea type="auto" offsetScrollbars>
        <Table striped highlightOnHover fz="xs" miw={props.minWidth} data-testid={props.testId}>
          <Table.Thead>
            <Table.Tr>
              {props.columns.map((c) => (
                <Table.Th key={c.id}>{t(`ports.columns.${c.id}` as MessageKey)}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.length === 0 && (
              <EmptyRow columns={props.columns.length}>
                {props.loading ? t('common.loading') : t('common.noDataAvailable')}
              </EmptyRow>
            )}
            {shown.map((a) => (
              <Table.Tr
                key={a.id}
                data-testid="data-port-row"
                data-id={a.id}
                style={{ cursor: 'pointer' }}
                onClick={() => props.onChoose(a)}
              >
                {props.columns.map((c) => (
                  <Table.Td key={c.id} style={{ whiteSpace: 'nowrap' }}>
                    {c.id === 'name' ? <Anchor size="xs">{text(a, c)}</Anchor> : text(a, c)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      <Group justify="space-between">
        <Text size="xs" c="dimmed" data-testid={`${props.testId}-count`}>
          {t('ports.table.count', { count: found.length })}
        </Text>
        <Pagination
          size="sm"
          total={pages}
          value={Math.min(page, pages)}
          onChange={setPage}
          data-testid={`${props.testId}-pages`}
        />
      </Group>
    </Stack>
  );
}
