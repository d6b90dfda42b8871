import type { RegistryAsset } from '@pantau/contracts';
import { MISSING, isSpecialArea, orMissing, poiGroupOf, poiIdentifierLabel } from '@pantau/domain';
import type { TFunction } from 'i18next';
import type { Row } from '../../ui/InfoRows.tsx';

/**
 * What the POI info card says (SPEC §2.24): the identifier row labelled CallSign (an SROP
 * name), MMSI (a VTS) or DSI, longitude and latitude to 5 decimals, the address of a VTS;
 * TUKS and TERSUS show SK, Bidang Usaha, Kategori, Tipe, Alamat, NPWP and Status. The
 * spec's labels are kept as written; the category and code say what the entry is.
 */
export function poiRows(t: TFunction, a: RegistryAsset): Row[] {
  const rows: Row[] = [[t('ports.card.category'), poiGroupOf(a.category).label]];
  if (isSpecialArea(a.category)) {
    rows.push(
      ['SK', orMissing(a.sk)],
      ['Bidang Usaha', orMissing(a.bidangUsaha)],
      ['Kategori', orMissing(a.kategori)],
      ['Tipe', orMissing(a.tipe)],
      ['Alamat', orMissing(a.alamat ?? a.address)],
      ['NPWP', orMissing(a.npwp)],
      ['Status', orMissing(a.status)],
    );
  } else {
    const identifier = a.identifier ?? (a.category === 'ports' ? a.code : null);
    rows.push([poiIdentifierLabel(a.name, a.category), orMissing(identifier)]);
  }
  rows.push(
    [t('ports.card.longitude'), a.lon.toFixed(5)],
    [t('ports.card.latitude'), a.lat.toFixed(5)],
  );
  if (a.category === 'vts') rows.push([t('ports.card.address'), orMissing(a.address)]);
  if (a.code !== null && a.category !== 'ports') rows.push(['UN/LOCODE', a.code]);
  if (a.district !== null) rows.push([t('ports.card.district'), a.district]);
  return rows.map(([label, value]) => [label, value === '' ? MISSING : value]);
}
