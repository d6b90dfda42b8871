import { Button, Group, Modal, Pagination, ScrollArea, Table, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyRow } from '../../ui/EmptyRow.tsx';
import { MISSING, orMissing, timeOrMissing } from '@pantau/domain';
import { navStatusText } from '../../vessel/vessel-info.ts';
import type { Track } from '../../vessel/vessels.api.ts';

/** SPEC §2.15: the HISTORICAL DATA table shows 10 rows a page. */
const HISTORICAL_PAGE_SIZE = 10;

const fixed = (v: number | null, digits: number) => (v === null ? MISSING : v.toFixed(digits));

/** Where the server writes the track between the same times as CSV or xlsx (audited). */
function exportUrl(track: Track, format: 'csv' | 'xlsx'): string {
  return `/api/vessels/${track.mmsi}/track/export?from=${track.from}&to=${track.to}&format=${format}`;
}

/**
 * HISTORICAL DATA ('More info'): the vessel's positions of the loaded track, newest first,
 * 10 a page (keyed by vessel, so another vessel starts at page 1), with CSV and xlsx downloads made by the server.
 */
export function HistoricalDialog({
  opened,
  onClose,
  track,
  title,
}: {
  opened: boolean;
  onClose: () => void;
  track: Track | undefined;
  title: string;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const points = track ? [...track.points].reverse() : [];
  const pages = Math.max(1, Math.ceil(points.length / HISTORICAL_PAGE_SIZE));
  const shown = points.slice((page - 1) * HISTORICAL_PAGE_SIZE, page * HISTORICAL_PAGE_SIZE);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('vessels.historical.title')}
      size="xl"
      centered
    >
      <Group justify="space-between" mb="xs">
        <Text size="sm" c="dimmed">
          {[
            t('vessels.historical.summary', { title, total: track?.total ?? 0 }),
            track &&
              points.length < track.total &&
              t('vessels.historical.listed', { listed: points.length }),
            track &&
              t('vessels.historical.range', {
                from: timeOrMissing(track.from),
                to: timeOrMissing(track.to),
              }),
          ]
            .filter(Boolean)
            .join(' ')}
        </Text>
        {track && (
          <Group gap="xs">
            <Button
              component="a"
              href={exportUrl(track, 'csv')}
              download
              size="xs"
              variant="light"
              leftSection={<IconDownload size={14} />}
              data-testid="historical-download-csv"
            >
              CSV
            </Button>
            <Button
              component="a"
              href={exportUrl(track, 'xlsx')}
              download
              size="xs"
              variant="light"
              leftSection={<IconDownload size={14} />}
              data-testid="historical-download-xlsx"
            >
              xlsx
            </Button>
          </Group>
        )}
      </Group>
      <ScrollArea>
        <Table striped withTableBorder fz="xs" data-testid="historical-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('vessels.historical.no')}</Table.Th>
              <Table.Th>{t('common.timeWib')}</Table.Th>
              <Table.Th>{t('vessels.historical.latitude')}</Table.Th>
              <Table.Th>{t('vessels.historical.longitude')}</Table.Th>
              <Table.Th>{t('vessels.historical.sog')}</Table.Th>
              <Table.Th>{t('vessels.historical.cog')}</Table.Th>
              <Table.Th>{t('vessels.historical.heading')}</Table.Th>
              <Table.Th>{t('vessels.historical.navStatus')}</Table.Th>
              <Table.Th>{t('vessels.historical.source')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((p, i) => (
              <Table.Tr key={p.t} data-testid="historical-row">
                <Table.Td>{(page - 1) * HISTORICAL_PAGE_SIZE + i + 1}</Table.Td>
                <Table.Td>{timeOrMissing(p.t)}</Table.Td>
                <Table.Td>{p.lat.toFixed(5)}</Table.Td>
                <Table.Td>{p.lon.toFixed(5)}</Table.Td>
                <Table.Td>{fixed(p.sog, 1)}</Table.Td>
                <Table.Td>{fixed(p.cog, 1)}</Table.Td>
                <Table.Td>{orMissing(p.heading)}</Table.Td>
                <Table.Td>{navStatusText(p.navStatus, p.sog)}</Table.Td>
                <Table.Td>{p.source}</Table.Td>
              </Table.Tr>
            ))}
            {points.length === 0 && <EmptyRow columns={9}>{t('common.noDataAvailable')}</EmptyRow>}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      <Group justify="center" mt="sm">
        <Pagination
          total={pages}
          value={page}
          onChange={setPage}
          size="sm"
          data-testid="historical-pages"
        />
      </Group>
    </Modal>
  );
}
