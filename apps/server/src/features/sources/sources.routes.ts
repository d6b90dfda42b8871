import {
  IdParams,
  MessageResponse,
  PasswordConfirmBody,
  SourceBody,
  SourceList,
  SourceView,
} from '@pantau/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiError } from '../../errors.ts';
import { requireUser } from '../../plugins/access.ts';
import { verifyPassword } from '../auth/password.ts';
import type { SourceRuntime } from '../ingest/supervisor.ts';
import type { LiveService } from '../live/live.service.ts';
import { ERROR_RESPONSES } from '../schemas.ts';
import type { SourceConfig, SourcesRepo } from './sources.repo.ts';

/** Data status: messages in the last minute. */
const DATA_WINDOW_MS = 60_000;

export function toSourceView(
  c: SourceConfig,
  r: SourceRuntime | undefined,
  now: number,
): SourceView {
  const s = r?.stats;
  const engine = r?.driver.engine ?? 'stopped';
  return {
    ...c,
    status: {
      engine,
      engineStatus: engine === 'connected' || engine === 'listening',
      dataStatus: s?.flowing(now, DATA_WINDOW_MS) ?? false,
      messageRate: s?.rate(now) ?? 0,
      messages: s?.messages ?? 0,
      decodeErrors: s?.decodeErrors ?? 0,
      duplicates: s?.duplicates ?? 0,
      lastMessageAt: s?.lastMessageAt ?? null,
      latencyMs: s?.latencyMs ?? null,
      detail: r?.driver.detail ?? null,
    },
  };
}

/** Every running source with its status, by name: for GET /api/sources and the live socket. */
export function sourceList(live: LiveService, now: number): SourceList {
  const sources = [...live.supervisor.runtimes()].map((rt) => toSourceView(rt.config, rt, now));
  return {
    simulated: live.simulated,
    sources: sources.sort((a, b) => a.name.localeCompare(b.name)),
  };
}

/** DATA SOURCE: AIS sources and their health; administration for superAdmin. */
export function sourcesRoutes(
  app: FastifyInstance,
  opts: { repo: SourcesRepo; live: LiveService; now: () => number },
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { repo, live, now } = opts;
  const tags = ['sources'];
  const manage = { access: 'sources.manage' } as const;

  const confirm = async (user: Parameters<typeof requireUser>[0], password: string) => {
    if (!(await verifyPassword(password, requireUser(user).passwordHash))) {
      throw new ApiError('WRONG_PASSWORD', { field: 'password' });
    }
  };
  const unique = async (name: string, id?: number) => {
    const other = await repo.byName(name);
    if (other && other.id !== id) throw new ApiError('SOURCE_NAME_USED', { field: 'name' });
  };

  r.get(
    '/api/sources',
    {
      config: { access: 'sources.view' },
      schema: {
        tags,
        summary: 'Every AIS source with engine and data status',
        response: { 200: SourceList, ...ERROR_RESPONSES },
      },
    },
    () => sourceList(live, now()),
  );

  r.post(
    '/api/sources',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Add an AIS source and start it',
        body: SourceBody,
        response: { 201: SourceView, 406: ERROR_RESPONSES[400], ...ERROR_RESPONSES },
      },
    },
    async (req, reply) => {
      await unique(req.body.name);
      const created = await repo.create(req.body);
      await live.realSourceAdded();
      await live.supervisor.run(created);
      return reply.code(201).send(toSourceView(created, live.supervisor.get(created.id), now()));
    },
  );

  r.put(
    '/api/sources/:id',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Change an AIS source; it restarts with the new settings',
        params: IdParams,
        body: SourceBody,
        response: { 200: SourceView, 406: ERROR_RESPONSES[400], ...ERROR_RESPONSES },
      },
    },
    async (req) => {
      await unique(req.body.name, req.params.id);
      const updated = await repo.update(req.params.id, req.body);
      if (!updated) throw new ApiError('NOT_FOUND', { message: 'source not found' });
      await live.supervisor.run(updated);
      return toSourceView(updated, live.supervisor.get(updated.id), now());
    },
  );

  r.post(
    '/api/sources/:id/restart',
    {
      config: manage,
      schema: {
        tags,
        summary: "Restart a source (asks for the user's password)",
        params: IdParams,
        body: PasswordConfirmBody,
        response: { 200: MessageResponse, ...ERROR_RESPONSES },
      },
    },
    async (req) => {
      await confirm(req, req.body.password);
      if (!(await live.supervisor.restart(req.params.id))) {
        throw new ApiError('NOT_FOUND', { message: 'source not found' });
      }
      return { message: 'Restart AIS successfully' };
    },
  );

  r.delete(
    '/api/sources/:id',
    {
      config: manage,
      schema: {
        tags,
        summary: "Delete a source (asks for the user's password)",
        params: IdParams,
        body: PasswordConfirmBody,
        response: { 200: MessageResponse, ...ERROR_RESPONSES },
      },
    },
    async (req) => {
      await confirm(req, req.body.password);
      if (!(await repo.delete(req.params.id)))
        throw new ApiError('NOT_FOUND', { message: 'source not found' });
      await live.supervisor.remove(req.params.id);
      return { message: 'Delete AIS successfully, please wait for a while for updated data' };
    },
  );
}
