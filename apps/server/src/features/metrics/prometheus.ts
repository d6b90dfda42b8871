import type { Histogram } from './histogram.ts';

/** One metric of the Prometheus text format: its samples, by labels. */
export interface Metric {
  name: string;
  help: string;
  type: 'counter' | 'gauge' | 'histogram';
  /** `suffix`: a histogram's `_bucket`, `_sum` and `_count` lines. */
  samples: { suffix?: string; labels?: Record<string, string>; value: number }[];
}

/** A histogram as a metric; `per` turns the observed unit into the metric's (1000: ms → s). */
export function histogramMetric(name: string, help: string, h: Histogram, per = 1): Metric {
  const cum = h.cumulative();
  const samples: Metric['samples'] = h.bounds.map((b, i) => ({
    suffix: '_bucket',
    labels: { le: String(b / per) },
    value: cum[i] ?? 0,
  }));
  samples.push(
    { suffix: '_bucket', labels: { le: '+Inf' }, value: h.count },
    { suffix: '_sum', value: h.sum / per },
    { suffix: '_count', value: h.count },
  );
  return { name, help, type: 'histogram', samples };
}

const escape = (v: string) => v.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/"/g, '\\"');

/** The Prometheus text exposition format (version 0.0.4). */
export function prometheusText(metrics: readonly Metric[]): string {
  const lines: string[] = [];
  for (const m of metrics) {
    lines.push(`# HELP ${m.name} ${m.help}`, `# TYPE ${m.name} ${m.type}`);
    for (const s of m.samples) {
      const labels = Object.entries(s.labels ?? {})
        .map(([k, v]) => `${k}="${escape(v)}"`)
        .join(',');
      const value = Number.isFinite(s.value) ? String(s.value) : 'NaN';
      lines.push(`${m.name}${s.suffix ?? ''}${labels ? `{${labels}}` : ''} ${value}`);
    }
  }
  return `${lines.join('\n')}\n`;
}
