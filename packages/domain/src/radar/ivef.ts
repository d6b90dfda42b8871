/**
 * IVEF (IALA V-145, schema 0.1.5) vessel data as read from `MSG_VesselData/Body/VesselData`:
 * the attributes of its PosReport (with Pos), StaticData and Voyage, turned into a radar
 * track. The XML itself is read by a streaming parser on the server; this is the meaning.
 */
export interface IvefVesselAttributes {
  posReport: Readonly<Record<string, string>> | null;
  pos: Readonly<Record<string, string>> | null;
  staticData: Readonly<Record<string, string>> | null;
  voyage: Readonly<Record<string, string>> | null;
}

export interface IvefTrack {
  /** PosReport Id: the track's id at the IVEF server. */
  id: string;
  lon: number;
  lat: number;
  /** Update time (ms), when the report carries a valid one. */
  time: number | null;
  lost: boolean;
  sog: number | null;
  cog: number | null;
  rot: number | null;
  heading: number | null;
  mmsi: number | null;
  imo: number | null;
  name: string | null;
  callSign: string | null;
  shipType: number | null;
  length: number | null;
  width: number | null;
  destination: string | null;
  eta: string | null;
  draught: number | null;
}

const text = (v: string | undefined): string | null => {
  const t = v?.trim();
  return t ? t : null;
};

/** A number attribute: null when absent; undefined when present and not a number. */
const number = (v: string | undefined): number | null | undefined => {
  const t = v?.trim();
  if (!t) return null;
  const n = Number(t);
  return Number.isFinite(n) ? n : undefined;
};

const integer = (v: string | undefined, min: number, max: number): number | null => {
  const n = number(v);
  return n !== null && n !== undefined && Number.isInteger(n) && n >= min && n <= max ? n : null;
};

/**
 * The track one VesselData describes, or why it cannot be taken: a PosReport with an Id and a
 * Pos inside the world is required; other fields are kept when they are well formed.
 */
export function ivefTrack(
  a: IvefVesselAttributes,
): { ok: true; track: IvefTrack } | { ok: false; reason: string } {
  const id = text(a.posReport?.['Id']);
  if (!a.posReport || id === null) return { ok: false, reason: 'PosReport without Id' };
  const lat = number(a.pos?.['Lat']);
  const lon = number(a.pos?.['Long']);
  if (lat == null || lon == null || Math.abs(lat) > 90 || Math.abs(lon) > 180) {
    return { ok: false, reason: 'PosReport without a valid Pos' };
  }
  const p = a.posReport;
  const s = a.staticData ?? {};
  const v = a.voyage ?? {};
  const updated = text(p['UpdateTime']);
  const time =
    updated === null
      ? NaN
      : Date.parse(/[zZ]|[+-]\d\d:?\d\d$/.test(updated) ? updated : `${updated}Z`);
  const keep = (n: number | null | undefined, min: number, max: number): number | null =>
    n !== null && n !== undefined && n >= min && n <= max ? n : null;
  return {
    ok: true,
    track: {
      id,
      lon,
      lat,
      time: Number.isFinite(time) ? time : null,
      lost: text(p['Lost'])?.toLowerCase() === 'yes',
      sog: keep(number(p['SOG']), 0, 102.2),
      cog: keep(number(p['COG']), 0, 360),
      rot: keep(number(p['RateOfTurn']), -720, 720),
      heading: keep(number(p['Orientation']), 0, 360),
      mmsi: integer(s['MMSI'], 1, 999_999_999),
      imo: integer(s['IMO'], 1, 9_999_999),
      name: text(s['ShipName']),
      callSign: text(s['Callsign']),
      shipType: integer(s['ShipType'], 0, 255),
      length: keep(number(s['Length'] ?? p['Length']), 0, 1000),
      width: keep(number(s['Breadth'] ?? s['Width'] ?? p['Breadth']), 0, 200),
      destination: text(v['Destination']),
      eta: text(v['ETA']),
      draught: keep(number(v['Draught']), 0, 100),
    },
  };
}
