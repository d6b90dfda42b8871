/**
 * Telegram through its Bot API (`POST {base}/bot{token}/sendMessage`, JSON `chat_id` and
 * `text`; the answer is `{ ok: true, result }` or `{ ok: false, error_code, description,
 * parameters: { retry_after } }`). The token stays on the server (PANTAU_TELEGRAM_BOT_TOKEN);
 * the base URL is configurable (PANTAU_TELEGRAM_API_URL) for a proxy or the test fixture.
 */
export interface TelegramSettings {
  apiUrl: string;
  token: string;
  timeoutMs: number;
}

export class TelegramError extends Error {
  readonly retryAfterMs: number | undefined;
  constructor(message: string, retryAfterMs?: number) {
    super(message);
    this.retryAfterMs = retryAfterMs;
  }
}

export async function sendTelegram(s: TelegramSettings, chatId: string, text: string) {
  const url = `${s.apiUrl.replace(/\/+$/, '')}/bot${s.token}/sendMessage`;
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ chat_id: chatId, text, disable_web_page_preview: true }),
      signal: AbortSignal.timeout(s.timeoutMs),
    });
  } catch (err) {
    // Never the URL in the message: it carries the token.
    throw new TelegramError(`Telegram unreachable (${(err as Error).name})`);
  }
  let body: {
    ok?: boolean;
    description?: string;
    error_code?: number;
    parameters?: { retry_after?: number };
  };
  try {
    body = (await res.json()) as typeof body;
  } catch {
    throw new TelegramError(`Telegram answered ${res.status} without JSON`);
  }
  if (body.ok === true) return;
  const retry = body.parameters?.retry_after;
  throw new TelegramError(
    `Telegram ${body.error_code ?? res.status}: ${body.description ?? 'refused'}`,
    typeof retry === 'number' ? retry * 1000 : undefined,
  );
}
