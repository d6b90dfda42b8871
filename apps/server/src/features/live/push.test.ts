import {
  FRAME_POSITIONS,
  FRAME_REMOVALS,
  readFrameHeader,
  readPositions,
  readRemovals,
} from '@pantau/contracts';
import { DEFAULT_AGE_POLICY, type PositionEvent } from '@pantau/domain';
import { describe, expect, it } from 'vitest';
import { LivePicture } from './live-picture.ts';
import { LivePush, type PushSocket } from './push.ts';

const pos = (mmsi: number, t: number, lon: number, lat: number): PositionEvent => ({
  kind: 'position',
  mmsi,
  t,
  source: 'priok',
  msgType: 1,
  aisClass: 'A',
  lat,
  lon,
  sog: 10,
  cog: 90,
  heading: 91,
  navStatus: 0,
  rot: 0,
  accuracy: true,
});

class FakeSocket implements PushSocket {
  bufferedAmount = 0;
  readonly sent: (string | Uint8Array)[] = [];
  send(data: Uint8Array | string) {
    this.sent.push(data);
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
  const push = new LivePush(picture, { isSatellite: () => false, now: () => 1000 });
  const socket = new FakeSocket();
  const handle = push.add(socket, { type: 'hello', simulated: false, tickMs: 1000, serverT: 0 });
  return { picture, push, socket, handle };
}

describe('live push', () => {
  it('sends a snapshot, then only what changed in view, and an empty frame on a quiet tick', () => {
    const { picture, push, socket, handle } = setup();
    picture.apply(pos(1, 1, 106.9, -6.1));
    picture.apply(pos(2, 1, 115.2, -8.7));
    picture.takeChanges();
    handle.subscribe({ type: 'subscribe', bbox: [106, -7, 108, -5], zoom: 10 });
    picture.apply(pos(1, 2, 106.95, -6.1));
    picture.apply(pos(2, 2, 115.3, -8.7));
    push.tick();
    push.tick();
    const frames = socket.frames();
    expect(frames.map((f) => [f.kind, f.snapshot, f.mmsi])).toEqual([
      [FRAME_POSITIONS, true, [1]],
      [FRAME_POSITIONS, false, [1]],
      [FRAME_POSITIONS, false, []],
    ]);
    expect(JSON.parse(socket.sent[0] as string)).toMatchObject({ type: 'hello' });
  });

  it('takes away a vessel that leaves the view', () => {
    const { picture, push, socket, handle } = setup();
    picture.apply(pos(1, 1, 106.9, -6.1));
    handle.subscribe({ type: 'subscribe', bbox: [106, -7, 108, -5], zoom: 10 });
    picture.apply(pos(1, 2, 110, -6.1));
    push.tick();
    expect(socket.frames().some((f) => f.kind === FRAME_REMOVALS && f.mmsi.includes(1))).toBe(true);
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
});
