import { timingSafeEqual } from 'node:crypto';
import { monitorEventLoopDelay, type RecordableHistogram } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../../errors.ts';
import { threadHeaps } from '../../store/worker-calls.ts';
import { histogramMetric, prometheusText, type Metric } from './prometheus.ts';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function tokenMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.replace(/^Bearer /, '') ?? '');
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/**
 * Prometheus metrics at `/metrics`: ingest (messages, decode errors, duplicates per source),
 * the stream (published, dropped, waiting, lag, delay, replays dropped), the live clients,
 * the push latency (receipt → frame sent), history writes, each hub sink's time per vessel
 * event (on a sample, `LiveHub.budget`) and the event loop's delay (how long a timer, a
 * request or a socket waited behind other work) and the process's memory (resident, heap, outside
 * the heap). With PANTAU_METRICS_TOKEN a
 * caller must send it as a Bearer token; without one only loopback callers (the socket's own
 * address, never a forwarded one) are answered.
 */
export const metricsFeature = fp(
  async (app) => {
    const { config } = app.core;
    const token = config.metricsToken;
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    app.addHook('onClose', () => loop.disable());
    app.get(
      '/metrics',
      { config: { access: 'public' }, schema: { hide: true } },
      async (req, reply) => {
        const allowed = token
          ? tokenMatches(req.headers.authorization, token)
          : LOOPBACK.has(req.socket.remoteAddress ?? '');
        if (!allowed) throw new ApiError('FORBIDDEN');
        const threads = await threadHeaps();
        return reply
          .type('text/plain; version=0.0.4; charset=utf-8')
          .send(prometheusText(collect(app, loop, threads)));
      },
    );
    return Promise.resolve();
  },
  { name: 'metrics', fastify: '5.x', dependencies: ['stream', 'ingest', 'live', 'history'] },
);

function collect(
  app: FastifyInstance,
  loop: Pick<RecordableHistogram, 'percentile'>,
  threads: { used: number; total: number },
): Metric[] {
  const runtimes = [...app.ingest.supervisor.runtimes()];
  const perSource = (
    name: string,
    help: string,
    pick: (s: (typeof runtimes)[0]['stats']) => number,
  ): Metric => ({
    name,
    help,
    type: 'counter',
    samples: runtimes.map((r) => ({ labels: { source: r.config.name }, value: pick(r.stats) })),
  });
  const { publisher, relay, roles } = app.stream;
  const { consumer, writer } = app.history;
  const metrics: Metric[] = [
    {
      name: 'pantau_role',
      help: 'The roles this process runs (PANTAU_ROLES)',
      type: 'gauge',
      samples: [...roles].map((role) => ({ labels: { role }, value: 1 })),
    },
    perSource('pantau_ingest_messages_total', 'AIS messages decoded', (s) => s.messages),
    perSource(
      'pantau_ingest_decode_errors_total',
      'Lines that did not decode',
      (s) => s.decodeErrors,
    ),
    perSource(
      'pantau_ingest_duplicates_total',
      'Positions heard twice (dropped)',
      (s) => s.duplicates,
    ),
    {
      name: 'pantau_ingest_message_rate',
      help: 'AIS messages per second, per source',
      type: 'gauge',
      samples: runtimes.map((r) => ({
        labels: { source: r.config.name },
        value: r.stats.rate(app.core.now()),
      })),
    },
    {
      name: 'pantau_live_clients',
      help: 'Live sockets open',
      type: 'gauge',
      samples: [{ value: app.live.sockets.size }],
    },
    histogramMetric(
      'pantau_live_push_latency_seconds',
      'Server receipt of a position (at ingest) to the delta frame carrying it going out',
      app.live.push.latency,
      1000,
    ),
    {
      name: 'pantau_hub_sink_seconds_per_event',
      help: 'Time a hub sink takes per vessel event, measured on one event in 32',
      type: 'gauge',
      samples: app.hub
        .budget()
        .filter((b) => b.sampled > 0)
        .map((b) => ({ labels: { sink: b.name }, value: b.ms / b.sampled / 1000 })),
    },
    {
      name: 'pantau_hub_conflated_total',
      help: 'Positions a paced rule never judged: a newer one of the same ship replaced them',
      type: 'counter',
      samples: app.hub.budget().map((b) => ({ labels: { sink: b.name }, value: b.conflated })),
    },
    {
      name: 'pantau_event_loop_delay_seconds',
      help: 'How late the event loop ran what was due, since the process started',
      type: 'gauge',
      samples: [0.5, 0.99].map((q) => ({
        labels: { quantile: String(q) },
        value: loop.percentile(q * 100) / 1e9,
      })),
    },
    {
      name: 'pantau_process_memory_bytes',
      help: "Memory of this process: resident (rss), the main thread's JavaScript heap (heap_used, heap_total), memory outside it (external, of which array_buffers), and the writer threads' heaps (threads_heap_used, threads_heap_total)",
      type: 'gauge',
      samples: Object.entries(memoryKinds(threads)).map(([kind, value]) => ({
        labels: { kind },
        value,
      })),
    },
    {
      name: 'pantau_history_positions_written_total',
      help: 'Positions written to history by this process',
      type: 'counter',
      samples: [{ value: (consumer?.written ?? 0) + writer.written }],
    },
  ];
  // Alerts (issue #17) when that feature is registered: open now, and changes stored.
  if (app.hasDecorator('alerts')) {
    metrics.push(
      {
        name: 'pantau_alerts_open',
        help: 'Alerts open now, per alert type',
        type: 'gauge',
        samples: [...app.alerts.engine.openByType()].map(([type, value]) => ({
          labels: { type },
          value,
        })),
      },
      gauge(
        'pantau_alerts_stored_total',
        'Alert changes stored (opened, updated, closed)',
        app.alerts.writer.stored,
        'counter',
      ),
      gauge(
        'pantau_alerts_pending',
        'Alert changes waiting to be stored',
        app.alerts.writer.pending,
      ),
      gauge(
        'pantau_alerts_leader',
        'Whether the alert engine runs in this process (1) or in another (0)',
        app.alerts.leadership.leading ? 1 : 0,
      ),
    );
  }
  // BMKG's maritime forecasts (issue #34) when that feature is registered.
  if (app.hasDecorator('weather')) {
    const w = app.weather.stats();
    metrics.push(
      gauge('pantau_weather_polls_total', 'Readings of every sea area begun', w.polls, 'counter'),
      gauge(
        'pantau_weather_poll_failures_total',
        "Readings in which BMKG's sea areas could not be read at all",
        w.pollFailures,
        'counter',
      ),
      {
        name: 'pantau_weather_area_failures_total',
        help: 'Sea-area forecasts that failed or could not be used, by reason',
        type: 'counter',
        samples: Object.entries(w.areaFailures).map(([reason, value]) => ({
          labels: { reason },
          value,
        })),
      },
      gauge('pantau_weather_stale_areas', 'Sea areas whose forecast shown is stale', w.staleAreas),
      gauge(
        'pantau_weather_last_good_seconds',
        'When every sea area was last read well (unix seconds; 0: never)',
        (w.lastGoodAt ?? 0) / 1000,
      ),
    );
  }
  if (publisher) {
    metrics.push(
      gauge(
        'pantau_stream_published_events_total',
        'Events the stream acknowledged',
        publisher.published,
        'counter',
      ),
      gauge(
        'pantau_stream_dropped_events_total',
        'Events dropped while the stream was unreachable',
        publisher.dropped,
        'counter',
      ),
      gauge('pantau_stream_waiting_events', 'Events waiting for the stream', publisher.buffered),
    );
  }
  if (relay) {
    metrics.push(
      gauge('pantau_stream_lag_messages', 'Stream messages not yet in this picture', relay.lag),
      gauge(
        'pantau_stream_delay_ms',
        'Age of the newest batch when it reached this picture',
        relay.delayMs,
      ),
      gauge(
        'pantau_stream_duplicates_total',
        'Replayed batches dropped by the picture',
        relay.duplicates,
        'counter',
      ),
      gauge(
        'pantau_stream_events_total',
        'Events fed to this picture from the stream',
        relay.events,
        'counter',
      ),
    );
  }
  if (consumer) {
    metrics.push(
      gauge(
        'pantau_history_lag_messages',
        'Stream messages not yet written to history',
        consumer.lag,
      ),
      gauge(
        'pantau_history_write_errors_total',
        'History writes that failed (not acknowledged)',
        consumer.writeErrors,
        'counter',
      ),
      gauge(
        'pantau_history_redelivered_total',
        'Stream messages delivered to history again',
        consumer.redelivered,
        'counter',
      ),
    );
  }
  return metrics;
}

function memoryKinds(threads: { used: number; total: number }): Record<string, number> {
  const m = process.memoryUsage();
  return {
    rss: m.rss,
    heap_used: m.heapUsed,
    heap_total: m.heapTotal,
    external: m.external,
    array_buffers: m.arrayBuffers,
    threads_heap_used: threads.used,
    threads_heap_total: threads.total,
  };
}

function gauge(name: string, help: string, value: number, type: Metric['type'] = 'gauge'): Metric {
  return { name, help, type, samples: [{ value }] };
}
