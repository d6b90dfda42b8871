import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DATA_DIR } from '../test/conformance.ts';
import { main } from './cli.ts';

async function run(
  args: string[],
  input: string,
): Promise<{ code: number; out: string; err: string }> {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  let out = '';
  let err = '';
  stdout.on('data', (d: Buffer) => (out += d.toString()));
  stderr.on('data', (d: Buffer) => (err += d.toString()));
  const code = await main(args, Readable.from([Buffer.from(input)]), stdout, stderr);
  return { code, out, err };
}

const T1 = '!AIVDM,1,1,,A,15RTgt0PAso;90TKcjM8h6g208CQ,0*4A\n';

describe('pantau-ais CLI', () => {
  it('decode prints one JSON line per message', async () => {
    const r = await run(['decode'], T1 + T1 + 'junk\n');
    expect(r.code).toBe(0);
    const lines = r.out.trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({ type: 1, mmsi: 371798000, lon: -74037230 });
  });

  it('decode --gpsd prints what gpsdecode -u -j -s prints', async () => {
    const r = await run(['decode', '--gpsd', '--stats'], T1);
    expect(r.out).toBe(
      '{"class":"AIS","device":"stdin","type":1,"repeat":0,"mmsi":371798000,"scaled":false,' +
        '"status":0,"status_text":"Under way using engine","turn":-127,"speed":123,"accuracy":true,' +
        '"lon":-74037230,"lat":29028980,"course":2240,"heading":215,"second":33,"maneuver":0,' +
        '"raim":false,"radio":34017}\r\n',
    );
    expect(JSON.parse(r.err)).toMatchObject({ messages: 1 });
  });

  it('prints the gpsdecode oracle byte for byte on a capture', async () => {
    const capture = join(DATA_DIR, 'gpsd/daemon/ais-nmea-type6-fid55.log');
    const oracle = join(
      DATA_DIR,
      'oracle-gpsdecode-3.22/gpsd/daemon/ais-nmea-type6-fid55.log.jusv.txt',
    );
    if (!existsSync(capture)) {
      // eslint-disable-next-line no-console
      console.warn(`*** CLI oracle comparison SKIPPED: ${capture} absent ***`);
      return;
    }
    const r = await run(['decode', '--gpsd'], readFileSync(capture, 'latin1'));
    const ours = r.out.split('\r\n').filter((l) => l.length > 0);
    const theirs = readFileSync(oracle, 'latin1')
      .split(/\r?\n/)
      .filter((l) => l.startsWith('{"class":"AIS"'));
    expect(ours).toEqual(theirs);
  });

  it('rejects unknown commands and options with usage', async () => {
    expect((await run(['frobnicate'], '')).code).toBe(2);
    expect((await run(['decode', '--nope'], '')).code).toBe(2);
  });

  it('runs as an executable (shebang, Node type stripping)', () => {
    const cli = fileURLToPath(new URL('./cli.ts', import.meta.url));
    const out = execFileSync(process.execPath, [cli, 'decode'], { input: T1 }).toString();
    expect(JSON.parse(out)).toMatchObject({ type: 1 });
  });
});
