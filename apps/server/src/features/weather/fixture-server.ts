import { startJsonFixture, type JsonFixture } from '../../testing/json-fixture.ts';
import { demoAreaName, demoForecast, demoShapes } from './weather.demo.ts';

/**
 * A stand-in for BMKG's public maritime service that speaks its shapes: `GET
 * /geojson-update/{group}.json` → a GeoJSON FeatureCollection of sea areas (properties WP_1,
 * WP_IMM), `GET /public_api/perairan/{WP_1}_{WP_IMM}.json` → `{ code, name, issued, data: [ {
 * time_desc, valid_from, valid_to, weather, weather_desc, warning_desc, wave_cat, wave_desc,
 * wind_from, wind_to, wind_speed_min, wind_speed_max } ] }`, `GET
 * /public_api/pelabuhan/{slug}.json` → `{ data: [ { issued, weather, …, high_tide_time } ] }`
 * for the ports a test set (404, BMKG's 'no such port', for the others). By default it answers
 * the demo's areas and forecasts; a test replaces an answer, makes every call fail, or late.
 */
export interface BmkgFixtureOptions {
  port?: number;
  host?: string;
  now?: () => number;
}

export interface RunningBmkgFixture extends JsonFixture {
  /** Answer an area's forecast with this body (a JSON value, or raw text) instead of the demo's. */
  forecasts: Map<string, unknown>;
  /** Ports' forecasts by BMKG's slug (`public_api/pelabuhan/{slug}.json`); any other: 404. */
  ports: Map<string, unknown>;
}

export function startBmkgFixture(opts: BmkgFixtureOptions = {}): Promise<RunningBmkgFixture> {
  const now = opts.now ?? Date.now;
  return startJsonFixture(
    { forecasts: new Map<string, unknown>(), ports: new Map<string, unknown>() },
    (fixture, req, path) => {
      if (req.method !== 'GET') return [405, '{"message":"method not allowed"}'];
      const port = /^\/public_api\/pelabuhan\/([a-z0-9-]+)\.json$/.exec(path);
      if (port) {
        const body = fixture.ports.get(port[1] ?? '');
        if (body === undefined) return [404, '{"message":"not found"}'];
        return [200, typeof body === 'string' ? body : JSON.stringify(body)];
      }
      const shapes = /^\/geojson-update\/([A-Za-z]+)\.json$/.exec(path);
      if (shapes) return [200, JSON.stringify(demoShapes(shapes[1] ?? ''))];
      const area = /^\/public_api\/perairan\/([A-Z][A-Z0-9.]*)_(.+)\.json$/.exec(path);
      const code = area?.[1] ?? '';
      if (!area || demoAreaName(code) !== area[2]) return [404, '{"message":"not found"}'];
      const override = fixture.forecasts.get(code);
      if (typeof override === 'string') return [200, override];
      return [200, JSON.stringify(override ?? demoForecast(code, now()))];
    },
    opts,
  );
}
