import { z } from 'zod';
import { multiLineText } from './fields.ts';
import { defineEndpoint } from './endpoint.ts';
import { MmsiParams } from './vessels.ts';

/**
 * Vessel notes (SPEC §2.15 'Add Notes', §3 'Vessel note'): what the team writes about a
 * vessel, shared by every user, each note stamped with its author and the time.
 */
export const NOTE_MAX = 1000;
/** SPEC §5 'Vessel note', §8: an empty note. */
export const NOTE_EMPTY_MESSAGE = 'Please fill the field before submitting';
/** SPEC §8: a note taken. */
export const NOTE_POSTED_MESSAGE = 'notes successfully posted';

export const NoteBody = z
  .object({
    notes: multiLineText('notes', NOTE_MAX, NOTE_EMPTY_MESSAGE).describe(
      'The note; leading and trailing spaces are dropped',
    ),
  })
  .meta({ id: 'NoteBody' });
export type NoteBody = z.infer<typeof NoteBody>;

export const VesselNote = z
  .object({
    id: z.number(),
    mmsi: z.number(),
    notes: z.string(),
    user: z.string().describe("the author's username when they wrote it"),
    createdAt: z.number().describe('unix ms (shown in UTC+7, HH:mm:ss DD-MM-YYYY)'),
  })
  .meta({ id: 'VesselNote' });
export type VesselNote = z.infer<typeof VesselNote>;

export const VesselNoteList = z
  .object({ notes: z.array(VesselNote).describe('newest first') })
  .meta({ id: 'VesselNoteList' });
export type VesselNoteList = z.infer<typeof VesselNoteList>;

export const NotePosted = z
  .object({ message: z.literal(NOTE_POSTED_MESSAGE), note: VesselNote })
  .meta({ id: 'NotePosted' });
export type NotePosted = z.infer<typeof NotePosted>;

/** The vessel panel's notes (SPEC §2.15 'Add Notes'). */
export const noteEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/vessels/:mmsi/notes',
    summary: "A vessel's notes, newest first",
    tags: ['vessels'],
    params: MmsiParams,
    response: VesselNoteList,
  }),
  add: defineEndpoint({
    method: 'POST',
    path: '/api/vessels/:mmsi/notes',
    summary: 'Add a note on a vessel, stamped with the signed-in user',
    tags: ['vessels'],
    params: MmsiParams,
    body: NoteBody,
    response: NotePosted,
    status: 201,
  }),
};
