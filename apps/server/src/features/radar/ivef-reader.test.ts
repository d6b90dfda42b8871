import type { IvefVesselAttributes } from '@pantau/domain';
import { describe, expect, it } from 'vitest';
import { IVEF_MAX_MESSAGE, IvefReader } from './ivef-reader.ts';

const vesselData = (id: number, lat = -6.05, lon = 106.9) =>
  `<?xml version="1.0" encoding="UTF-8"?>
<MSG_VesselData><Header Version="1.0" MsgRefId="m${id}"/><Body><VesselData>
<PosReport Id="${id}" SourceId="1" UpdateTime="2026-11-24T09:00:00.000" SOG="10" COG="45" Lost="no"><Pos Lat="${lat}" Long="${lon}"/></PosReport>
<StaticData Id="s${id}" SourceName="VTS" Source="1" ShipName="KM &amp; SINAR" MMSI="525000${id}"/>
<Voyage Id="v${id}" SourceName="VTS" Source="1" Destination="PRIOK" Draught="5.5"/>
</VesselData></Body></MSG_VesselData>\n`;

function reader() {
  const vessels: IvefVesselAttributes[] = [];
  const malformed: string[] = [];
  const r = new IvefReader({ vessel: (v) => vessels.push(v), malformed: (m) => malformed.push(m) });
  return { r, vessels, malformed };
}

describe('IVEF reader', () => {
  it('reads messages one after another, split anywhere, with declarations and NULs', () => {
    const { r, vessels, malformed } = reader();
    const text = `${vesselData(1)}\0<MSG_Ping><Header Version="1.0" MsgRefId="p"/><Body><Ping TimeStamp="2026-11-24T09:00:00"/></Body></MSG_Ping>\0${vesselData(2)}`;
    const bytes = Buffer.from(text);
    for (let i = 0; i < bytes.length; i += 7) r.write(bytes.subarray(i, i + 7));
    expect(malformed).toEqual([]);
    expect(vessels.map((v) => v.posReport?.['Id'])).toEqual(['1', '2']);
    expect(vessels[0]?.pos).toEqual({ Lat: '-6.05', Long: '106.9' });
    expect(vessels[0]?.staticData?.['ShipName']).toBe('KM & SINAR');
    expect(vessels[0]?.voyage?.['Destination']).toBe('PRIOK');
  });

  it('counts a malformed message, drops it, and reads the next', () => {
    const { r, vessels, malformed } = reader();
    r.write(vesselData(1));
    r.write(
      '<MSG_VesselData><Body><VesselData><PosReport Id="9"><Pos Lat="1" Long="2"></PosReport></VesselData></Body></MSG_VesselData>',
    );
    r.write(
      '<MSG_VesselData><Body><VesselData><PosReport Id="8" Lat=1></VesselData></Body></MSG_VesselData>',
    );
    r.write(vesselData(2));
    r.write('just some garbage < & > here\n');
    r.write(vesselData(3));
    expect(vessels.map((v) => v.posReport?.['Id'])).toEqual(['1', '2', '3']);
    expect(malformed).toHaveLength(3);
  });

  it('drops a message beyond the size bound and goes on', () => {
    const { r, vessels, malformed } = reader();
    const huge = `<MSG_VesselData><Body><VesselData><PosReport Id="5" Note="${'x'.repeat(IVEF_MAX_MESSAGE + 10)}"><Pos Lat="1" Long="2"/></PosReport></VesselData></Body></MSG_VesselData>`;
    r.write(huge);
    r.write(vesselData(4));
    expect(malformed).toEqual(['message too large']);
    expect(vessels.map((v) => v.posReport?.['Id'])).toEqual(['4']);
  });

  it('counts a message the stream cut off', () => {
    const { r, vessels, malformed } = reader();
    r.write(vesselData(1).slice(0, 200));
    r.end();
    expect(vessels).toEqual([]);
    expect(malformed).toEqual(['stream ended inside a message']);
  });
});
