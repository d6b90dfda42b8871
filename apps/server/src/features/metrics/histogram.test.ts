import { describe, expect, it } from 'vitest';
import { Histogram } from './histogram.ts';
import { histogramMetric, prometheusText } from './prometheus.ts';

describe('Histogram', () => {
  it('counts per bound, cumulatively, with sum, count and a quantile bound', () => {
    const h = new Histogram([10, 100, 1000]);
    for (const v of [1, 10, 11, 50, 2000]) h.observe(v);
    expect(h.cumulative()).toEqual([2, 4, 4, 5]);
    expect(h.count).toBe(5);
    expect(h.sum).toBe(2072);
    expect(h.quantileBound(0.5)).toBe(100);
    expect(h.quantileBound(0.99)).toBe(Infinity);
  });

  it('writes the Prometheus histogram lines in seconds', () => {
    const h = new Histogram([5, 250]);
    h.observe(3);
    h.observe(100);
    expect(prometheusText([histogramMetric('x_seconds', 'X', h, 1000)])).toBe(
      [
        '# HELP x_seconds X',
        '# TYPE x_seconds histogram',
        'x_seconds_bucket{le="0.005"} 1',
        'x_seconds_bucket{le="0.25"} 2',
        'x_seconds_bucket{le="+Inf"} 2',
        'x_seconds_sum 0.103',
        'x_seconds_count 2',
        '',
      ].join('\n'),
    );
  });
});
