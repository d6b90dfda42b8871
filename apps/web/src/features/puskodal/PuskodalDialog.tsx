import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  SegmentedControl,
  Table,
  Tabs,
  Text,
  TextInput,
} from '@mantine/core';
import { PUSKODAL_TYPES, type PuskodalRow, type PuskodalTypeName } from '@pantau/contracts';
import { wibDateTime } from '@pantau/domain';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/http.ts';
import { can, useSession } from '../../api/session.ts';
import { useMapInstance } from '../../map/MapContext.ts';
import { FOCUS_ZOOM_LEVEL, flyToView } from '../../map/places.ts';
import { selectMmsi } from '../../selection/selection.store.ts';
import { useBlacklist, useBlacklistChange, usePuskodalLatest } from './puskodal.api.ts';
import { PUSKODAL_COLUMNS } from './puskodal-columns.ts';
import { usePuskodal } from './puskodal.store.ts';

function RowsTable({ type, n }: { type: PuskodalTypeName; n: '10' | '100' }) {
  const { t } = useTranslation();
  const map = useMapInstance();
  const rows = usePuskodalLatest(type, n, true);
  const columns = PUSKODAL_COLUMNS[type];
  const locate = (r: PuskodalRow) => {
    selectMmsi('vessel', r.mmsi);
    if (map && r.lon !== null && r.lat !== null) {
      flyToView(map, { center: [r.lon, r.lat], zoom: FOCUS_ZOOM_LEVEL });
    }
  };
  if (rows.isError) return <Alert color="red">{rows.error.message}</Alert>;
  if (!rows.data) return <Text size="sm">{t('puskodal.loading')}</Text>;
  if (rows.data.rows.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="puskodal-empty">
        {t('puskodal.empty')}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={600} mah={420}>
      <Table striped highlightOnHover stickyHeader>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={c.key}>{t(c.label)}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.data.rows.map((r) => (
            <Table.Tr
              key={r.id}
              data-testid="puskodal-row"
              data-mmsi={r.mmsi}
              style={{ cursor: 'pointer' }}
              onClick={() => locate(r)}
            >
              {columns.map((c) => (
                <Table.Td key={c.key} data-col={c.key}>
                  {c.value(r)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The managed blacklist (staff with `puskodal.blacklist` may change it). */
function BlacklistEditor() {
  const { t } = useTranslation();
  const session = useSession().data;
  const list = useBlacklist(true);
  const { add, remove } = useBlacklistChange();
  const [mmsi, setMmsi] = useState<number | string>('');
  const [reason, setReason] = useState('');
  const manage = can(session, 'puskodal.blacklist');
  const error = add.error instanceof ApiError ? add.error : null;
  return (
    <div data-testid="puskodal-blacklist">
      <Text fw={500} size="sm" mt="sm">
        {t('puskodal.blacklist.title', { count: list.data?.entries.length ?? 0 })}
      </Text>
      {manage && (
        <Group align="flex-end" gap="xs">
          <NumberInput
            label={t('puskodal.columns.mmsi')}
            value={mmsi}
            onChange={setMmsi}
            hideControls
            w={140}
            error={error?.field === 'mmsi' ? error.message : undefined}
            data-testid="puskodal-blacklist-mmsi"
          />
          <TextInput
            label={t('puskodal.blacklist.reason')}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            error={error?.field === 'reason' ? error.message : undefined}
            style={{ flex: 1 }}
            data-testid="puskodal-blacklist-reason"
          />
          <Button
            loading={add.isPending}
            onClick={() =>
              add.mutate(
                { mmsi: Number(mmsi), reason },
                {
                  onSuccess: () => {
                    setMmsi('');
                    setReason('');
                  },
                },
              )
            }
            data-testid="puskodal-blacklist-add"
          >
            {t('puskodal.blacklist.add')}
          </Button>
        </Group>
      )}
      <Table mt="xs">
        <Table.Tbody>
          {list.data?.entries.map((e) => (
            <Table.Tr key={e.mmsi} data-testid="puskodal-blacklist-entry" data-mmsi={e.mmsi}>
              <Table.Td>{e.mmsi}</Table.Td>
              <Table.Td>{e.name ?? '-'}</Table.Td>
              <Table.Td>{e.reason}</Table.Td>
              <Table.Td>
                {t('puskodal.blacklist.by', { by: e.createdBy, at: wibDateTime(e.createdAt) })}
              </Table.Td>
              <Table.Td>
                {manage && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('puskodal.blacklist.remove', { mmsi: e.mmsi })}
                    onClick={() => remove.mutate(e.mmsi)}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}

/**
 * The Puskodal alert dialog (SPEC §2.27): seven tabs of behaviour rows Pantau computes from
 * the live picture, the latest 10 or 100 (SPEC §10), a row selecting the vessel on the map;
 * the Blacklist tab also keeps the managed list.
 */
export function PuskodalDialog() {
  const { t } = useTranslation();
  const open = usePuskodal((s) => s.open);
  const setOpen = usePuskodal((s) => s.setOpen);
  const [tab, setTab] = useState<PuskodalTypeName>('slow');
  const [n, setN] = useState<'10' | '100'>('10');
  return (
    <Modal
      opened={open}
      onClose={() => setOpen(false)}
      title={t('puskodal.title')}
      size="min(1100px, 96vw)"
      centered
    >
      <div data-testid="puskodal-dialog">
        <Group justify="flex-end" mb="xs">
          <Text size="sm">{t('puskodal.latest')}</Text>
          <SegmentedControl
            size="xs"
            value={n}
            onChange={(v) => setN(v === '100' ? '100' : '10')}
            data={['10', '100']}
            data-testid="puskodal-latest"
          />
        </Group>
        <Tabs value={tab} onChange={(v) => v && setTab(v as PuskodalTypeName)} keepMounted={false}>
          <Tabs.List>
            {PUSKODAL_TYPES.map((type) => (
              <Tabs.Tab key={type} value={type} data-testid={`puskodal-tab-${type}`}>
                {t(`puskodal.tabs.${type}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {PUSKODAL_TYPES.map((type) => (
            <Tabs.Panel key={type} value={type} pt="xs">
              <RowsTable type={type} n={n} />
              {type === 'blacklist' && <BlacklistEditor />}
            </Tabs.Panel>
          ))}
        </Tabs>
      </div>
    </Modal>
  );
}
