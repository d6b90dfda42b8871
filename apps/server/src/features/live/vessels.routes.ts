import { vesselEndpoints, type VesselSearchResponse, type VesselView } from '@pantau/contracts';
import { flagOfMmsi, shipTypeGroup } from '@pantau/domain';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../errors.ts';
import { route } from '../../http/route.ts';
import { READ_API } from '../../plugins/access.ts';
import type { LivePicture, VesselState } from './live-picture.ts';

const SEARCH_LIMIT = 20;

export function toVesselView(v: VesselState, picture: LivePicture, now: number): VesselView {
  const placed = !Number.isNaN(v.lat);
  const flag = flagOfMmsi(v.mmsi);
  return {
    mmsi: v.mmsi,
    name: v.name,
    callSign: v.callSign,
    imo: v.imo,
    shipType: v.shipType,
    shipTypeGroup: shipTypeGroup(v.shipType),
    aisClass: v.aisClass,
    lat: placed ? v.lat : null,
    lon: placed ? v.lon : null,
    sog: v.sog,
    cog: v.cog,
    heading: v.heading,
    navStatus: v.navStatus,
    rot: v.rot,
    positionT: placed ? v.positionT : null,
    positionSource: placed ? v.positionSource : null,
    freshness: picture.freshness(v, now),
    toBow: v.toBow,
    toStern: v.toStern,
    toPort: v.toPort,
    toStarboard: v.toStarboard,
    destination: v.destination,
    draught: v.draught,
    eta: v.eta,
    flag: flag ? { iso: flag.iso, country: flag.country } : null,
    sources: v.sources,
  };
}

/** Vessel reads (the read API): API users may call them with their token. */
export function vesselsRoutes(
  app: FastifyInstance,
  opts: { picture: LivePicture; now: () => number },
): void {
  const { picture } = opts;
  const e = vesselEndpoints;

  route(app, e.list, { config: READ_API }, (req) => {
    const now = opts.now();
    const box = req.query.bbox;
    const all = box
      ? [...picture.inView(box)]
      : [...picture.values()].filter((v) => !Number.isNaN(v.lat));
    return {
      total: all.length,
      vessels: all.slice(0, req.query.limit).map((v) => toVesselView(v, picture, now)),
    };
  });

  route(app, e.search, { config: READ_API }, (req) => {
    const q = req.query.q.toUpperCase();
    const digits = /^\d+$/.test(q);
    const results: VesselSearchResponse['results'] = [];
    for (const v of picture.values()) {
      const hit = digits
        ? String(v.mmsi).startsWith(q) || (v.imo !== null && String(v.imo).startsWith(q))
        : (v.name?.includes(q) ?? false) || (v.callSign?.startsWith(q) ?? false);
      if (!hit) continue;
      const placed = !Number.isNaN(v.lat);
      results.push({
        mmsi: v.mmsi,
        name: v.name,
        callSign: v.callSign,
        imo: v.imo,
        lat: placed ? v.lat : null,
        lon: placed ? v.lon : null,
      });
      if (results.length >= SEARCH_LIMIT) break;
    }
    return { results };
  });

  route(app, e.get, { config: READ_API }, (req) => {
    const v = picture.get(req.params.mmsi);
    if (!v) {
      throw new ApiError('NOT_FOUND', { message: `${req.params.mmsi} is not yet rendered` });
    }
    return toVesselView(v, picture, opts.now());
  });
}
