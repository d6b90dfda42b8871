import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  it('has embedded defaults', () => {
    const c = loadConfig({});
    expect(c.port).toBe(8080);
    expect(c.db).toBe(`sqlite:${resolve('data/pantau.db')}`);
    expect(c.bus).toBe('memory');
    expect(c.adminPassword).toBeUndefined();
    expect(c.session).toEqual({ idleMs: 120 * 60_000, maxMs: 12 * 3_600_000, cookieSecure: false });
  });

  it('reads PORT, PANTAU_DB, PANTAU_DATA_DIR and PANTAU_BUS', () => {
    const c = loadConfig({
      PORT: '9090',
      PANTAU_DATA_DIR: '/var/lib/pantau',
      PANTAU_DB: 'postgres://u:p@db:5432/pantau',
      PANTAU_BUS: 'nats://127.0.0.1:4222',
      PANTAU_COOKIE_SECURE: 'true',
    });
    expect(c).toMatchObject({
      port: 9090,
      dataDir: '/var/lib/pantau',
      db: 'postgres://u:p@db:5432/pantau',
      bus: 'nats://127.0.0.1:4222',
    });
    expect(c.session.cookieSecure).toBe(true);
    expect(loadConfig({ PANTAU_DATA_DIR: '/srv/x' }).db).toBe('sqlite:/srv/x/pantau.db');
  });

  it('names every bad variable and the reason', () => {
    expect(() =>
      loadConfig({ PORT: 'eighty', PANTAU_DB: 'mysql://x', PANTAU_ADMIN_PASSWORD: 'short' }),
    ).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', PANTAU_DB: 'mysql://x', PANTAU_ADMIN_PASSWORD: 'short' });
    } catch (err) {
      const msg = (err as Error).message;
      expect(msg).toMatch(/PORT:/);
      expect(msg).toMatch(/PANTAU_DB: must be sqlite:PATH or postgres/);
      expect(msg).toMatch(/PANTAU_ADMIN_PASSWORD: must be at least 8 characters/);
    }
  });
});
