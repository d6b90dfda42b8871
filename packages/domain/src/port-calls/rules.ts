/**
 * The thresholds of the port-call rules, as data. The server may override any of them; each
 * default says where it comes from.
 */
export interface PortCallRules {
  /** The call area of a port without a polygon: SPEC §9 'boundary circle 30 NM', 55,560 m. */
  boundaryM: number;
  /**
   * The inner detection area: a stop inside it is berth time, outside it anchorage waiting.
   * SPEC §9 'port detection circle 10 km'.
   */
  detectionM: number;
  /**
   * Hysteresis: a vessel arrives when a report is on or inside the call area's edge, and
   * leaves only when a report is more than this far outside it. Our choice, after Global
   * Fishing Watch's port events (enter within 3 km of an anchorage, exit beyond 4 km: a
   * margin of a third of the radius); on a 30 NM circle a nautical mile keeps GPS jitter and
   * a vessel idling on the line inside the band.
   */
  exitMarginM: number;
  /**
   * Minimum dwell: an arrival stands only once the vessel's reports on or inside the call
   * area's edge span this long and number at least `minInsideReports`.
   * Our choice: a quarter of an hour, longer than the 3 minutes a class A at anchor reports
   * (ITU-R M.1371-5 Table 1), so a single stray report or a brush with the edge makes none.
   */
  minDwellMs: number;
  minInsideReports: number;
  /**
   * A stop begins when speed over ground is at most `stopSpeedKn` and ends when it rises
   * above `resumeSpeedKn`. Global Fishing Watch's port stop: begins under 0.2 kn, ends over
   * 0.5 kn (anchorages and port visits method, globalfishingwatch.org FAQ 'port visits').
   */
  stopSpeedKn: number;
  resumeSpeedKn: number;
  /**
   * A stop shorter than this is not counted (a pilot boarding, a slow turn). Our choice: half
   * an hour.
   */
  minStopMs: number;
  /**
   * A call whose vessel has not been heard for this long is closed at its last report, as a
   * departure not observed. Our choice: 12 hours (vessels at berth may switch AIS off; Global
   * Fishing Watch treats a gap in port as presence, not departure).
   */
  staleMs: number;
  /**
   * A report implying more than this speed from the vessel's last accepted report is an
   * outlier and dropped. SPEC §9 'Impossible speed 30 m/s'.
   */
  maxSpeedMs: number;
  /** After this many outliers in a row the vessel's newest report is trusted again. */
  outlierResetCount: number;
}

export const PORT_CALL_RULES: PortCallRules = {
  boundaryM: 30 * 1852,
  detectionM: 10_000,
  exitMarginM: 1852,
  minDwellMs: 15 * 60_000,
  minInsideReports: 2,
  stopSpeedKn: 0.2,
  resumeSpeedKn: 0.5,
  minStopMs: 30 * 60_000,
  staleMs: 12 * 3_600_000,
  maxSpeedMs: 30,
  outlierResetCount: 3,
};
