/**
 * How old a vessel's picture is (issue "Ingest": fresh; stale after 6 min without a report;
 * lost after 10; removed after a configurable time; longer for class B and satellite).
 */
export type Freshness = 'fresh' | 'stale' | 'lost' | 'expired';

export interface AgePolicy {
  staleMs: number;
  lostMs: number;
  removeMs: number;
  /** Class B and satellite-only vessels report less often: their times are multiplied. */
  slowFactor: number;
}

export const DEFAULT_AGE_POLICY: AgePolicy = {
  staleMs: 6 * 60_000,
  lostMs: 10 * 60_000,
  removeMs: 6 * 3_600_000,
  slowFactor: 3,
};

export function freshness(
  lastReportMs: number,
  nowMs: number,
  slow: boolean,
  policy: AgePolicy = DEFAULT_AGE_POLICY,
): Freshness {
  const age = nowMs - lastReportMs;
  const f = slow ? policy.slowFactor : 1;
  if (age >= policy.removeMs * f) return 'expired';
  if (age >= policy.lostMs * f) return 'lost';
  if (age >= policy.staleMs * f) return 'stale';
  return 'fresh';
}
