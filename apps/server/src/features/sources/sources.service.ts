import type { SourceBody, SourceList, SourceView } from '@pantau/contracts';
import { ApiError } from '../../errors.ts';
import { capturePath } from '../ingest/capture-path.ts';
import { isListener, sourceProblem } from '../ingest/drivers/index.ts';
import {
  BUILT_IN_SATELLITE_SIMULATOR_ID,
  BUILT_IN_SIMULATOR_ID,
  BUILT_IN_SIMULATOR_IDS,
  type SourceConfig,
} from '../ingest/source-config.ts';
import type { SourceRuntime, Supervisor } from '../ingest/supervisor.ts';
import { verifyPassword } from '../users/password.ts';
import type { SourcesRepo } from './sources.repo.ts';

/** Data status: messages in the last minute. */
const DATA_WINDOW_MS = 60_000;

export function toSourceView(
  c: SourceConfig,
  r: SourceRuntime | undefined,
  now: number,
): SourceView {
  const s = r?.stats;
  const engine = r?.driver.engine ?? 'stopped';
  // What a simulator hears is the runtime's business; the source shows `satellite`.
  const { reception: _reception, ...config } = c;
  return {
    ...config,
    status: {
      engine,
      engineStatus: engine === 'connected' || engine === 'listening',
      dataStatus: s?.flowing(now, DATA_WINDOW_MS) ?? false,
      messageRate: s?.rate(now) ?? 0,
      messages: s?.messages ?? 0,
      decodeErrors: s?.decodeErrors ?? 0,
      duplicates: s?.duplicates ?? 0,
      lastMessageAt: s?.lastMessageAt ?? null,
      latencyMs: s?.latencyMs ?? null,
      detail: r?.driver.detail ?? null,
      connections: r?.driver.connections ?? 0,
      refused: s?.refused ?? 0,
      closedIdle: s?.closedIdle ?? 0,
      evicted: s?.evicted ?? 0,
      overlong: s?.overlong ?? 0,
      checksum: s?.checksum ?? 0,
    },
  };
}

/** A change to the stored sources, told to ingest processes elsewhere (scale-out). */
export type SourcesChange = { op: 'saved' | 'deleted' | 'restart'; id: number };

/** What ingest processes elsewhere report of the sources they run. */
export interface SourcesElsewhere {
  list(): { simulated: boolean; sources: SourceView[] };
  /** The stored sources were changed here: ingest processes elsewhere act on it. */
  changed(change: SourcesChange): void;
}

export interface SourcesSettings {
  /** PANTAU_SOURCES: created or updated by name at start. */
  declared: SourceBody[];
  /** Sail the built-in simulator while no source is configured. */
  simulatorWhenEmpty: boolean;
  /** Its fleet. */
  simVessels: number;
}

/**
 * The AIS sources' business steps, each validated: create, update, delete, restart (the last
 * two ask for the acting user's password), and start at boot (declared sources first; the
 * built-in simulator when there is none). Routes only translate HTTP to these.
 */
export class SourcesService {
  readonly #repo: SourcesRepo;
  readonly #supervisor: Supervisor;
  readonly #settings: SourcesSettings;
  readonly #now: () => number;
  /** This process runs the sources (the ingest role); else ingest processes elsewhere do. */
  readonly #runs: boolean;
  readonly #elsewhere: SourcesElsewhere | undefined;

  constructor(opts: {
    repo: SourcesRepo;
    supervisor: Supervisor;
    settings: SourcesSettings;
    now: () => number;
    runsSources?: boolean;
    elsewhere?: SourcesElsewhere;
  }) {
    this.#repo = opts.repo;
    this.#supervisor = opts.supervisor;
    this.#settings = opts.settings;
    this.#now = opts.now;
    this.#runs = opts.runsSources ?? true;
    this.#elsewhere = opts.elsewhere;
  }

  /**
   * Every running source with its status, by name (GET /api/sources and the live socket):
   * this process's, and those ingest processes elsewhere report.
   */
  list(): SourceList {
    const now = this.#now();
    const sources = [...this.#supervisor.runtimes()].map((rt) => toSourceView(rt.config, rt, now));
    const remote = this.#elsewhere?.list();
    const here = new Set(sources.map((s) => s.id));
    for (const s of remote?.sources ?? []) if (!here.has(s.id)) sources.push(s);
    return {
      simulated: this.#supervisor.simulated || (remote?.simulated ?? false),
      sources: sources.sort((a, b) => a.name.localeCompare(b.name)),
    };
  }

  /**
   * Ingest on NATS: brings the running sources in line with the stored ones (a source saved
   * or deleted by an API process elsewhere), and the built-in simulator with whether any is.
   */
  async reconcile(): Promise<void> {
    if (!this.#runs) return;
    const stored = await this.#repo.list();
    const ids = new Set(stored.map((s) => s.id));
    for (const s of stored) {
      const running = this.#supervisor.get(s.id);
      if (!running || JSON.stringify(running.config) !== JSON.stringify(s)) {
        await this.#supervisor.run(s);
      }
    }
    for (const rt of [...this.#supervisor.runtimes()]) {
      const id = rt.config.id;
      if (!BUILT_IN_SIMULATOR_IDS.includes(id) && !ids.has(id)) await this.#supervisor.remove(id);
    }
    if (stored.length > 0) await this.#removeBuiltIn();
    else if (this.#settings.simulatorWhenEmpty && !this.#supervisor.simulated) {
      await this.#runBuiltIn();
    }
  }

  /** The built-in simulator: its terrestrial and satellite sources, started together. */
  async #runBuiltIn(): Promise<void> {
    for (const c of builtInSimulators(this.#settings.simVessels)) await this.#supervisor.run(c);
  }

  async #removeBuiltIn(): Promise<void> {
    for (const id of BUILT_IN_SIMULATOR_IDS) await this.#supervisor.remove(id);
  }

  /** Ingest on NATS: a change told by an API process elsewhere. */
  async apply(change: SourcesChange): Promise<void> {
    if (!this.#runs) return;
    if (change.op === 'restart') await this.#supervisor.restart(change.id);
    else await this.reconcile();
  }

  /**
   * Declared sources are stored (by name), then every stored source runs. A declared source
   * that cannot run stops the start with its variable and reason (a configuration error); a
   * stored one that cannot run is marked failed and the server starts anyway.
   */
  async start(): Promise<void> {
    for (const [i, declared] of this.#settings.declared.entries()) {
      const existing = await this.#repo.byName(declared.name);
      const problem = await this.#problem(declared, existing?.id);
      if (problem) {
        throw new Error(
          `PANTAU_SOURCES[${i}].${problem.field} (${declared.name}): ${problem.message}`,
        );
      }
      if (existing) await this.#repo.update(existing.id, declared);
      else await this.#repo.create(declared);
    }
    if (!this.#runs) return;
    const sources = await this.#repo.list();
    // The supervisor keeps a source that cannot start as failed; it never throws for one.
    for (const s of sources) await this.#supervisor.run(s);
    if (sources.length === 0 && this.#settings.simulatorWhenEmpty) await this.#runBuiltIn();
  }

  async create(body: SourceBody): Promise<SourceView> {
    await this.#check(body);
    const created = await this.#repo.create(body);
    this.#elsewhere?.changed({ op: 'saved', id: created.id });
    if (this.#runs) {
      // A real source was added: the simulated picture gives way to it.
      await this.#removeBuiltIn();
      await this.#supervisor.run(created);
    }
    return this.#view(created);
  }

  async update(id: number, body: SourceBody): Promise<SourceView> {
    await this.#check(body, id);
    const updated = await this.#repo.update(id, body);
    if (!updated) throw notFound();
    this.#elsewhere?.changed({ op: 'saved', id });
    if (this.#runs) await this.#supervisor.run(updated);
    return this.#view(updated);
  }

  async restart(id: number, password: string, passwordHash: string): Promise<void> {
    await confirm(password, passwordHash);
    if (!this.#runs) {
      if (!(await this.#repo.get(id))) throw notFound();
      this.#elsewhere?.changed({ op: 'restart', id });
      return;
    }
    if (!(await this.#supervisor.restart(id))) throw notFound();
  }

  async delete(id: number, password: string, passwordHash: string): Promise<void> {
    await confirm(password, passwordHash);
    if (!(await this.#repo.delete(id))) throw notFound();
    this.#elsewhere?.changed({ op: 'deleted', id });
    await this.#supervisor.remove(id);
  }

  async #check(body: SourceBody, id?: number): Promise<void> {
    const problem = await this.#problem(body, id);
    if (problem) throw new ApiError('VALIDATION', problem);
    const other = await this.#repo.byName(body.name);
    if (other && other.id !== id) throw new ApiError('SOURCE_NAME_USED', { field: 'name' });
  }

  /**
   * Why a source may not be saved: it cannot run (port, host, path), its file lies outside
   * the capture folder, or it would listen on the HTTP port or another source's port.
   */
  async #problem(
    body: SourceBody,
    id?: number,
  ): Promise<{ field: 'host' | 'port' | 'path'; message: string } | null> {
    const problem = sourceProblem(body);
    if (problem) return problem;
    const dir = this.#supervisor.captureDir;
    if (body.kind === 'file' && body.path && capturePath(dir, body.path) === null) {
      return { field: 'path', message: `path must be inside the capture folder ${dir}` };
    }
    if (isListener(body.kind) && body.port != null) {
      const port = body.port;
      if (this.#supervisor.reservedPorts.includes(port)) {
        return { field: 'port', message: `port ${port} is the server's HTTP port` };
      }
      const taken = (await this.#repo.list()).find(
        (s) => s.id !== id && isListener(s.kind) && s.port === port,
      );
      if (taken) return { field: 'port', message: `port ${port} is used by source ${taken.name}` };
    }
    return null;
  }

  #view(c: SourceConfig): SourceView {
    const remote = this.#elsewhere?.list().sources.find((s) => s.id === c.id);
    if (!this.#supervisor.get(c.id) && remote) return { ...c, status: remote.status };
    return toSourceView(c, this.#supervisor.get(c.id), this.#now());
  }
}

const notFound = () => new ApiError('NOT_FOUND', { message: 'source not found' });

async function confirm(password: string, passwordHash: string): Promise<void> {
  if (!(await verifyPassword(password, passwordHash))) {
    throw new ApiError('WRONG_PASSWORD', { field: 'password' });
  }
}

/**
 * The built-in simulator shown while no source is configured: one fleet heard by two
 * sources, as a national picture is. 'simulator' gives what shore stations hear (vessels
 * within about 40 NM of a port); 'simulator-satellite', a satellite source, gives the rest,
 * far offshore, a position every few minutes (`@pantau/sim`'s reception).
 */
export function builtInSimulators(vessels: number): SourceConfig[] {
  const source = (
    id: number,
    name: string,
    reception: 'terrestrial' | 'satellite',
  ): SourceConfig => ({
    id,
    name,
    kind: 'simulator',
    host: null,
    port: null,
    path: null,
    speed: null,
    vessels,
    reception,
    checksum: 'required',
    allow: [],
    satellite: reception === 'satellite',
    district: null,
    parentId: null,
    enabled: true,
  });
  return [
    source(BUILT_IN_SIMULATOR_ID, 'simulator', 'terrestrial'),
    source(BUILT_IN_SATELLITE_SIMULATOR_ID, 'simulator-satellite', 'satellite'),
  ];
}
