import { Button, Group, Switch, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { AlertType, AlertView } from '@pantau/contracts';
import { IconDownload, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../api/session.ts';
import { allAlerts } from './alert-cache.ts';
import { alertExportUrl, useAlertList } from './alerts.api.ts';
import { soundOn, useAlerts } from './alerts.store.ts';
import { AlertDetail } from './AlertDetail.tsx';
import { AlertTable } from './AlertTable.tsx';

/** How long the search waits for typing to pause. */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * One alert tab: its sound toggle (kept per user in this browser), search, xlsx and PDF
 * exports (made by the server, A4 portrait), the table, 'Load Previous', and the detail of
 * the row clicked.
 */
export function AlertTab({ type }: { type: AlertType }) {
  const { t } = useTranslation();
  const user = useSession().data?.user.username ?? '';
  const on = useAlerts((s) => soundOn(s.sound, type));
  const setSound = useAlerts((s) => s.setSound);
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const list = useAlertList(type, q);
  const alerts = allAlerts(list.data?.pages);
  // The row clicked stays open while a search or a push takes it off the list: its detail
  // (and mini map) closed and opened again at each keystroke of a search.
  const [clicked, setClicked] = useState<AlertView | null>(null);
  const selected: AlertView | undefined = clicked
    ? (alerts.find((a) => a.id === clicked.id) ?? clicked)
    : undefined;
  const typeLabel = t(`alerts.tabs.${type}`);

  const exportButton = (format: 'xlsx' | 'pdf') => (
    <Button
      component="a"
      href={alertExportUrl(type, format, q)}
      download
      size="xs"
      variant="light"
      leftSection={<IconDownload size={14} />}
      title={t('alerts.exportTitle', { type: typeLabel, format: format.toUpperCase() })}
      data-testid={`alert-export-${format}`}
    >
      {t(format === 'xlsx' ? 'alerts.exportXlsx' : 'alerts.exportPdf')}
    </Button>
  );

  return (
    <>
      <Group justify="space-between" gap="xs">
        <Group gap="xs">
          <TextInput
            size="xs"
            w={280}
            leftSection={<IconSearch size={14} />}
            placeholder={t('alerts.search')}
            aria-label={t('alerts.search')}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            data-testid="alert-search"
          />
          <Switch
            size="xs"
            label={t('alerts.sound', { type: typeLabel })}
            checked={on}
            onChange={(e) => setSound(user, type, e.currentTarget.checked)}
            data-testid="alert-sound"
          />
        </Group>
        <Group gap="xs">
          {exportButton('xlsx')}
          {exportButton('pdf')}
        </Group>
      </Group>
      <AlertTable
        type={type}
        alerts={alerts}
        selected={selected?.id ?? null}
        onSelect={(a) => setClicked((now) => (a.id === now?.id ? null : a))}
        loading={list.isPending}
      />
      {list.hasNextPage && (
        <Group justify="center">
          <Button
            size="xs"
            variant="default"
            loading={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
            data-testid="alert-load-previous"
          >
            {t('alerts.loadPrevious')}
          </Button>
        </Group>
      )}
      {selected && <AlertDetail alert={selected} onClose={() => setClicked(null)} />}
    </>
  );
}
