import {
  FRAME_POSITIONS,
  FRAME_REMOVALS,
  readFrameHeader,
  readPositions,
  readRemovals,
  STATUS_PLOT_MMSI_DOUBLE,
  STATUS_PLOT_NO_IMO,
  type LiveSubscribe,
} from '@pantau/contracts';
import { DEFAULT_AGE_POLICY } from '@pantau/domain';
import { describe, expect, it } from 'vitest';
import { pos, stat } from '../../testing/vessel-events.ts';
import { LivePicture } from './live-picture.ts';
import { LivePush, type PushSocket } from './push.ts';

class FakeSocket implements PushSocket {
  bufferedAmount = 0;
  readonly sent: (string | Uint8Array)[] = [];
  terminated = false;
  send(data: Uint8Array | string) {
    this.sent.push(data);
  }
  terminate() {
    this.terminated = true;
  }
  frames() {
    return this.sent
      .filter((d): d is Uint8Array => typeof d !== 'string')
      .map((d) => {
        const buffer = d.slice().buffer;
        const h = readFrameHeader(buffer);
        return {
          ...h,
          mmsi:
            h.kind === FRAME_POSITIONS
              ? [...readPositions(buffer, h.count).mmsi]
              : [...readRemovals(buffer, h.count)],
        };
      });
  }
}

function setup() {
  const picture = new LivePicture({ policy: DEFAULT_AGE_POLICY, isSatellite: () => false });
  const clock = { now: 1000 };
  const push = new LivePush(picture, {
    isSatellite: () => false,
    now: () => clock.now,
    heartbeatMs: 1000,
  });
  const socket = new FakeSocket();
  const handle = push.add(socket, { type: 'hello', simulated: false, tickMs: 1000, serverT: 0 });
  return { picture, push, socket, handle, clock };
}

describe('live push', () => {
  it('sends a snapshot, then only what changed in view, and an empty frame on a quiet tick', () => {
    const { picture, push, socket, handle, clock } = setup();
    picture.apply(pos(1, 1, 106.9, -6.1));
    picture.apply(pos(2, 1, 115.2, -8.7));
    picture.takeChanges();
    handle.subscribe({ type: 'subscribe', bbox: [106, -7, 108, -5], zoom: 10 });
    picture.apply(pos(1, 2, 106.95, -6.1));
    picture.apply(pos(2, 2, 115.3, -8.7));
    clock.now += 100;
    push.tick();
    clock.now += 1000;
    push.tick();
    const frames = socket.frames();
    expect(frames.map((f) => [f.kind, f.snapshot, f.mmsi])).toEqual([
      [FRAME_POSITIONS, true, [1]],
      [FRAME_POSITIONS, false, [1]],
      [FRAME_POSITIONS, false, []],
    ]);
    expect(JSON.parse(socket.sent[0] as string)).toMatchObject({ type: 'hello' });
  });

  it('measures push latency from receipt to the delta frame, snapshots not counted', () => {
    const { picture, push, handle, clock } = setup();
    picture.apply(pos(1, 900, 106.9, -6.1));
    handle.subscribe({ type: 'subscribe', bbox: [106, -7, 108, -5], zoom: 10 });
    expect(push.latency.count).toBe(0);
    picture.apply(pos(1, 1020, 106.95, -6.1));
    clock.now = 1100;
    push.tick();
    expect(push.latency.count).toBe(1);
    expect(push.latency.sum).toBe(80);
  });

  it('takes away a vessel that leaves the view', () => {
    const { picture, push, socket, handle } = setup();
    picture.apply(pos(1, 1, 106.9, -6.1));
    handle.subscribe({ type: 'subscribe', bbox: [106, -7, 108, -5], zoom: 10 });
    picture.apply(pos(1, 2, 110, -6.1));
    push.tick();
    expect(socket.frames().some((f) => f.kind === FRAME_REMOVALS && f.mmsi.includes(1))).toBe(true);
  });

  it('numbers the vessels its clients hold, and frees a removed one’s number once let go', () => {
    const { picture, push, socket, handle, clock } = setup();
    for (const m of [1, 2, 3]) picture.apply(pos(m, 1, 106 + m / 10, -6));
    handle.subscribe({ type: 'subscribe', bbox: [100, -10, 120, 0], zoom: 6 });
    expect(push.numbered).toBe(3);
    // Vessel 1 is swept from the picture while the client is slow; vessel 9 arrives.
    socket.bufferedAmount = 10 * 1024 * 1024;
    clock.now = 2;
    picture.apply(pos(2, 7 * 3_600_000, 106.2, -6));
    picture.apply(pos(3, 7 * 3_600_000, 106.3, -6));
    expect(picture.sweep(7 * 3_600_000)).toBe(1);
    picture.apply(pos(9, 7 * 3_600_000, 107, -6));
    push.tick();
    // The client still holds 1: its number is not given to 9.
    expect(push.numbered).toBe(4);
    socket.sent.length = 0;
    socket.bufferedAmount = 0;
    push.tick();
    const frames = socket.frames();
    expect(frames.find((f) => f.kind === FRAME_REMOVALS)?.mmsi).toEqual([1]);
    expect(frames.find((f) => f.kind === FRAME_POSITIONS)?.mmsi.sort()).toEqual([2, 3, 9]);
    // Let go everywhere: the number is free again.
    push.tick();
    expect(push.numbered).toBe(3);
  });

  it('skips a slow client, then gives it only the newest state of each vessel', () => {
    const { picture, push, socket, handle } = setup();
    handle.subscribe({ type: 'subscribe', bbox: [100, -10, 120, 0], zoom: 6 });
    socket.sent.length = 0;
    socket.bufferedAmount = 10 * 1024 * 1024;
    for (let t = 1; t <= 5; t++) {
      picture.apply(pos(1, t, 106 + t / 10, -6));
      picture.apply(pos(2, t, 107 + t / 10, -6));
      push.tick();
    }
    expect(socket.sent).toEqual([]);
    expect(push.skippedSlow).toBe(5);
    socket.bufferedAmount = 0;
    push.tick();
    const [frame] = socket.frames();
    expect(frame?.mmsi.sort()).toEqual([1, 2]);
    expect(socket.frames()).toHaveLength(1);
  });

  it('applies the ship-type and source filters', () => {
    const { picture, socket, handle } = setup();
    picture.apply(pos(1, 1, 106.9, -6.1));
    picture.apply({ ...pos(2, 1, 106.8, -6.1), source: 'mcc' });
    handle.subscribe({
      type: 'subscribe',
      bbox: [106, -7, 108, -5],
      zoom: 10,
      filters: { sources: ['mcc'] },
    });
    expect(socket.frames()[0]?.mmsi).toEqual([2]);
    handle.subscribe({
      type: 'subscribe',
      bbox: [106, -7, 108, -5],
      zoom: 10,
      filters: { groups: ['cargo'] },
    });
    expect(socket.frames().at(-1)).toMatchObject({ kind: FRAME_REMOVALS, mmsi: [2] });
  });

  it('pushes changes each batch but an empty frame only once a tick', () => {
    const { picture, push, socket, handle, clock } = setup();
    handle.subscribe({ type: 'subscribe', bbox: [100, -10, 120, 0], zoom: 6 });
    socket.sent.length = 0;
    // Ten quiet batches of 100 ms: one heartbeat, when the tick has passed.
    for (let i = 0; i < 10; i++) {
      clock.now += 100;
      push.tick();
    }
    expect(socket.frames().map((f) => f.mmsi)).toEqual([[]]);
    // A change goes out in the next batch, not at the next tick.
    picture.apply(pos(7, 5, 106, -6));
    clock.now += 100;
    push.tick();
    expect(socket.frames().at(-1)?.mmsi).toEqual([7]);
    clock.now += 100;
    push.tick();
    expect(socket.frames()).toHaveLength(2);
  });

  it('carries the plot status in the status byte and refreshes it when static data changes', () => {
    const { picture, push, socket, handle, clock } = setup();
    picture.apply(pos(1, 1_000, 106.9, -6.1));
    picture.apply(pos(1, 2_000, 107.9, -6.1));
    handle.subscribe({ type: 'subscribe', bbox: [100, -10, 120, 0], zoom: 6 });
    const status = () => {
      const d = socket.sent.filter((x): x is Uint8Array => typeof x !== 'string').at(-1);
      const buffer = (d as Uint8Array).slice().buffer;
      return readPositions(buffer, readFrameHeader(buffer).count).status[0];
    };
    expect(status()).toBe(STATUS_PLOT_MMSI_DOUBLE);
    picture.apply(stat(1, 3_000, { imo: null }));
    clock.now += 100;
    push.tick();
    expect(status()).toBe(STATUS_PLOT_MMSI_DOUBLE | STATUS_PLOT_NO_IMO);
  });

  it('shares one encoded frame between clients with the same view and changes', () => {
    const { picture, push, socket, handle, clock } = setup();
    const other = new FakeSocket();
    const otherHandle = push.add(other, {
      type: 'hello',
      simulated: false,
      tickMs: 1000,
      serverT: 0,
    });
    const third = new FakeSocket();
    const thirdHandle = push.add(third, {
      type: 'hello',
      simulated: false,
      tickMs: 1000,
      serverT: 0,
    });
    const view: LiveSubscribe = { type: 'subscribe', bbox: [100, -10, 120, 0], zoom: 6 };
    handle.subscribe(view);
    otherHandle.subscribe(view);
    thirdHandle.subscribe(view);
    // The third client is slow this batch, so it owes an extra vessel afterwards.
    picture.apply(pos(1, 1, 106, -6));
    third.bufferedAmount = 10 * 1024 * 1024;
    clock.now += 100;
    push.tick();
    third.bufferedAmount = 0;
    picture.apply(pos(2, 2, 107, -6));
    clock.now += 100;
    push.tick();
    const last = (s: FakeSocket) => s.sent.filter((d) => typeof d !== 'string').at(-1);
    expect(last(socket)).toBe(last(other));
    expect(push.sharedFrames).toBeGreaterThan(0);
    expect(last(third)).not.toBe(last(socket));
    expect(third.frames().at(-1)?.mmsi.sort()).toEqual([1, 2]);
    expect(socket.frames().at(-1)?.mmsi).toEqual([2]);
  });

  it('shows only fresh vessels with a good plot when live only', () => {
    const { picture, socket, handle } = setup();
    picture.apply(pos(1, 1_000, 106.9, -6.1));
    picture.apply(pos(2, 1_000, 106.8, -6.1));
    picture.apply(pos(2, 1_500, 107.8, -6.1)); // 110 km in half a second: MMSI double
    handle.subscribe({
      type: 'subscribe',
      bbox: [100, -10, 120, 0],
      zoom: 6,
      filters: { liveOnly: true },
    });
    expect(socket.frames()[0]?.mmsi).toEqual([1]);
  });

  it('takes a vessel away when new static data puts it outside the filters', () => {
    const { picture, push, socket, handle, clock } = setup();
    const ofType = (mmsi: number, t: number, shipType: number) => stat(mmsi, t, { shipType });
    picture.apply(ofType(1, 1, 70));
    picture.apply(pos(1, 2, 106, -6));
    handle.subscribe({
      type: 'subscribe',
      bbox: [100, -10, 120, 0],
      zoom: 6,
      filters: { groups: ['cargo'] },
    });
    expect(socket.frames().at(-1)?.mmsi).toEqual([1]);
    picture.apply(ofType(1, 3, 80));
    clock.now += 100;
    push.tick();
    expect(socket.frames().some((f) => f.kind === FRAME_REMOVALS && f.mmsi.includes(1))).toBe(true);
  });
});

describe('live push under pressure', () => {
  function crowded(n: number, bufferBudget = 64 * 1024) {
    const picture = new LivePicture({ policy: DEFAULT_AGE_POLICY, isSatellite: () => false });
    for (let m = 1; m <= n; m++) picture.apply(pos(m, 1, 100 + (m % 1000) / 100, -5));
    picture.takeChanges();
    const clock = { now: 1000 };
    const push = new LivePush(picture, {
      isSatellite: () => false,
      now: () => clock.now,
      heartbeatMs: 1000,
      bufferBudget,
    });
    return { picture, push, clock };
  }
  const hello = { type: 'hello', simulated: false, tickMs: 1000, serverT: 0 } as const;
  const view: LiveSubscribe = { type: 'subscribe', bbox: [90, -15, 145, 10], zoom: 5 };

  it('sends a snapshot in chunks, only while the socket drains', () => {
    const { push, clock } = crowded(2500);
    const socket = new FakeSocket();
    const handle = push.add(socket, hello);
    // Every send fills the buffer until the client reads (below).
    const send = socket.send.bind(socket);
    socket.send = (d) => {
      send(d);
      socket.bufferedAmount += 20_000;
    };
    handle.subscribe(view);
    const first = socket.frames();
    expect(first.map((f) => [f.snapshot, f.mmsi.length])).toEqual([[true, 1000]]);
    push.tick();
    expect(socket.frames()).toHaveLength(1); // still over the low-water mark: nothing more
    for (let i = 0; i < 3; i++) {
      socket.bufferedAmount = 0; // the client read it all
      clock.now += 100;
      push.tick();
    }
    const frames = socket.frames();
    expect(frames.map((f) => f.mmsi.length).slice(0, 3)).toEqual([1000, 1000, 500]);
    expect(frames.slice(1).every((f) => !f.snapshot)).toBe(true);
    expect(new Set(frames.flatMap((f) => f.mmsi)).size).toBe(2500);
  });

  it('hands a socket no more than its budget in one go, even when its buffer never fills', () => {
    const { push, clock } = crowded(20_000);
    // A socket whose peer has gone: every write fails at once, so nothing is ever buffered.
    const socket = new FakeSocket();
    let bytes = 0;
    socket.send = (d) => {
      bytes += typeof d === 'string' ? d.length : d.byteLength;
    };
    push.add(socket, hello).subscribe(view);
    const budget = 64 * 1024;
    // One chunk may cross the line; no more than that.
    expect(bytes).toBeGreaterThan(0);
    expect(bytes).toBeLessThan(budget + 400_000);
    const afterSubscribe = bytes;
    clock.now += 100;
    push.tick();
    expect(bytes - afterSubscribe).toBeLessThan(budget + 400_000);
  });

  it('still sends a healthy socket its whole snapshot, over a few batches', () => {
    const { push, clock } = crowded(20_000);
    const socket = new FakeSocket();
    push.add(socket, hello).subscribe(view);
    for (let i = 0; i < 20; i++) {
      clock.now += 100;
      push.tick();
    }
    expect(new Set(socket.frames().flatMap((f) => f.mmsi)).size).toBe(20_000);
  });

  it('closes a socket that stays over its budget for three ticks', () => {
    const { push, clock } = crowded(10);
    const socket = new FakeSocket();
    push.add(socket, hello).subscribe(view);
    socket.bufferedAmount = 65 * 1024;
    for (let t = 0; t < 3; t++) {
      push.tick();
      clock.now += 1000;
      expect(socket.terminated).toBe(false);
    }
    push.tick();
    expect(socket.terminated).toBe(true);
    expect(push.closedSlow).toBe(1);
    expect(push.clients).toBe(0);
  });

  it('keeps a socket that dips back under its budget', () => {
    const { push, clock } = crowded(10);
    const socket = new FakeSocket();
    push.add(socket, hello).subscribe(view);
    for (let t = 0; t < 8; t++) {
      socket.bufferedAmount = t % 3 === 2 ? 0 : 65 * 1024;
      push.tick();
      clock.now += 1000;
    }
    expect(socket.terminated).toBe(false);
  });
});

describe('a live socket that does not read', () => {
  it('is closed after ten ticks over its low-water mark without draining', () => {
    const picture = new LivePicture({ policy: DEFAULT_AGE_POLICY, isSatellite: () => false });
    const clock = { now: 1000 };
    const push = new LivePush(picture, {
      isSatellite: () => false,
      now: () => clock.now,
      heartbeatMs: 1000,
      bufferBudget: 64 * 1024,
    });
    const hello = { type: 'hello', simulated: false, tickMs: 1000, serverT: 0 } as const;
    const stalled = new FakeSocket();
    const draining = new FakeSocket();
    for (const s of [stalled, draining]) {
      push.add(s, hello).subscribe({ type: 'subscribe', bbox: [90, -15, 145, 10], zoom: 5 });
    }
    stalled.bufferedAmount = 20 * 1024;
    draining.bufferedAmount = 60 * 1024;
    const before = draining.sent.length;
    for (let t = 0; t < 11; t++) {
      push.tick();
      clock.now += 1000;
      draining.bufferedAmount -= 1024; // slow, but it reads
    }
    expect(stalled.terminated).toBe(true);
    expect(draining.terminated).toBe(false);
    expect(draining.sent.length).toBe(before); // nothing added while it drains
  });
});
