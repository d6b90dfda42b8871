import {
  ActionIcon,
  Alert,
  Badge,
  Group,
  Select,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { wibStamp } from '@pantau/domain';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../api/session.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { SearchAddBar } from '../../ui/SearchAddBar.tsx';
import { placeError } from '../../ui/formErrors.ts';
import {
  useDeleteSensor,
  useSensors,
  useSetSourceLocation,
  useSourceLocations,
  type Sensor,
} from './infrastructure.api.ts';
import { usePortOptions } from './port-options.ts';
import { SensorForm } from './SensorForm.tsx';
import { STATE_COLOR } from './status.ts';

/** Where each AIS and radar source counts in INFRASTRUCTURE (sources.manage). */
function SourceLocations() {
  const { t } = useTranslation();
  const session = useSession();
  const may = session.data?.capabilities.includes('sources.manage') ?? false;
  const list = useSourceLocations(may);
  const set = useSetSourceLocation();
  const ports = usePortOptions();
  if (!may) return null;
  const sources = list.data?.sources ?? [];
  return (
    <Stack gap="xs" mt="md">
      <Title order={6}>{t('infrastructure.ports.sources')}</Title>
      <Text size="xs" c="dimmed">
        {t('infrastructure.ports.sourcesHint')}
      </Text>
      {set.error && (
        <Alert color="red" variant="light" role="alert">
          {placeError(set.error, []).alert}
        </Alert>
      )}
      <Table fz="sm" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('infrastructure.ports.source')}</Table.Th>
            <Table.Th>{t('infrastructure.ports.kind')}</Table.Th>
            <Table.Th>{t('infrastructure.ports.port')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sources.map((s) => (
            <Table.Tr key={s.sourceId} data-testid="source-location-row">
              <Table.Td>{s.sourceName}</Table.Td>
              <Table.Td>{s.kind === 'ais' ? 'AIS' : 'Radar'}</Table.Td>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <Select
                    size="xs"
                    w={260}
                    data={ports.options}
                    value={s.locationId}
                    searchable
                    clearable
                    limit={50}
                    placeholder="-"
                    aria-label={`${t('infrastructure.ports.port')} ${s.sourceName}`}
                    onChange={(v) => set.mutate({ id: s.sourceId, locationId: v })}
                  />
                  <Tooltip
                    label={
                      s.mapped
                        ? t('infrastructure.ports.chosenHint')
                        : t('infrastructure.ports.autoHint')
                    }
                    multiline
                    w={300}
                    withArrow
                  >
                    <Badge size="xs" variant="light" color={s.mapped ? 'blue' : 'gray'}>
                      {s.mapped ? t('infrastructure.ports.chosen') : t('infrastructure.ports.auto')}
                    </Badge>
                  </Tooltip>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {list.isSuccess && sources.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('infrastructure.ports.noSources')}
        </Text>
      )}
    </Stack>
  );
}

/**
 * PORTS (SPEC §2 'PORTS (superAdmin only, opens CCTV-add panel)', §2.32): every port's CCTV
 * cameras, VHF radios and weather stations with their state; add, edit, remove. The server
 * checks the same permission and keeps the credentials.
 */
export function PortsPanel() {
  const { t } = useTranslation();
  const sensors = useSensors();
  const remove = useDeleteSensor();
  const ports = usePortOptions();
  const [search, setSearch] = useState('');
  const [form, setForm] = useState<{ editing: Sensor | null } | null>(null);
  const [deleting, setDeleting] = useState<Sensor | null>(null);
  const q = search.trim().toLowerCase();
  const rows = (sensors.data?.sensors ?? []).filter(
    (s) =>
      q === '' ||
      s.name.toLowerCase().includes(q) ||
      s.locationName.toLowerCase().includes(q) ||
      s.locationId.toLowerCase().includes(q),
  );
  const closeDelete = () => {
    setDeleting(null);
    remove.reset();
  };

  return (
    <Stack gap="sm" data-testid="ports-panel">
      <SearchAddBar
        searchLabel={t('infrastructure.ports.searchLabel')}
        placeholder={t('infrastructure.ports.searchPlaceholder')}
        value={search}
        onSearch={setSearch}
        addLabel={t('infrastructure.ports.add')}
        onAdd={() => setForm({ editing: null })}
        addTestId="sensor-add"
      />
      {sensors.isError && (
        <Alert color="red" variant="light" role="alert">
          {sensors.error.message}
        </Alert>
      )}
      <Table striped highlightOnHover fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('infrastructure.ports.port')}</Table.Th>
            <Table.Th>{t('infrastructure.ports.kind')}</Table.Th>
            <Table.Th>{t('infrastructure.ports.name')}</Table.Th>
            <Table.Th>{t('infrastructure.ports.url')}</Table.Th>
            <Table.Th>{t('infrastructure.ports.status')}</Table.Th>
            <Table.Th>{t('common.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((s) => (
            <Table.Tr key={s.id} data-testid="sensor-row" data-state={s.status.state}>
              <Table.Td>{ports.names.get(s.locationId) ?? s.locationName}</Table.Td>
              <Table.Td>{t(`infrastructure.kinds.${s.kind}`)}</Table.Td>
              <Table.Td>{s.name}</Table.Td>
              <Table.Td ff="monospace" style={{ wordBreak: 'break-all' }}>
                {s.url}
                {s.hasCredentials && (
                  <Badge ml={6} size="xs" variant="light" color="gray">
                    {t('infrastructure.ports.withCredentials')}
                  </Badge>
                )}
              </Table.Td>
              <Table.Td>
                <Tooltip
                  label={
                    s.status.checkedAt === null
                      ? t('infrastructure.tab.notChecked')
                      : `${wibStamp(s.status.checkedAt)}${s.status.error ? ` · ${s.status.error}` : ''}`
                  }
                >
                  <Badge variant="light" color={STATE_COLOR[s.status.state]}>
                    {t(`infrastructure.states.${s.status.state}`)}
                  </Badge>
                </Tooltip>
              </Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <Tooltip label={t('common.edit')}>
                    <ActionIcon
                      variant="subtle"
                      aria-label={t('common.editNamed', { name: s.name })}
                      onClick={() => setForm({ editing: s })}
                    >
                      <IconPencil size={16} />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label={t('common.delete')}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('common.deleteNamed', { name: s.name })}
                      onClick={() => setDeleting(s)}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {sensors.isSuccess && rows.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('infrastructure.ports.none')}
        </Text>
      )}
      <SourceLocations />
      {form && <SensorForm editing={form.editing} onClose={() => setForm(null)} />}
      <ConfirmDialog
        opened={deleting !== null}
        title={t('infrastructure.ports.deleteTitle')}
        error={remove.error ? placeError(remove.error, []).alert : null}
        pending={remove.isPending}
        onClose={closeDelete}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: closeDelete })}
      >
        {t('infrastructure.ports.deleteConfirm', { name: deleting?.name ?? '' })}
      </ConfirmDialog>
    </Stack>
  );
}
