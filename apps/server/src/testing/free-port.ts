import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/**
 * A loopback port nothing listens on now, for a process a test starts a moment later. It is
 * drawn below the kernel's ephemeral range: a port from `listen(0)` comes from that range, and
 * in the seconds before the process binds it, any outgoing connection (a NATS or PostgreSQL
 * client of a test running beside) may take it as its own local port (EADDRINUSE, seen in CI).
 */
export async function freePort(): Promise<number> {
  const [low] = ephemeralRange();
  const top = Math.min(low, 65_536) - 1;
  const bottom = Math.max(1024, top - 12_000);
  for (let i = 0; i < 200; i++) {
    const port = bottom + Math.floor(Math.random() * (top - bottom + 1));
    if (await bindable(port)) return port;
  }
  throw new Error(`no free port between ${bottom} and ${top}`);
}

/** The kernel's ephemeral range (Linux); the common default where it cannot be read. */
export function ephemeralRange(): [number, number] {
  try {
    const [a, b] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8')
      .trim()
      .split(/\s+/)
      .map(Number);
    if (a && b && a > 1024 + 2000) return [a, b];
  } catch {
    // not Linux: the IANA range's neighbourhood is used below
  }
  return [32_768, 60_999];
}

function bindable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = createServer();
    s.once('error', () => resolve(false));
    s.listen(port, '127.0.0.1', () => s.close(() => resolve(true)));
  });
}
