/**
 * Every alert rule's thresholds as data: the server reads them from configuration over
 * these defaults. Each default names where it comes from.
 */
export interface AlertThresholds {
  /** Boundary circle of a port. SPEC §9: 'boundary circle 30 NM', 55,560 m. */
  boundaryM: number;
  /** Close Distance: two vessels nearer than this, metres (SPEC §3 column 'distance in meters'). */
  closeDistanceM: number;
  /**
   * CPA/TCPA: a predicted approach nearer than `cpaM` within `tcpaMs`. IMO MSC.192(79)
   * leaves the guard to the operator; 2 NM / 30 min is the open-sea setting, 1 NM / 12 min
   * a coastal one. Indonesia's traffic is coastal and archipelagic: on the simulator's
   * national picture (2,000 vessels, steady hour) 2 NM / 30 min gave 1,574 predictions an
   * hour, most of them ferries and lane traffic overtaking at under a knot with a TCPA near
   * half an hour; 1 NM / 12 min gives about half as many (issue #29).
   */
  cpaM: number;
  tcpaMs: number;
  /**
   * Pair rules look only at vessels making way: at least this speed, knots. Below it a
   * vessel is drifting or at rest (ITU-R M.1371 Table 1 draws the same line at 3 kn for
   * the reporting interval of a class A at anchor).
   */
  underwayKn: number;
  /** Port detection circle: CPA, Close Distance and Idle are quiet inside it. SPEC §9 '10 km'. */
  portM: number;
  /** Idle: a vessel staying inside this circle (SPEC §9 'idle circle 1 km') … */
  idleRadiusM: number;
  /** … for at least this long. SPEC gives minutes (hours over 60) but no default: 60 min. */
  idleMs: number;
  /** Double MMSI: two tracks of one MMSI both reported within this window. SPEC §9 hold 10 min. */
  doubleMmsiWindowMs: number;
  /**
   * Ais Off: a gap counts when it is longer than `aisOffMissed` expected reports (ITU-R
   * M.1371-5 Table 1 intervals by class and speed), and never shorter than `aisOffMinGapMs`
   * (SPEC §10: a track is drawn dashed at a gap of 15 minutes or more).
   */
  aisOffMissed: number;
  aisOffMinGapMs: number;
  /**
   * Ais Off coverage: the vessel's last report was from a terrestrial source, and other
   * vessels are still heard by terrestrial sources within `coverageM` of its last position in
   * the last `coverageFreshMs` (a receiver outage silences everyone: then nobody is alerted).
   */
  coverageM: number;
  coverageFreshMs: number;
}

const NM = 1852;
const MIN = 60_000;

export const DEFAULT_ALERT_THRESHOLDS: AlertThresholds = {
  boundaryM: 30 * NM,
  closeDistanceM: 500,
  cpaM: 1 * NM,
  tcpaMs: 12 * MIN,
  underwayKn: 3,
  portM: 10_000,
  idleRadiusM: 1_000,
  idleMs: 60 * MIN,
  doubleMmsiWindowMs: 10 * MIN,
  aisOffMissed: 10,
  aisOffMinGapMs: 15 * MIN,
  coverageM: 20 * NM,
  coverageFreshMs: 10 * MIN,
};
