import {
  endpointPath,
  endpointQuery,
  type Endpoint,
  type EndpointInput,
  type EndpointOutput,
} from '@pantau/contracts';
import { api, type RequestOptions } from './http.ts';

/** What a call may add: abort, and whether a 401 is an answer rather than a lost session. */
export type CallOptions = Pick<RequestOptions, 'signal' | 'expectUnauthorized'>;

/** Path params travel as text: a number is as good as its digits. */
type PathParams<P> = { [K in keyof P]: P[K] extends string ? string | number : P[K] };

/** What `call` takes: the endpoint's input, with numbers allowed for textual path params. */
export type CallInput<E extends Endpoint> =
  EndpointInput<E> extends { params: infer P }
    ? Omit<EndpointInput<E>, 'params'> & { params: PathParams<P> }
    : EndpointInput<E>;

/** The arguments of `call`: the input only when the endpoint takes any. */
type Args<E extends Endpoint> =
  object extends CallInput<E>
    ? [input?: CallInput<E>, options?: CallOptions]
    : [input: CallInput<E>, options?: CallOptions];

/**
 * Calls an endpoint declared in `@pantau/contracts`: the path built from its params, the
 * query string from its query, the body sent as JSON, and the answer typed by its response
 * schema (no cast at the call site). Errors and 401s behave as `api()`'s.
 */
export function call<E extends Endpoint>(endpoint: E, ...[input, options]: Args<E>) {
  const { params, query, body } = (input ?? {}) as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
  };
  const path = endpointPath(endpoint, params) + endpointQuery(query);
  return api<EndpointOutput<E>>(path, {
    method: endpoint.method,
    ...(body === undefined ? {} : { body }),
    ...options,
  });
}
