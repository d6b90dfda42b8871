import { Badge, Group, Paper, SegmentedControl, Text, Tooltip } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../i18n/i18n.ts';
import { useDataSourceMode, useLive, useShownVesselCount } from '../../live/live.store.ts';
import { useMapDisplay } from '../../map/display.store.ts';

/** No frame for this many ticks: the feed is silent (SPEC §2 STYLE 9 watchdog). */
const SILENT_TICKS = 3;

/** True when no frame has come for 3 ticks (checked every second). */
function useFeedSilent(): boolean {
  const frameAt = useLive((s) => s.frameAt);
  const tickMs = useLive((s) => s.tickMs);
  const [since] = useState(() => Date.now());
  const [silent, setSilent] = useState(false);
  useEffect(() => {
    const check = () => setSilent(Date.now() - Math.max(frameAt, since) > SILENT_TICKS * tickMs);
    check();
    const timer = setInterval(check, 1000);
    return () => clearInterval(timer);
  }, [frameAt, tickMs, since]);
  return silent;
}

/**
 * The top-left bar: 'Live Vessels Only' / 'All Vessels' (the same state as Map settings' Show
 * Live Only, kept per user), 'Live Map Mode OFF' while the map is paused, and the feed's
 * state (simulated, silent, connecting).
 */
export function LiveStatus() {
  const { t } = useTranslation();
  const simulated = useLive((s) => s.simulated);
  const connected = useLive((s) => s.connected);
  const liveOnly = useLive((s) => s.liveOnly);
  const setLiveOnly = useLive((s) => s.setLiveOnly);
  const silent = useFeedSilent();
  const error = useLive((s) => s.error);
  const liveMap = useMapDisplay((s) => s.liveMap);

  return (
    <Paper shadow="md" radius="md" px="xs" py={4} withBorder>
      <Group gap="xs" wrap="nowrap">
        <SegmentedControl
          size="xs"
          value={liveOnly ? 'live' : 'all'}
          onChange={(v) => setLiveOnly(v === 'live')}
          data={[
            { value: 'live', label: t('vessels.liveOnly') },
            { value: 'all', label: t('vessels.all') },
          ]}
          aria-label={t('vessels.shownLabel')}
          data-testid="live-only"
        />
        {!liveMap && (
          <Tooltip label={t('vessels.liveMap.offTooltip')}>
            <Badge color="orange" variant="filled" data-testid="live-map-off">
              {t('vessels.liveMap.offBadge')}
            </Badge>
          </Tooltip>
        )}
        {simulated && (
          <Tooltip label={t('vessels.simulatedTooltip')}>
            <Badge color="grape" variant="filled" data-testid="simulated">
              {t('vessels.simulated')}
            </Badge>
          </Tooltip>
        )}
        {error && (
          <Tooltip label={error}>
            <Badge color="red" variant="filled">
              {t('vessels.feedError')}
            </Badge>
          </Tooltip>
        )}
        {!connected ? (
          <Badge color="orange" variant="light" data-testid="feed-status">
            {t('vessels.connecting')}
          </Badge>
        ) : (
          silent && (
            <Badge color="red" variant="light" data-testid="feed-status">
              {t('vessels.feedSilent')}
            </Badge>
          )
        )}
      </Group>
    </Paper>
  );
}

/**
 * Under the search bar (SPEC §2 'Top search bar' shows the count): the number of vessels
 * the map shows (in historical mode the replay's at its time) and how old the newest data is
 * (not in historical mode: the replay is not live).
 */
export function VesselCount() {
  const { t, i18n } = useTranslation();
  const count = useShownVesselCount();
  const historical = useDataSourceMode((s) => s.mode === 'historical');
  const latency = useLive((s) => s.latencyMs);
  return (
    <Paper shadow="sm" radius="xl" px="sm" py={2} withBorder>
      <Group gap="sm" wrap="nowrap">
        <Tooltip label={t('vessels.countTooltip')}>
          <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
            <span data-testid="vessel-count">{formatNumber(count, i18n.language)}</span>{' '}
            {t('vessels.countWord', { count })}
          </Text>
        </Tooltip>
        {!historical && (
          <Tooltip label={t('vessels.latencyTooltip')}>
            <Text size="xs" c="dimmed" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
              {t('vessels.latencyLabel')}{' '}
              <span data-testid="latency">{latency === null ? '-' : Math.round(latency)}</span> ms
            </Text>
          </Tooltip>
        )}
      </Group>
    </Paper>
  );
}
