/**
 * Where to go after logging in: the guarded page the user first asked for (kept by the
 * guard in the location state), if it is a path of this app; else the map.
 */
export function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return '/';
  if (from.startsWith('/\\') || from === '/login' || from.startsWith('/login?')) return '/';
  return from;
}
