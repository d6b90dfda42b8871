import { Notification, Portal, Stack, Transition } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAlerts } from './alerts.store.ts';
import { visibleToasts } from './toast-queue.ts';

/** SPEC §4 'slide-in (300 ms)'. */
const SLIDE_MS = 300;

/**
 * Bookmark-alert toasts (SPEC §2 map screen, §4): alerts about bookmarked vessels, at most 3
 * shown, the oldest removed every 10 s, each closable (`bookmark-toast`). Above them, during
 * an alarm flood, the one entry the grouped alarms go to (`alert-flood`): it opens the list.
 */
export function AlertToasts() {
  const { t } = useTranslation();
  const queue = useAlerts((s) => s.toasts);
  const close = useAlerts((s) => s.closeToast);
  const setOpen = useAlerts((s) => s.setOpen);
  const setTab = useAlerts((s) => s.setTab);
  const flood = useAlerts((s) => s.flood);
  const floodTick = useAlerts((s) => s.floodTick);

  // The flood ends as its alarms leave the ten-minute window.
  const oldest = flood.times[0];
  useEffect(() => {
    if (flood.grouped === 0 || oldest === undefined) return;
    const timer = setTimeout(() => floodTick(Date.now()), 30_000);
    return () => clearTimeout(timer);
  }, [flood, oldest, floodTick]);

  useEffect(() => {
    if (queue.nextExpiry === null) return;
    const timer = setTimeout(
      () => useAlerts.getState().expireToasts(Date.now()),
      Math.max(0, queue.nextExpiry - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [queue]);

  const shown = visibleToasts(queue);
  return (
    <Portal>
      <Stack
        gap="xs"
        pos="fixed"
        bottom={48}
        right={72}
        w={320}
        style={{ zIndex: 300 }}
        data-testid="bookmark-toasts"
        data-kept={queue.items.length}
      >
        {flood.grouped > 0 && (
          <Notification
            style={{ cursor: 'pointer' }}
            color="red"
            title={t('alerts.flood.title', { count: flood.times.length })}
            closeButtonProps={{ 'aria-label': t('alerts.toast.close') }}
            onClose={() => floodTick(Date.now(), true)}
            onClick={() => {
              floodTick(Date.now(), true);
              setOpen(true);
            }}
            data-testid="alert-flood"
            data-grouped={flood.grouped}
          >
            {t('alerts.flood.body', { count: flood.grouped })}
          </Notification>
        )}
        {shown.map((toast) => (
          <Transition
            key={toast.id}
            mounted
            transition="slide-left"
            duration={SLIDE_MS}
            keepMounted
          >
            {(style) => (
              <Notification
                style={{ ...style, cursor: 'pointer' }}
                color={toast.alert.priority === 'alarm' ? 'red' : 'orange'}
                title={t('alerts.toast.title', { type: t(`alerts.tabs.${toast.alert.type}`) })}
                closeButtonProps={{ 'aria-label': t('alerts.toast.close') }}
                onClose={() => close(toast.id, Date.now())}
                onClick={() => {
                  setTab(toast.alert.type);
                  setOpen(true);
                }}
                data-testid="bookmark-toast"
                data-mmsi={toast.alert.mmsi}
              >
                {t('alerts.toast.body', {
                  name: toast.alert.name ?? '-',
                  mmsi: toast.alert.mmsi,
                })}
              </Notification>
            )}
          </Transition>
        ))}
      </Stack>
    </Portal>
  );
}
