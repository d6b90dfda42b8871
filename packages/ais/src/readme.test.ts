import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { README, render } from '../test/readme.ts';

describe('README', () => {
  it('has its generated sections up to date (node test/readme.ts --write)', () => {
    const text = readFileSync(README, 'utf8');
    expect(text).toContain('<!-- types:start -->');
    expect(text).toContain('<!-- differences:start -->');
    expect(render(text)).toBe(text);
  });
});
