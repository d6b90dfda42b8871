import { describe, expect, it } from 'vitest';
import { createScan, scanLine } from './sentence.ts';
import { withChecksum } from './writer.ts';

const scan = (line: string) => scanLine(line, 0, line.length, createScan());
const BODY = 'AIVDM,1,1,,A,15RTgt0PAso;90TKcjM8h6g208CQ,0';

describe('sentence framing', () => {
  it('accepts the checksum in either case, or none; rejects a wrong one', () => {
    expect(scan(`!${BODY}*4A`).kind).toBe('vdm');
    expect(scan(`!${BODY}*4a`).kind).toBe('vdm');
    expect(scan(`!${BODY}`).kind).toBe('vdm');
    const bad = scan(`!${BODY}*4B`);
    expect(bad.kind).toBe('error');
    expect(bad.errorKind).toBe('checksum');
    expect(scan(`!${BODY}*4`).errorKind).toBe('checksum');
  });

  it('reads every talker, VDM and VDO, and the $ start some receivers use', () => {
    for (const talker of ['AI', 'AB', 'AD', 'AN', 'AR', 'AS', 'AT', 'AX', 'BS', 'SA']) {
      for (const f of ['VDM', 'VDO']) {
        const s = scan(withChecksum(`${talker}${f}${BODY.slice(5)}`));
        expect(s.kind).toBe('vdm');
        expect(s.fragment?.talker).toBe(talker);
        expect(s.fragment?.own).toBe(f === 'VDO');
      }
    }
    expect(scan(`$${BODY}*4A`).fragment?.payload).toBe('15RTgt0PAso;90TKcjM8h6g208CQ');
  });

  it('keeps USCG and AISHub trailing fields, skips noise before the sentence', () => {
    expect(scan(`!${BODY}*4A,b003660465`).fragment?.trailer).toBe('b003660465');
    expect(scan(`!${BODY}*4A,s23,d-107,T40.1,x1,r003669945,1234567890`).fragment?.trailer).toBe(
      's23,d-107,T40.1,x1,r003669945,1234567890',
    );
    expect(scan(`1428451253.123 !${BODY}*4A`).kind).toBe('vdm');
  });

  it('reads the 8-field dialect (an extra field before the checksum)', () => {
    const s = scan(withChecksum('AIVDM,1,1,1,,13aI8e?P00PGpU:NR6s00?vT2000,0,0'));
    expect(s.kind).toBe('vdm');
    expect(s.fragment).toMatchObject({ seqId: '1', channel: '', fill: 0 });
  });

  it('classifies radar and other sentences, and rejects malformed VDM with typed errors', () => {
    expect(scan('$RATTM,02,1.43,170.5,T,0.16,264.4,T,1.42,36.9,N,,T,,,M*2A').kind).toBe('radar');
    expect(scan('$GPRMC,,V,,,,,,,,,,N*53').kind).toBe('other');
    expect(scan('# comment').kind).toBe('other');
    expect(scan('   ').kind).toBe('blank');
    expect(scan('garbage').errorKind).toBe('syntax');
    expect(scan(withChecksum('AIVDM,0,1,,A,15RT,0')).errorKind).toBe('fragment');
    expect(scan(withChecksum('AIVDM,1,2,,A,15RT,0')).errorKind).toBe('fragment');
    expect(scan(withChecksum('AIVDM,1,1,,A')).errorKind).toBe('syntax');
    expect(scan(withChecksum('AIVDM,1,1,,A,15RT,x')).errorKind).toBe('payload');
  });
});
