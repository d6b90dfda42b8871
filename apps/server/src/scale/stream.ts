import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import {
  DiscardPolicy,
  jetstreamManager,
  RetentionPolicy,
  StorageType,
  type JetStreamManager,
} from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import type { StreamSettings } from '../config.ts';

const NS_PER_MS = 1_000_000;
/** JetStream drops a message whose `Nats-Msg-Id` it saw this recently. */
export const DUPLICATE_WINDOW_MS = 120_000;

/** The names every process derives from PANTAU_NATS_PREFIX. */
export function streamNames(prefix: string) {
  return {
    stream: `${prefix.toUpperCase()}_EVENTS`,
    events: `${prefix}.events`,
    sourcesChanged: `${prefix}.sources.changed`,
    sourcesStatus: (ingestId: string) => `${prefix}.sources.status.${ingestId}`,
    sourcesStatusAll: `${prefix}.sources.status.*`,
    historyConsumer: `${prefix}_history`,
    /** Alerts the leading process stored, for every API process's push. */
    alertsStored: `${prefix}.alerts.stored`,
    /** Acknowledgements and silences made in one API process, for the others. */
    alertsControl: `${prefix}.alerts.control`,
    /** Chat messages, receipts and group changes, for every API process's sockets. */
    chat: `${prefix}.chat`,
  };
}
export type StreamNames = ReturnType<typeof streamNames>;

/** This process's ingest id for this run: host, pid and a random part (never reused). */
export function newIngestId(): string {
  const host = hostname()
    .replace(/[^A-Za-z0-9-]/g, '-')
    .slice(0, 24);
  return `${host}-${process.pid}-${randomBytes(4).toString('hex')}`;
}

/**
 * Creates the events stream, or brings its limits to the configured ones: file storage,
 * limits retention, discard old, at most `maxAgeMs` old and `maxBytes` in all, a two-minute
 * duplicate window. Every process may call it; the last settings win.
 */
export async function ensureStream(
  nc: NatsConnection,
  settings: StreamSettings,
): Promise<JetStreamManager> {
  const names = streamNames(settings.prefix);
  const jsm = await jetstreamManager(nc);
  const limits = {
    subjects: [names.events],
    discard: DiscardPolicy.Old,
    max_age: settings.maxAgeMs * NS_PER_MS,
    max_bytes: settings.maxBytes,
    duplicate_window: DUPLICATE_WINDOW_MS * NS_PER_MS,
  };
  const exists = await jsm.streams.info(names.stream).then(
    () => true,
    () => false,
  );
  if (exists) await jsm.streams.update(names.stream, limits);
  else {
    await jsm.streams.add({
      name: names.stream,
      retention: RetentionPolicy.Limits,
      storage: StorageType.File,
      ...limits,
    });
  }
  return jsm;
}
