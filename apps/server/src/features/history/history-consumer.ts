import { AckPolicy, DeliverPolicy, jetstream, jetstreamManager } from '@nats-io/jetstream';
import { DEFAULT_AGE_POLICY } from '@pantau/domain';
import type { NatsBus } from '../../bus/bus.ts';
import { decodeBatch } from '../../scale/codec.ts';
import { LivePicture } from '../live/live-picture.ts';
import { HistoryWriter } from './history-writer.ts';
import type { HistoryRepo } from './history.repo.ts';

const NS_PER_MS = 1_000_000;
/** Stream messages per batch: each becomes one write, acknowledged after it commits. */
const FETCH_MAX = 100;
/** A message not acknowledged this long (its process died) is delivered again. */
const ACK_WAIT_MS = 10_000;

/**
 * The history role on NATS: one durable pull consumer (`<prefix>_history`, shared by every
 * history process) fetches batches, writes their positions and static changes, and
 * acknowledges the batch only after the write committed. A process killed in between leaves
 * its batch unacknowledged and the stream delivers it again; positions are unique per
 * (mmsi, t, source), so a second write of one changes nothing. When the database fails, the
 * batch is refused (`nak`) and asked for again after a pause: nothing is acknowledged
 * meanwhile.
 */
export class HistoryConsumer {
  readonly #bus: NatsBus;
  readonly #stream: string;
  readonly #durable: string;
  readonly #writer: HistoryWriter;
  readonly #log: { info: (o: object, m: string) => void; warn: (o: object, m: string) => void };
  /** Merges static data per vessel, so only its changes are stored (as in one process). */
  readonly #state = new LivePicture({ policy: DEFAULT_AGE_POLICY, isSatellite: () => false });
  #stopped = false;
  #done: Promise<void> | undefined;
  batches = 0;
  writeErrors = 0;
  badMessages = 0;
  /** Stream messages the consumer has yet to deliver. */
  lag = 0;
  lastError: string | null = null;
  running = false;

  constructor(opts: {
    bus: NatsBus;
    stream: string;
    durable: string;
    repo: HistoryRepo;
    log: { info: (o: object, m: string) => void; warn: (o: object, m: string) => void };
  }) {
    this.#bus = opts.bus;
    this.#stream = opts.stream;
    this.#durable = opts.durable;
    this.#writer = new HistoryWriter(opts.repo);
    this.#log = opts.log;
  }

  get written(): number {
    return this.#writer.written;
  }

  /** Messages delivered again (after a crash or a refused write): written once anyway. */
  redelivered = 0;

  start(): void {
    this.#done ??= this.#run();
  }

  async #run(): Promise<void> {
    while (!this.#stopped) {
      try {
        await this.#consume();
      } catch (err) {
        this.running = false;
        this.lastError = err instanceof Error ? err.message : String(err);
        if (!this.#stopped) this.#log.warn({ err: this.lastError }, 'history consumer; retrying');
        await sleep(2000);
      }
    }
  }

  async #consume(): Promise<void> {
    const nc = await this.#bus.ready;
    const jsm = await jetstreamManager(nc);
    await jsm.consumers.info(this.#stream, this.#durable).catch(() =>
      jsm.consumers.add(this.#stream, {
        durable_name: this.#durable,
        ack_policy: AckPolicy.Explicit,
        deliver_policy: DeliverPolicy.All,
        ack_wait: ACK_WAIT_MS * NS_PER_MS,
        max_ack_pending: FETCH_MAX * 20,
      }),
    );
    const consumer = await jetstream(nc).consumers.get(this.#stream, this.#durable);
    this.running = true;
    this.lastError = null;
    while (!this.#stopped) {
      const fetched = await consumer.fetch({ max_messages: FETCH_MAX, expires: 1000 });
      const msgs = [];
      for await (const m of fetched) {
        msgs.push(m);
        this.lag = m.info.pending;
        if (m.info.redelivered) this.redelivered++;
        // No replay filter here: a batch delivered again may come after newer ones.
        const b = decodeBatch(m.data);
        if (!b) {
          this.badMessages++;
          continue;
        }
        for (const item of b.e) {
          if (item[0] !== 'e') continue;
          const e = item[1];
          this.#state.apply(e);
          this.#writer.add(e, this.#state.get(e.mmsi));
        }
      }
      if (msgs.length === 0) continue;
      try {
        await this.#writer.commit();
      } catch (err) {
        this.writeErrors++;
        this.lastError = `database: ${err instanceof Error ? err.message : String(err)}`;
        this.#log.warn({ err: this.lastError }, 'history write failed; batch not acknowledged');
        for (const m of msgs) m.nak(2000);
        await sleep(2000);
        continue;
      }
      for (const m of msgs) m.ack();
      this.lastError = null;
      this.batches++;
    }
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    await this.#done;
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
