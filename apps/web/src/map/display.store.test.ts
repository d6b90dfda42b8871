import { describe, expect, it } from 'vitest';
import { useMapDisplay } from './display.store.ts';

describe('map display', () => {
  it('is covered while any dialog covers it, and uncovered once each has let go once', () => {
    const { cover } = useMapDisplay.getState();
    const alerts = cover();
    const other = cover();
    expect(useMapDisplay.getState().covered).toBe(2);
    alerts();
    alerts();
    expect(useMapDisplay.getState().covered).toBe(1);
    other();
    expect(useMapDisplay.getState().covered).toBe(0);
  });
});
