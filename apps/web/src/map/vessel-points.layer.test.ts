import { describe, expect, it } from 'vitest';
import {
  DOT_RING,
  dotAlpha,
  frameUV,
  POINT_EDGE,
  pointInside,
  spriteSize,
  spriteToIcon,
} from './vessel-points.layer.ts';

/** IconLayer's vertex shader: icon offset (y down) → screen offset (y down), by angle. */
function iconLayerOffset(p: [number, number], angleDeg: number): [number, number] {
  const a = (angleDeg * Math.PI) / 180;
  const c = Math.cos(a);
  const s = Math.sin(a);
  // rotate_by_angle: mat2(c, -s, s, c) * p, then y *= -1 into clip space (y up).
  const x = c * p[0] + s * p[1];
  const yUp = -(-s * p[0] + c * p[1]);
  return [x, -yUp];
}

describe('VesselPointsLayer sprite maths', () => {
  it('maps the sprite back into the icon as IconLayer rotates it', () => {
    const size = 18;
    const sprite = spriteSize('icon', size);
    for (const angle of [0, 30, 90, 207, 300]) {
      for (const p of [
        [0, -0.45],
        [0.3, 0.2],
        [-0.25, 0.4],
      ] as [number, number][]) {
        const d = iconLayerOffset(p, angle);
        const coord: [number, number] = [
          0.5 + (d[0] * size) / sprite,
          0.5 + (d[1] * size) / sprite,
        ];
        const back = spriteToIcon(coord, angle, sprite, size);
        expect(back?.[0]).toBeCloseTo(p[0] + 0.5, 6);
        expect(back?.[1]).toBeCloseTo(p[1] + 0.5, 6);
      }
    }
  });

  it('turns counter-clockwise: at 90° the bow is on the left', () => {
    const sprite = spriteSize('icon', 18);
    // A point left of the centre, on screen, is the bow (icon top, y = 0.05).
    const back = spriteToIcon([0.5 - (0.45 * 18) / sprite, 0.5], 90, sprite, 18);
    expect(back?.[0]).toBeCloseTo(0.5, 6);
    expect(back?.[1]).toBeCloseTo(0.05, 6);
  });

  it('leaves the sprite corners out of an unrotated icon', () => {
    const sprite = spriteSize('icon', 18);
    expect(sprite).toBe(26);
    expect(spriteToIcon([0.01, 0.01], 0, sprite, 18)).toBeNull();
    expect(spriteToIcon([0.5, 0.5], 0, sprite, 18)).toEqual([0.5, 0.5]);
  });

  it('gives atlas frames in texture coordinates', () => {
    expect(frameUV({ x: 32, y: 0, width: 32, height: 32 }, 72, 64)).toEqual([
      32 / 72,
      0,
      32 / 72,
      0.5,
    ]);
    expect(frameUV({ x: 0, y: 0, width: 32, height: 32 }, 0, 0)).toEqual([0, 0, 0, 0]);
    expect(spriteSize('dot', 6)).toBe(7);
    // A hull reaching 18.2 of a 32 px icon's pixels needs 21 px, not the corners' 26.
    expect(spriteSize('icon', 18, 18.2 / 32)).toBe(21);
  });

  it('draws a solid dot as a disc and a hollow one as a ring, with soft edges', () => {
    const size = 6;
    expect(dotAlpha(0, size, true)).toBe(1);
    expect(dotAlpha(3, size, true)).toBe(0.5);
    expect(dotAlpha(4, size, true)).toBe(0);
    // Hollow: empty in the middle, full on the ring, soft at both its edges.
    expect(dotAlpha(0, size, false)).toBe(0);
    const inner = (size / 2) * (1 - DOT_RING);
    expect(dotAlpha(inner, size, false)).toBe(0.5);
    expect(dotAlpha((inner + size / 2) / 2, size, false)).toBe(1);
    expect(dotAlpha(3, size, false)).toBe(0.5);
  });

  it('draws the on-screen part of a marker whose centre is just off screen', () => {
    // One axis of a 100 px viewport (clip space −1..1: 50 px a unit), a 21 px sprite.
    const viewport = 100;
    const sprite = 21;
    const halfSprite = sprite / viewport;
    const toNdc = (px: number) => px / (viewport / 2) - 1;
    const toPx = (ndc: number) => (ndc + 1) * (viewport / 2);
    for (const centrePx of [-3, -10, 103, 110]) {
      const ndc = toNdc(centrePx);
      const drawnAt = pointInside(ndc, halfSprite);
      expect(Math.abs(drawnAt)).toBe(POINT_EDGE);
      // The vertex shader's shift, in px: from where it is drawn back to the vessel.
      const shift = (drawnAt - ndc) * (viewport / 2);
      // Every on-screen pixel of the real sprite lies in the drawn one, and the fragment
      // shader's offset from the vessel's centre (drawn offset + shift) is the true one.
      for (let x = 0.5; x < viewport; x++) {
        const trueOffset = x - centrePx;
        if (Math.abs(trueOffset) > sprite / 2) continue;
        const drawnOffset = x - toPx(drawnAt);
        expect(Math.abs(drawnOffset)).toBeLessThanOrEqual(sprite / 2);
        expect(drawnOffset + shift).toBeCloseTo(trueOffset, 9);
      }
    }
  });

  it('leaves a point on screen, or wholly off it, where it is', () => {
    const halfSprite = 0.21;
    for (const ndc of [0, 0.5, -1, 1, 1.22, -1.5, 3]) {
      expect(pointInside(ndc, halfSprite)).toBe(ndc);
    }
  });
});
