import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  CloseButton,
  Group,
  NativeSelect,
  Paper,
  Progress,
  Slider,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import {
  IconPlayerPauseFilled,
  IconPlayerPlayFilled,
  IconPlayerStopFilled,
} from '@tabler/icons-react';
import { wibDateTime, wibDay } from '@pantau/domain';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMapInstance } from '../../map/MapContext.ts';
import { blocksAround, shownAt } from './blocks.ts';
import { useReplayFilters } from './playback.layers.ts';
import {
  BUFFER_MS,
  SPEEDS,
  TICK_MS,
  cancelLoading,
  closePanel,
  initiate,
  prioritise,
  resetReplay,
  useReplay,
} from './replay.store.ts';
import { useViewLock } from './useViewLock.ts';

/** SPEC §4: play moves the time by one step each 100 ms; at the end it stops at 0. */
function usePlayTicks() {
  const playing = useReplay((s) => s.playing && !s.buffering);
  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => {
      const { time, speed, maxTime } = useReplay.getState();
      const next = time + (speed * TICK_MS) / 1000;
      if (next >= maxTime) useReplay.setState({ playing: false, time: 0 });
      else useReplay.setState({ time: next });
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [playing]);
}

/**
 * A jump of more than one step (the slider dragged): pause 1 s (buffering), fetch the time's
 * block first if it is not here, then go on from there, forward or backward.
 */
function useJump() {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (to: number) => {
    const { time, speed, playing, buffering } = useReplay.getState();
    const step = (speed * TICK_MS) / 1000;
    if (Math.abs(to - time) <= step) return useReplay.setState({ time: to });
    const resume = playing || buffering;
    clearTimeout(timer.current);
    prioritise(to);
    useReplay.setState({ time: to, buffering: true });
    timer.current = setTimeout(() => {
      useReplay.setState({ buffering: false, playing: resume });
    }, BUFFER_MS);
  };
}

/**
 * The playback panel (SPEC §2.25): date picker ('Playing All Data'), Initiate, Cancel, slider,
 * play/pause, stop, speed, the read-only time, close; 'View Locked' while a date is chosen.
 */
export function PlaybackPanel() {
  const { t } = useTranslation();
  const map = useMapInstance();
  const s = useReplay();
  const jump = useJump();
  const filters = useReplayFilters();
  usePlayTicks();
  useViewLock(map, s.day !== null);

  const blockS = s.session ? s.session.blockMs / 1000 : 3600;
  const shown = useMemo(
    () =>
      shownAt(blocksAround(s.blocks, s.time, blockS), s.time, {
        groups: new Set(filters.groups),
        sources: filters.sources ? new Set(filters.sources) : null,
      }),
    [s.blocks, s.time, blockS, filters],
  );
  const [today] = useState(() => wibDay(Date.now()));
  const ready = s.session !== null && s.loaded > 0;
  const instant = s.session ? s.session.from + s.time * 1000 : null;

  const onInitiate = () => {
    if (!map || !s.day) return;
    const b = map.getBounds();
    void initiate(s.day, [b.getWest(), b.getSouth(), b.getEast(), b.getNorth()], Date.now());
  };

  return (
    <Paper shadow="md" radius="md" p="sm" withBorder w={560} data-testid="playback-panel">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700} size="sm">
            {t('playback.title')}
          </Text>
          <Group gap={6} wrap="nowrap">
            {s.day && (
              <Badge color="orange" variant="light" data-testid="view-locked">
                {t('playback.viewLocked')}
              </Badge>
            )}
            <CloseButton aria-label={t('playback.close')} onClick={closePanel} />
          </Group>
        </Group>
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            type="date"
            size="xs"
            label={t('playback.date')}
            placeholder={t('playback.allData')}
            value={s.day ?? ''}
            max={today}
            data-testid="playback-date"
            onChange={(e) => {
              const day = e.currentTarget.value;
              resetReplay();
              useReplay.setState({ day: day === '' ? null : day });
            }}
            w={160}
          />
          <Button
            size="xs"
            data-testid="playback-initiate"
            disabled={!s.day || s.loading}
            onClick={onInitiate}
          >
            {t('playback.initiate')}
          </Button>
          <Button
            size="xs"
            variant="light"
            color="red"
            data-testid="playback-cancel"
            disabled={!s.loading}
            onClick={cancelLoading}
          >
            {t('common.cancel')}
          </Button>
          <NativeSelect
            size="xs"
            label={t('playback.speed')}
            value={String(s.speed)}
            data={SPEEDS.map((v) => ({ value: String(v), label: `${v}×` }))}
            onChange={(e) => useReplay.setState({ speed: Number(e.currentTarget.value) })}
            data-testid="playback-speed"
            w={90}
          />
        </Group>
        {s.loading && (
          <Progress
            size="sm"
            value={s.total > 0 ? (100 * s.loaded) / s.total : 0}
            animated
            aria-label={t('playback.loading', { loaded: s.loaded, total: s.total })}
            data-testid="playback-progress"
          />
        )}
        {s.error && (
          <Alert color="red" variant="light" p={6} role="alert">
            {s.error}
          </Alert>
        )}
        <Group gap="xs" wrap="nowrap">
          <ActionIcon
            size="md"
            variant="filled"
            disabled={!ready}
            aria-label={t(s.playing ? 'playback.pause' : 'playback.play')}
            data-testid="playback-play"
            data-playing={s.playing || s.buffering ? 'true' : 'false'}
            onClick={() => useReplay.setState({ playing: !s.playing, buffering: false })}
          >
            {s.playing ? <IconPlayerPauseFilled size={16} /> : <IconPlayerPlayFilled size={16} />}
          </ActionIcon>
          <ActionIcon
            size="md"
            variant="light"
            disabled={!ready}
            aria-label={t('playback.stop')}
            data-testid="playback-stop"
            onClick={() => useReplay.setState({ playing: false, buffering: false, time: 0 })}
          >
            <IconPlayerStopFilled size={16} />
          </ActionIcon>
          <Slider
            flex={1}
            size="sm"
            min={0}
            max={Math.max(1, s.maxTime)}
            step={1}
            value={Math.min(s.time, s.maxTime)}
            disabled={!ready}
            label={null}
            onChange={jump}
            aria-label={t('playback.position')}
            data-testid="playback-slider"
          />
          <Text
            size="xs"
            ff="monospace"
            w={140}
            ta="right"
            data-testid="playback-time"
            data-index={Math.floor(s.time)}
          >
            {instant === null ? '—' : wibDateTime(instant)}
          </Text>
        </Group>
        <Group gap="xs">
          <Text size="xs" c="dimmed" data-testid="playback-shown" data-count={shown.count}>
            {s.buffering
              ? t('playback.buffering')
              : t('playback.shown', { count: shown.count, loaded: s.loaded, total: s.total })}
          </Text>
          <span hidden data-testid="playback-signature" data-value={shown.signature} />
        </Group>
      </Stack>
    </Paper>
  );
}
