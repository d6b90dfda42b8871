import { resolve } from 'node:path';
import { PERMISSIONS, ROLES, type Role as UserRole } from '@pantau/domain';
import { z } from 'zod';
import { CHART_KINDS, CHART_MAX_ZOOM, type ChartId, type SourceBody } from '@pantau/contracts';
import { parseDeclaredSources } from './features/sources/declared.ts';
import { chartSettingsFrom, type ChartsSettings } from './features/charts/chart-source.ts';
import { TrustProxySetting, type TrustProxy } from './http/trust-proxy.ts';

/**
 * The server's whole configuration: one object, validated once at start from the
 * environment, with embedded defaults. Nothing else reads process.env.
 */
const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

export const ConfigSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PANTAU_DATA_DIR: z.string().default('./data'),
  PANTAU_DB: z
    .string()
    .regex(/^(sqlite:.+|postgres(ql)?:\/\/.+)$/, 'must be sqlite:PATH or postgres://...')
    .optional(),
  PANTAU_BUS: z
    .string()
    .regex(/^(memory|nats:\/\/.+)$/, 'must be memory or nats://host:port')
    .default('memory'),
  PANTAU_ROLES: z.string().default('ingest,api,history'),
  PANTAU_NATS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,32}$/, 'must be 1-32 letters, digits, _ or -')
    .default('pantau'),
  PANTAU_NATS_BATCH_MS: z.coerce.number().int().min(5).max(1000).default(50),
  PANTAU_NATS_BUFFER_EVENTS: z.coerce.number().int().min(1000).max(10_000_000).default(500_000),
  PANTAU_NATS_REPLAY_MINUTES: z.coerce.number().min(0).max(1440).default(10),
  PANTAU_STREAM_MAX_AGE_HOURS: z.coerce.number().positive().max(8760).default(24),
  PANTAU_STREAM_MAX_MB: z.coerce.number().int().min(1).max(10_000_000).default(10_240),
  PANTAU_METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  PANTAU_ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  PANTAU_WEB_DIST: z.string().optional(),
  PANTAU_LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace']).default('info'),
  PANTAU_SESSION_IDLE_MINUTES: z.coerce.number().int().positive().default(120),
  PANTAU_SESSION_MAX_HOURS: z.coerce.number().int().positive().default(12),
  PANTAU_COOKIE_SECURE: bool.default(false),
  PANTAU_LOGIN_RATE_MAX: z.coerce.number().int().positive().default(10),
  PANTAU_LOGIN_RATE_WINDOW_S: z.coerce.number().int().positive().default(60),
  PANTAU_API_RATE_MAX: z.coerce.number().int().positive().default(600),
  PANTAU_TRUST_PROXY: TrustProxySetting,
  PANTAU_LOGIN_ACCOUNT_MAX: z.coerce.number().int().min(1).max(1000).default(5),
  PANTAU_DEMO_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  PANTAU_PUBLIC_URL: z.url().optional(),
  PANTAU_SOURCES: z.string().optional(),
  PANTAU_SIMULATOR: z.enum(['auto', 'off']).default('auto'),
  PANTAU_SIM_VESSELS: z.coerce.number().int().min(1).max(200_000).default(2000),
  PANTAU_HISTORY_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  PANTAU_HISTORY_THIN_DAYS: z.coerce.number().int().min(1).max(36500).default(365),
  PANTAU_PLAYBACK_ROLES: z
    .string()
    .default(PERMISSIONS['history.playback'].join(','))
    .transform((v) =>
      v
        .split(',')
        .map((r) => r.trim())
        .filter((r) => r !== ''),
    )
    .pipe(z.array(z.enum(ROLES, 'must be a comma list of user roles'))),
  PANTAU_VESSEL_REMOVE_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 30)
    .default(6),
  PANTAU_LIVE_TICK_MS: z.coerce.number().int().min(100).max(60_000).default(1000),
  /** Port calls: the minimum dwell before an arrival stands (@pantau/domain PORT_CALL_RULES). */
  PANTAU_PORT_CALL_DWELL_S: z.coerce.number().int().min(0).max(86_400).default(900),
  PANTAU_LIVE_BATCH_MS: z.coerce.number().int().min(10).max(1000).default(100),
  PANTAU_RULE_PACE_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
  PANTAU_LIVE_MAX_SOCKETS: z.coerce.number().int().min(1).max(100_000).default(1000),
  PANTAU_LIVE_MAX_PER_SESSION: z.coerce.number().int().min(1).max(1000).default(8),
  PANTAU_LIVE_BUFFER_KB: z.coerce.number().int().min(64).max(1_048_576).default(1024),
  PANTAU_FEED_MAX_CONNECTIONS: z.coerce.number().int().min(1).max(100_000).default(64),
  PANTAU_FEED_MAX_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(8),
  PANTAU_FEED_IDLE_S: z.coerce.number().int().min(1).max(86_400).default(120),
  PANTAU_FEED_FRAGMENT_BUDGET_MB: z.coerce.number().positive().max(65_536).default(64),
  PANTAU_CAPTURE_DIR: z.string().min(1).optional(),
  PANTAU_OIDC_ISSUER: z.url().optional(),
  PANTAU_OIDC_CLIENT_ID: z.string().min(1).optional(),
  PANTAU_OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  PANTAU_OIDC_ROLE_CLAIM: z.string().min(1).default('groups'),
  PANTAU_INAPORTNET_URL: z.url().optional(),
  PANTAU_INAPORTNET_USER: z.string().min(1).optional(),
  PANTAU_INAPORTNET_PASSWORD: z.string().optional(),
  PANTAU_INAPORTNET_POLL_S: z.coerce.number().int().min(10).max(86_400).default(300),
  PANTAU_INAPORTNET_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  PANTAU_SIMNAV_URL: z.url().optional(),
  PANTAU_SIMNAV_TOKEN: z.string().min(1).optional(),
  PANTAU_SIMNAV_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  PANTAU_SIMNAV_WEB_URL: z.url().optional(),
  PANTAU_BASARNAS_URL: z.url().optional(),
  PANTAU_BASARNAS_TOKEN: z.string().min(1).optional(),
  PANTAU_BASARNAS_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  PANTAU_BASARNAS_CACHE_S: z.coerce.number().int().min(10).max(86_400).default(300),
  PANTAU_BMKG_URL: z.url().optional(),
  PANTAU_BMKG_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  PANTAU_BMKG_POLL_S: z.coerce.number().int().min(600).max(86_400).default(600),
  PANTAU_BMKG_AREA_GROUPS: z
    .string()
    .regex(/^[A-Za-z]+(,[A-Za-z]+)*$/, 'must be letters separated by commas, such as M,P')
    .default('M,P'),
  PANTAU_SENSOR_CHECK_MS: z.coerce.number().int().min(200).max(3_600_000).default(30_000),
  PANTAU_LAND_FILE: z.string().min(1).optional(),
  PANTAU_FFMPEG: z.string().min(1).default('ffmpeg'),
  PANTAU_CCTV_MAX_TRANSCODES: z.coerce.number().int().min(0).max(256).default(4),
  PANTAU_CHART_HIDROS_URL: z.url().optional(),
  PANTAU_CHART_HIDROS_KIND: z.enum(CHART_KINDS).optional(),
  PANTAU_CHART_HIDROS_LAYERS: z.string().min(1).optional(),
  PANTAU_CHART_HIDROS_USER: z.string().min(1).optional(),
  PANTAU_CHART_HIDROS_PASSWORD: z.string().optional(),
  PANTAU_CHART_HIDROS_MAX_ZOOM: z.coerce.number().int().min(0).max(CHART_MAX_ZOOM).default(18),
  PANTAU_CHART_SIPANDU_URL: z.url().optional(),
  PANTAU_CHART_SIPANDU_KIND: z.enum(CHART_KINDS).optional(),
  PANTAU_CHART_SIPANDU_LAYERS: z.string().min(1).optional(),
  PANTAU_CHART_SIPANDU_USER: z.string().min(1).optional(),
  PANTAU_CHART_SIPANDU_PASSWORD: z.string().optional(),
  PANTAU_CHART_SIPANDU_MAX_ZOOM: z.coerce.number().int().min(0).max(CHART_MAX_ZOOM).default(18),
  PANTAU_CHART_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  PANTAU_SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/.+/, 'must be smtp://[user:pass@]host[:port] or smtps://...')
    .optional(),
  PANTAU_SMTP_FROM: z.string().min(3).max(254).default('Pantau <pantau@localhost>'),
  PANTAU_TELEGRAM_BOT_TOKEN: z
    .string()
    .regex(/^[0-9]+:[A-Za-z0-9_-]+$/, 'must be a bot token (digits:letters)')
    .optional(),
  PANTAU_TELEGRAM_API_URL: z.url().default('https://api.telegram.org'),
  PANTAU_OIDC_ROLE_MAP: z
    .string()
    .default('{}')
    .transform((v, ctx) => {
      try {
        return JSON.parse(v) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be JSON' });
        return z.NEVER;
      }
    })
    .pipe(z.record(z.string(), z.enum(ROLES), 'must map claim values to roles')),
});

/** Where Basarnas is (PANTAU_BASARNAS_*); kept on the server only. */
export interface BasarnasSettings {
  /** Base URL; `bsar/{dateFrom}/{dateTo}` is appended to it. */
  url: string;
  /** Sent as `Authorization: Bearer …` when set. */
  token: string | undefined;
  /** How long one call may take. */
  timeoutMs: number;
  /** How long a period's answer is kept. */
  cacheMs: number;
}

/** Where BMKG's maritime forecasts are (PANTAU_BMKG_*); kept on the server only. */
export interface BmkgSettings {
  /**
   * Base URL; `geojson-update/{group}.json` (the sea areas' polygons) and
   * `public_api/perairan/{code}_{name}.json` (an area's forecast) are appended to it.
   */
  url: string;
  /** How long one call may take. */
  timeoutMs: number;
  /** How often the forecasts are read again (never more often than every 10 minutes). */
  pollMs: number;
  /** BMKG's groups of sea areas ('M' the high seas, 'P' the coastal waters). */
  groups: readonly string[];
}

/** Where SIMNAV is and how to sign in (PANTAU_SIMNAV_*); kept on the server only. */
export interface SimnavSettings {
  /** Base URL; `alurdansbnp/{portCode}.json` (SPEC §7) is appended to it. */
  url: string;
  /** Sent as `Authorization: Bearer …` when set. */
  token: string | undefined;
  /** How long one call may take. */
  timeoutMs: number;
}

/** Where Inaportnet is and how to sign in (PANTAU_INAPORTNET_*); kept on the server only. */
export interface InaportnetSettings {
  /** Base URL; the SPEC §7 paths are appended to it. */
  url: string;
  user: string | undefined;
  password: string | undefined;
  /** How often today's day map is asked for again. */
  pollMs: number;
  /** How long one call may take. */
  timeoutMs: number;
}

/** Single sign-on with an OpenID Connect provider (PANTAU_OIDC_*). */
export interface SsoSettings {
  issuer: string;
  clientId: string;
  /** Absent for a public client: PKCE alone protects the code. */
  clientSecret: string | undefined;
  /** The web app's /auth-login page: the identity provider sends the browser back there. */
  redirectUri: string;
  postLogoutRedirectUri: string;
  /** The ID-token claim holding the user's groups or roles. */
  roleClaim: string;
  /** Claim value → Pantau role; users matching none become visitors. */
  roleMap: Record<string, UserRole>;
}

export interface Config {
  port: number;
  host: string;
  env: 'development' | 'production' | 'test';
  dataDir: string;
  db: string;
  bus: string;
  /** What this process does (PANTAU_ROLES); all three by default. */
  roles: ReadonlySet<Role>;
  /** The JetStream stream between the roles (used when `bus` is NATS). */
  stream: StreamSettings;
  /** Bearer token for /metrics; without one it answers loopback callers only. */
  metricsToken: string | undefined;
  adminPassword: string | undefined;
  webDist: string;
  logLevel: string;
  session: { idleMs: number; maxMs: number; cookieSecure: boolean };
  loginRate: { max: number; windowMs: number };
  /** Requests per minute for each API token. */
  apiRateMax: number;
  /** Which proxies' `X-Forwarded-For` is believed (Fastify's `trustProxy`); off by default. */
  trustProxy: TrustProxy;
  /** Failed sign-ins of one account within the login window before it backs off. */
  loginAccountMax: number;
  demoPassword: string | undefined;
  /** Where browsers reach this server (for SSO redirects). */
  publicUrl: string;
  /** Single sign-on, when an issuer and client are configured. */
  sso: SsoSettings | undefined;
  /** Inaportnet's PKK and SPB (PANTAU_INAPORTNET_*); undefined: not configured. */
  inaportnet: InaportnetSettings | undefined;
  /** SIMNAV's Alur & SBNP (PANTAU_SIMNAV_*); undefined: not configured. */
  simnav: SimnavSettings | undefined;
  /** SIMNAV's own web application, the left menu's SIMNAV link (PANTAU_SIMNAV_WEB_URL). */
  simnavWebUrl: string | undefined;
  /**
   * Basarnas' SAR news (PANTAU_BASARNAS_*): base URL, bearer token (kept on the server), one
   * call's timeout, how long a period's answer is kept; undefined: not configured.
   */
  basarnas: BasarnasSettings | undefined;
  /**
   * BMKG's maritime forecasts (PANTAU_BMKG_*): base URL, one call's timeout, the polling
   * period and the area groups; undefined: not configured.
   */
  bmkg: BmkgSettings | undefined;
  /**
   * Port sensors (CCTV, VHF, weather): how often each is checked (PANTAU_SENSOR_CHECK_MS);
   * the ffmpeg that shows RTSP cameras (PANTAU_FFMPEG) and how many at once
   * (PANTAU_CCTV_MAX_TRANSCODES).
   */
  sensors: { checkMs: number; ffmpeg: string; maxTranscodes: number };
  /** Port calls: overrides of the rules' thresholds (PANTAU_PORT_CALL_DWELL_S). */
  portCalls: { minDwellMs: number };
  /** The chart overlays' services (PANTAU_CHART_*); undefined: not configured. */
  charts: ChartsSettings;
  /** The offline base map's land: the operator's GeoJSON (PANTAU_LAND_FILE), or the package's. */
  basemap: { landFile: string | undefined };
  /** Where alerts are sent by Email and Telegram (issue #17); undefined: not configured. */
  alertChannels: {
    smtp: { url: string; from: string; timeoutMs: number } | undefined;
    telegram: { apiUrl: string; token: string; timeoutMs: number } | undefined;
  };
  live: {
    declaredSources: SourceBody[];
    simulatorWhenEmpty: boolean;
    simVessels: number;
    historyDays: number;
    /** Days the thinned copy of the history is kept (at least `historyDays`). */
    historyThinDays: number;
    /** The user roles that may use Historical Overall Playback (PANTAU_PLAYBACK_ROLES). */
    playbackRoles: readonly UserRole[];
    removeAfterMs: number;
    /** A client gets a frame at least this often (empty when nothing changed). */
    tickMs: number;
    /** Changes are gathered this long, conflated per vessel, then pushed. */
    batchMs: number;
    /**
     * Rules that judge behaviour (alerts, geofences, port calls, puskodal) and density take each ship's
     * newest position at this pace (0: every message as it comes).
     */
    rulePaceMs: number;
    /** Live sockets open at once, in all. */
    maxSockets: number;
    /** Live sockets open at once per session or API token. */
    maxSocketsPerSession: number;
    /** A socket with more than this unsent for a few ticks is closed (bytes). */
    socketBufferBytes: number;
  };
  /** Limits on what network feeds and capture files may do (issue #21). */
  feeds: {
    /** Connections (UDP: senders) per listener. */
    maxConnections: number;
    /** Connections (UDP: senders) per sending address per listener. */
    maxPerAddress: number;
    /** A connection (UDP: sender) silent this long is closed. */
    idleMs: number;
    /** Unfinished multi-part messages of all feeds together, in bytes. */
    fragmentBudgetBytes: number;
    /** File sources read only inside this folder. */
    captureDir: string;
  };
}

export const ROLE_NAMES = ['ingest', 'api', 'history'] as const;
export type Role = (typeof ROLE_NAMES)[number];

export interface StreamSettings {
  /** Subjects start with it; the stream is named `<PREFIX>_EVENTS`. */
  prefix: string;
  /** Ingest gathers events this long into one stream message. */
  batchMs: number;
  /** Events ingest holds while the stream is unreachable; beyond it the oldest are dropped. */
  bufferEvents: number;
  /** An API process builds its picture from this much of the stream's past. */
  replayMs: number;
  /** The stream keeps messages this long (ms) and this much (bytes). */
  maxAgeMs: number;
  maxBytes: number;
}

/** PANTAU_ROLES: a comma list of roles; refused with the reason when one is unknown. */
export function parseRoles(value: string, bus: string): ReadonlySet<Role> {
  const names = value
    .split(',')
    .map((r) => r.trim())
    .filter((r) => r !== '');
  if (names.length === 0)
    throw new ConfigError(`PANTAU_ROLES: must name at least one of ${ROLE_NAMES.join(', ')}`);
  const roles = new Set<Role>();
  for (const name of names) {
    if (!(ROLE_NAMES as readonly string[]).includes(name)) {
      throw new ConfigError(
        `PANTAU_ROLES: unknown role '${name}' (the roles are ${ROLE_NAMES.join(', ')})`,
      );
    }
    roles.add(name as Role);
  }
  if (bus === 'memory' && roles.size < ROLE_NAMES.length) {
    throw new ConfigError(
      `PANTAU_ROLES: '${value}' needs PANTAU_BUS=nats://host:port: with the in-memory bus ` +
        'the roles reach each other only inside one process, so it must run all three',
    );
  }
  return roles;
}

const REPO_ROOT = resolve(import.meta.dirname, '../../..');

export class ConfigError extends Error {}

/** Reads the configuration from an environment (process.env by default). */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  const dataDir = resolve(c.PANTAU_DATA_DIR);
  let declaredSources: SourceBody[];
  try {
    declaredSources = parseDeclaredSources(c.PANTAU_SOURCES);
  } catch (err) {
    throw new ConfigError(`invalid configuration:\n  PANTAU_SOURCES: ${(err as Error).message}`);
  }
  let roles: ReadonlySet<Role>;
  try {
    roles = parseRoles(c.PANTAU_ROLES, c.PANTAU_BUS);
  } catch (err) {
    throw new ConfigError(`invalid configuration:\n  ${(err as Error).message}`);
  }
  let charts: ChartsSettings;
  try {
    const chart = (id: ChartId, v: Omit<Parameters<typeof chartSettingsFrom>[1], 'timeoutMs'>) =>
      chartSettingsFrom(id, { ...v, timeoutMs: c.PANTAU_CHART_TIMEOUT_MS });
    charts = {
      hidros: chart('hidros', {
        url: c.PANTAU_CHART_HIDROS_URL,
        kind: c.PANTAU_CHART_HIDROS_KIND,
        layers: c.PANTAU_CHART_HIDROS_LAYERS,
        user: c.PANTAU_CHART_HIDROS_USER,
        password: c.PANTAU_CHART_HIDROS_PASSWORD,
        maxZoom: c.PANTAU_CHART_HIDROS_MAX_ZOOM,
      }),
      sipandu: chart('sipandu', {
        url: c.PANTAU_CHART_SIPANDU_URL,
        kind: c.PANTAU_CHART_SIPANDU_KIND,
        layers: c.PANTAU_CHART_SIPANDU_LAYERS,
        user: c.PANTAU_CHART_SIPANDU_USER,
        password: c.PANTAU_CHART_SIPANDU_PASSWORD,
        maxZoom: c.PANTAU_CHART_SIPANDU_MAX_ZOOM,
      }),
    };
  } catch (err) {
    throw new ConfigError(`invalid configuration:\n  ${(err as Error).message}`);
  }
  const publicUrl = (c.PANTAU_PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/+$/, '');
  return {
    port: c.PORT,
    host: c.HOST,
    env: c.NODE_ENV,
    dataDir,
    db: c.PANTAU_DB ?? `sqlite:${resolve(dataDir, 'pantau.db')}`,
    bus: c.PANTAU_BUS,
    roles,
    stream: {
      prefix: c.PANTAU_NATS_PREFIX,
      batchMs: c.PANTAU_NATS_BATCH_MS,
      bufferEvents: c.PANTAU_NATS_BUFFER_EVENTS,
      replayMs: c.PANTAU_NATS_REPLAY_MINUTES * 60_000,
      maxAgeMs: c.PANTAU_STREAM_MAX_AGE_HOURS * 3_600_000,
      maxBytes: c.PANTAU_STREAM_MAX_MB * 1024 * 1024,
    },
    metricsToken: c.PANTAU_METRICS_TOKEN,
    adminPassword: c.PANTAU_ADMIN_PASSWORD,
    webDist: resolve(c.PANTAU_WEB_DIST ?? resolve(REPO_ROOT, 'apps/web/dist')),
    logLevel: c.PANTAU_LOG_LEVEL,
    session: {
      idleMs: c.PANTAU_SESSION_IDLE_MINUTES * 60_000,
      maxMs: c.PANTAU_SESSION_MAX_HOURS * 3_600_000,
      cookieSecure: c.PANTAU_COOKIE_SECURE,
    },
    loginRate: { max: c.PANTAU_LOGIN_RATE_MAX, windowMs: c.PANTAU_LOGIN_RATE_WINDOW_S * 1000 },
    apiRateMax: c.PANTAU_API_RATE_MAX,
    trustProxy: c.PANTAU_TRUST_PROXY,
    loginAccountMax: c.PANTAU_LOGIN_ACCOUNT_MAX,
    demoPassword: c.PANTAU_DEMO_PASSWORD,
    publicUrl,
    sso:
      c.PANTAU_OIDC_ISSUER && c.PANTAU_OIDC_CLIENT_ID
        ? {
            issuer: c.PANTAU_OIDC_ISSUER,
            clientId: c.PANTAU_OIDC_CLIENT_ID,
            clientSecret: c.PANTAU_OIDC_CLIENT_SECRET,
            redirectUri: `${publicUrl}/auth-login`,
            postLogoutRedirectUri: `${publicUrl}/login`,
            roleClaim: c.PANTAU_OIDC_ROLE_CLAIM,
            roleMap: c.PANTAU_OIDC_ROLE_MAP,
          }
        : undefined,
    charts,
    alertChannels: {
      smtp: c.PANTAU_SMTP_URL
        ? { url: c.PANTAU_SMTP_URL, from: c.PANTAU_SMTP_FROM, timeoutMs: 15_000 }
        : undefined,
      telegram: c.PANTAU_TELEGRAM_BOT_TOKEN
        ? {
            apiUrl: c.PANTAU_TELEGRAM_API_URL,
            token: c.PANTAU_TELEGRAM_BOT_TOKEN,
            timeoutMs: 15_000,
          }
        : undefined,
    },
    sensors: {
      checkMs: c.PANTAU_SENSOR_CHECK_MS,
      ffmpeg: c.PANTAU_FFMPEG,
      maxTranscodes: c.PANTAU_CCTV_MAX_TRANSCODES,
    },
    basemap: {
      landFile: c.PANTAU_LAND_FILE === undefined ? undefined : resolve(c.PANTAU_LAND_FILE),
    },
    simnavWebUrl: c.PANTAU_SIMNAV_WEB_URL,
    simnav: c.PANTAU_SIMNAV_URL
      ? {
          url: c.PANTAU_SIMNAV_URL,
          token: c.PANTAU_SIMNAV_TOKEN,
          timeoutMs: c.PANTAU_SIMNAV_TIMEOUT_MS,
        }
      : undefined,
    basarnas: c.PANTAU_BASARNAS_URL
      ? {
          url: c.PANTAU_BASARNAS_URL,
          token: c.PANTAU_BASARNAS_TOKEN,
          timeoutMs: c.PANTAU_BASARNAS_TIMEOUT_MS,
          cacheMs: c.PANTAU_BASARNAS_CACHE_S * 1000,
        }
      : undefined,
    bmkg: c.PANTAU_BMKG_URL
      ? {
          url: c.PANTAU_BMKG_URL,
          timeoutMs: c.PANTAU_BMKG_TIMEOUT_MS,
          pollMs: c.PANTAU_BMKG_POLL_S * 1000,
          groups: c.PANTAU_BMKG_AREA_GROUPS.split(','),
        }
      : undefined,
    inaportnet: c.PANTAU_INAPORTNET_URL
      ? {
          url: c.PANTAU_INAPORTNET_URL,
          user: c.PANTAU_INAPORTNET_USER,
          password: c.PANTAU_INAPORTNET_PASSWORD,
          pollMs: c.PANTAU_INAPORTNET_POLL_S * 1000,
          timeoutMs: c.PANTAU_INAPORTNET_TIMEOUT_MS,
        }
      : undefined,
    portCalls: { minDwellMs: c.PANTAU_PORT_CALL_DWELL_S * 1000 },
    live: {
      declaredSources,
      simulatorWhenEmpty: c.PANTAU_SIMULATOR === 'auto',
      simVessels: c.PANTAU_SIM_VESSELS,
      historyDays: c.PANTAU_HISTORY_DAYS,
      playbackRoles: c.PANTAU_PLAYBACK_ROLES,
      historyThinDays: Math.max(c.PANTAU_HISTORY_THIN_DAYS, c.PANTAU_HISTORY_DAYS),
      removeAfterMs: c.PANTAU_VESSEL_REMOVE_HOURS * 3_600_000,
      tickMs: c.PANTAU_LIVE_TICK_MS,
      batchMs: Math.min(c.PANTAU_LIVE_BATCH_MS, c.PANTAU_LIVE_TICK_MS),
      rulePaceMs: c.PANTAU_RULE_PACE_MS,
      maxSockets: c.PANTAU_LIVE_MAX_SOCKETS,
      maxSocketsPerSession: c.PANTAU_LIVE_MAX_PER_SESSION,
      socketBufferBytes: c.PANTAU_LIVE_BUFFER_KB * 1024,
    },
    feeds: {
      maxConnections: c.PANTAU_FEED_MAX_CONNECTIONS,
      maxPerAddress: c.PANTAU_FEED_MAX_PER_ADDRESS,
      idleMs: c.PANTAU_FEED_IDLE_S * 1000,
      fragmentBudgetBytes: Math.round(c.PANTAU_FEED_FRAGMENT_BUDGET_MB * 1024 * 1024),
      captureDir: resolve(c.PANTAU_CAPTURE_DIR ?? resolve(dataDir, 'captures')),
    },
  };
}
