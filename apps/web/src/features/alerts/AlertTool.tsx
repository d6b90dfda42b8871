import { ActionIcon, Indicator, Tooltip } from '@mantine/core';
import { IconBell, IconBellRinging } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAlertCounts } from './alerts.api.ts';
import { useAlerts } from './alerts.store.ts';

/**
 * Toolbar: opens the Alert dialog (SPEC §2.26); its badge counts what needs a person: the
 * open alarms and warnings of the types the user may see that nobody acknowledged yet (a
 * port entry is a record in the dialog, not a call). `data-total` is every open alert,
 * `data-attention` the badge. `data-sounds` (tones played) and `data-ringing` (alerts that will
 * sound again) are for the browser tests.
 */
export function AlertTool() {
  const { t } = useTranslation();
  const counts = useAlertCounts(true);
  const open = useAlerts((s) => s.open);
  const setOpen = useAlerts((s) => s.setOpen);
  const sounded = useAlerts((s) => s.sounded);
  const ringing = useAlerts((s) => Object.keys(s.rings).length);
  const total = counts.data?.counts.reduce((n, c) => n + c.open, 0) ?? 0;
  const attention = counts.data?.counts.reduce((n, c) => n + c.attention, 0) ?? 0;
  const label = t('alerts.attentionCount', { count: attention, total });
  return (
    <Tooltip label={label} position="left">
      <Indicator
        label={attention > 999 ? '999+' : attention}
        size={16}
        color="red"
        disabled={attention === 0}
        offset={4}
      >
        <ActionIcon
          variant={open ? 'filled' : 'subtle'}
          size="lg"
          aria-label={label}
          aria-pressed={open}
          data-testid="alert-open"
          data-total={total}
          data-attention={attention}
          data-sounds={sounded}
          data-ringing={ringing}
          onClick={() => setOpen(!open)}
        >
          {ringing > 0 ? <IconBellRinging size={20} /> : <IconBell size={20} />}
        </ActionIcon>
      </Indicator>
    </Tooltip>
  );
}
