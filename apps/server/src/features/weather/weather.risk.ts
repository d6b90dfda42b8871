import type { VesselWeatherRisk, WeatherAreas } from '@pantau/contracts';
import { riskAlong, weatherClassOf } from '@pantau/domain';
import type { AreaIndex } from '@pantau/geo';

/** What the risk needs of a live vessel. */
export interface RiskVessel {
  mmsi: number;
  lon: number;
  lat: number;
  shipType: number | null;
}

/**
 * A live vessel's sea-state risk (issue #34 point 5): its BMKG class from its ship type, the
 * sea area its position is in, and that area's forecast held against the class's thresholds,
 * now and at every period. A vessel with no class, or outside every area, is not judged.
 */
export function vesselRisk(
  v: RiskVessel,
  answer: WeatherAreas,
  index: AreaIndex,
  now: number,
): VesselWeatherRisk {
  const weatherClass = weatherClassOf(v.shipType);
  const code = index.locate(v.lon, v.lat);
  const area = code === null ? undefined : answer.areas.find((a) => a.code === code);
  const base = {
    mmsi: v.mmsi,
    state: answer.state,
    simulated: answer.simulated,
    weatherClass,
    area: area ? { code: area.code, name: area.name } : null,
    issuedAt: area?.issuedAt ?? null,
    stale: area?.stale ?? false,
  };
  if (!area || weatherClass === null) return { ...base, now: null, steps: [] };
  const along = riskAlong(area.periods, weatherClass, now);
  const step = (p: (typeof along.steps)[number]) => ({
    validFrom: p.validFrom,
    validTo: p.validTo,
    waveCategory: p.waveCategory,
    windMaxMs: p.windMaxMs,
    waveMaxM: p.waveMaxM,
    level: p.level,
    wind: p.wind,
    wave: p.wave,
  });
  return { ...base, now: along.now ? step(along.now) : null, steps: along.steps.map(step) };
}
