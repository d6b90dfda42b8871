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
