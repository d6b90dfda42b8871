import type { z } from 'zod';

/**
 * One HTTP endpoint, declared once (STYLE §4): the server registers its route from this
 * (method, path, schemas for the OpenAPI document and validation), and the web app calls it
 * through a typed client that builds the path and types the answer from the same object.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Endpoint<
  M extends HttpMethod = HttpMethod,
  P extends string = string,
  Params extends z.ZodType | undefined = z.ZodType | undefined,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Response extends z.ZodType | undefined = z.ZodType | undefined,
> {
  method: M;
  /** Fastify's form: `/api/bookmarks/:mmsi`. */
  path: P;
  summary: string;
  tags: readonly string[];
  params?: Params;
  query?: Query;
  body?: Body;
  /** The success answer; undefined for a file download or a route that answers no JSON. */
  response?: Response;
  /** The status of the success answer, when it is not 200 (a create answers 201). */
  status?: 201 | 204;
}

/** Declares an endpoint, keeping its literal method, path and schema types. */
export function defineEndpoint<
  const M extends HttpMethod,
  const P extends string,
  Params extends z.ZodType | undefined = undefined,
  Query extends z.ZodType | undefined = undefined,
  Body extends z.ZodType | undefined = undefined,
  Response extends z.ZodType | undefined = undefined,
>(e: Endpoint<M, P, Params, Query, Body, Response>): Endpoint<M, P, Params, Query, Body, Response> {
  return e;
}

type Out<S> = S extends z.ZodType ? z.output<S> : never;
type In<S> = S extends z.ZodType ? z.input<S> : never;
/** The schema an optional property holds, or never when the endpoint has none. */
type Has<S> = Exclude<S, undefined>;

/** What a caller sends: path params, query and body, each only where the endpoint has one. */
export type EndpointInput<E extends Endpoint> = ([Has<E['params']>] extends [never]
  ? { params?: never }
  : { params: In<Has<E['params']>> }) &
  ([Has<E['query']>] extends [never] ? { query?: never } : { query: In<Has<E['query']>> }) &
  ([Has<E['body']>] extends [never] ? { body?: never } : { body: In<Has<E['body']>> });

/** What the endpoint answers with a 200. */
export type EndpointOutput<E extends Endpoint> = [Has<E['response']>] extends [never]
  ? undefined
  : Out<Has<E['response']>>;

/** The path with its `:name` segments filled in (URI-encoded). */
export function endpointPath(e: Endpoint, params?: Record<string, unknown>): string {
  return e.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const v = params?.[name];
    if (v === undefined || v === null) throw new Error(`${e.path}: missing path param ${name}`);
    return encodeURIComponent(scalar(v));
  });
}

/** The query string for a query object (`?a=1&b=x`), leaving out undefined and null. */
export function endpointQuery(query?: Record<string, unknown>): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined || v === null) continue;
    if (Array.isArray(v)) for (const item of v as unknown[]) search.append(k, scalar(item));
    else search.set(k, scalar(v));
  }
  const s = search.toString();
  return s ? `?${s}` : '';
}

/** A path or query value as text: numbers, strings and booleans as written; objects as JSON. */
function scalar(v: unknown): string {
  switch (typeof v) {
    case 'string':
      return v;
    case 'number':
    case 'boolean':
    case 'bigint':
      return v.toString();
    default:
      return JSON.stringify(v) ?? '';
  }
}
