import { Button, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { visibleTabs } from './alert-view.ts';
import { useAlertCounts } from './alerts.api.ts';
import { useAlerts } from './alerts.store.ts';

/**
 * The user menu's ALERT entry (SPEC §2 left menu): the open alerts of each type the user
 * may see (SPEC §6, as the server counts them); a type opens the Alert dialog on its tab.
 */
export function AlertMenuPanel() {
  const { t } = useTranslation();
  const counts = useAlertCounts(true);
  const setOpen = useAlerts((s) => s.setOpen);
  const setTab = useAlerts((s) => s.setTab);
  const unseen = useAlerts((s) => s.unseen);
  if (!counts.data) return <Text size="sm">{t('alerts.loading')}</Text>;
  const open = new Map(counts.data.counts.map((c) => [c.type, c.open]));
  return (
    <Stack gap="xs" data-testid="alert-menu">
      <Table>
        <Table.Tbody>
          {visibleTabs(counts.data.counts).map((type) => (
            <Table.Tr key={type} data-testid="alert-menu-type" data-type={type}>
              <Table.Td>{t(`alerts.tabs.${type}`)}</Table.Td>
              <Table.Td data-col="open">{open.get(type) ?? 0}</Table.Td>
              <Table.Td>
                {unseen[type] ? (
                  <Text size="xs" c="red">
                    {t('alerts.unseen')}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>
                <Button
                  size="compact-xs"
                  variant="light"
                  onClick={() => {
                    setTab(type);
                    setOpen(true);
                  }}
                >
                  {t('alerts.menu.show')}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
