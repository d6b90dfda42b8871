import type { Locator, Page } from 'playwright-core';

export interface PixelStats {
  /** Distinct colours after dropping the low 3 bits of each channel. */
  colours: number;
  /** Share of the most common colour, 0..1. */
  dominant: number;
  /** Share of pixels within `tolerance` of each wanted colour, by its hex. */
  near: Record<string, number>;
}

/** A square of the page, in CSS pixels, centred on a point. */
export interface Around {
  x: number;
  y: number;
  half: number;
}

/**
 * Looks at what is really on screen: a screenshot of `target` (or of the square `around`
 * a point, when only that spot should count), decoded by the browser (no PNG library
 * needed), summarised as colour statistics.
 */
export async function pixelStats(
  page: Page,
  target: Locator | Around,
  wanted: readonly string[] = [],
  tolerance = 12,
): Promise<PixelStats> {
  const shot =
    'half' in target
      ? await page.screenshot({
          clip: {
            x: target.x - target.half,
            y: target.y - target.half,
            width: 2 * target.half,
            height: 2 * target.half,
          },
        })
      : await target.screenshot();
  const png = shot.toString('base64');
  return page.evaluate(
    async ({ png, wanted, tolerance }) => {
      const bytes = Uint8Array.from(atob(png), (c) => c.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d context');
      context.drawImage(bitmap, 0, 0);
      const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
      const targets = wanted.map((hex) => [
        parseInt(hex.slice(1, 3), 16),
        parseInt(hex.slice(3, 5), 16),
        parseInt(hex.slice(5, 7), 16),
      ]);
      const counts = new Map<number, number>();
      const nearCounts = wanted.map(() => 0);
      const total = data.length / 4;
      for (let i = 0; i < data.length; i += 4) {
        const r = data[i] ?? 0;
        const g = data[i + 1] ?? 0;
        const b = data[i + 2] ?? 0;
        const key = ((r >> 3) << 10) | ((g >> 3) << 5) | (b >> 3);
        counts.set(key, (counts.get(key) ?? 0) + 1);
        targets.forEach(([tr = 0, tg = 0, tb = 0], j) => {
          if (
            Math.abs(r - tr) <= tolerance &&
            Math.abs(g - tg) <= tolerance &&
            Math.abs(b - tb) <= tolerance
          ) {
            nearCounts[j] = (nearCounts[j] ?? 0) + 1;
          }
        });
      }
      const near: Record<string, number> = {};
      wanted.forEach((hex, j) => (near[hex] = (nearCounts[j] ?? 0) / total));
      return {
        colours: counts.size,
        dominant: Math.max(...counts.values()) / total,
        near,
      };
    },
    { png, wanted, tolerance },
  );
}
