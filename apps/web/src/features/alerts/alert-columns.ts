import type { AlertType, AlertView } from '@pantau/contracts';
import { MISSING, orMissing, shipTypeText, wibDateTime } from '@pantau/domain';
import type { TFunction } from 'i18next';
import type { MessageKey } from '../../i18n/i18n.ts';

/**
 * The Alert dialog's table columns per type (SPEC §3 'Alert types' report columns), as data:
 * a label key and how a row's cell reads. The vessel's own fields come from the alert, the
 * type's other columns from its `details` (named in the contracts' `AlertView`). The same
 * columns are what the server's xlsx and PDF exports hold.
 */
export interface AlertColumn {
  id: string;
  label: MessageKey;
  value: (alert: AlertView, t: TFunction) => string;
}

const fixed5 = (v: number | null) => (v === null ? MISSING : v.toFixed(5));

/** A detail as text: numbers as they are, times (keys ending 'At' or 'Time', 'timeBefore') in WIB. */
export function detailText(key: string, v: AlertView['details'][string] | undefined, t: TFunction) {
  if (v === undefined || v === null || v === '') return MISSING;
  if (typeof v === 'boolean') return v ? t('common.yes') : t('common.no');
  if (typeof v === 'number' && isTimeKey(key)) return wibDateTime(v);
  return String(v);
}

const isTimeKey = (key: string) => /At$|Time$|^timeBefore$/.test(key);

const col = (id: string, value: AlertColumn['value']): AlertColumn => ({
  id,
  label: `alerts.columns.${id}` as MessageKey,
  value,
});
const detail = (id: string, key = id) => col(id, (a, t) => detailText(key, a.details[key], t));

const timestamp = col('timestamp', (a) => wibDateTime(a.updatedAt));
const mmsi = col('mmsi', (a) => String(a.mmsi));
const callSign = col('callSign', (a) => orMissing(a.callSign));
const ship = col('ship', (a) => orMissing(a.name));
const shipType = col('shipType', (a) => shipTypeText(a.shipType));
const longitude = col('longitude', (a) => fixed5(a.lon));
const latitude = col('latitude', (a) => fixed5(a.lat));
const position = col('position', (a) =>
  a.lat === null || a.lon === null ? MISSING : `${a.lat.toFixed(5)}, ${a.lon.toFixed(5)}`,
);
const status = detail('status');

/**
 * Why a Close Distance row fired, in the user's words: the distance now against the limit,
 * or the predicted CPA and the minutes to it while the two are still closing.
 */
export function closeReason(a: AlertView, t: TFunction): string {
  const n = (key: string) => {
    const v = a.details[key];
    return typeof v === 'number' ? v : null;
  };
  const distance = n('distance');
  if (distance === null) return MISSING;
  const minutes = n('tcpaMin');
  const cpa = n('cpa');
  const limit = n('limit');
  if (a.details['risk'] === 'cpa' && cpa !== null && minutes !== null && minutes > 0) {
    return t('alerts.reasons.cpa', { cpa, minutes, distance });
  }
  if (a.details['risk'] === 'close' && limit !== null) {
    return t('alerts.reasons.close', { distance, limit });
  }
  return t('alerts.reasons.passed', { distance });
}

export const ALERT_COLUMNS: Readonly<Record<AlertType, readonly AlertColumn[]>> = {
  boundary: [
    timestamp,
    detail('port'),
    detail('ports'),
    mmsi,
    callSign,
    ship,
    shipType,
    status,
    detail('portId'),
    longitude,
    latitude,
  ],
  aoi: [timestamp, detail('aoi'), detail('portName'), mmsi, callSign, ship, shipType, status],
  alur: [timestamp, detail('aoi'), detail('portName'), mmsi, callSign, ship, shipType, status],
  doubleMmsi: [
    timestamp,
    mmsi,
    detail('src'),
    callSign,
    ship,
    shipType,
    longitude,
    latitude,
    detail('distance'),
  ],
  closeDistance: [
    timestamp,
    col('mmsi1', (a) => String(a.mmsi)),
    col('callSign1', (a) => orMissing(a.callSign)),
    col('shipType1', (a) => shipTypeText(a.shipType)),
    detail('mmsi2'),
    detail('callSign2'),
    col('shipType2', (a, t) => {
      const code = a.details['shipType2'];
      return typeof code === 'number' ? shipTypeText(code) : detailText('shipType2', code, t);
    }),
    detail('distance'),
    col('reason', closeReason),
    col('position1', position.value),
  ],
  idle: [
    timestamp,
    mmsi,
    detail('timeIdle'),
    detail('timeBefore'),
    callSign,
    ship,
    shipType,
    detail('source'),
    position,
  ],
  doubleCallSign: [timestamp, callSign, ship, shipType, mmsi, detail('count'), detail('mmsi2')],
  aisOff: [
    mmsi,
    ship,
    col('firstData', (a) => wibDateTime(a.openedAt)),
    detail('lastData', 'lastDataTime'),
    detail('gapMin'),
    detail('detectedAtTime'),
    position,
  ],
  noImo: [timestamp, mmsi, callSign, ship, shipType, position, detail('aisClass')],
  zee: [
    detail('blacklistStatus'),
    timestamp,
    mmsi,
    ship,
    detail('flag'),
    status,
    detail('course'),
    detail('heading'),
  ],
  darkTarget: [
    timestamp,
    detail('port'),
    detail('source'),
    detail('track'),
    detail('speed'),
    detail('course'),
    detail('firstUnmatchedAt'),
    position,
  ],
  clearance: [
    timestamp,
    col('finding', (a, t) => {
      const kind = a.details['kind'];
      return kind === 'noSpb' || kind === 'pkkNoArrival'
        ? t(`alerts.clearanceKinds.${kind}`)
        : detailText('kind', kind, t);
    }),
    mmsi,
    callSign,
    ship,
    shipType,
    detail('port'),
    detail('day'),
    position,
  ],
};

/**
 * The detail table of a row (the mini map's side): the alert's own fields, then every detail
 * it carries (a detail without a label key keeps its name: it is data).
 */
export function detailRows(alert: AlertView, t: TFunction): { label: string; value: string }[] {
  const own: { label: string; value: string }[] = [
    { label: t('alerts.columns.mmsi'), value: String(alert.mmsi) },
    { label: t('alerts.columns.ship'), value: orMissing(alert.name) },
    { label: t('alerts.columns.callSign'), value: orMissing(alert.callSign) },
    { label: t('alerts.columns.shipType'), value: shipTypeText(alert.shipType) },
    { label: t('alerts.columns.position'), value: position.value(alert, t) },
    { label: t('alerts.detail.priority'), value: t(`alerts.priority.${alert.priority}`) },
    { label: t('alerts.detail.status'), value: t(`alerts.state.${alert.status}`) },
    { label: t('alerts.detail.openedAt'), value: wibDateTime(alert.openedAt) },
    { label: t('alerts.detail.updatedAt'), value: wibDateTime(alert.updatedAt) },
    {
      label: t('alerts.detail.closedAt'),
      value: alert.closedAt === null ? MISSING : wibDateTime(alert.closedAt),
    },
    {
      label: t('alerts.detail.ack'),
      value:
        alert.ackAt === null ? MISSING : `${alert.ackBy ?? MISSING} · ${wibDateTime(alert.ackAt)}`,
    },
  ];
  const details = Object.entries(alert.details).map(([key, v]) => ({
    label: t(`alerts.columns.${key}`, { defaultValue: key }),
    value: detailText(key, v, t),
  }));
  return [...own, ...details];
}
