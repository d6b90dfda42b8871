import { ActionIcon, Button, Group, Progress, Slider, Stack, Text } from '@mantine/core';
import { wibDateTime } from '@pantau/domain';
import {
  IconPlayerPauseFilled,
  IconPlayerPlayFilled,
  IconPlayerStopFilled,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  closePortHistory,
  fetchPortHistory,
  pausePortHistory,
  playPortHistory,
  seekPortHistory,
  stopPortHistory,
  usePortHistory,
} from './port-history.ts';

/**
 * Fetch/Close Port History (SPEC §2.20, §4): an indeterminate bar while the port's vessels
 * are listed, then the bar moving per vessel track loaded, then play, pause, resume, stop,
 * the slider and the time.
 */
export function PortHistorySection({ portId }: { portId: string }) {
  const { t } = useTranslation();
  const h = usePortHistory();
  const open = h.status !== 'idle';
  const paused = h.status === 'ready' && !h.playing && h.time > h.from && h.time < h.to;
  return (
    <Stack gap={4} data-testid="port-history" data-status={h.status}>
      <Button
        size="xs"
        variant={open ? 'filled' : 'light'}
        data-testid="port-history-toggle"
        onClick={() => (open ? closePortHistory() : void fetchPortHistory(portId))}
      >
        {t(open ? 'portPanel.history.close' : 'portPanel.history.fetch')}
      </Button>
      {h.status === 'listing' && (
        <Progress value={100} animated striped size="sm" data-testid="port-history-progress" />
      )}
      {h.status === 'loading' && (
        <Stack gap={2}>
          <Progress
            value={h.total === 0 ? 100 : (h.loaded / h.total) * 100}
            size="sm"
            data-testid="port-history-progress"
          />
          <Text size="xs" c="dimmed">
            {t('portPanel.history.loading', { loaded: h.loaded, total: h.total })}
          </Text>
        </Stack>
      )}
      {h.status === 'failed' && (
        <Text size="xs" c="red">
          {t('portPanel.history.failed', { reason: h.error ?? '' })}
        </Text>
      )}
      {h.status === 'ready' && h.tracks.length === 0 && (
        <Text size="xs" c="dimmed" data-testid="port-history-empty">
          {t('portPanel.history.none')}
        </Text>
      )}
      {h.status === 'ready' && h.tracks.length > 0 && (
        <Stack gap={2} data-testid="port-history-player">
          <Text size="xs" c="dimmed">
            {t('portPanel.history.vessels', { count: h.tracks.length })}
          </Text>
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              size="sm"
              variant="light"
              aria-label={t(
                h.playing
                  ? 'portPanel.history.pause'
                  : paused
                    ? 'portPanel.history.resume'
                    : 'portPanel.history.play',
              )}
              data-testid="port-history-play"
              onClick={() => (h.playing ? pausePortHistory() : playPortHistory())}
            >
              {h.playing ? <IconPlayerPauseFilled size={14} /> : <IconPlayerPlayFilled size={14} />}
            </ActionIcon>
            <ActionIcon
              size="sm"
              variant="light"
              aria-label={t('portPanel.history.stop')}
              data-testid="port-history-stop"
              onClick={stopPortHistory}
            >
              <IconPlayerStopFilled size={14} />
            </ActionIcon>
            <Slider
              flex={1}
              size="xs"
              min={h.from}
              max={h.to}
              step={60_000}
              value={h.time}
              label={null}
              onChange={(v) => {
                pausePortHistory();
                seekPortHistory(v);
              }}
              aria-label={t('portPanel.history.position')}
            />
          </Group>
          <Text size="xs" ff="monospace" data-testid="port-history-time">
            {wibDateTime(h.time)}
          </Text>
        </Stack>
      )}
    </Stack>
  );
}
