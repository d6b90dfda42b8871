import { Box, Button, Group, Menu, Modal, Stack, TextInput } from '@mantine/core';
import { SILENCE_PERIODS, type AlertView, type SilencePeriod } from '@pantau/contracts';
import { IconBellOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSilenceAlert } from './alerts.api.ts';
import { useAlerts } from './alerts.store.ts';
import { RowButton } from './RowButton.tsx';
import { silenceOf, wibInputToMs } from './silence.ts';

/**
 * A row's silence (`alert-silence`): this occurrence, 1 h, 6 h, 1 day, 1 week or until a
 * chosen time. The server keeps it (no re-alert, no push sound); this browser stops ringing.
 * The menu and the chosen-time dialog exist only while open: every row of the Alert dialog
 * has this button, and a menu and a dialog per row (each with its portal and transition)
 * were most of the table's work at every push.
 */
export function SilenceMenu({ alert }: { alert: AlertView }) {
  const { t } = useTranslation();
  const silence = useSilenceAlert();
  const [menu, setMenu] = useState(false);
  const [custom, setCustom] = useState(false);
  const [until, setUntil] = useState('');

  const choose = (period: SilencePeriod, now: number, customUntil?: number) => {
    const s = silenceOf(alert, period, now, customUntil);
    if (!s) return;
    silence.mutate(s.body, {
      onSuccess: () => {
        useAlerts.getState().silence(s.local, now);
        setCustom(false);
      },
    });
  };
  const customMs = wibInputToMs(until);
  const button = (
    <RowButton
      label={t('alerts.silence')}
      testId="alert-silence"
      loading={silence.isPending}
      onClick={() => setMenu(true)}
    >
      <IconBellOff size={16} />
    </RowButton>
  );

  return (
    // A click in here (and in the menu's portal) is not the row's.
    <Box component="span" onClick={(e) => e.stopPropagation()}>
      {!menu ? (
        button
      ) : (
        <Menu opened onChange={setMenu} position="bottom-end" withinPortal>
          <Menu.Target>{button}</Menu.Target>
          <Menu.Dropdown>
            {SILENCE_PERIODS.map((p) => (
              <Menu.Item
                key={p}
                data-period={p}
                onClick={() => (p === 'custom' ? setCustom(true) : choose(p, Date.now()))}
              >
                {t(`alerts.silencePeriods.${p}`)}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      )}
      {custom && (
        <Modal opened onClose={() => setCustom(false)} title={t('alerts.silence')} centered>
          <Stack gap="sm">
            <TextInput
              type="datetime-local"
              label={t('alerts.customUntil')}
              value={until}
              onChange={(e) => setUntil(e.currentTarget.value)}
              error={silence.error?.message}
            />
            <Group justify="flex-end">
              <Button
                disabled={customMs === null}
                loading={silence.isPending}
                onClick={() => customMs !== null && choose('custom', Date.now(), customMs)}
              >
                {t('alerts.customSubmit')}
              </Button>
            </Group>
          </Stack>
        </Modal>
      )}
    </Box>
  );
}
