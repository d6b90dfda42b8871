import type { AidToNavigation } from '@pantau/contracts';
import { formatLatDms, formatLonDms } from '@pantau/geo';
import type { Row } from '../../ui/InfoRows.tsx';
import { MISSING, timeOrMissing } from '@pantau/domain';
import { formatAge, formatCoordinate } from '../../vessel/vessel-info.ts';

const yesNo = (v: boolean | null) => (v === null ? MISSING : v ? 'Yes' : 'No');

/** What the SBNP card says of an aid to navigation, as it last reported itself over AIS. */
export function aidRows(aid: AidToNavigation, now: number): Row[] {
  return [
    ['Name', aid.name ?? MISSING],
    ['MMSI', String(aid.mmsi)],
    ['Type', aid.aidTypeName],
    ['Virtual', yesNo(aid.virtual)],
    ['Off position', yesNo(aid.offPosition)],
    ['Latitude', formatCoordinate(aid.lat, formatLatDms)],
    ['Longitude', formatCoordinate(aid.lon, formatLonDms)],
    ['Source', aid.source],
    ['Timestamp', timeOrMissing(aid.lastSeen)],
    ['Age', formatAge(aid.lastSeen, now)],
  ];
}
