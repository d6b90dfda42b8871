import {
  MmsiParams,
  NOTE_POSTED_MESSAGE,
  NoteBody,
  NotePosted,
  VesselNoteList,
} from '@pantau/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/access.ts';
import { ERROR_RESPONSES } from '../schemas.ts';
import type { NotesRepo } from './notes.repo.ts';

const tags = ['vessels'];
/**
 * Every signed-in user reads and writes the notes: the spec restricts them to no role and
 * stamps each with its author (SPEC §6). API tokens have no user to stamp: refused.
 */
const config = { access: 'map.view' } as const;

/** The vessel panel's notes (SPEC §2.15 'Add Notes'). Posting one is audited as every write. */
export function notesRoutes(app: FastifyInstance, repo: NotesRepo): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/vessels/:mmsi/notes',
    {
      config,
      schema: {
        tags,
        summary: "A vessel's notes, newest first",
        params: MmsiParams,
        response: { 200: VesselNoteList, ...ERROR_RESPONSES },
      },
    },
    async (req) => {
      requireUser(req);
      return { notes: await repo.list(req.params.mmsi) };
    },
  );

  r.post(
    '/api/vessels/:mmsi/notes',
    {
      config,
      schema: {
        tags,
        summary: 'Add a note on a vessel, stamped with the signed-in user',
        params: MmsiParams,
        body: NoteBody,
        response: { 201: NotePosted, ...ERROR_RESPONSES },
      },
    },
    async (req, reply) => {
      const user = requireUser(req);
      const note = await repo.add(req.params.mmsi, user, req.body.notes);
      return reply.code(201).send({ message: NOTE_POSTED_MESSAGE, note });
    },
  );
}
