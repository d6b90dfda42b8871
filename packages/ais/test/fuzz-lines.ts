/**
 * Random and mutated NMEA lines for the never-throw tests: mutations of real capture lines
 * (bit flips, truncation, splices, duplicated or dropped characters, fields swapped) and
 * pure noise, from a seeded generator so a failure replays.
 */
export function rng(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 4294967296;
  };
}

const ALPHABET =
  '!$\\*,0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVW`abcdefghijklmnopqrstuvwxyzgcsnt-\r\n\t ';

export function* fuzzLines(base: readonly string[], count: number, seed = 1): Generator<string> {
  const r = rng(seed);
  const pick = <T>(a: readonly T[]): T => a[Math.floor(r() * a.length)] as T;
  for (let k = 0; k < count; k++) {
    const mode = r();
    let line = base.length > 0 ? pick(base) : '';
    if (mode < 0.1 || base.length === 0) {
      const n = Math.floor(r() * 120);
      line = '';
      for (let c = 0; c < n; c++) line += ALPHABET[Math.floor(r() * ALPHABET.length)];
    } else if (mode < 0.3) {
      const at = Math.floor(r() * line.length);
      line =
        line.slice(0, at) +
        String.fromCharCode(line.charCodeAt(at) ^ (1 << Math.floor(r() * 7))) +
        line.slice(at + 1);
    } else if (mode < 0.45) {
      line = line.slice(0, Math.floor(r() * line.length));
    } else if (mode < 0.6) {
      const other = pick(base);
      line =
        line.slice(0, Math.floor(r() * line.length)) + other.slice(Math.floor(r() * other.length));
    } else if (mode < 0.7) {
      const at = Math.floor(r() * line.length);
      line =
        line.slice(0, at) +
        line.slice(at, at + 1 + Math.floor(r() * 20)).repeat(2 + Math.floor(r() * 3)) +
        line.slice(at);
    } else if (mode < 0.8) {
      const f = line.split(',');
      const a = Math.floor(r() * f.length);
      const b = Math.floor(r() * f.length);
      [f[a], f[b]] = [f[b] ?? '', f[a] ?? ''];
      line = f.join(',');
    } else if (mode < 0.85) {
      line = `\\${pick(['g:1-2-3', 'g:9-1-x', 's:src,c:99999999999999', 'c:', 'n:-1', 'g:1-2-3*ZZ', ''])}\\${line}`;
    } else if (mode < 0.9) {
      line = line.replace(/,(\d),(\d),/, (_, a: string) => `,${a},${Math.floor(r() * 10)},`);
    }
    // else: the line unchanged (keeps multi-part state machinery busy)
    yield line;
  }
}
