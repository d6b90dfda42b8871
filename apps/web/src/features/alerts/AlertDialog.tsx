import { Box, Button, Group, Modal, Stack, Tabs, Text } from '@mantine/core';
import type { AlertType } from '@pantau/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMapDisplay } from '../../map/display.store.ts';
import { visibleTabs } from './alert-view.ts';
import { useAlertCounts } from './alerts.api.ts';
import { useAlerts } from './alerts.store.ts';
import { AlertSettingsPanel } from './AlertSettingsPanel.tsx';
import { AlertTab } from './AlertTab.tsx';
import { preloadMiniMap } from './miniMap.load.ts';

/**
 * The Alert dialog (SPEC §2.26): a tab per type the user may see, each with a red dot for
 * alerts pushed since it was last looked at; the tab shown has its sound toggle, search,
 * table, 'Load Previous', detail with mini map, and exports. Held at the top of the screen:
 * a row's detail and another tab's table change its height, and a centred dialog then moved
 * whole (all of it drawn again at each first row click and each tab click).
 */
export function AlertDialog() {
  const { t } = useTranslation();
  const open = useAlerts((s) => s.open);
  const setOpen = useAlerts((s) => s.setOpen);
  const chosen = useAlerts((s) => s.tab);
  const setTab = useAlerts((s) => s.setTab);
  const unseen = useAlerts((s) => s.unseen);
  const counts = useAlertCounts(true);
  const tabs = visibleTabs(counts.data?.counts);
  const tab = chosen !== null && tabs.includes(chosen) ? chosen : (tabs[0] ?? null);
  const [settingsOpen, setSettingsOpen] = useState(false);

  // The dialog covers the map: the map waits to redraw until it closes.
  const cover = useMapDisplay((s) => s.cover);
  useEffect(() => (open ? cover() : undefined), [open, cover]);
  useEffect(() => {
    if (open) preloadMiniMap();
  }, [open]);

  // The tab on screen is seen: its dot clears, and pushes to it while shown set none.
  useEffect(() => {
    if (open && tab !== null) setTab(tab);
  }, [open, tab, setTab]);

  return (
    <Modal
      opened={open}
      onClose={() => setOpen(false)}
      title={t('alerts.title')}
      size="min(1200px, 96vw)"
    >
      <div data-testid="alert-dialog">
        <Group justify="flex-end" mb={4}>
          <Button
            size="compact-xs"
            variant="light"
            onClick={() => setSettingsOpen(true)}
            data-testid="alert-settings-open"
          >
            {t('alerts.settings.open')}
          </Button>
        </Group>
        <AlertSettingsPanel opened={settingsOpen} onClose={() => setSettingsOpen(false)} />
        {tab === null ? (
          <Text size="sm" c="dimmed">
            {t('alerts.loading')}
          </Text>
        ) : (
          <Tabs value={tab} onChange={(v) => v && setTab(v as AlertType)} keepMounted={false}>
            <Tabs.List>
              {tabs.map((type) => (
                <Tabs.Tab key={type} value={type} data-testid={`alert-tab-${type}`}>
                  <Group gap={6} wrap="nowrap">
                    {t(`alerts.tabs.${type}`)}
                    {!!unseen[type] && (
                      <Box
                        component="span"
                        data-testid="alert-badge"
                        data-type={type}
                        aria-label={t('alerts.unseen')}
                        w={8}
                        h={8}
                        bg="red"
                        style={{ borderRadius: '50%', display: 'inline-block' }}
                      />
                    )}
                  </Group>
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {tabs.map((type) => (
              <Tabs.Panel key={type} value={type} pt="xs">
                <Stack gap="xs">
                  <AlertTab type={type} />
                </Stack>
              </Tabs.Panel>
            ))}
          </Tabs>
        )}
      </div>
    </Modal>
  );
}
