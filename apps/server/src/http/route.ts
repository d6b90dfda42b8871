import { ErrorBody, type Endpoint, type EndpointOutput } from '@pantau/contracts';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { WebsocketHandler } from '@fastify/websocket';
import type { z } from 'zod';

/** The error answers every authenticated JSON route may give, for its response schema. */
export const ERROR_RESPONSES = {
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
} as const;

type Out<S> = [Exclude<S, undefined>] extends [never]
  ? unknown
  : Exclude<S, undefined> extends z.ZodType
    ? z.output<Exclude<S, undefined>>
    : unknown;

/** A request to an endpoint: params, query and body as its schemas parse them. */
export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Params: Out<E['params']>;
  Querystring: Out<E['query']>;
  Body: Out<E['body']>;
}>;

type Answer<E extends Endpoint> = EndpointOutput<E> | FastifyReply;
export type EndpointHandler<E extends Endpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Answer<E> | Promise<Answer<E>>;

export interface RouteOptions {
  /** Who may call it (`access`), API tokens, audit, rate limit. */
  config: NonNullable<RouteShorthandOptions['config']>;
  /** Further answers than the success and ERROR_RESPONSES (e.g. 406, 429). */
  responses?: Record<number, z.ZodType>;
  /** Left out of the OpenAPI document. */
  hide?: boolean;
}

function schemaOf(e: Endpoint, options: RouteOptions) {
  return {
    tags: [...e.tags],
    summary: e.summary,
    ...(e.params ? { params: e.params } : {}),
    ...(e.query ? { querystring: e.query } : {}),
    ...(e.body ? { body: e.body } : {}),
    response: {
      ...(e.response ? { [e.status ?? 200]: e.response } : {}),
      ...ERROR_RESPONSES,
      ...options.responses,
    },
    ...(options.hide ? { hide: true } : {}),
  };
}

/**
 * Registers an endpoint declared in `@pantau/contracts`: method, URL, schemas (validation,
 * serialisation and the OpenAPI document), tags and summary all come from the declaration,
 * so a path or a shape is written once. Every /api route goes through here.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  options: RouteOptions,
  handler: EndpointHandler<E>,
): void {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: options.config,
    schema: schemaOf(endpoint, options),
    // The declaration's schemas type the handler; Fastify's own generics cannot see them.
    handler: handler as unknown as RouteHandlerMethod,
  });
}

/** Registers a WebSocket endpoint (an upgrade on GET) from its declaration. */
export function socketRoute(
  app: FastifyInstance,
  endpoint: Endpoint<'GET'>,
  options: RouteOptions,
  handler: WebsocketHandler,
): void {
  app.get(
    endpoint.path,
    {
      websocket: true,
      config: options.config,
      schema: { tags: [...endpoint.tags], summary: endpoint.summary },
    },
    handler,
  );
}
