import { encodePlaybackBlock } from '@pantau/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  cancelLoading,
  initiate,
  openPanel,
  prioritise,
  resetReplay,
  useReplay,
} from './replay.store.ts';

const HOUR = 3_600_000;
const FROM = Date.UTC(2026, 10, 19, 17); // 2026-11-20 00:00 UTC+7

/** A block of one vessel at the start of hour `index`. */
function blockBytes(index: number): ArrayBuffer {
  const bytes = encodePlaybackBlock({
    from: FROM + index * HOUR,
    count: 1,
    mmsi: Uint32Array.of(525000001),
    lon: Float32Array.of(106.8 + index / 100),
    lat: Float32Array.of(-6),
    dt: Uint16Array.of(0),
    group: Uint8Array.of(8),
    source: Uint8Array.of(0),
    sources: ['priok'],
    course: Uint16Array.of(45),
  });
  return bytes.slice().buffer;
}

interface Asked {
  index: number;
  signal: AbortSignal;
  answer: () => void;
}

let asked: Asked[] = [];
/** Where the day's first stored position is (the session's `first`). */
let first: number | null = null;

beforeEach(() => {
  asked = [];
  first = null;
  resetReplay();
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    if (url === '/api/playback') {
      return Promise.resolve(
        new Response(
          JSON.stringify({
            day: '2026-11-20',
            from: FROM,
            to: FROM + 24 * HOUR,
            blockMs: HOUR,
            blocks: 24,
            stepMs: 30_000,
            first,
          }),
          { status: 200, headers: { 'content-type': 'application/json' } },
        ),
      );
    }
    const index = Number(/blocks\/(\d+)/.exec(url)?.[1]);
    const signal = init.signal as AbortSignal;
    return new Promise<Response>((resolve, reject) => {
      signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      asked.push({ index, signal, answer: () => resolve(new Response(blockBytes(index))) });
    });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const settle = () => new Promise((r) => setTimeout(r, 0));
async function answerNext(): Promise<Asked> {
  for (let i = 0; i < 50 && asked.length === 0; i++) await settle();
  const next = asked.shift();
  if (!next) throw new Error('no block asked for');
  next.answer();
  await settle();
  return next;
}

describe('replay loading', () => {
  it('fetches the hours up to now one after another, linking each to the one before', async () => {
    const done = initiate('2026-11-20', [100, -10, 120, 5], FROM + 2.5 * HOUR);
    expect((await answerNext()).index).toBe(0);
    expect(useReplay.getState().loaded).toBe(1);
    expect((await answerNext()).index).toBe(1);
    expect((await answerNext()).index).toBe(2);
    await done;
    const s = useReplay.getState();
    expect(s.total).toBe(3);
    expect(s.loaded).toBe(3);
    expect(s.loading).toBe(false);
    expect(s.maxTime).toBe(2.5 * 3600);
    // The vessel's first position shows until its next, an hour later.
    expect(s.blocks[0]?.end[0]).toBe(600); // silent longer than the hold: 10 min
  });

  it('fetches the hour jumped to first', async () => {
    void initiate('2026-11-20', [100, -10, 120, 5], FROM + 6 * HOUR);
    await answerNext();
    prioritise(4.5 * 3600);
    // Block 1 was already asked for; after it, the jump's hour.
    expect((await answerNext()).index).toBe(1);
    expect((await answerNext()).index).toBe(4);
    expect((await answerNext()).index).toBe(2);
    cancelLoading();
  });

  it("starts at the day's first stored position: its hour first, then the hour before", async () => {
    first = FROM + 2 * HOUR + 10 * 60_000 + 17_000;
    void initiate('2026-11-20', [100, -10, 120, 5], FROM + 6 * HOUR);
    await settle();
    // 02:10:17: the end of the next 30 s step, when each vessel heard from 02:10:00 is shown.
    expect(useReplay.getState().time).toBe(2 * 3600 + 600 + 60);
    expect((await answerNext()).index).toBe(2);
    expect((await answerNext()).index).toBe(1);
    expect((await answerNext()).index).toBe(0);
    expect((await answerNext()).index).toBe(3);
    cancelLoading();
  });

  it('opens on today in UTC+7', () => {
    openPanel(Date.UTC(2026, 10, 20, 18)); // 01:00 on the 21st in UTC+7
    expect(useReplay.getState()).toMatchObject({ open: true, day: '2026-11-21' });
  });

  it('Cancel aborts the fetch under way and asks for nothing more', async () => {
    void initiate('2026-11-20', [100, -10, 120, 5], FROM + 6 * HOUR);
    await answerNext();
    for (let i = 0; i < 50 && asked.length === 0; i++) await settle();
    const inFlight = asked[0];
    expect(inFlight?.index).toBe(1);
    cancelLoading();
    expect(inFlight?.signal.aborted).toBe(true);
    await settle();
    await settle();
    expect(asked.filter((a) => !a.signal.aborted)).toEqual([]);
    expect(useReplay.getState().loading).toBe(false);
    expect(useReplay.getState().loaded).toBe(1);
    expect(useReplay.getState().error).toBeNull();
  });
});
