import type { PuskodalRow, PuskodalTypeName } from '@pantau/contracts';
import { orMissing, wibDateTime } from '@pantau/domain';
import type { MessageKey } from '../../i18n/i18n.ts';

export interface PuskodalColumn {
  key: string;
  label: MessageKey;
  value: (r: PuskodalRow) => string;
}

const col = (key: string, value: (r: PuskodalRow) => string): PuskodalColumn => ({
  key,
  label: `puskodal.columns.${key}` as MessageKey,
  value,
});

const hours = (n: number | undefined) => (n === undefined ? orMissing(null) : n.toFixed(1));

const shipname = col('shipname', (r) => orMissing(r.shipname));
const shipId = col('ship_id', (r) => String(r.ship_id));
const mmsi = col('mmsi', (r) => String(r.mmsi));
const timestamp = col('timestamp', (r) => wibDateTime(r.timestamp));
const ports = col('ports', (r) => orMissing(r.ports ?? null));

/** The columns of SPEC §3 'Puskodal rows' for each tab. */
export const PUSKODAL_COLUMNS: Record<PuskodalTypeName, PuskodalColumn[]> = {
  slow: [shipId, shipname, col('ship_date', (r) => wibDateTime(r.ship_date ?? r.timestamp))],
  nowhere: [
    shipname,
    mmsi,
    timestamp,
    col('last_port', (r) => orMissing(r.last_port ?? null)),
    col('next_port_name', (r) => orMissing(r.next_port_name ?? null)),
    col('last_port_country', (r) => orMissing(r.last_port_country ?? null)),
    col('next_port_country', (r) => orMissing(r.next_port_country ?? null)),
  ],
  circling: [
    shipId,
    shipname,
    mmsi,
    timestamp,
    col('total_jam_muter', (r) => hours(r.total_jam_muter)),
  ],
  circlingAlki: [
    shipId,
    shipname,
    mmsi,
    timestamp,
    col('total_jam_muter', (r) => hours(r.total_jam_muter)),
    ports,
  ],
  signalOff: [
    shipId,
    shipname,
    mmsi,
    timestamp,
    col('total_jam_mati', (r) => hours(r.total_jam_mati)),
  ],
  conservation: [shipname, shipId, timestamp, ports],
  blacklist: [shipname, shipId, timestamp, ports],
};
