/**
 * BMKG's forecast for a port as its public API sends one (SPEC §3 'BMKG per port'), for the
 * tests of BMKG per port on both sides (the server's and the browser's, through
 * `@pantau/server/testing/bmkg-ports.ts`).
 */

/** One issue for Tanjung Priok, every SPEC §3 field. */
export const PRIOK_ISSUE = {
  issued: '2026-12-02 00:00 UTC',
  weather: 'Berawan',
  wind_speed_min: 5,
  wind_speed_max: 15,
  wind_from: 'Barat Laut',
  wind_to: 'Tenggara',
  wave_cat: 'Rendah',
  wave_desc: '0.5 - 1.25 m',
  visibility: 8000,
  temp_min: 25,
  temp_max: 32,
  rh_min: 65,
  rh_max: 90,
  current_speed_min: 10,
  current_speed_max: 35,
  current_from: 'Timur',
  current_to: 'Barat',
  low_tide: 0.2,
  low_tide_time: '03:00 WIB',
  high_tide: 1.1,
  high_tide_time: '09:00 WIB',
  warning_desc: 'NIL',
  weather_desc: 'Berawan, angin Barat Laut 5 - 15 knot',
};

/** Tanjung Priok's answer: that issue and the one before it (rain then). */
export const PRIOK_FORECAST = {
  data: [{ ...PRIOK_ISSUE, issued: '2026-12-01 12:00 UTC', weather: 'Hujan Ringan' }, PRIOK_ISSUE],
};
