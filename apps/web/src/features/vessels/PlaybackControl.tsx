import { ActionIcon, Button, Group, Slider, Text } from '@mantine/core';
import { IconPlayerPauseFilled, IconPlayerPlayFilled } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { timeOrMissing } from '@pantau/domain';
import type { Track } from '../../vessel/vessels.api.ts';
import { usePortPanelOpen } from '../port-panel/index.ts';
import { usePlayback } from './playback.store.ts';

/** SPEC §9: the vessel replay steps one frame every 500 ms. */
export const REPLAY_STEP_MS = 500;

type Point = Track['points'][number];

/**
 * Open/Close Playback (SPEC §2.15, §4 'Replay (vessel)'): steps through the loaded track one
 * point every 500 ms, the map showing the playback marker; it stops at the end, and Play
 * then starts again from the first point. Close stops it. Disabled while the port info panel
 * is open (SPEC §2.15).
 */
export function PlaybackControl({ mmsi, points }: { mmsi: number; points: readonly Point[] }) {
  const { t } = useTranslation();
  const active = usePlayback((s) => s.mmsi === mmsi);
  const portPanelOpen = usePortPanelOpen();
  const { open, close, at } = usePlayback.getState();
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(false);
  const last = points.length - 1;

  // Each step moves the marker.
  const point = points[Math.min(index, Math.max(last, 0))];
  useEffect(() => {
    if (!active || !point) return;
    at({ lat: point.lat, lon: point.lon, t: point.t, bearing: point.heading ?? point.cog });
  }, [active, point, at]);

  // Playing until the last point: there the interval ends by itself.
  const running = active && playing && index < last;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setIndex((i) => Math.min(i + 1, last)), REPLAY_STEP_MS);
    return () => clearInterval(timer);
  }, [running, last]);

  // Closing the panel or choosing another vessel ends the replay (SPEC §4).
  useEffect(() => () => usePlayback.getState().close(), [mmsi]);

  const toggle = () => {
    if (active) {
      setPlaying(false);
      close();
    } else {
      setIndex(0);
      setPlaying(true);
      open(mmsi);
    }
  };

  return (
    <div>
      <Button
        size="xs"
        variant={active ? 'filled' : 'light'}
        data-testid="playback-toggle"
        disabled={points.length < 2 || (portPanelOpen && !active)}
        onClick={toggle}
      >
        {t(active ? 'vessels.playback.close' : 'vessels.playback.open')}
      </Button>
      {active && (
        <Group gap="xs" mt={6} wrap="nowrap" data-testid="playback">
          <ActionIcon
            size="sm"
            variant="light"
            aria-label={t(running ? 'vessels.playback.pause' : 'vessels.playback.play')}
            data-testid="playback-play"
            onClick={() => {
              if (running) return setPlaying(false);
              if (index >= last) setIndex(0);
              setPlaying(true);
            }}
          >
            {running ? <IconPlayerPauseFilled size={14} /> : <IconPlayerPlayFilled size={14} />}
          </ActionIcon>
          <Slider
            flex={1}
            size="xs"
            min={0}
            max={Math.max(last, 0)}
            value={index}
            onChange={(v) => {
              setPlaying(false);
              setIndex(v);
            }}
            label={null}
            aria-label={t('vessels.playback.position')}
          />
          <Text size="xs" ff="monospace" data-testid="playback-time" data-index={index}>
            {timeOrMissing(point?.t)}
          </Text>
        </Group>
      )}
    </div>
  );
}
