import {
  Accordion,
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Loader,
  Notification,
  Portal,
  Stack,
  Tabs,
  Text,
  TextInput,
} from '@mantine/core';
import { IconInfoCircle, IconPlus, IconSearch } from '@tabler/icons-react';
import { Fragment, useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../api/session.ts';
import { PasswordDialog } from './PasswordDialog.tsx';
import { SourceDetail } from './SourceDetail.tsx';
import { SourceForm } from './SourceForm.tsx';
import { SourceRow } from './SourceRow.tsx';
import { useDeleteSource, useRestartSource, useSources } from './sources.api.ts';
import {
  districtTree,
  isChecked,
  NO_DISTRICT,
  searchSources,
  toggleSelected,
  type Source,
  type StationNode,
} from './sources.model.ts';
import { useSourceFilter, useSourceHistory } from './sources.store.ts';

/** How long a snackbar stays (SPEC §9 shows messages for a few seconds). */
const SNACKBAR_MS = 6_000;

type Dialog =
  | { kind: 'add' }
  | { kind: 'edit'; source: Source }
  | { kind: 'restart'; source: Source }
  | { kind: 'delete'; source: Source };

function Snackbar({ message, onClose }: { message: string | null; onClose: () => void }) {
  useEffect(() => {
    if (message === null) return;
    const timer = setTimeout(onClose, SNACKBAR_MS);
    return () => clearTimeout(timer);
  }, [message, onClose]);
  if (message === null) return null;
  return (
    <Portal>
      <Notification
        color="green"
        onClose={onClose}
        role="status"
        data-testid="source-snackbar"
        style={{
          position: 'fixed',
          bottom: 24,
          left: '50%',
          transform: 'translateX(-50%)',
          zIndex: 1000,
          minWidth: 320,
        }}
      >
        {message}
      </Notification>
    </Portal>
  );
}

/**
 * DATA SOURCE (SPEC §2.5, 'Automatic Identification System'): the AIS sources with engine and
 * data status, polled every 5 s; FILTER AIS ticks the sources whose vessels the map shows,
 * DISNAV groups them by navigation district. Selecting a station shows its details; a
 * superAdmin adds, edits, restarts and deletes sources.
 */
export function SourcesPanel() {
  const { t } = useTranslation();
  const session = useSession();
  const canManage = session.data?.capabilities.includes('sources.manage') ?? false;
  const list = useSources();
  const record = useSourceHistory((s) => s.record);
  const { selected, setSelected } = useSourceFilter();
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<number | null>(null);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [snackbar, setSnackbar] = useState<string | null>(null);
  const restart = useRestartSource();
  const remove = useDeleteSource();

  const sources = list.data?.sources ?? [];
  const names = sources.map((s) => s.name);
  const shown = searchSources(sources, search);
  const allChecked = selected === null;
  const noneChecked = selected !== null && !names.some((n) => selected.includes(n));

  // Each poll is one sample of the Historical tab.
  useEffect(() => {
    if (list.data) record(list.dataUpdatedAt, list.data.sources);
  }, [list.data, list.dataUpdatedAt, record]);

  const closeSnackbar = useCallback(() => setSnackbar(null), []);

  const renderSource = (source: Source, depth = 0) => (
    <Fragment key={source.id}>
      <SourceRow
        source={source}
        depth={depth}
        checked={isChecked(selected, source.name)}
        onCheck={(checked) => setSelected(toggleSelected(selected, names, source.name, checked))}
        selected={open === source.id}
        onSelect={() => setOpen(open === source.id ? null : source.id)}
      />
      {open === source.id && (
        <SourceDetail
          source={source}
          canManage={canManage}
          onEdit={() => setDialog({ kind: 'edit', source })}
          onRestart={() => setDialog({ kind: 'restart', source })}
          onDelete={() => setDialog({ kind: 'delete', source })}
        />
      )}
    </Fragment>
  );

  const renderNode = (node: StationNode, depth: number): ReactNode => (
    <Fragment key={node.source.id}>
      {renderSource(node.source, depth)}
      {node.children.map((child) => renderNode(child, depth + 1))}
    </Fragment>
  );

  return (
    <Stack gap="sm" data-testid="sources-panel">
      <Group justify="space-between" wrap="nowrap">
        <Text fw={600} size="sm">
          {t('sources.title')}
        </Text>
        {canManage && (
          <Button
            size="xs"
            leftSection={<IconPlus size={14} />}
            onClick={() => setDialog({ kind: 'add' })}
            data-testid="source-add"
          >
            {t('sources.add')}
          </Button>
        )}
      </Group>
      {list.data?.simulated && (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconInfoCircle />}
          title={t('sources.simulatedTitle')}
          data-testid="sources-simulated"
        >
          {t('sources.simulated')}
        </Alert>
      )}
      {list.isError && (
        <Alert color="red" variant="light" role="alert">
          {list.error.message}
        </Alert>
      )}
      {list.isPending && <Loader size="sm" />}
      <Tabs defaultValue="filter" keepMounted={false}>
        <Tabs.List grow>
          <Tabs.Tab value="filter">{t('sources.filterTab')}</Tabs.Tab>
          <Tabs.Tab value="disnav">{t('sources.disnavTab')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="filter" pt="sm">
          <Stack gap={4}>
            <TextInput
              aria-label={t('sources.searchLabel')}
              placeholder={t('sources.searchPlaceholder')}
              leftSection={<IconSearch size={16} />}
              value={search}
              onChange={(e) => setSearch(e.currentTarget.value)}
              mb={4}
            />
            <Checkbox
              label={t('sources.selectAll')}
              checked={allChecked}
              indeterminate={!allChecked && !noneChecked}
              onChange={(e) => setSelected(e.currentTarget.checked ? null : [])}
              data-testid="source-select-all"
            />
            {shown.map((source) => renderSource(source))}
            {list.isSuccess && shown.length === 0 && (
              <Text size="sm" c="dimmed">
                {sources.length === 0 ? t('sources.none') : t('sources.noMatch')}
              </Text>
            )}
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="disnav" pt="sm">
          <Accordion multiple variant="contained" chevronPosition="left">
            {districtTree(sources).map((group) => (
              <Accordion.Item key={group.district} value={group.district}>
                <Accordion.Control data-testid="source-district-node">
                  <Group justify="space-between" wrap="nowrap">
                    <Text size="sm">
                      {group.district === NO_DISTRICT ? t('sources.noDistrict') : group.district}
                    </Text>
                    <Badge size="sm" variant="light" color={group.count ? 'blue' : 'gray'}>
                      {group.count}
                    </Badge>
                  </Group>
                </Accordion.Control>
                <Accordion.Panel>
                  {group.count === 0 ? (
                    <Text size="xs" c="dimmed">
                      {t('sources.noStation')}
                    </Text>
                  ) : (
                    <Stack gap={2}>{group.stations.map((node) => renderNode(node, 0))}</Stack>
                  )}
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        </Tabs.Panel>
      </Tabs>
      {(dialog?.kind === 'add' || dialog?.kind === 'edit') && (
        <SourceForm
          editing={dialog.kind === 'edit' ? dialog.source : null}
          sources={sources}
          onClose={() => setDialog(null)}
          onSaved={setSnackbar}
        />
      )}
      {dialog?.kind === 'restart' && (
        <PasswordDialog
          title={t('sources.restartTitle')}
          confirmLabel={t('sources.restart')}
          onClose={() => setDialog(null)}
          onConfirm={(password) =>
            restart.mutateAsync({ id: dialog.source.id, password }).then(({ message }) => {
              setSnackbar(message);
              setDialog(null);
            })
          }
        >
          {t('sources.restartConfirm', { name: dialog.source.name })}
        </PasswordDialog>
      )}
      {dialog?.kind === 'delete' && (
        <PasswordDialog
          title={t('sources.deleteTitle')}
          confirmLabel={t('common.delete')}
          color="red"
          onClose={() => setDialog(null)}
          onConfirm={(password) =>
            remove.mutateAsync({ id: dialog.source.id, password }).then(({ message }) => {
              setSnackbar(message);
              setDialog(null);
              setOpen(null);
              if (selected !== null) {
                setSelected(selected.filter((n) => n !== dialog.source.name));
              }
            })
          }
        >
          {t('sources.deleteConfirm', { name: dialog.source.name })}
        </PasswordDialog>
      )}
      <Snackbar message={snackbar} onClose={closeSnackbar} />
    </Stack>
  );
}
