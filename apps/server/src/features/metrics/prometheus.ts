/** One metric of the Prometheus text format: its samples, by labels. */
export interface Metric {
  name: string;
  help: string;
  type: 'counter' | 'gauge';
  samples: { labels?: Record<string, string>; value: number }[];
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
      lines.push(`${m.name}${labels ? `{${labels}}` : ''} ${value}`);
    }
  }
  return `${lines.join('\n')}\n`;
}
