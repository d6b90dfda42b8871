import { Box, Group, ScrollArea, Table, Text } from '@mantine/core';
import type { AlertType, AlertView } from '@pantau/contracts';
import { wibDateTime } from '@pantau/domain';
import { IconCheck, IconChecks } from '@tabler/icons-react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyRow } from '../../ui/EmptyRow.tsx';
import { ALERT_COLUMNS } from './alert-columns.ts';
import { useAckAlert } from './alerts.api.ts';
import { useAlerts } from './alerts.store.ts';
import { RowButton } from './RowButton.tsx';
import { SilenceMenu } from './SilenceMenu.tsx';

const PRIORITY_COLOUR = { alarm: 'red', warning: 'orange', caution: 'yellow' } as const;
/**
 * Every row's height: one line (cells do not wrap) and the row's small buttons. Rows are not
 * measured: measuring each row as it came into view cost more than drawing it, and moved the
 * table's spacers back and forth by a row or two. Rows drawn off screen: OVERSCAN.
 */
const ROW_PX = 34;
/**
 * A cell on its one line: a long one (a ship type) ends in '…' with the whole text as its
 * hint, so the columns that say why the alert fired stay in view; the reason itself gets
 * room for its sentence.
 */
const CELL = { maxWidth: 180, overflow: 'hidden', textOverflow: 'ellipsis' } as const;
const REASON_CELL = { ...CELL, maxWidth: 420 } as const;
const OVERSCAN = 10;

/**
 * One tab's table (SPEC §3 columns of its type), newest first, a row per alert (`alert-row`)
 * with acknowledge and silence; a click on a row opens its detail. Only the rows in view
 * (and a few around them) are in the page, whatever the number loaded.
 */
export function AlertTable({
  type,
  alerts,
  selected,
  onSelect,
  loading,
}: {
  type: AlertType;
  alerts: readonly AlertView[];
  selected: number | null;
  onSelect: (alert: AlertView) => void;
  loading: boolean;
}) {
  const { t } = useTranslation();
  const ack = useAckAlert();
  const { mutate } = ack;
  const acknowledge = useCallback(
    (id: number) => mutate(id, { onSuccess: () => useAlerts.getState().acknowledged(id) }),
    [mutate],
  );
  const columns = ALERT_COLUMNS[type];
  const viewport = useRef<HTMLDivElement>(null);
  // The virtualizer repaints this table on scroll itself; none of its functions are handed
  // to a memoised child, so the compiler's skipping this component is what is wanted.
  // eslint-disable-next-line react-hooks/incompatible-library
  const rows = useVirtualizer({
    count: alerts.length,
    getScrollElement: () => viewport.current,
    estimateSize: () => ROW_PX,
    overscan: OVERSCAN,
    getItemKey: (i) => alerts[i]?.id ?? i,
  });
  const items = rows.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = rows.getTotalSize() - (items.at(-1)?.end ?? 0);

  return (
    <ScrollArea h={320} type="auto" viewportRef={viewport}>
      <Table
        highlightOnHover
        withTableBorder
        fz="xs"
        stickyHeader
        verticalSpacing={4}
        style={{ whiteSpace: 'nowrap' }}
      >
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={c.id}>{t(c.label)}</Table.Th>
            ))}
            <Table.Th>{t('alerts.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {before > 0 && <tr aria-hidden style={{ height: before }} />}
          {items.map(({ index, key }) => {
            const a = alerts[index];
            if (!a) return null;
            return (
              <AlertRow
                key={key}
                type={type}
                alert={a}
                index={index}
                selected={a.id === selected}
                onSelect={onSelect}
                acking={ack.isPending && ack.variables === a.id}
                onAck={acknowledge}
              />
            );
          })}
          {after > 0 && <tr aria-hidden style={{ height: after }} />}
          {alerts.length === 0 && (
            <EmptyRow columns={columns.length + 1}>
              {t(loading ? 'alerts.loading' : 'alerts.empty')}
            </EmptyRow>
          )}
        </Table.Tbody>
      </Table>
      {ack.error && (
        <Text size="xs" c="red">
          {ack.error.message}
        </Text>
      )}
    </ScrollArea>
  );
}

/**
 * One alert's row. It draws again only when its alert, place or selection changes (a push
 * merged into the list leaves the other rows as they were); the acknowledge and silence
 * buttons' hints are the browser's own, no tooltip per row.
 */
const AlertRow = memo(function AlertRow({
  type,
  alert: a,
  index,
  selected,
  onSelect,
  acking,
  onAck,
}: {
  type: AlertType;
  alert: AlertView;
  index: number;
  selected: boolean;
  onSelect: (alert: AlertView) => void;
  acking: boolean;
  onAck: (id: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <Table.Tr
      h={ROW_PX}
      data-testid="alert-row"
      data-id={a.id}
      data-mmsi={a.mmsi}
      data-status={a.status}
      data-acked={a.ackAt !== null}
      bg={
        selected
          ? 'var(--mantine-primary-color-light)'
          : index % 2 === 1
            ? 'var(--mantine-color-default-hover)'
            : undefined
      }
      style={{
        cursor: 'pointer',
        borderLeft: `3px solid var(--mantine-color-${PRIORITY_COLOUR[a.priority]}-6)`,
        opacity: a.status === 'closed' ? 0.6 : 1,
      }}
      onClick={() => onSelect(a)}
    >
      {ALERT_COLUMNS[type].map((c) => {
        const text = c.value(a, t);
        return (
          <Table.Td
            key={c.id}
            data-col={c.id}
            title={text}
            style={c.id === 'reason' ? REASON_CELL : CELL}
          >
            {text}
          </Table.Td>
        );
      })}
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          {a.ackAt === null ? (
            <RowButton
              label={t('alerts.ack')}
              testId="alert-ack"
              loading={acking}
              onClick={(e) => {
                e.stopPropagation();
                onAck(a.id);
              }}
            >
              <IconCheck size={16} />
            </RowButton>
          ) : (
            <Box
              component="span"
              display="inline-flex"
              title={`${t('alerts.acked', { by: a.ackBy ?? '-' })} · ${wibDateTime(a.ackAt)}`}
            >
              <IconChecks size={16} color="var(--mantine-color-green-6)" />
            </Box>
          )}
          <SilenceMenu alert={a} />
        </Group>
      </Table.Td>
    </Table.Tr>
  );
});
