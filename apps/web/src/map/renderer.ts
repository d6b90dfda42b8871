/** What draws the map: the WebGL renderer behind a canvas, and whether it is a GPU. */

/** The WebGL renderer of `canvas`'s context, as the driver names it ('' when it will not say). */
export function webglRenderer(canvas: HTMLCanvasElement): string {
  // A canvas answers its existing context (MapLibre's) rather than making a second one.
  const gl = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
  if (!gl) return '';
  const info = gl.getExtension('WEBGL_debug_renderer_info');
  return String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER));
}

/**
 * Whether a WebGL renderer string names a software rasterizer (no GPU): SwiftShader,
 * Mesa's llvmpipe or softpipe, Windows' Basic Render Driver.
 */
export function isSoftwareRenderer(renderer: string): boolean {
  return /swiftshader|llvmpipe|softpipe|basic render driver|software/i.test(renderer);
}

let probed: string | null = null;

/**
 * The renderer this browser would give a map, found once on a canvas of its own (whose
 * context is let go at once): the map's context must be made knowing it.
 */
export function probeRenderer(): string {
  if (probed === null) {
    const canvas = document.createElement('canvas');
    probed = webglRenderer(canvas);
    const gl = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
    gl?.getExtension('WEBGL_lose_context')?.loseContext();
  }
  return probed;
}

/**
 * The map's WebGL context. The vessels are drawn in it too (deck.gl interleaved), so its
 * multisampling is theirs: it smooths the lines (tracks, predictions; the markers smooth
 * their own edges). A GPU does it for next to nothing; a software rasterizer pays about
 * twice the frame for it, so there the lines go without.
 */
export function mapCanvasAttributes(renderer = probeRenderer()): { antialias: boolean } {
  return { antialias: !isSoftwareRenderer(renderer) };
}
