import type { ChartId } from '@pantau/contracts';
import { Group, Slider, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useChart } from './charts.api.ts';
import { opacityOf, useChartOpacity } from './charts.store.ts';

/** Under a chart's LAYERS & MAP switch: its opacity, once the service is configured. */
export function chartDetails(id: ChartId) {
  function ChartDetails({ shown }: { shown: boolean }) {
    const { t } = useTranslation();
    const chart = useChart(id);
    const opacity = useChartOpacity((s) => opacityOf(s.opacity, id));
    const setOpacity = useChartOpacity((s) => s.setOpacity);
    if (!chart?.configured) return null;
    return (
      <Group
        gap="xs"
        wrap="nowrap"
        pl={46}
        data-testid={`chart-${id}`}
        data-state={shown ? 'on' : 'off'}
      >
        <Text size="xs" c="dimmed" w={60}>
          {t('charts.opacity')}
        </Text>
        <Slider
          flex={1}
          size="sm"
          min={0}
          max={100}
          step={5}
          value={Math.round(opacity * 100)}
          onChange={(v) => setOpacity(id, v / 100)}
          label={(v) => `${v}%`}
          aria-label={t('charts.opacity')}
          data-testid={`layer-opacity-${id}`}
        />
      </Group>
    );
  }
  return ChartDetails;
}
