import { AlertChannels, type AlertView } from '@pantau/contracts';
import { isAlertType } from '@pantau/domain';
import type { Bus } from '../../bus/bus.ts';
import type { StreamNames } from '../../scale/stream.ts';
import type { Silence } from './silences.repo.ts';

/** A stored alert, told by the process that leads to every API process (for its push). */
interface StoredMessage {
  from: string;
  alert: AlertView;
  behaviour: string;
}

/** What one API process did that the others must know. */
type ControlMessage =
  | { from: string; kind: 'ack'; id: number; by: string; at: number }
  | { from: string; kind: 'silence'; silence: Silence }
  | { from: string; kind: 'settings'; userId: number }
  | { from: string; kind: 'channels'; status: AlertChannels };

export interface AlertRelayHandlers {
  stored: (alert: AlertView, behaviour: string) => void;
  acked: (id: number, by: string, at: number) => void;
  silenced: (s: Silence) => void;
  /** A user saved their alert settings. */
  settings: (userId: number) => void;
  /** The leader's Email and Telegram status. */
  channels: (status: AlertChannels) => void;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

function parse(data: Uint8Array): Record<string, unknown> | undefined {
  try {
    const v: unknown = JSON.parse(decoder.decode(data));
    return v !== null && typeof v === 'object' ? (v as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The alerts' messages between processes on NATS (core subjects, not the stream: a push
 * missed while a process was away is not replayed; its users load the list on reconnect).
 * A process ignores its own messages. Messages that are not what a Pantau process sends are
 * dropped.
 */
export class AlertRelay {
  readonly #bus: Bus;
  readonly #names: StreamNames;
  readonly #self: string;
  readonly #offs: (() => void)[] = [];

  constructor(bus: Bus, names: StreamNames, self: string, h: AlertRelayHandlers) {
    this.#bus = bus;
    this.#names = names;
    this.#self = self;
    this.#offs.push(
      bus.subscribe(names.alertsStored, (data) => {
        const m = parse(data);
        if (!m || m.from === self || typeof m.behaviour !== 'string') return;
        const alert = m.alert as AlertView | undefined;
        if (!alert || typeof alert.id !== 'number' || !isAlertType(alert.type)) return;
        h.stored(alert, m.behaviour);
      }),
      bus.subscribe(names.alertsControl, (data) => {
        const m = parse(data);
        if (!m || m.from === self) return;
        if (m.kind === 'ack' && typeof m.id === 'number' && typeof m.by === 'string') {
          h.acked(m.id, m.by, Number(m.at));
        } else if (m.kind === 'silence') {
          const s = m.silence as Silence | undefined;
          if (s && typeof s.mmsi === 'number' && isAlertType(s.type)) h.silenced(s);
        } else if (m.kind === 'settings' && typeof m.userId === 'number') {
          h.settings(m.userId);
        } else if (m.kind === 'channels') {
          const status = AlertChannels.safeParse(m.status);
          if (status.success) h.channels(status.data);
        }
      }),
    );
  }

  stored(alert: AlertView, behaviour: string): void {
    const m: StoredMessage = { from: this.#self, alert, behaviour };
    this.#bus.publish(this.#names.alertsStored, encoder.encode(JSON.stringify(m)));
  }

  acked(id: number, by: string, at: number): void {
    const m: ControlMessage = { from: this.#self, kind: 'ack', id, by, at };
    this.#bus.publish(this.#names.alertsControl, encoder.encode(JSON.stringify(m)));
  }

  silenced(silence: Silence): void {
    const m: ControlMessage = { from: this.#self, kind: 'silence', silence };
    this.#bus.publish(this.#names.alertsControl, encoder.encode(JSON.stringify(m)));
  }

  settings(userId: number): void {
    this.#control({ from: this.#self, kind: 'settings', userId });
  }

  channels(status: AlertChannels): void {
    this.#control({ from: this.#self, kind: 'channels', status });
  }

  #control(m: ControlMessage): void {
    this.#bus.publish(this.#names.alertsControl, encoder.encode(JSON.stringify(m)));
  }

  close(): void {
    for (const off of this.#offs) off();
  }
}
