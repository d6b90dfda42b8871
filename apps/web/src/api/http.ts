import type { ErrorBody } from '@pantau/contracts';

/** An error answer from the API, with the server's code, message and offending field. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly field: string | undefined;

  constructor(status: number, body: ErrorBody) {
    super(body.message);
    this.name = 'ApiError';
    this.status = status;
    this.code = body.code;
    this.field = body.field;
  }
}

type UnauthorizedListener = () => void;
let onUnauthorized: UnauthorizedListener = () => {};

/** The app decides what a lost session means (it goes to /login); set once at start. */
export function setUnauthorizedListener(listener: UnauthorizedListener): void {
  onUnauthorized = listener;
}

/** The session ended elsewhere (the live socket was closed for it): as a 401 would. */
export function signalUnauthorized(): void {
  onUnauthorized();
}

function isErrorBody(value: unknown): value is ErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { code?: unknown }).code === 'string' &&
    typeof (value as { message?: unknown }).message === 'string'
  );
}

export async function readError(response: Response): Promise<ApiError> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // Not JSON (a proxy error page, say): fall through to a generic message.
  }
  return new ApiError(
    response.status,
    isErrorBody(body)
      ? body
      : { code: `HTTP_${response.status}`, message: 'something went wrong, please try again...' },
  );
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** A 401 here is an answer, not a lost session (the login form, the session probe). */
  expectUnauthorized?: boolean;
  signal?: AbortSignal;
}

/** Calls the Pantau API with the session cookie; JSON in, JSON out, ApiError on failure. */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const init: RequestInit = {
    method: options.method ?? 'GET',
    credentials: 'same-origin',
    headers,
    signal: options.signal ?? null,
  };
  // Every write says JSON, body or not: the server refuses other content types (a form
  // posted from another site cannot pass as one of ours).
  if (init.method !== 'GET') headers['content-type'] = 'application/json';
  if (options.body !== undefined) init.body = JSON.stringify(options.body);
  const response = await fetch(path, init);
  if (!response.ok) {
    const error = await readError(response);
    if (response.status === 401 && !options.expectUnauthorized) onUnauthorized();
    throw error;
  }
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}
