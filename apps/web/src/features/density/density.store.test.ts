import { afterEach, describe, expect, it } from 'vitest';
import { useMapDisplay } from '../../map/display.store.ts';
import { dimsVessels, useDensity } from './density.store.ts';

const CELLS = { lon: [106.9], lat: [-6.1], hours: [2], density: [3] };

afterEach(() => useDensity.setState({ on: false, cells: null, dimVessels: true }));

describe('the vessels under the density', () => {
  it('are dimmed while the density is shown, unless the switch keeps them bright', () => {
    expect(useMapDisplay.getState().vesselsDimmed).toBe(false);
    // Turned on but not loaded yet: nothing to read under them.
    useDensity.setState({ on: true });
    expect(useMapDisplay.getState().vesselsDimmed).toBe(false);
    useDensity.setState({ cells: CELLS });
    expect(useMapDisplay.getState().vesselsDimmed).toBe(true);
    useDensity.setState({ dimVessels: false });
    expect(useMapDisplay.getState().vesselsDimmed).toBe(false);
    useDensity.setState({ dimVessels: true });
    expect(useMapDisplay.getState().vesselsDimmed).toBe(true);
    // Turned off: the vessels are drawn in full again.
    useDensity.setState({ on: false });
    expect(useMapDisplay.getState().vesselsDimmed).toBe(false);
    expect(dimsVessels({ on: true, cells: CELLS, dimVessels: true })).toBe(true);
  });
});
