import {
  Alert,
  Badge,
  CloseButton,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  Stack,
  Switch,
  Table,
  Text,
} from '@mantine/core';
import type { AreaForecast, AreaPeriod, WeatherAreas } from '@pantau/contracts';
import {
  FORECAST_DAYS,
  WAVE_CATEGORIES,
  rangeText,
  periodForDay,
  wibDateTime,
  type ForecastDay,
  type WaveCategory,
} from '@pantau/domain';
import { useTranslation } from 'react-i18next';
import { ToolPanel } from '../../ui/ToolPanel.tsx';
import type { MessageKey } from '../../i18n/i18n.ts';
import { layerShown, useLayerToggles } from '../../map/layer-toggles.store.ts';
import { NotConfigured } from '../../ui/NotConfigured.tsx';
import { useWeatherAreas } from './weather.api.ts';
import { WAVE_COLOURS, cssOf } from './weather.colours.ts';
import { WEATHER_AREAS, WEATHER_LAYERS } from './weather.layers.ts';
import { fromTo, kts } from './weather-format.ts';
import { useWeather } from './weather.store.ts';

const DAY_LABELS: Record<ForecastDay, MessageKey> = {
  today: 'weather.days.today',
  tommorow: 'weather.days.tommorow',
  h2: 'weather.days.h2',
  h3: 'weather.days.h3',
};

const layer = WEATHER_LAYERS[0];

/** Whether weather per area is on (the same switch as LAYERS & MAP's 'BMKG weather'). */
function useAreasOn(): [boolean, (on: boolean) => void] {
  const toggles = useLayerToggles();
  const on = layer ? layerShown(layer, toggles.on) : false;
  return [on, (next) => toggles.set(WEATHER_AREAS, next)];
}

/**
 * Peta Cuaca (SPEC §2.1, map screen 'weather-per-area panel'): weather per area on or off,
 * its date choice (today, tommorow, h2, h3), how the forecast stands (loading, simulated, not
 * configured, stale), the chosen sea area's forecast (SPEC §3 fields), the wave legend
 * (SPEC §9) and the credit to BMKG.
 */
export function WeatherPanel() {
  const { t } = useTranslation();
  const open = useWeather((s) => s.open);
  const [on, setOn] = useAreasOn();
  const areas = useWeatherAreas(open);
  if (!open) return null;
  return (
    <ToolPanel width={320} testId="peta-cuaca">
      <Stack gap={8}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600} size="sm">
            {t('weather.title')}
          </Text>
          <CloseButton
            size="sm"
            aria-label={t('weather.close')}
            onClick={() => useWeather.setState({ open: false })}
          />
        </Group>
        <Switch
          label={t('weather.perArea')}
          checked={on}
          disabled={areas.data?.state === 'notConfigured'}
          onChange={(e) => setOn(e.currentTarget.checked)}
          data-testid="weather-area-toggle"
        />
        {on && <DayChoice />}
        <Status answer={areas.data} loading={areas.isPending} failed={areas.isError} on={on} />
        {on && <AreaDetail answer={areas.data} at={areas.dataUpdatedAt} />}
        {on && <Legend />}
        <Text size="xs" c="dimmed" data-testid="weather-attribution">
          {t('weather.attribution')}
        </Text>
      </Stack>
    </ToolPanel>
  );
}

function DayChoice() {
  const { t } = useTranslation();
  const day = useWeather((s) => s.day);
  return (
    <SegmentedControl
      size="xs"
      fullWidth
      value={day}
      onChange={(value) => useWeather.setState({ day: value })}
      data={FORECAST_DAYS.map((d) => ({ value: d, label: t(DAY_LABELS[d]) }))}
      data-testid="weather-area-date"
      data-day={day}
    />
  );
}

function Status(props: {
  answer: WeatherAreas | undefined;
  loading: boolean;
  failed: boolean;
  on: boolean;
}) {
  const { t } = useTranslation();
  const { answer } = props;
  if (props.loading || answer?.state === 'loading')
    return (
      <Group gap={6} data-testid="weather-loading">
        <Loader size="xs" />
        <Text size="xs">{t('weather.loading')}</Text>
      </Group>
    );
  if (props.failed)
    return (
      <Alert color="red" variant="light" p="xs">
        <Text size="xs">{t('weather.requestFailed')}</Text>
      </Alert>
    );
  if (!answer) return null;
  if (answer.state === 'notConfigured')
    return (
      <NotConfigured setting="PANTAU_BMKG_URL" p="xs" data-testid="weather-not-configured">
        {t('weather.notConfigured')}
      </NotConfigured>
    );
  const lastGood = answer.lastGoodAt === null ? t('weather.never') : wibDateTime(answer.lastGoodAt);
  return (
    <Stack gap={4}>
      {answer.simulated && (
        <Group gap={6}>
          <Badge size="xs" color="grape" variant="light" data-testid="weather-simulated">
            {t('weather.simulated')}
          </Badge>
          <Text size="xs" c="dimmed">
            {t('weather.simulatedHint')}
          </Text>
        </Group>
      )}
      {answer.state === 'error' && (
        <Alert color="red" variant="light" p="xs" data-testid="weather-error">
          <Text size="xs">{t('weather.error')}</Text>
        </Alert>
      )}
      {answer.state === 'ok' && answer.message !== null && (
        <Alert color="yellow" variant="light" p="xs" data-testid="weather-stale">
          <Text size="xs">{t('weather.partlyStale', { time: lastGood })}</Text>
        </Alert>
      )}
      {props.on && answer.state === 'ok' && (
        <Text size="xs" c="dimmed">
          {t('weather.hint', { count: answer.areas.length })}
        </Text>
      )}
    </Stack>
  );
}

/** The chosen area's forecast for the day chosen (SPEC §3 'Weather per area'). */
function AreaDetail({ answer, at }: { answer: WeatherAreas | undefined; at: number }) {
  const { t } = useTranslation();
  const code = useWeather((s) => s.area);
  const day = useWeather((s) => s.day);
  if (code === null) return null;
  const area: AreaForecast | undefined = answer?.areas.find((a) => a.code === code);
  if (!area) return null;
  const period: AreaPeriod | null = periodForDay(area.periods, day, at);
  const rows: [MessageKey, string][] = period
    ? [
        ['weather.fields.weather', period.weather ?? '-'],
        [
          'weather.fields.wind',
          rangeText(kts(period.windMinMs), kts(period.windMaxMs), t('weather.knots')),
        ],
        ['weather.fields.windDirection', fromTo(t, period.windFrom, period.windTo)],
        [
          'weather.fields.wave',
          period.waveDesc ?? rangeText(period.waveMinM, period.waveMaxM, 'm'),
        ],
        ['weather.fields.warning', period.warningDesc ?? '-'],
        ['weather.fields.weatherDesc', period.weatherDesc ?? '-'],
      ]
    : [];
  return (
    <Paper withBorder p="xs" radius="sm" data-testid="weather-area-detail" data-code={area.code}>
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div>
            <Text size="sm" fw={600}>
              {area.name}
            </Text>
            <Text size="xs" c="dimmed">
              {area.code}
              {area.issuedAt !== null &&
                ` · ${t('weather.issued', { time: wibDateTime(area.issuedAt) })}`}
            </Text>
          </div>
          <CloseButton
            size="sm"
            aria-label={t('weather.close')}
            onClick={() => useWeather.setState({ area: null })}
          />
        </Group>
        {area.stale && (
          <Badge size="xs" color="yellow" variant="light" data-testid="weather-area-stale">
            {area.issuedAt === null
              ? t('weather.noForecast')
              : t('weather.stale', { time: wibDateTime(area.issuedAt) })}
          </Badge>
        )}
        {period ? (
          <>
            <Group gap={6}>
              {period.waveCategory && <WaveBadge category={period.waveCategory as WaveCategory} />}
              <Text size="xs" c="dimmed">
                {period.validFrom !== null && period.validTo !== null
                  ? t('weather.valid', {
                      from: wibDateTime(period.validFrom),
                      to: wibDateTime(period.validTo),
                    })
                  : (period.timeDesc ?? '')}
              </Text>
            </Group>
            <Table fz="xs" verticalSpacing={2} horizontalSpacing={4}>
              <Table.Tbody>
                {rows.map(([label, value]) => (
                  <Table.Tr key={label}>
                    <Table.Th w={110} fw={500}>
                      {t(label)}
                    </Table.Th>
                    <Table.Td>{value}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </>
        ) : (
          <Text size="xs" c="dimmed" data-testid="weather-area-none">
            {t('weather.noPeriod')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

function WaveBadge({ category }: { category: WaveCategory }) {
  const rgb = WAVE_COLOURS[category];
  const dark = category === 'Sedang' || category === 'Rendah' || category === 'Tenang';
  return (
    <Badge
      size="sm"
      radius="sm"
      style={{ background: cssOf(rgb), color: dark ? '#212529' : '#fff' }}
      data-testid="weather-wave-category"
    >
      {category}
    </Badge>
  );
}

/** The wave categories and their bands (SPEC §9). */
function Legend() {
  const { t } = useTranslation();
  return (
    <Stack gap={2} data-testid="weather-legend">
      <Text size="xs" fw={500}>
        {t('weather.legend')}
      </Text>
      <Group gap={4}>
        {WAVE_CATEGORIES.map((c) => (
          <Group key={c.id} gap={4} wrap="nowrap">
            <span
              style={{
                display: 'inline-block',
                width: 10,
                height: 10,
                borderRadius: 2,
                background: cssOf(WAVE_COLOURS[c.id]),
              }}
            />
            <Text size="xs">
              {c.id} {c.minM}–{c.maxM} m
            </Text>
          </Group>
        ))}
      </Group>
    </Stack>
  );
}
