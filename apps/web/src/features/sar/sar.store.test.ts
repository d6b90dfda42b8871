import { SAR_ASSIST_RADIUS_NM } from '@pantau/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSarAssistStore } from './sar.store.ts';

const store = () => useSarAssistStore.getState();

describe('SAR assist state', () => {
  beforeEach(() => store().clear());

  it("opens at the item's position, with its instant and the default radius", () => {
    store().open({ id: 'a', lon: 106.8, lat: -6.1, incidentAt: 1_000 });
    expect(store()).toMatchObject({
      itemId: 'a',
      scene: [106.8, -6.1],
      at: 1_000,
      placing: false,
      radiusNm: SAR_ASSIST_RADIUS_NM,
    });
  });

  it('waits for a click on the map when the item has no position', () => {
    store().open({ id: 'b', lon: null, lat: null, incidentAt: null });
    expect(store()).toMatchObject({ itemId: 'b', scene: null, placing: true });
    store().place([110, -7]);
    expect(store()).toMatchObject({ scene: [110, -7], placing: false });
  });

  it('places nothing once closed, and closing clears the scene', () => {
    store().open({ id: 'c', lon: 1, lat: 2, incidentAt: null });
    store().clear();
    expect(store()).toMatchObject({ itemId: null, scene: null, placing: false });
    store().place([3, 4]);
    store().startPlacing();
    expect(store()).toMatchObject({ scene: null, placing: false });
  });
});
