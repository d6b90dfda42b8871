import { describe, expect, it } from 'vitest';
import { ClockOffset } from './clock-offset.ts';

describe('ClockOffset', () => {
  it('takes the quickest frame as the clock difference', () => {
    const c = new ClockOffset();
    // The browser runs 5 s behind the server; transits of 40, 12 and 90 ms.
    for (const transit of [40, 12, 90]) c.add(-5000 + transit);
    expect(c.offset).toBe(-4988);
  });

  it('follows a clock that moves, once the old samples leave the window', () => {
    const c = new ClockOffset(3);
    c.add(100);
    c.add(101);
    c.add(102);
    expect(c.offset).toBe(100);
    for (let i = 0; i < 3; i++) c.add(2000 + i);
    expect(c.offset).toBe(2000);
  });

  it('is zero before any frame', () => {
    expect(new ClockOffset().offset).toBe(0);
  });
});
