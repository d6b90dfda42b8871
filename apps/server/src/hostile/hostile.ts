/** Helpers of the hostile-input suites: loopback only, every wait bounded. */

export async function until(p: () => boolean | Promise<boolean>, ms = 10_000): Promise<void> {
  const start = Date.now();
  while (!(await p())) {
    if (Date.now() - start > ms) throw new Error(`timed out after ${ms} ms`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

export { freePort } from '../testing/free-port.ts';

/** `!AIVDM` with its checksum: the XOR of the characters between `!` and `*`. */
export function sentence(body: string): string {
  let x = 0;
  for (let i = 0; i < body.length; i++) x ^= body.charCodeAt(i);
  return `!${body}*${x.toString(16).toUpperCase().padStart(2, '0')}`;
}

/** GET /api/health over real HTTP: the server still answers. */
export async function healthy(base: string): Promise<boolean> {
  const r = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(3000) });
  await r.arrayBuffer();
  return r.ok;
}
