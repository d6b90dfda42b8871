import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for Telegram's Bot API (https://core.telegram.org/bots/api) for tests and the
 * demo: `POST /bot<token>/sendMessage` with JSON `chat_id` and `text` answers as Telegram
 * does (`{ ok: true, result: Message }`; `401 Unauthorized` for another token; `400 Bad
 * Request: chat not found` without a chat; `429` with `parameters.retry_after` when told to
 * refuse). What it accepted is kept in `messages`.
 *
 *   node apps/server/src/testing/telegram-fixture.ts [port] [token]
 *   PANTAU_TELEGRAM_API_URL=http://127.0.0.1:<port> PANTAU_TELEGRAM_BOT_TOKEN=<token>
 */
export interface SentMessage {
  chatId: string;
  text: string;
  at: number;
}

export class TelegramFixture {
  readonly token: string;
  readonly messages: SentMessage[] = [];
  /** The next requests to refuse: 'busy' (429, retry after 1 s) or 'down' (502). */
  readonly refuse: ('busy' | 'down')[] = [];
  requests = 0;
  readonly #server: Server;

  constructor(token = '123456:fixture-token') {
    this.token = token;
    this.#server = createServer((req, res) => void this.#handle(req, res));
  }

  async listen(port = 0): Promise<string> {
    await new Promise<void>((r) => this.#server.listen(port, '127.0.0.1', r));
    return `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}`;
  }

  close(): Promise<void> {
    return new Promise((r) => this.#server.close(() => r()));
  }

  async #handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    this.requests++;
    const answer = (status: number, body: object) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const m = /^\/bot([^/]+)\/sendMessage$/.exec(req.url ?? '');
    if (req.method !== 'POST' || !m) {
      answer(404, { ok: false, error_code: 404, description: 'Not Found' });
      return;
    }
    if (m[1] !== this.token) {
      answer(401, { ok: false, error_code: 401, description: 'Unauthorized' });
      return;
    }
    const refusal = this.refuse.shift();
    if (refusal === 'busy') {
      answer(429, {
        ok: false,
        error_code: 429,
        description: 'Too Many Requests: retry after 1',
        parameters: { retry_after: 1 },
      });
      return;
    }
    if (refusal === 'down') {
      answer(502, { ok: false, error_code: 502, description: 'Bad Gateway' });
      return;
    }
    let body: { chat_id?: unknown; text?: unknown };
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as typeof body;
    } catch {
      answer(400, { ok: false, error_code: 400, description: "Bad Request: can't parse JSON" });
      return;
    }
    const chat = body.chat_id;
    if ((typeof chat !== 'string' && typeof chat !== 'number') || chat === '') {
      answer(400, { ok: false, error_code: 400, description: 'Bad Request: chat not found' });
      return;
    }
    if (typeof body.text !== 'string' || body.text === '') {
      answer(400, {
        ok: false,
        error_code: 400,
        description: 'Bad Request: message text is empty',
      });
      return;
    }
    const at = Date.now();
    this.messages.push({ chatId: String(chat), text: body.text, at });
    answer(200, {
      ok: true,
      result: {
        message_id: this.messages.length,
        date: Math.floor(at / 1000),
        chat: { id: chat, type: 'private' },
        text: body.text,
      },
    });
  }
}

if (import.meta.main) {
  const fixture = new TelegramFixture(process.argv[3]);
  const url = await fixture.listen(Number(process.argv[2] ?? 0));
  process.stdout.write(`Telegram Bot API fixture at ${url}, token ${fixture.token}\n`);
  setInterval(() => {
    for (const m of fixture.messages.splice(0)) {
      process.stdout.write(`→ ${m.chatId}: ${m.text.replace(/\n/g, ' | ')}\n`);
    }
  }, 500);
}
