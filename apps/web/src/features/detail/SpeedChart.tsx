import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { timeOrMissing } from '@pantau/domain';

export interface ChartPoint {
  t: number;
  sog: number | null;
}

const W = 640;
const H = 200;
const PAD = { left: 36, right: 36, top: 12, bottom: 24 };

/** Y ticks: 0 and round steps up to the top of the scale. */
function ticks(max: number): number[] {
  const step = max <= 5 ? 1 : max <= 12 ? 2 : max <= 30 ? 5 : 10;
  const out: number[] = [];
  for (let v = 0; v <= max + 1e-9; v += step) out.push(v);
  return out;
}

/**
 * The speed/draught timeline of Detail Kapal (SPEC §2.16): the track's speed over ground
 * (knots, left scale) and the draught the vessel reports (metres, right scale; AIS gives it
 * as static data, so it is drawn at its current value). A small SVG, no chart library.
 */
export function SpeedChart({
  points,
  draught,
}: {
  points: readonly ChartPoint[];
  draught: number | null;
}) {
  const { t } = useTranslation();
  const known = points.filter((p): p is { t: number; sog: number } => p.sog !== null);
  if (known.length < 2) {
    return (
      <Text size="sm" c="dimmed" data-testid="speed-chart-empty">
        {t('detail.chartEmpty')}
      </Text>
    );
  }
  const t0 = known[0]?.t ?? 0;
  const t1 = known.at(-1)?.t ?? 1;
  const maxSog = Math.max(1, ...known.map((p) => p.sog));
  const speedTop = ticks(maxSog).at(-1) ?? maxSog;
  const yTop = Math.max(speedTop, maxSog);
  const draughtTop = draught === null ? 1 : Math.max(5, Math.ceil(draught / 5) * 5);
  const x = (t: number) =>
    PAD.left + ((t - t0) / Math.max(1, t1 - t0)) * (W - PAD.left - PAD.right);
  const y = (v: number, top: number) => PAD.top + (1 - v / top) * (H - PAD.top - PAD.bottom);
  const path = known
    .map((p, i) => `${i === 0 ? 'M' : 'L'}${x(p.t).toFixed(1)},${y(p.sog, yTop).toFixed(1)}`)
    .join('');

  return (
    <svg
      viewBox={`0 0 ${W} ${H}`}
      width="100%"
      role="img"
      aria-label={t('detail.chartLabel')}
      data-testid="speed-chart"
      data-points={known.length}
    >
      {ticks(yTop).map((v) => (
        <g key={v}>
          <line x1={PAD.left} x2={W - PAD.right} y1={y(v, yTop)} y2={y(v, yTop)} stroke="#e9ecef" />
          <text x={PAD.left - 4} y={y(v, yTop) + 4} fontSize="10" textAnchor="end" fill="#868e96">
            {v}
          </text>
        </g>
      ))}
      <text x={4} y={PAD.top - 2} fontSize="10" fill="#1c7ed6">
        kn
      </text>
      <path d={path} fill="none" stroke="#1c7ed6" strokeWidth={1.5} data-testid="speed-line" />
      {draught !== null && (
        <g>
          <line
            x1={PAD.left}
            x2={W - PAD.right}
            y1={y(draught, draughtTop)}
            y2={y(draught, draughtTop)}
            stroke="#e8590c"
            strokeDasharray="6 4"
          />
          <text x={W - PAD.right + 4} y={y(draught, draughtTop) + 4} fontSize="10" fill="#e8590c">
            {draught} m
          </text>
          {/* The draught's own scale, on the right: 0 at the bottom, its top above. */}
          <text x={W - PAD.right + 4} y={y(0, draughtTop) + 4} fontSize="10" fill="#e8590c">
            0 m
          </text>
          <text
            x={W - PAD.right + 4}
            y={y(draughtTop, draughtTop) + 4}
            fontSize="10"
            fill="#e8590c"
          >
            {draughtTop} m
          </text>
        </g>
      )}
      <text x={PAD.left} y={H - 6} fontSize="10" fill="#868e96">
        {timeOrMissing(t0)}
      </text>
      <text x={W - PAD.right} y={H - 6} fontSize="10" fill="#868e96" textAnchor="end">
        {timeOrMissing(t1)}
      </text>
    </svg>
  );
}
