import { css, type LegendShape, type LegendSymbol } from './legend.ts';

const SIZE = 20;
const C = SIZE / 2;

function regular(n: number, r: number, rotation = -Math.PI / 2): string {
  return Array.from({ length: n }, (_, i) => {
    const a = rotation + (i * 2 * Math.PI) / n;
    return `${(C + r * Math.cos(a)).toFixed(2)},${(C + r * Math.sin(a)).toFixed(2)}`;
  }).join(' ');
}

function star(): string {
  return Array.from({ length: 10 }, (_, i) => {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const r = i % 2 === 0 ? 9 : 4;
    return `${(C + r * Math.cos(a)).toFixed(2)},${(C + r * Math.sin(a)).toFixed(2)}`;
  }).join(' ');
}

/** The ship of the map's atlas, bow up, scaled from its 32-px frame. */
const HULL = '10,1.25 15.6,8.1 15,18.75 5,18.75 4.4,8.1';

function Shape({ shape, colour, hollow }: { shape: LegendShape; colour: string; hollow: boolean }) {
  const fill = hollow ? 'none' : colour;
  const stroke = hollow ? { stroke: colour, strokeWidth: 2 } : {};
  switch (shape) {
    case 'circle':
      return <circle cx={C} cy={C} r={7.5} fill={fill} {...stroke} />;
    case 'ring':
      return <circle cx={C} cy={C} r={7} fill="none" stroke={colour} strokeWidth={3} />;
    case 'bullseye':
      return (
        <>
          <circle cx={C} cy={C} r={7.2} fill="none" stroke={colour} strokeWidth={2.5} />
          <circle cx={C} cy={C} r={3} fill={colour} />
        </>
      );
    case 'square':
      return <rect x={3} y={3} width={14} height={14} fill={fill} {...stroke} />;
    case 'triangle':
      return (
        <polygon points={regular(3, 9.5)} transform="translate(0 2)" fill={fill} {...stroke} />
      );
    case 'diamond':
      return <polygon points={regular(4, 9)} fill={fill} {...stroke} />;
    case 'hexagon':
      return <polygon points={regular(6, 8.5)} fill={fill} {...stroke} />;
    case 'pentagon':
      return <polygon points={regular(5, 8.5)} fill={fill} {...stroke} />;
    case 'star':
      return <polygon points={star()} fill={fill} {...stroke} />;
  }
}

/** A legend entry's symbol, drawn as the map draws it, in a 20-px square. */
export function LegendSwatch({ symbol }: { symbol: LegendSymbol }) {
  const colour = css(symbol.rgb);
  let body;
  switch (symbol.kind) {
    case 'ship':
      body = symbol.hollow ? (
        <polygon points={HULL} fill="none" stroke={colour} strokeWidth={2} />
      ) : (
        <polygon points={HULL} fill={colour} />
      );
      break;
    case 'dot':
      body = symbol.hollow ? (
        <circle cx={C} cy={C} r={4} fill="none" stroke={colour} strokeWidth={2} />
      ) : (
        <circle cx={C} cy={C} r={4} fill={colour} />
      );
      break;
    case 'shape':
      body = <Shape shape={symbol.shape} colour={colour} hollow={symbol.hollow === true} />;
      break;
    case 'ring':
      body = (
        <circle cx={C} cy={C} r={7.5} fill="none" stroke={colour} strokeWidth={symbol.width ?? 2} />
      );
      break;
    case 'line':
      body = (
        <line
          x1={1}
          y1={C}
          x2={SIZE - 1}
          y2={C}
          stroke={colour}
          strokeWidth={symbol.width ?? 2}
          strokeDasharray={symbol.dashed ? '4 3' : undefined}
        />
      );
      break;
    case 'area':
      body = (
        <rect
          x={2}
          y={4}
          width={16}
          height={12}
          fill={css(symbol.rgb, 0.2)}
          stroke={colour}
          strokeWidth={1.5}
          strokeDasharray={symbol.dashed ? '3 2' : undefined}
        />
      );
      break;
    case 'swatch':
      body = (
        <rect x={2} y={4} width={16} height={12} rx={2} fill={css(symbol.rgb, symbol.alpha)} />
      );
      break;
    case 'bubble':
      body = (
        <>
          <circle cx={C} cy={C} r={8.5} fill={colour} stroke="#fff" strokeWidth={1} />
          <text x={C} y={C + 3} textAnchor="middle" fontSize={8} fontWeight={700} fill="#fff">
            12
          </text>
        </>
      );
      break;
  }
  return (
    <svg width={SIZE} height={SIZE} viewBox={`0 0 ${SIZE} ${SIZE}`} aria-hidden="true">
      {body}
    </svg>
  );
}
