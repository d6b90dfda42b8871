import type { LiveServerMessage } from '@pantau/contracts';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';

/** One browser's socket as a channel sees it. */
export interface LiveClient {
  /** Sends a JSON message (typed by `LiveServerMessage` of the contracts). */
  send(message: LiveServerMessage): void;
  /** Sends a JSON message already written (shared by many sockets). */
  sendText(text: string): void;
  readonly request: FastifyRequest;
}

/**
 * A kind of client message on `/api/live` (its `type`), and what handles it. A feature
 * registers its channel (the live picture `subscribe`, sources `watch-sources`); the socket
 * parses each message with the channel's schema and hands it over.
 */
export interface LiveChannel<S extends z.ZodType<{ type: string }> = z.ZodType<{ type: string }>> {
  type: string;
  schema: S;
  /** A client sent a valid message of this type. */
  receive(client: LiveClient, message: z.output<S>): void;
  /** The client's socket closed. */
  close?(client: LiveClient): void;
}

/** The channels features registered, by message type. */
export class LiveChannels {
  readonly #byType = new Map<string, LiveChannel>();

  register<S extends z.ZodType<{ type: string }>>(channel: LiveChannel<S>): void {
    if (this.#byType.has(channel.type)) {
      throw new Error(`live channel '${channel.type}' is registered twice`);
    }
    this.#byType.set(channel.type, channel);
  }

  get(type: string): LiveChannel | undefined {
    return this.#byType.get(type);
  }

  all(): IterableIterator<LiveChannel> {
    return this.#byType.values();
  }
}

/** A server → browser JSON message, written from its contract type (and only from it). */
export function liveMessage(message: LiveServerMessage): string {
  return JSON.stringify(message);
}
