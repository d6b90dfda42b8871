/**
 * The simulated fleet: N vessels made deterministically from a seed, each with a type, a
 * size, a speed, an identity (MMSI, IMO, call sign, name) and a way of moving (along a
 * route, wandering in a fishing or leisure area, or loitering). A handful of vessels carry
 * the anomalies a watch officer should notice.
 */
import type { LonLat } from './geodesy.ts';
import { CallSignPool, callSign, imoNumber, shipName, type NameStyle } from './names.ts';
import { Occupancy, ROUTE_LENGTHS, place, type Movement, type Where } from './places.ts';
import { Rng } from './prng.ts';
import { ROUTES } from './routes.ts';

export type AisClass = 'A' | 'B';
export type Category =
  'fishing' | 'tug' | 'pleasure' | 'hsc' | 'ferry' | 'passenger' | 'cargo' | 'tanker';

export interface Vessel {
  readonly index: number;
  readonly mmsi: number;
  readonly aisClass: AisClass;
  readonly category: Category;
  /** AIS ship and cargo type (ITU-R M.1371 table 53). */
  readonly shipType: number;
  readonly name: string;
  /** '' when the vessel has none. */
  readonly callsign: string;
  /** 0 when the vessel has none. */
  readonly imo: number;
  readonly toBow: number;
  readonly toStern: number;
  readonly toPort: number;
  readonly toStarboard: number;
  /** Metres. */
  readonly draught: number;
  /** Service speed, knots. */
  readonly speed: number;
  /** false for class B sets without a heading sensor (heading 511). */
  readonly hasHeading: boolean;
  /** Degrees between heading and course (leeway, set). */
  readonly headingBias: number;
  readonly movement: Movement;
  /** When the vessel stops reporting, ms after the simulation start; Infinity if never. */
  readonly darkAfterMs: number;
}

export interface Anomalies {
  /** Two vessels (indexes) transmitting the same MMSI. */
  readonly sharedMmsi: readonly [number, number] | null;
  /** A vessel that goes silent `darkAfterMs` after the start. */
  readonly dark: number | null;
  readonly loitering: number | null;
  /** A class A cargo ship reporting IMO 0. */
  readonly noImo: number | null;
}

export interface Fleet {
  readonly vessels: readonly Vessel[];
  readonly anomalies: Anomalies;
}

export const DARK_AFTER_MS = 15 * 60_000;
/** Where the loitering vessel circles: open water northeast of Bintan, off the lane. */
export const LOITER_CENTER: LonLat = [104.75, 1.55];
export const LOITER_RADIUS_NM = 0.3;

interface Profile {
  readonly types: readonly (readonly [number, number])[];
  /** Share of class B sets. */
  readonly classB: number;
  /** Length range, metres. */
  readonly length: readonly [number, number];
  /** Beam as a fraction of length. */
  readonly beam: readonly [number, number];
  readonly speed: readonly [number, number];
  /** Where the category sails, with weights. */
  readonly where: readonly (readonly [Where, number])[];
  /** Share of foreign flags (on lanes only). */
  readonly foreign: number;
}

/**
 * The weight of port approaches beside lanes (3–4) for merchant ships. It was 1: a fifth of
 * all cargo ships and tankers sailed the six hand-drawn approaches to and fro, about 60 on
 * Tanjung Priok's and 35 on Belawan's at 2,000 vessels (ten times as many at 20,000), a
 * ship meeting another in the channel every minute or two; a port's approach holds a few
 * ships under way at a time, most of a port's ships lie at its anchorage. Their meetings
 * were a third of the Close Distance alarms on the national picture (issue #29).
 */
const APPROACH_SHARE = 0.25;

const PROFILES: Record<Category, Profile> = {
  fishing: {
    types: [[30, 1]],
    classB: 0.75,
    length: [10, 45],
    beam: [0.2, 0.3],
    speed: [2, 5],
    where: [['fishing', 1]],
    foreign: 0,
  },
  tug: {
    types: [
      [52, 6],
      [31, 2],
      [32, 2],
    ],
    classB: 0.2,
    length: [20, 40],
    beam: [0.28, 0.36],
    speed: [6, 10],
    where: [
      ['approach', 4],
      ['lane', 1],
    ],
    foreign: 0.1,
  },
  pleasure: {
    types: [
      [37, 7],
      [36, 3],
    ],
    classB: 0.9,
    length: [8, 30],
    beam: [0.25, 0.35],
    speed: [4, 8],
    where: [['leisure', 1]],
    foreign: 0,
  },
  hsc: {
    types: [[40, 1]],
    classB: 0,
    length: [25, 45],
    beam: [0.2, 0.28],
    speed: [24, 32],
    where: [['fastferry', 1]],
    foreign: 0,
  },
  ferry: {
    types: [
      [60, 8],
      [69, 2],
    ],
    classB: 0,
    length: [45, 120],
    beam: [0.16, 0.22],
    speed: [9, 14],
    where: [['ferry', 1]],
    foreign: 0,
  },
  passenger: {
    types: [[60, 1]],
    classB: 0,
    length: [90, 146],
    beam: [0.15, 0.17],
    speed: [14, 19],
    where: [
      ['lane', 3],
      ['approach', APPROACH_SHARE],
    ],
    foreign: 0,
  },
  cargo: {
    types: [
      [70, 16],
      [71, 1],
      [72, 1],
      [79, 2],
    ],
    classB: 0.1,
    length: [40, 300],
    beam: [0.14, 0.17],
    speed: [9, 18],
    where: [
      ['lane', 3],
      ['approach', APPROACH_SHARE],
      ['anchorage', 0.6],
    ],
    foreign: 0.45,
  },
  tanker: {
    types: [
      [80, 14],
      [81, 2],
      [82, 2],
      [84, 1],
      [89, 1],
    ],
    classB: 0,
    length: [60, 250],
    beam: [0.15, 0.18],
    speed: [10, 14],
    where: [
      ['lane', 4],
      ['approach', APPROACH_SHARE],
      ['anchorage', 0.8],
    ],
    foreign: 0.4,
  },
};

/** The fleet mix, weights summing to 100. */
const MIX: readonly (readonly [Category, number])[] = [
  ['fishing', 22],
  ['cargo', 28],
  ['tanker', 14],
  ['tug', 11],
  ['ferry', 9],
  ['passenger', 3],
  ['hsc', 4],
  ['pleasure', 9],
];

const FOREIGN_MIDS: readonly (readonly [number, number])[] = [
  [563, 5],
  [533, 3],
  [477, 3],
  [351, 1],
  [352, 1],
  [353, 1],
  [636, 3],
  [564, 1],
];

function nameStyle(c: Category, foreign: boolean, shipType: number): NameStyle {
  switch (c) {
    case 'cargo':
      return foreign ? 'foreign' : 'cargo';
    case 'tanker':
      return foreign ? 'foreign-tanker' : 'tanker';
    case 'passenger':
      return 'pelni';
    case 'ferry':
      return 'ferry';
    case 'tug':
      return 'tug';
    case 'fishing':
      return 'fishing';
    case 'hsc':
      return 'hsc';
    case 'pleasure':
      return shipType === 36 ? 'sailing' : 'yacht';
  }
}

class MmsiPool {
  private readonly used = new Set<number>();
  private readonly rng: Rng;
  constructor(rng: Rng) {
    this.rng = rng;
  }
  take(mid: number): number {
    for (;;) {
      const m = mid * 1_000_000 + this.rng.int(0, 999_999);
      if (!this.used.has(m)) {
        this.used.add(m);
        return m;
      }
    }
  }
}

interface Overrides {
  readonly category?: Category;
  readonly aisClass?: AisClass;
  readonly shipType?: number;
  readonly movement?: Movement;
  readonly foreign?: boolean;
  readonly noImo?: boolean;
  readonly darkAfterMs?: number;
  readonly speed?: number;
}

/** What a fleet hands out once: MMSIs and call signs. */
interface Registers {
  readonly mmsis: MmsiPool;
  readonly callSigns: CallSignPool;
  readonly seed: number;
}

/** A category whose places still have room (all of the mix's once everything is full). */
function categoryWithRoom(rng: Rng, occupancy: Occupancy): Category {
  const roomy = MIX.filter(([c]) => occupancy.open(PROFILES[c].where).length > 0);
  return rng.weighted(roomy.length > 0 ? roomy : MIX);
}

function makeVessel(
  rng: Rng,
  index: number,
  registers: Registers,
  occupancy: Occupancy,
  o: Overrides = {},
): Vessel {
  const { mmsis, callSigns } = registers;
  let category = o.category ?? rng.weighted(MIX);
  // A ferry without a free turn on a crossing, a boat without a free patch: another ship.
  if (o.movement === undefined && occupancy.open(PROFILES[category].where).length === 0) {
    category = categoryWithRoom(rng, occupancy);
  }
  const p = PROFILES[category];
  const shipType = o.shipType ?? rng.weighted(p.types);
  const movement = o.movement ?? place(rng, p.where, occupancy);
  const onLane = movement.kind === 'route' && ROUTES[movement.route]?.kind === 'lane';
  const foreign = o.foreign ?? (onLane ? rng.chance(p.foreign) : rng.chance(p.foreign / 4));
  const mid = foreign ? rng.weighted(FOREIGN_MIDS) : 525;
  // Length skewed towards the small end, as real fleets are.
  const length = Math.round(p.length[0] + (p.length[1] - p.length[0]) * rng.next() ** 1.6);
  const aisClass: AisClass =
    o.aisClass ?? (rng.chance(p.classB) || (category === 'cargo' && length < 45) ? 'B' : 'A');
  const beam = Math.max(2, Math.round(length * rng.range(p.beam[0], p.beam[1])));
  const toBow = Math.round(length * rng.range(0.6, 0.85));
  const toPort = Math.min(63, Math.max(1, Math.round(beam / 2 + rng.range(-1, 1))));
  // Deep-laden cargo hulls draw about length/17; ferries, craft and small boats far less.
  const deep = length >= 45 && (category === 'cargo' || category === 'tanker');
  const draught = Math.min(
    25.5,
    Math.round(((length / (deep ? 17 : 28)) * rng.range(0.7, 1) + 1) * 10) / 10,
  );
  const hasImo =
    aisClass === 'A' &&
    o.noImo !== true &&
    (category === 'cargo' ||
      category === 'tanker' ||
      category === 'passenger' ||
      (category === 'ferry' && length > 60) ||
      (category === 'tug' && rng.chance(0.6)) ||
      (category === 'fishing' && rng.chance(0.3)));
  const smallCraft = category === 'fishing' || category === 'pleasure';
  const speed =
    o.speed ??
    Math.round(
      (p.speed[0] +
        (p.speed[1] - p.speed[0]) * Math.min(1, rng.next() * 0.5 + length / (2 * p.length[1]))) *
        10,
    ) / 10;
  return {
    index,
    mmsi: mmsis.take(mid),
    aisClass,
    category,
    shipType,
    name: shipName(rng, nameStyle(category, foreign, shipType)),
    callsign: callSigns.take(
      smallCraft && aisClass === 'B' && rng.chance(0.7) ? '' : callSign(rng, mid),
      mid,
      () => new Rng(Math.imul(registers.seed ^ 0x5bd1e995, 31) + index),
    ),
    imo: hasImo ? imoNumber(rng) : 0,
    toBow,
    toStern: Math.max(1, length - toBow),
    toPort,
    toStarboard: Math.min(63, Math.max(1, beam - toPort)),
    draught,
    speed,
    hasHeading: aisClass === 'A' || rng.chance(0.4),
    headingBias: rng.range(-3, 3),
    movement,
    darkAfterMs: o.darkAfterMs ?? Infinity,
  };
}

const routeIndex = (id: string): number => {
  const k = ROUTES.findIndex((r) => r.id === id);
  if (k < 0) throw new RangeError(`no route ${id}`);
  return k;
};

/**
 * Makes `n` vessels from `seed`. With five or more vessels, the first five carry the
 * anomalies: 0 and 1 share an MMSI (different ships on different lanes), 2 goes dark after
 * `DARK_AFTER_MS`, 3 loiters, 4 is a class A cargo ship without an IMO number.
 */
export function makeFleet(n: number, seed = 1): Fleet {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`vessel count: ${n}`);
  const rng = new Rng(seed);
  const registers: Registers = { mmsis: new MmsiPool(rng), callSigns: new CallSignPool(), seed };
  const occupancy = new Occupancy();
  const vessels: Vessel[] = [];
  const anomalous = n >= 5;
  const lane = (id: string, along: number, dir: 1 | -1): Movement => ({
    kind: 'route',
    route: routeIndex(id),
    along: along * (ROUTE_LENGTHS[routeIndex(id)] ?? 0),
    dir,
    offsetNm: 0.5,
  });
  if (anomalous) {
    const cargo = { category: 'cargo', aisClass: 'A', shipType: 70 } as const;
    const first = makeVessel(rng, 0, registers, occupancy, {
      ...cargo,
      movement: lane('malacca', 0.4, 1),
    });
    const twin = makeVessel(rng, 1, registers, occupancy, {
      ...cargo,
      movement: lane('java-sea', 0.5, -1),
    });
    vessels.push(first, { ...twin, mmsi: first.mmsi });
    vessels.push(
      makeVessel(rng, 2, registers, occupancy, {
        ...cargo,
        movement: lane('makassar', 0.3, 1),
        darkAfterMs: DARK_AFTER_MS,
      }),
      makeVessel(rng, 3, registers, occupancy, {
        category: 'tanker',
        aisClass: 'A',
        shipType: 80,
        speed: 2.5,
        movement: { kind: 'loiter', center: LOITER_CENTER, radiusNm: LOITER_RADIUS_NM },
      }),
      makeVessel(rng, 4, registers, occupancy, {
        ...cargo,
        noImo: true,
        movement: lane('sunda', 0.3, -1),
      }),
    );
  }
  for (let k = vessels.length; k < n; k++) vessels.push(makeVessel(rng, k, registers, occupancy));
  return {
    vessels,
    anomalies: anomalous
      ? { sharedMmsi: [0, 1], dark: 2, loitering: 3, noImo: 4 }
      : { sharedMmsi: null, dark: null, loitering: null, noImo: null },
  };
}
