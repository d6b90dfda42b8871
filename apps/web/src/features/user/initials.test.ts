import { describe, expect, it } from 'vitest';
import { initials } from './initials.ts';

describe('avatar initials', () => {
  it('takes the first and last words', () => {
    expect(initials('Budi Santoso Wijaya')).toBe('BW');
    expect(initials('admin')).toBe('A');
    expect(initials('   ')).toBe('?');
  });
});
