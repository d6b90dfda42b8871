import { Badge, Button, Group, Popover, Stack, Table, Text } from '@mantine/core';
import { alertEndpoints, type AlertView } from '@pantau/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/call.ts';
import { detailRows } from './alert-columns.ts';
import { useAlerts } from './alerts.store.ts';

/** How often the card asks again for the vessel's open alerts. */
const POLL_MS = 10_000;

function Plot({ alert }: { alert: AlertView }) {
  const { t } = useTranslation();
  const setTab = useAlerts((s) => s.setTab);
  const setOpen = useAlerts((s) => s.setOpen);
  const colour =
    alert.priority === 'alarm' ? 'red' : alert.priority === 'warning' ? 'orange' : 'gray';
  return (
    <Popover width={320} position="right" withArrow shadow="md">
      <Popover.Target>
        <Badge
          component="button"
          color={colour}
          variant="filled"
          style={{ cursor: 'pointer' }}
          data-testid="vessel-alert-plot"
          data-type={alert.type}
        >
          {t(`alerts.plot.${alert.type}`)}
        </Badge>
      </Popover.Target>
      <Popover.Dropdown data-testid="vessel-alert-popup">
        <Stack gap={4}>
          <Text fw={600} size="sm">
            {t(`alerts.plot.${alert.type}`)}
          </Text>
          <Table withRowBorders={false} verticalSpacing={0} fz="xs">
            <Table.Tbody>
              {detailRows(alert, t).map((r) => (
                <Table.Tr key={r.label}>
                  <Table.Td c="dimmed">{r.label}</Table.Td>
                  <Table.Td>{r.value}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Button
            size="compact-xs"
            variant="light"
            onClick={() => {
              setTab(alert.type);
              setOpen(true);
            }}
          >
            {t('alerts.plot.openTab')}
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

/**
 * The vessel card's alert-plot popups (SPEC §2.15: AIS OFF, CallSign Double, MMSI Double,
 * No IMO, Close Distance, and the vessel's other open alerts): one badge per open alert the
 * user may see, its detail in a popup, and the way to its tab in the Alert dialog.
 */
export function VesselAlertsSection({ id }: { id: string }) {
  const { t } = useTranslation();
  const mmsi = Number(id);
  const alerts = useQuery({
    queryKey: ['alerts', 'vessel', mmsi],
    enabled: Number.isInteger(mmsi),
    queryFn: ({ signal }) =>
      call(alertEndpoints.vessel, { params: { mmsi: String(mmsi) } }, { signal }),
    refetchInterval: POLL_MS,
  });
  const list = alerts.data?.alerts ?? [];
  if (list.length === 0) return null;
  return (
    <Stack gap={4} data-testid="vessel-alerts">
      <Text size="xs" c="dimmed">
        {t('alerts.plot.title')}
      </Text>
      <Group gap={4}>
        {list.map((a) => (
          <Plot key={a.id} alert={a} />
        ))}
      </Group>
    </Stack>
  );
}
