import type { RadarTarget } from '@pantau/contracts';
import type { AlertEngine } from './engine.ts';

/** What the alerts read of a dark target event (the radar feature's `DarkTargetEvent`). */
export interface DarkTargetNews {
  target: RadarTarget;
  port: { id: string; name: string };
  since: number;
  at: number;
}

/** A track's situation: its id in the radar picture (source and track, unique). */
const behaviourOf = (t: Pick<RadarTarget, 'id'>) => `radar:${t.id}`;

/**
 * The dark target as an alert (issue #17 item 1, issue #15 item 5): a radar track unmatched
 * by any AIS vessel for 3 minutes inside a port's radius is one record, at the track's
 * position (it has no MMSI: the record's is 0). It closes when the track is fused to an AIS
 * vessel or is gone from the radar picture (`sweep`).
 */
export class DarkTargets {
  readonly #engine: AlertEngine;

  constructor(engine: AlertEngine) {
    this.#engine = engine;
  }

  raised(e: DarkTargetNews): void {
    const t = e.target;
    this.#engine.raise(
      'darkTarget',
      0,
      behaviourOf(t),
      e.at,
      {
        port: e.port.name,
        portId: e.port.id,
        source: t.source,
        track: t.track,
        speed: t.speed,
        course: t.course,
        firstUnmatchedAt: e.since,
      },
      undefined,
      { lon: t.longitude, lat: t.latitude },
    );
  }

  /** Closes the records of tracks no longer dark: fused, or no longer in `targets`. */
  sweep(targets: readonly RadarTarget[], now: number): void {
    const dark = new Set<string>();
    for (const t of targets) if (t.fusedMmsi === null) dark.add(behaviourOf(t));
    for (const open of this.#engine.openBehaviours('darkTarget')) {
      if (!dark.has(open.behaviour)) this.#engine.close('darkTarget', 0, open.behaviour, now);
    }
  }
}
