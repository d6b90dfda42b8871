import type { AidToNavigation } from '@pantau/contracts';
import { formatLatDms, formatLonDms } from '@pantau/geo';
import type { TFunction } from 'i18next';
import type { Row } from '../../ui/InfoRows.tsx';
import { MISSING, timeOrMissing } from '@pantau/domain';
import { formatAge, formatCoordinate } from '../../vessel/vessel-info.ts';

/**
 * What the SBNP card says of an aid to navigation, as it last reported itself over AIS: labels
 * and words in the language of `t`; the aid's name, type and source are data.
 */
export function aidRows(t: TFunction, aid: AidToNavigation, now: number): Row[] {
  const yesNo = (v: boolean | null) => (v === null ? MISSING : t(v ? 'common.yes' : 'common.no'));
  return [
    [t('aids.info.name'), aid.name ?? MISSING],
    [t('aids.info.mmsi'), String(aid.mmsi)],
    [t('aids.info.type'), aid.aidTypeName],
    [t('aids.info.virtual'), yesNo(aid.virtual)],
    [t('aids.info.offPosition'), yesNo(aid.offPosition)],
    [t('aids.info.latitude'), formatCoordinate(aid.lat, formatLatDms)],
    [t('aids.info.longitude'), formatCoordinate(aid.lon, formatLonDms)],
    [t('aids.info.source'), aid.source],
    [t('aids.info.timestamp'), timeOrMissing(aid.lastSeen)],
    [t('aids.info.age'), formatAge(t, aid.lastSeen, now)],
  ];
}
