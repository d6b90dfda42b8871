/**
 * Names, call signs and identity numbers in the shapes Indonesian and foreign-flagged ships
 * use: 'KM' (kapal motor) for motor vessels, 'KMP' (kapal motor penumpang) for ro-ro
 * ferries, 'MT' for tankers, 'TB' (tug boat) for tugs; ITU call sign prefixes by flag; IMO
 * numbers with their check digit. All made up from word lists.
 */
import type { Rng } from './prng.ts';

const ID_WORDS = [
  'SINAR',
  'BINTANG',
  'CAHAYA',
  'SURYA',
  'MUTIARA',
  'SAMUDERA',
  'NUSANTARA',
  'BAHARI',
  'JAYA',
  'MAKMUR',
  'SENTOSA',
  'LESTARI',
  'PERKASA',
  'MANDIRI',
  'SEJAHTERA',
  'ABADI',
  'GEMILANG',
  'MULIA',
  'SAKTI',
  'TIMUR',
  'BARAT',
  'SELATAN',
  'UTARA',
  'INDAH',
  'BERKAT',
  'RAHAYU',
  'SETIA',
  'TUNGGAL',
  'PUTRA',
  'PUTRI',
  'MAS',
  'PERMATA',
  'ANUGERAH',
  'HARAPAN',
] as const;
const PLACES = [
  'BATAM',
  'BELAWAN',
  'PRIOK',
  'SURABAYA',
  'MAKASSAR',
  'BITUNG',
  'AMBON',
  'KUPANG',
  'BENOA',
  'TARAKAN',
  'PONTIANAK',
  'BANJAR',
  'PALEMBANG',
  'JAMBI',
  'DUMAI',
  'LAMPUNG',
  'CIREBON',
  'SEMARANG',
  'LOMBOK',
  'SUMBAWA',
  'FLORES',
  'TIMOR',
  'SERAM',
  'BANDA',
  'NATUNA',
  'RIAU',
] as const;
/** Volcanoes and mountains: the way PELNI names its passenger ships. */
const MOUNTAINS = [
  'KELUD',
  'SINABUNG',
  'LAWIT',
  'BUKIT RAYA',
  'LEUSER',
  'TILONGKABILA',
  'LABOBAR',
  'CIREMAI',
  'DOROLONDA',
  'NGGAPULU',
  'WILIS',
  'EGON',
  'TIDAR',
  'UMSINI',
  'AWU',
  'LAMBELU',
  'SIRIMAU',
] as const;
const FOREIGN_A = [
  'OCEAN',
  'PACIFIC',
  'GOLDEN',
  'STAR',
  'ORIENT',
  'GLOBAL',
  'SEA',
  'GREAT',
  'SILVER',
  'NEW',
  'ASIAN',
  'BLUE',
  'ROYAL',
  'EVER',
  'GRAND',
  'NORTHERN',
  'SOUTHERN',
  'CORAL',
  'JADE',
  'PEARL',
] as const;
const FOREIGN_B = [
  'PIONEER',
  'HARMONY',
  'FORTUNE',
  'SPIRIT',
  'VOYAGER',
  'GLORY',
  'TRADER',
  'CARRIER',
  'PROSPERITY',
  'BRIDGE',
  'VENTURE',
  'HORIZON',
  'DRAGON',
  'PHOENIX',
  'LOTUS',
  'CRANE',
  'WISDOM',
  'UNITY',
  'ENDEAVOUR',
  'NAVIGATOR',
  'MERCHANT',
  'EXPLORER',
] as const;
const FISH = ['MINA', 'SUMBER', 'REJEKI', 'TUNA', 'CAKALANG', 'LAUT', 'NELAYAN', 'BAROKAH'];
const YACHT = [
  'MARLIN',
  'DOLPHIN',
  'ALBATROSS',
  'SERENITY',
  'WANDERER',
  'TRADEWIND',
  'MORNING STAR',
  'SEA BREEZE',
  'KORAL',
  'PINISI',
  'SAMSARA',
  'ISLAND TIME',
] as const;

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DIGITS = '0123456789';

function chars(rng: Rng, pool: string, n: number): string {
  let s = '';
  for (let k = 0; k < n; k++) s += pool[Math.floor(rng.next() * pool.length)] ?? 'A';
  return s;
}

const number = (rng: Rng, max: number): string =>
  rng.chance(0.5) ? ` ${String(rng.int(1, max)).padStart(2, '0')}` : '';
const roman = (rng: Rng): string =>
  rng.chance(0.3) ? ` ${rng.pick(['II', 'III', 'V', 'VII'])}` : '';

/** Six-bit text fields hold at most 20 characters. */
const cut = (s: string, n = 20): string => s.slice(0, n).trimEnd();

export type NameStyle =
  | 'cargo'
  | 'tanker'
  | 'ferry'
  | 'pelni'
  | 'tug'
  | 'fishing'
  | 'hsc'
  | 'yacht'
  | 'sailing'
  | 'foreign'
  | 'foreign-tanker';

export function shipName(rng: Rng, style: NameStyle): string {
  switch (style) {
    case 'cargo':
      return cut(
        `KM ${rng.pick(ID_WORDS)} ${rng.pick([...ID_WORDS, ...PLACES])}${number(rng, 99)}`,
      );
    case 'tanker':
      return cut(
        `MT ${rng.pick(['PATRA', 'GAS', 'SELAT', ...ID_WORDS])} ${rng.pick(PLACES)}${roman(rng)}`,
      );
    case 'ferry':
      return cut(`KMP ${rng.pick([...ID_WORDS, ...PLACES])} ${rng.pick(ID_WORDS)}${roman(rng)}`);
    case 'pelni':
      return `KM ${rng.pick(MOUNTAINS)}`;
    case 'tug':
      return cut(`TB ${rng.pick(ID_WORDS)} ${rng.pick(PLACES)}${number(rng, 30)}`);
    case 'fishing':
      return cut(
        `KM ${rng.pick(FISH)} ${rng.pick(ID_WORDS)} ${String(rng.int(1, 99)).padStart(2, '0')}`,
      );
    case 'hsc':
      return cut(
        `${rng.pick(['EXPRESS', 'MARINA', 'SEA', 'FAST'])} ${rng.pick(ID_WORDS)}${number(rng, 9)}`,
      );
    case 'yacht':
      return cut(`MY ${rng.pick(YACHT)}`);
    case 'sailing':
      return cut(`SV ${rng.pick(YACHT)}`);
    case 'foreign':
      return cut(`${rng.pick(FOREIGN_A)} ${rng.pick(FOREIGN_B)}${number(rng, 9)}`);
    case 'foreign-tanker':
      return cut(
        `${rng.pick(FOREIGN_A)} ${rng.pick(['ENERGY', 'OIL', 'CHEMICAL', 'GAS', 'TANKER'])}${roman(rng)}`,
      );
  }
}

/** An ITU call sign in the flag's series ('' for the many small craft that have none). */
export function callSign(rng: Rng, mid: number): string {
  switch (mid) {
    case 525:
      return `${rng.pick(['PK', 'PL', 'PM', 'PN', 'PO', 'YB', 'YC', 'YD'])}${chars(rng, LETTERS, rng.int(2, 3))}`;
    case 563:
    case 564:
      return `9V${chars(rng, DIGITS, 4)}`;
    case 533:
      return `9M${chars(rng, LETTERS, 3)}${chars(rng, DIGITS, 1)}`;
    case 477:
      return `VR${chars(rng, LETTERS, 1)}${chars(rng, DIGITS, 1)}${chars(rng, LETTERS, 1)}`;
    case 351:
    case 352:
    case 353:
      return `3E${chars(rng, LETTERS, 2)}${chars(rng, DIGITS, 1)}`;
    case 636:
      return `A8${chars(rng, LETTERS, 2)}${chars(rng, DIGITS, 1)}`;
    default:
      return `${chars(rng, LETTERS, 2)}${chars(rng, DIGITS, 3)}`;
  }
}

/** The longest call sign an AIS static report carries (ITU-R M.1371: 7 six-bit characters). */
const CALL_SIGN_MAX = 7;

/**
 * Call signs as a licensing office hands them out: each to one station (ITU Radio
 * Regulations, Article 19). A drawn one already taken is drawn again from the vessel's own
 * stream (`own`), so the fleet's shared draws, and every vessel without a clash, stay as they
 * were; where the short series run out, a digit is added, as longer series do.
 */
export class CallSignPool {
  readonly #used = new Set<string>();

  take(drawn: string, mid: number, own: () => Rng): string {
    if (drawn === '' || !this.#used.has(drawn)) return this.#keep(drawn);
    const rng = own();
    for (let i = 0; ; i++) {
      let sign = callSign(rng, mid);
      // After a few clashes the short series is crowded: lengthen the sign.
      if (i >= 8)
        sign += chars(rng, DIGITS, Math.max(0, Math.min(i - 7, CALL_SIGN_MAX - sign.length)));
      if (!this.#used.has(sign)) return this.#keep(sign);
    }
  }

  #keep(sign: string): string {
    if (sign !== '') this.#used.add(sign);
    return sign;
  }
}

/** The IMO check digit: the first six digits weighted 7..2, summed, mod 10. */
export function imoCheckDigit(six: number): number {
  let sum = 0;
  let n = six;
  for (let w = 2; w <= 7; w++) {
    sum += (n % 10) * w;
    n = Math.floor(n / 10);
  }
  return sum % 10;
}

/** A plausible 7-digit IMO number (9xxxxxx, as ships built since the 1970s have). */
export function imoNumber(rng: Rng): number {
  const six = rng.int(900000, 999999);
  return six * 10 + imoCheckDigit(six);
}

export function isValidImo(imo: number): boolean {
  return imo >= 1000000 && imo <= 9999999 && imoCheckDigit(Math.floor(imo / 10)) === imo % 10;
}
