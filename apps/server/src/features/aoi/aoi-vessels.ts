import type { AoiVessel } from '@pantau/contracts';
import { NAV_STATUS, shipTypeText } from '@pantau/domain';
import type { LivePicture } from '../live/live-picture.ts';

/**
 * The members of a zone as LIST ZONA AOI rows, from the live picture's newest state of each;
 * newest entry first. A member the live picture has forgotten is left out.
 */
export function aoiVesselRows(
  members: ReadonlyMap<number, number>,
  picture: LivePicture,
): AoiVessel[] {
  const rows: AoiVessel[] = [];
  for (const [mmsi, enteredAt] of members) {
    const v = picture.get(mmsi);
    if (!v) continue;
    rows.push({
      mmsi,
      name: v.name,
      callSign: v.callSign,
      imo: v.imo,
      shipType: v.shipType,
      shipTypeStr: v.shipType === null ? null : shipTypeText(v.shipType),
      navStatus: v.navStatus,
      navStatusStr: v.navStatus === null ? null : (NAV_STATUS[v.navStatus] ?? null),
      heading: v.heading,
      longitude: v.lon,
      latitude: v.lat,
      timestamp: v.positionT,
      source: v.positionSource,
      class: v.aisClass,
      enteredAt,
    });
  }
  return rows.sort((a, b) => b.enteredAt - a.enteredAt || a.mmsi - b.mmsi);
}
