import { describe, expect, it } from 'vitest';
import { createScan, scanLine } from './sentence.ts';
import { parseTagBlock } from './tagblock.ts';

const scan = (line: string) => scanLine(line, 0, line.length, createScan());
const BODY = 'AIVDM,1,1,,A,15RTgt0PAso;90TKcjM8h6g208CQ,0';

describe('tag blocks', () => {
  const tag = (body: string) => parseTagBlock(body, 0, body.length);

  it('parses s, c, g, n, t, d, r and checks the block checksum', () => {
    expect(tag('s:rORBCOMM000,c:1426032001,n:12,t:hello,d:dest,r:5')).toEqual({
      source: 'rORBCOMM000',
      time: 1426032001,
      line: 12,
      text: 'hello',
      destination: 'dest',
      relative: 5,
    });
    expect(tag('g:1-2-4512,s:FooBar,c:1428451253*50')).toMatchObject({
      group: { index: 1, total: 2, id: '4512' },
    });
    expect(tag('g:1-2-4512,s:FooBar,c:1428451253*51')).toBeNull();
    expect(tag('c:1503079517*55')).toBeNull();
    expect(tag('c:1503079517*53')).toEqual({ time: 1503079517 });
    expect(tag('g:3-2-1')).toBeNull();
    expect(tag('nonsense')).toBeNull();
  });

  it('accepts vendor keys and a block without a checksum', () => {
    expect(tag('s:2573535,c:1671533231')).toEqual({ source: '2573535', time: 1671533231 });
    const t = 's:rORBCOMM000,q:u,c:1426032001,T:2015-03-11 00.00.01,i:<T>A:12344 F:+30000</T>*07';
    expect(tag(t)).toMatchObject({ source: 'rORBCOMM000', time: 1426032001 });
  });

  it('attaches the tag block to the sentence, flags a bad one and still reads the sentence', () => {
    const good = scan(`\\s:r1,c:1503079517*75\\!${BODY}*4A`);
    expect(good.fragment?.tag).toEqual({ source: 'r1', time: 1503079517 });
    const bad = scan(`\\c:1503079517*55\\!${BODY}*4A`);
    expect(bad.kind).toBe('vdm');
    expect(bad.badTag).toBe(true);
  });
});
