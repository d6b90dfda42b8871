import type { IconLayerProps } from '@deck.gl/layers';

/** An icon atlas as deck.gl's IconLayer takes it. */
export type IconAtlas = NonNullable<IconLayerProps['iconAtlas']>;

/**
 * A small icon atlas drawn at runtime in white (the layers colour it: `mask: true`), so no
 * image is fetched (CSP) and the shapes stay code. deck.gl takes a canvas as an image prop;
 * its types name only a URL or a texture, hence the cast.
 */
export function drawAtlas(
  width: number,
  height: number,
  draw: (ctx: CanvasRenderingContext2D) => void,
): IconAtlas {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (ctx) {
    ctx.fillStyle = '#fff';
    ctx.strokeStyle = '#fff';
    draw(ctx);
  }
  return canvas as unknown as IconAtlas;
}

/** Traces a closed polygon of atlas pixels, shifted right by `x0` (one frame further on). */
export function tracePolygon(
  ctx: CanvasRenderingContext2D,
  x0: number,
  points: readonly (readonly [number, number])[],
): void {
  ctx.beginPath();
  points.forEach(([x, y], i) => {
    if (i === 0) ctx.moveTo(x0 + x, y);
    else ctx.lineTo(x0 + x, y);
  });
  ctx.closePath();
}
