import type { Priority } from './sound-policy.ts';

/**
 * The alert sounds: short tones made with the Web Audio API (no sound file is fetched), a
 * different pattern per priority. The notes are data; `playTone` schedules them.
 */

export interface Note {
  /** Hz. */
  freq: number;
  /** Seconds from the start. */
  at: number;
  /** Seconds. */
  dur: number;
}

const beeps = (freqs: readonly number[], dur: number, gap: number): Note[] =>
  freqs.map((freq, i) => ({ freq, at: i * (dur + gap), dur }));

/** Alarm: a fast high two-tone; warning: two mid beeps; caution: one low beep. */
export const TONES: Readonly<Record<Priority, readonly Note[]>> = {
  alarm: beeps([988, 740, 988, 740], 0.14, 0.04),
  warning: beeps([660, 660], 0.2, 0.1),
  caution: beeps([440], 0.3, 0),
};

let context: AudioContext | null = null;

/** The page's audio context, made on first use (browsers start it on a user gesture). */
function audio(): AudioContext | null {
  if (typeof AudioContext === 'undefined') return null;
  context ??= new AudioContext();
  if (context.state === 'suspended') void context.resume();
  return context;
}

/** Plays a priority's tone now. */
export function playTone(priority: Priority): void {
  const ctx = audio();
  if (!ctx) return;
  const start = ctx.currentTime + 0.01;
  for (const note of TONES[priority]) {
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = priority === 'alarm' ? 'square' : 'sine';
    osc.frequency.value = note.freq;
    // A short attack and release, so the beeps do not click.
    const t0 = start + note.at;
    gain.gain.setValueAtTime(0, t0);
    gain.gain.linearRampToValueAtTime(0.2, t0 + 0.01);
    gain.gain.setValueAtTime(0.2, t0 + note.dur - 0.02);
    gain.gain.linearRampToValueAtTime(0, t0 + note.dur);
    osc.connect(gain).connect(ctx.destination);
    osc.start(t0);
    osc.stop(t0 + note.dur);
  }
}
