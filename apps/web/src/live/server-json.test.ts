import { describe, expect, it } from 'vitest';
import { parseServerJson } from './server-json.ts';

describe('the live socket JSON messages', () => {
  it('reads the messages of the contract', () => {
    expect(parseServerJson('{"type":"hello","simulated":true,"tickMs":1000,"serverT":5}')).toEqual({
      type: 'hello',
      simulated: true,
      tickMs: 1000,
      serverT: 5,
    });
    expect(parseServerJson('{"type":"error","code":"VALIDATION","message":"bad"}')?.type).toBe(
      'error',
    );
  });

  it('drops what is not JSON, of no known type, or not of its type', () => {
    expect(parseServerJson('not json')).toBeNull();
    expect(parseServerJson('{"type":"gossip"}')).toBeNull();
    expect(parseServerJson('{"type":"hello","simulated":"yes"}')).toBeNull();
  });
});
