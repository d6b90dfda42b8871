import { encodeSentences, type AisMessage } from '@pantau/ais';

/**
 * NMEA lines of a class A ship for tests that feed a server over TCP: a position report
 * (type 1, under way, course 090) and a static and voyage report (type 5, cargo, bound for
 * JAKARTA), encoded by `@pantau/ais`.
 */
function encoded(m: AisMessage): string[] {
  const r = encodeSentences(m);
  if (!r.ok) throw new Error(r.error.detail);
  return r.value;
}

export function positionLines(mmsi: number, [lon, lat]: [number, number], speedKn: number) {
  return encoded({
    type: 1,
    repeat: 0,
    mmsi,
    status: 0,
    turn: 0,
    speed: Math.round(speedKn * 10),
    accuracy: true,
    lon: Math.round(lon * 600_000),
    lat: Math.round(lat * 600_000),
    course: 900,
    heading: 90,
    second: 10,
    maneuver: 0,
    raim: false,
    radio: 0,
  });
}

/** `imo` 0: the report carries no IMO number. */
export function staticLines(
  mmsi: number,
  name: string,
  callsign: string,
  imo: number,
  shipType = 70,
) {
  return encoded({
    type: 5,
    repeat: 0,
    mmsi,
    ais_version: 0,
    imo,
    callsign,
    shipname: name,
    shiptype: shipType,
    to_bow: 50,
    to_stern: 30,
    to_port: 8,
    to_starboard: 8,
    epfd: 1,
    month: 0,
    day: 0,
    hour: 24,
    minute: 60,
    draught: 50,
    destination: 'JAKARTA',
    dte: 0,
  });
}
