import { NOTE_POSTED_MESSAGE, noteEndpoints } from '@pantau/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { route } from '../../http/route.ts';
import { requireUser } from '../../plugins/access.ts';
import { NotesRepo } from './notes.repo.ts';

/**
 * Every signed-in user reads and writes the notes: the spec restricts them to no role and
 * stamps each with its author (SPEC §6). API tokens have no user to stamp: refused.
 */
const config = { access: 'map.view' } as const;

/** The vessel panel's notes (SPEC §2.15 'Add Notes'). Posting one is audited as every write. */
export function notesRoutes(app: FastifyInstance, repo: NotesRepo): void {
  route(app, noteEndpoints.list, { config }, async (req) => {
    requireUser(req);
    return { notes: await repo.list(req.params.mmsi) };
  });
  route(app, noteEndpoints.add, { config }, async (req, reply) => {
    const user = requireUser(req);
    const note = await repo.add(req.params.mmsi, user, req.body.notes);
    return reply.code(201).send({ message: NOTE_POSTED_MESSAGE, note });
  });
}

export const notesFeature = fp(
  async (app) => {
    notesRoutes(app, new NotesRepo(app.core.store.db, app.core.now));
    return Promise.resolve();
  },
  { name: 'notes', fastify: '5.x' },
);
