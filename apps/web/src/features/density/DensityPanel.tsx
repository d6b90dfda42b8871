import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  CloseButton,
  Group,
  Progress,
  Slider,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { densityEndpoints, endpointQuery } from '@pantau/contracts';
import { useTranslation } from 'react-i18next';
import { ToolPanel } from '../../ui/ToolPanel.tsx';
import type { MessageKey } from '../../i18n/i18n.ts';
import { BAND_COLOURS } from './cluster.ts';
import { useClusters } from './density.layers.ts';
import {
  DENSITY_TYPES,
  cancelDensity,
  loadDensity,
  useDensity,
  type DensityMessage,
} from './density.store.ts';
import { TrajectorialSection } from './TrajectorialSection.tsx';

const MESSAGES: Record<DensityMessage, MessageKey> = {
  tooLong: 'density.tooLong',
  notAvailable: 'common.datesNotAvailable',
  cancelled: 'density.cancelled',
  failed: 'density.failed',
};
const BANDS: readonly MessageKey[] = [
  'density.bands.low',
  'density.bands.medium',
  'density.bands.high',
  'density.bands.highest',
];

/**
 * The Density panel (SPEC §2.3, §4 'Density fetch', §9): the period (at most 5 days), the
 * seven vessel types of Peta Densitas, cluster distance and minimum distance (0-100),
 * opacity, two progress bars while loading (the days fetched, then the display delay),
 * cancel, the band legend and the exports.
 */
export function DensityPanel() {
  const { t } = useTranslation();
  const s = useDensity();
  const { clusters, highest } = useClusters();
  if (!s.on) return null;
  const busy = s.status === 'loading' || s.status === 'waiting';
  const query = (format: 'csv' | 'tif') =>
    densityEndpoints.export.path +
    endpointQuery({
      from: s.from,
      to: s.to,
      format,
      ...(s.types.length === DENSITY_TYPES.length ? {} : { groups: s.types.join(',') }),
    });
  const setDate = (key: 'from' | 'to', value: string) => {
    useDensity.setState({ [key]: value });
    void loadDensity();
  };

  return (
    <ToolPanel width={300} testId="density-panel">
      <Stack gap={6}>
        <Group justify="space-between">
          <Text fw={700} size="sm">
            {t('density.title')}
          </Text>
          <CloseButton
            aria-label={t('density.close')}
            onClick={() => {
              cancelDensity();
              useDensity.setState({ on: false, cells: null, status: 'idle' });
            }}
          />
        </Group>
        <Group gap="xs" grow>
          <TextInput
            type="date"
            size="xs"
            label={t('density.from')}
            value={s.from}
            onChange={(e) => setDate('from', e.currentTarget.value)}
            data-testid="density-from"
          />
          <TextInput
            type="date"
            size="xs"
            label={t('density.to')}
            value={s.to}
            onChange={(e) => setDate('to', e.currentTarget.value)}
            data-testid="density-to"
          />
        </Group>
        {s.message && (
          <Alert color="red" variant="light" p={6} role="alert" data-testid="density-error">
            {t(MESSAGES[s.message], { message: s.failure ?? '' })}
          </Alert>
        )}
        {busy && (
          <Stack gap={4} data-testid="density-progress">
            <Progress
              size="sm"
              value={s.days > 0 ? (100 * s.fetched) / s.days : 0}
              aria-label={t('density.fetching', { fetched: s.fetched, days: s.days })}
            />
            <Progress
              size="sm"
              color="teal"
              animated={s.status === 'waiting'}
              value={s.status === 'waiting' ? 100 : 0}
              aria-label={t('density.preparing')}
            />
            <Button size="compact-xs" variant="light" color="red" onClick={cancelDensity}>
              {t('common.cancel')}
            </Button>
          </Stack>
        )}
        <Text size="xs" fw={600}>
          {t('density.types')}
        </Text>
        <Checkbox.Group
          value={[...s.types]}
          onChange={(types) => {
            useDensity.setState({ types });
            void loadDensity();
          }}
        >
          <Group gap={6}>
            {DENSITY_TYPES.map((type) => (
              <Checkbox key={type} size="xs" value={type} label={t(`density.type.${type}`)} />
            ))}
          </Group>
        </Checkbox.Group>
        <Text size="xs">{t('density.distance', { n: s.distance })}</Text>
        <Slider
          size="xs"
          min={0}
          max={100}
          value={s.distance}
          onChange={(distance) => useDensity.setState({ distance })}
          aria-label={t('density.distanceLabel')}
          data-testid="density-distance"
        />
        <Text size="xs">{t('density.minDistance', { n: s.minDistance })}</Text>
        <Slider
          size="xs"
          min={0}
          max={100}
          value={s.minDistance}
          onChange={(minDistance) => useDensity.setState({ minDistance })}
          aria-label={t('density.minDistanceLabel')}
          data-testid="density-min-distance"
        />
        <Text size="xs">{t('common.opacity')}</Text>
        <Slider
          size="xs"
          min={0}
          max={1}
          step={0.05}
          value={s.opacity}
          onChange={(opacity) => useDensity.setState({ opacity })}
          aria-label={t('common.opacity')}
        />
        <Switch
          size="xs"
          label={t('density.dimVessels')}
          description={t('density.dimVesselsHint')}
          checked={s.dimVessels}
          onChange={(e) => useDensity.setState({ dimVessels: e.currentTarget.checked })}
          data-testid="density-dim-vessels"
        />
        <Group gap={8} data-testid="density-legend">
          {BANDS.map((key, i) => (
            <Group key={key} gap={4}>
              <span
                style={{
                  width: 10,
                  height: 10,
                  borderRadius: 5,
                  background: BAND_COLOURS[i],
                  display: 'inline-block',
                }}
              />
              <Text size="xs">{t(key, { from: ((i * 0.75 * highest) / 4).toPrecision(2) })}</Text>
            </Group>
          ))}
        </Group>
        <Text
          size="xs"
          c="dimmed"
          data-testid="density-summary"
          data-cells={s.cells?.lon.length ?? 0}
          data-clusters={clusters.length}
        >
          {s.cells
            ? t('density.summary', { cells: s.cells.lon.length, clusters: clusters.length })
            : t('density.none')}
        </Text>
        <TrajectorialSection />
        {s.cells && (
          <Group gap="sm">
            <Anchor size="xs" href={query('csv')} download data-testid="density-export-csv">
              {t('density.exportCsv')}
            </Anchor>
            <Anchor size="xs" href={query('tif')} download data-testid="density-export-tif">
              {t('density.exportTif')}
            </Anchor>
          </Group>
        )}
      </Stack>
    </ToolPanel>
  );
}
