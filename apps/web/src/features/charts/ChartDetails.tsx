import type { ChartId } from '@pantau/contracts';
import { OpacitySlider } from '../../map/OpacitySlider.tsx';
import { useChart } from './charts.api.ts';
import { DEFAULT_CHART_OPACITY } from './charts.store.ts';

/** Under a chart's LAYERS & MAP switch: its opacity, once the service is configured. */
export function chartDetails(id: ChartId) {
  function ChartDetails({ shown }: { shown: boolean }) {
    const chart = useChart(id);
    if (!chart?.configured) return null;
    return (
      <OpacitySlider
        id={id}
        fallback={DEFAULT_CHART_OPACITY}
        testId={`chart-${id}`}
        shown={shown}
      />
    );
  }
  return ChartDetails;
}
