#!/usr/bin/env node
// Reads the configuration, opens the store and the bus, and serves. Nothing else.
import Fastify from 'fastify';
import { app } from './app.ts';
import { MemoryBus, NatsBus } from './bus/bus.ts';
import { ConfigError, loadConfig } from './config.ts';
import { fastifyTrustProxy } from './http/trust-proxy.ts';
import { openStore } from './store/db.ts';
import { checkDataDir, DataDirError, prepareStore, readVersion } from './startup.ts';

let config;
try {
  config = loadConfig();
  checkDataDir(config.dataDir);
} catch (err) {
  if (!(err instanceof ConfigError) && !(err instanceof DataDirError)) throw err;
  process.stderr.write(`${err.message}\n`);
  process.exit(2);
}

const fastify = Fastify({
  logger: {
    level: config.logLevel,
    ...(config.env === 'development' ? { transport: { target: 'pino-pretty' } } : {}),
  },
  // Only configured proxies may name the client (PANTAU_TRUST_PROXY); else the socket does.
  trustProxy: fastifyTrustProxy(config.trustProxy),
});

// Files the server makes (the database, its WAL, the first admin's password) are its own.
process.umask(0o077);
const store = openStore(config.db);
await prepareStore(store, config, fastify.log);
// NATS is connected in the background: the process serves its health (degraded, saying it
// waits for NATS) until it answers, then the roles start their work on the stream.
const bus = config.bus === 'memory' ? new MemoryBus() : NatsBus.open(config.bus);
await fastify.register(app, {
  config,
  store,
  bus,
  version: readVersion(),
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  fastify.log.info({ signal }, 'shutting down');
  const timer = setTimeout(() => {
    fastify.log.error('shutdown took longer than 10 s; exiting');
    process.exit(1);
  }, 10_000);
  timer.unref();
  try {
    await fastify.close();
    await bus.close();
    await store.close();
    fastify.log.info('stopped');
    process.exit(0);
  } catch (err) {
    fastify.log.error({ err }, 'error while shutting down');
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await fastify.listen({ port: config.port, host: config.host });
fastify.log.info(
  { db: store.description, bus: bus.kind, roles: [...config.roles], web: config.webDist },
  `Pantau is serving on http://localhost:${config.port}`,
);
