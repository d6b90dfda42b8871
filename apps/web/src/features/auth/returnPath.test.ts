import { describe, expect, it } from 'vitest';
import { returnPath } from './returnPath.ts';

describe('return path after login', () => {
  it('goes back to the page first asked for', () => {
    expect(returnPath({ from: '/data-ais?page=2' })).toBe('/data-ais?page=2');
  });

  it('goes to the map otherwise', () => {
    expect(returnPath(null)).toBe('/');
    expect(returnPath(undefined)).toBe('/');
    expect(returnPath({ from: 42 })).toBe('/');
    expect(returnPath({ from: '/login' })).toBe('/');
  });

  it('never leaves the app', () => {
    expect(returnPath({ from: 'https://evil.example/' })).toBe('/');
    expect(returnPath({ from: '//evil.example/' })).toBe('/');
    expect(returnPath({ from: '/\\evil.example/' })).toBe('/');
  });
});
