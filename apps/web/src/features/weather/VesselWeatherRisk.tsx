import { Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import { weatherEndpoints, type RiskStep } from '@pantau/contracts';
import { wibDateTime, type WeatherClass } from '@pantau/domain';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/call.ts';
import type { MessageKey } from '../../i18n/i18n.ts';
import { kts } from './weather-format.ts';

/** How often the card asks again (the forecast changes a few times a day; the ship moves). */
const POLL_MS = 60_000;

const CLASS_LABELS: Record<WeatherClass, MessageKey> = {
  fishing: 'weather.risk.classes.fishing',
  barge: 'weather.risk.classes.barge',
  ferry: 'weather.risk.classes.ferry',
  cargo: 'weather.risk.classes.cargo',
};

const LEVEL_COLOURS: Record<RiskStep['level'], string> = {
  risk: 'red',
  ok: 'green',
  unknown: 'gray',
};

/** Why a period is a risk, in words: the wind, the waves, or both over the class's limits. */
function reason(step: RiskStep, t: TFunction): string {
  const parts: string[] = [];
  if (step.wind && step.windMaxMs !== null)
    parts.push(t('weather.risk.wind', { kn: kts(step.windMaxMs) }));
  if (step.wave && step.waveMaxM !== null) parts.push(t('weather.risk.wave', { m: step.waveMaxM }));
  return parts.join(', ');
}

/**
 * The vessel card's sea-state risk (issue #34 point 5): the BMKG class of the ship, the sea
 * area it is in, whether the forecast in force there is over BMKG's wind or wave limits for
 * that class now, and the same for every coming period as a row of dots.
 */
export function VesselWeatherRisk({ id }: { id: string }) {
  const { t } = useTranslation();
  const mmsi = Number(id);
  const risk = useQuery({
    queryKey: ['weather', 'vessel', mmsi],
    enabled: Number.isInteger(mmsi),
    queryFn: ({ signal }) =>
      call(weatherEndpoints.vessel, { params: { mmsi: String(mmsi) } }, { signal }),
    refetchInterval: POLL_MS,
    retry: false,
  });
  const r = risk.data;
  // Nothing to say for a ship BMKG's limits do not cover, or where no forecast is known.
  if (!r || r.state === 'notConfigured' || r.weatherClass === null || r.area === null) return null;
  const now = r.now;
  return (
    <Stack gap={4} data-testid="vessel-weather-risk" data-level={now?.level ?? 'none'}>
      <Text size="xs" c="dimmed">
        {t('weather.risk.title')}
      </Text>
      <Group gap={6} wrap="nowrap">
        {now ? (
          <Badge
            color={LEVEL_COLOURS[now.level]}
            variant="filled"
            data-testid="vessel-weather-level"
          >
            {t(`weather.risk.levels.${now.level}`)}
          </Badge>
        ) : (
          <Badge color="gray" variant="light">
            {t('weather.risk.noPeriod')}
          </Badge>
        )}
        <Text size="xs">
          {t(CLASS_LABELS[r.weatherClass as WeatherClass])} · {r.area.name}
        </Text>
      </Group>
      {now?.level === 'risk' && (
        <Text size="xs" c="red" data-testid="vessel-weather-reason">
          {reason(now, t)}
        </Text>
      )}
      {r.stale && (
        <Text size="xs" c="yellow.8">
          {r.issuedAt === null
            ? t('weather.noForecast')
            : t('weather.stale', { time: wibDateTime(r.issuedAt) })}
        </Text>
      )}
      <Group gap={3} data-testid="vessel-weather-steps">
        {r.steps.map((s) => (
          <Tooltip
            key={s.validFrom ?? 0}
            label={`${s.validFrom === null ? '-' : wibDateTime(s.validFrom)}: ${t(`weather.risk.levels.${s.level}`)}${s.level === 'risk' ? ` (${reason(s, t)})` : ''}`}
          >
            <span
              data-level={s.level}
              style={{
                display: 'inline-block',
                width: 12,
                height: 8,
                borderRadius: 2,
                background: `var(--mantine-color-${LEVEL_COLOURS[s.level]}-6)`,
              }}
            />
          </Tooltip>
        ))}
      </Group>
      {r.simulated && (
        <Text size="xs" c="dimmed">
          {t('weather.simulatedHint')}
        </Text>
      )}
    </Stack>
  );
}
