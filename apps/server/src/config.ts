import { resolve } from 'node:path';
import { ROLES } from '@pantau/domain';
import { z } from 'zod';
import type { SourceBody } from '@pantau/contracts';
import { parseDeclaredSources } from './features/sources/declared.ts';
import type { SsoSettings } from './features/sso/sso.service.ts';

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
  PANTAU_ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  PANTAU_WEB_DIST: z.string().optional(),
  PANTAU_LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace']).default('info'),
  PANTAU_SESSION_IDLE_MINUTES: z.coerce.number().int().positive().default(120),
  PANTAU_SESSION_MAX_HOURS: z.coerce.number().int().positive().default(12),
  PANTAU_COOKIE_SECURE: bool.default(false),
  PANTAU_LOGIN_RATE_MAX: z.coerce.number().int().positive().default(10),
  PANTAU_LOGIN_RATE_WINDOW_S: z.coerce.number().int().positive().default(60),
  PANTAU_API_RATE_MAX: z.coerce.number().int().positive().default(600),
  PANTAU_DEMO_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  PANTAU_PUBLIC_URL: z.url().optional(),
  PANTAU_SOURCES: z.string().optional(),
  PANTAU_SIMULATOR: z.enum(['auto', 'off']).default('auto'),
  PANTAU_SIM_VESSELS: z.coerce.number().int().min(1).max(200_000).default(2000),
  PANTAU_HISTORY_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  PANTAU_VESSEL_REMOVE_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 30)
    .default(6),
  PANTAU_LIVE_TICK_MS: z.coerce.number().int().min(100).max(60_000).default(1000),
  PANTAU_LIVE_BATCH_MS: z.coerce.number().int().min(10).max(1000).default(100),
  PANTAU_OIDC_ISSUER: z.url().optional(),
  PANTAU_OIDC_CLIENT_ID: z.string().min(1).optional(),
  PANTAU_OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  PANTAU_OIDC_ROLE_CLAIM: z.string().min(1).default('groups'),
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

export interface Config {
  port: number;
  host: string;
  env: 'development' | 'production' | 'test';
  dataDir: string;
  db: string;
  bus: string;
  adminPassword: string | undefined;
  webDist: string;
  logLevel: string;
  session: { idleMs: number; maxMs: number; cookieSecure: boolean };
  loginRate: { max: number; windowMs: number };
  /** Requests per minute for each API token. */
  apiRateMax: number;
  demoPassword: string | undefined;
  /** Where browsers reach this server (for SSO redirects). */
  publicUrl: string;
  /** Single sign-on, when an issuer and client are configured. */
  sso: SsoSettings | undefined;
  live: {
    declaredSources: SourceBody[];
    simulatorWhenEmpty: boolean;
    simVessels: number;
    historyDays: number;
    removeAfterMs: number;
    /** A client gets a frame at least this often (empty when nothing changed). */
    tickMs: number;
    /** Changes are gathered this long, conflated per vessel, then pushed. */
    batchMs: number;
  };
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
  const publicUrl = (c.PANTAU_PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/+$/, '');
  return {
    port: c.PORT,
    host: c.HOST,
    env: c.NODE_ENV,
    dataDir,
    db: c.PANTAU_DB ?? `sqlite:${resolve(dataDir, 'pantau.db')}`,
    bus: c.PANTAU_BUS,
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
    live: {
      declaredSources,
      simulatorWhenEmpty: c.PANTAU_SIMULATOR === 'auto',
      simVessels: c.PANTAU_SIM_VESSELS,
      historyDays: c.PANTAU_HISTORY_DAYS,
      removeAfterMs: c.PANTAU_VESSEL_REMOVE_HOURS * 3_600_000,
      tickMs: c.PANTAU_LIVE_TICK_MS,
      batchMs: Math.min(c.PANTAU_LIVE_BATCH_MS, c.PANTAU_LIVE_TICK_MS),
    },
  };
}
