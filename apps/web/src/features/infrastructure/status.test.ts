import { describe, expect, it } from 'vitest';
import { portStatus } from './status.ts';

describe("the port panel's sensor dots", () => {
  it("is 'none' without a sensor of the kind, never green", () => {
    expect(portStatus([])).toBe('none');
  });

  it("is 'ok' only when every sensor was up at its last check", () => {
    expect(portStatus([{ state: 'up' }, { state: 'up' }])).toBe('ok');
    expect(portStatus([{ state: 'up' }, { state: 'down' }])).toBe('down');
    expect(portStatus([{ state: 'unknown' }])).toBe('down');
  });
});
