import { createServer, type Server, type Socket } from 'node:net';
import { pathToFileURL } from 'node:url';
import { rangeAndBearing } from '@pantau/domain';
import { destinationPoint } from '@pantau/geo';

/** A simulated radar target: where it is and how it moves (knots, degrees true). */
export interface SimRadarTarget {
  id: number;
  lon: number;
  lat: number;
  sog: number;
  cog: number;
  /** IVEF only: what the VTS knows of it. */
  mmsi?: number;
  name?: string;
  callSign?: string;
  destination?: string;
}

/** The NMEA 0183 checksum of a sentence's body (between `$` and `*`). */
export function nmeaSentence(body: string): string {
  let x = 0;
  for (let i = 0; i < body.length; i++) x ^= body.charCodeAt(i);
  return `$${body}*${x.toString(16).toUpperCase().padStart(2, '0')}`;
}

const pad = (n: number, width: number, digits: number) => n.toFixed(digits).padStart(width, '0');

function hhmmss(t: number): string {
  const d = new Date(t);
  return `${pad(d.getUTCHours(), 2, 0)}${pad(d.getUTCMinutes(), 2, 0)}${pad(d.getUTCSeconds(), 5, 2)}`;
}

/** TTM (range and bearing from the site, in NM and knots) and TLL lines of a target. */
export function radarNmeaLines(
  site: readonly [number, number],
  t: SimRadarTarget,
  now: number,
): string[] {
  const { distanceNm, direction } = rangeAndBearing(site, t.lon, t.lat);
  const num = String(t.id).padStart(2, '0');
  const time = hhmmss(now);
  const lat = Math.abs(t.lat);
  const lon = Math.abs(t.lon);
  const latText = `${pad(Math.floor(lat), 2, 0)}${pad((lat % 1) * 60, 7, 4)}`;
  const lonText = `${pad(Math.floor(lon), 3, 0)}${pad((lon % 1) * 60, 7, 4)}`;
  return [
    nmeaSentence(
      `RATTM,${num},${distanceNm.toFixed(3)},${direction.toFixed(1)},T,${t.sog.toFixed(1)},${t.cog.toFixed(1)},T,,,N,${t.name ?? ''},T,,${time},A`,
    ),
    nmeaSentence(
      `RATLL,${num},${latText},${t.lat < 0 ? 'S' : 'N'},${lonText},${t.lon < 0 ? 'W' : 'E'},${t.name ?? ''},${time},T,`,
    ),
  ];
}

const attr = (v: string) =>
  v.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('"', '&quot;');

/** One IVEF (V-145, 0.1.5) MSG_VesselData with a VesselData per target. */
export function ivefMessage(targets: readonly SimRadarTarget[], now: number, ref = 1): string {
  const time = new Date(now).toISOString().replace('Z', '');
  const vessels = targets.map((t) => {
    const stat =
      t.mmsi !== undefined || t.name !== undefined
        ? `<StaticData Id="s${t.id}" SourceName="SIM" Source="1"${t.mmsi ? ` MMSI="${t.mmsi}"` : ''}${t.name ? ` ShipName="${attr(t.name)}"` : ''}${t.callSign ? ` Callsign="${attr(t.callSign)}"` : ''}/>`
        : '';
    const voyage = t.destination
      ? `<Voyage Id="v${t.id}" SourceName="SIM" Source="1" Destination="${attr(t.destination)}"/>`
      : '';
    return `<VesselData><PosReport Id="${t.id}" SourceId="1" UpdateTime="${time}" SOG="${t.sog}" COG="${t.cog}" Lost="no" UpdSensorType="2"><Pos Lat="${t.lat}" Long="${t.lon}"/></PosReport>${stat}${voyage}</VesselData>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<MSG_VesselData><Header Version="1.0" MsgRefId="sim-${ref}"/><Body>${vessels.join('')}</Body></MSG_VesselData>\n`;
}

/**
 * A radar over real TCP, for tests and the browser test: it listens on a loopback port and
 * sends every connected client its targets each `intervalMs`, as NMEA TTM/TLL (range and
 * bearing from its site) or IVEF XML, moving them along their course. `send` writes raw
 * text (malformed input) to every client.
 */
export class RadarSimulator {
  readonly format: 'nmea' | 'ivef';
  readonly site: readonly [number, number];
  readonly #server: Server;
  readonly #clients = new Set<Socket>();
  #targets: SimRadarTarget[] = [];
  #timer: NodeJS.Timeout | undefined;
  #last = Date.now();
  #ref = 0;

  private constructor(format: 'nmea' | 'ivef', site: readonly [number, number]) {
    this.format = format;
    this.site = site;
    this.#server = createServer((s) => {
      s.on('error', () => undefined);
      this.#clients.add(s);
      s.on('close', () => this.#clients.delete(s));
      this.#tick();
    });
  }

  static async start(opts: {
    format: 'nmea' | 'ivef';
    site: readonly [number, number];
    targets?: SimRadarTarget[];
    intervalMs?: number;
    /** The port to listen on (0: any free one). */
    port?: number;
  }): Promise<RadarSimulator> {
    const sim = new RadarSimulator(opts.format, opts.site);
    sim.#targets = opts.targets ?? [];
    await new Promise<void>((r) => sim.#server.listen(opts.port ?? 0, '127.0.0.1', () => r()));
    sim.#timer = setInterval(() => sim.#tick(), opts.intervalMs ?? 1000);
    return sim;
  }

  get port(): number {
    const a = this.#server.address();
    return typeof a === 'object' && a ? a.port : 0;
  }

  get clients(): number {
    return this.#clients.size;
  }

  setTargets(targets: SimRadarTarget[]): void {
    this.#targets = targets;
  }

  send(raw: string): void {
    for (const c of this.#clients) c.write(raw);
  }

  #tick(): void {
    const now = Date.now();
    const hours = (now - this.#last) / 3_600_000;
    this.#last = now;
    for (const t of this.#targets) {
      [t.lon, t.lat] = destinationPoint(t.lon, t.lat, t.cog, t.sog * hours * 1852);
    }
    if (this.#clients.size === 0 || this.#targets.length === 0) return;
    const text =
      this.format === 'nmea'
        ? this.#targets.flatMap((t) => radarNmeaLines(this.site, t, now)).join('\r\n') + '\r\n'
        : ivefMessage(this.#targets, now, ++this.#ref);
    this.send(text);
  }

  async stop(): Promise<void> {
    clearInterval(this.#timer);
    for (const c of this.#clients) c.destroy();
    await new Promise<void>((r) => this.#server.close(() => r()));
  }
}

/**
 * From the command line, a radar to point a radar source at (demo and manual tests):
 *   node apps/server/src/testing/radar-sim.ts nmea|ivef <port> <lon> <lat> [targets]
 * serves that many targets (default 5) sailing within 5 NM of the radar at <lon> <lat>.
 */
async function main(argv: string[]): Promise<void> {
  const [format, port, lon, lat, count] = argv;
  const site = [Number(lon), Number(lat)] as const;
  if ((format !== 'nmea' && format !== 'ivef') || !Number.isFinite(site[0] + site[1])) {
    process.stderr.write('usage: radar-sim.ts nmea|ivef <port> <lon> <lat> [targets]\n');
    process.exitCode = 2;
    return;
  }
  const targets = Array.from({ length: Number(count ?? 5) }, (_, i) => {
    const [tLon, tLat] = destinationPoint(site[0], site[1], (i * 137) % 360, (1 + (i % 4)) * 1852);
    return { id: i + 1, lon: tLon, lat: tLat, sog: 4 + (i % 8), cog: (i * 53) % 360 };
  });
  const sim = await RadarSimulator.start({ format, site, targets, port: Number(port) });
  process.stdout.write(`radar simulator (${format}) on 127.0.0.1:${sim.port}\n`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  void main(process.argv.slice(2));
}
