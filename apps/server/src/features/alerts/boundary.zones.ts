import { boundaryCategoryOf } from '@pantau/contracts';
import type { ZoneDef, ZoneProvider } from '../geofences/geofences.ts';
import type { PortRegistry } from '../ports/ports.feature.ts';
import type { BoundaryPoi } from './engine.ts';

/**
 * The Boundary alert's zones (SPEC §3 'Settings': Radius Boundary per POI category, SPEC §9:
 * 30 NM by default): a circle around every registry entry of a POI category, as wide as the
 * widest radius any user gave its category (each user is then told only within their own,
 * `@pantau/domain` notify.ts). Keys are `port:<registry id>`.
 */
export class BoundaryZones {
  readonly #registry: PortRegistry;
  readonly #radii: () => Promise<Readonly<Record<string, number>>>;
  #pois = new Map<string, BoundaryPoi>();
  #names = new Map<string, string>();
  #portNames = new Map<string, string>();
  #ports: (readonly [number, number])[] = [];

  constructor(registry: PortRegistry, radii: () => Promise<Readonly<Record<string, number>>>) {
    this.#registry = registry;
    this.#radii = radii;
  }

  readonly provider: ZoneProvider = {
    name: 'port',
    load: async () => {
      const [assets, radii] = await Promise.all([this.#registry.list(), this.#radii()]);
      const zones: ZoneDef[] = [];
      const pois = new Map<string, BoundaryPoi>();
      const names = new Map<string, string>();
      const portNames = new Map<string, string>();
      const ports: (readonly [number, number])[] = [];
      for (const a of assets) {
        if (a.category === 'ports' && a.code !== null && !portNames.has(a.code)) {
          portNames.set(a.code, a.name);
        }
        const category = boundaryCategoryOf(a.category);
        const radiusM = category && radii[category];
        if (!category || !radiusM) continue;
        pois.set(a.id, { lon: a.lon, lat: a.lat, category, code: a.code });
        names.set(a.id, a.name);
        if (category === 'port') ports.push([a.lon, a.lat]);
        zones.push({
          id: a.id,
          name: a.name,
          shape: { type: 'Circle', center: [a.lon, a.lat], radiusM },
        });
      }
      this.#pois = pois;
      this.#names = names;
      this.#portNames = portNames;
      this.#ports = ports;
      return zones;
    },
  };

  /** The POI of a Boundary zone. */
  poi(zoneId: string | number): BoundaryPoi | undefined {
    return this.#pois.get(String(zoneId));
  }

  /** The name of a registry entry with a boundary (null when it has none). */
  name(id: string | number): string | null {
    return this.#names.get(String(id)) ?? null;
  }

  /** The name of the registry's port of a UN/LOCODE, boundary or not (undefined when none). */
  portName(code: string): string | undefined {
    return this.#portNames.get(code);
  }

  /** Every port's position (where CPA/TCPA and Idle stay quiet). */
  ports(): readonly (readonly [number, number])[] {
    return this.#ports;
  }
}
