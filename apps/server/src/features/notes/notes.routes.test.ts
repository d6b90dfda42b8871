import { describe, expect, it, vi } from 'vitest';
import { appOnDatabase, sessionFor } from '../../testing/app.ts';
import { TEST_DATABASES } from '../../testing/databases.ts';
import { ApiUsersRepo } from '../api-users/api-users.repo.ts';

interface NoteJson {
  id: number;
  mmsi: number;
  notes: string;
  user: string;
  createdAt: number;
}

for (const database of TEST_DATABASES) {
  describe.runIf(await database.available())(`vessel notes on ${database.name}`, () => {
    const t = appOnDatabase(database);

    it('keeps notes shared by everyone, stamped with author and time, newest first', async () => {
      const ana = await sessionFor(t.store, t.config, 'admin', 'ana');
      const budi = await sessionFor(t.store, t.config, 'visitor', 'budi');
      const first = await t.call('POST', '/api/vessels/525005001/notes', ana, {
        notes: '  Anchored off Priok, waiting for a berth  ',
      });
      expect(first.statusCode).toBe(201);
      const posted = first.json<{ message: string; note: NoteJson }>();
      expect(posted.message).toBe('notes successfully posted');
      expect(posted.note).toMatchObject({
        mmsi: 525005001,
        notes: 'Anchored off Priok, waiting for a berth',
        user: 'ana',
      });
      expect(posted.note.createdAt).toBeGreaterThan(0);
      await t.call('POST', '/api/vessels/525005001/notes', budi, { notes: 'Seen from the pier' });
      await t.call('POST', '/api/vessels/563000123/notes', budi, { notes: 'Another vessel' });

      // Anyone signed in reads every note on the vessel, the newest first.
      const list = await t.call('GET', '/api/vessels/525005001/notes', ana);
      expect(list.statusCode).toBe(200);
      const notes = list.json<{ notes: NoteJson[] }>().notes;
      expect(notes.map((n) => [n.user, n.notes])).toEqual([
        ['budi', 'Seen from the pier'],
        ['ana', 'Anchored off Priok, waiting for a berth'],
      ]);
      expect(notes[0]?.createdAt).toBeGreaterThanOrEqual(notes[1]?.createdAt ?? Infinity);
      const none = await t.call('GET', '/api/vessels/111111111/notes', budi);
      expect(none.json()).toEqual({ notes: [] });
    });

    it("refuses an empty or too long note with the spec's message, keeping nothing", async () => {
      const ana = await sessionFor(t.store, t.config, 'admin', 'ana');
      for (const body of [{ notes: '   ' }, { notes: '' }, {}]) {
        const empty = await t.call('POST', '/api/vessels/477000001/notes', ana, body);
        expect(empty.statusCode).toBe(400);
        expect(empty.json()).toEqual({
          code: 'VALIDATION',
          field: 'notes',
          message: 'Please fill the field before submitting',
        });
      }
      const long = await t.call('POST', '/api/vessels/477000001/notes', ana, {
        notes: 'x'.repeat(1001),
      });
      expect(long.statusCode).toBe(400);
      expect(long.json()).toMatchObject({
        field: 'notes',
        message: 'notes may not be greater than 1000 characters',
      });
      const badMmsi = await t.call('POST', '/api/vessels/abc/notes', ana, { notes: 'x' });
      expect(badMmsi.json()).toMatchObject({ code: 'VALIDATION', field: 'mmsi' });
      expect((await t.call('GET', '/api/vessels/477000001/notes', ana)).json()).toEqual({
        notes: [],
      });
    });

    it('writes a posted note to the audit log', async () => {
      const ana = await sessionFor(t.store, t.config, 'admin', 'ana');
      await t.call('POST', '/api/vessels/525005009/notes', ana, { notes: 'Audited' });
      // The log is written once the answer has gone.
      await vi.waitFor(async () => {
        const row = await t.store.db
          .selectFrom('audit_log')
          .selectAll()
          .where('target', '=', '/api/vessels/525005009/notes')
          .executeTakeFirst();
        expect(row).toMatchObject({
          actor: 'ana',
          action: 'POST /api/vessels/:mmsi/notes',
          status: 201,
        });
      });
    });

    it('needs a signed-in user: anonymous and API tokens are refused', async () => {
      expect((await t.call('GET', '/api/vessels/525005001/notes')).statusCode).toBe(401);
      const { token } = await new ApiUsersRepo(t.store.db).create('notes-partner', true);
      const byToken = await t.app.inject({
        method: 'POST',
        url: '/api/vessels/525005001/notes',
        headers: { authorization: `Bearer ${token}` },
        payload: { notes: 'From a token' },
      });
      expect(byToken.statusCode).toBe(403);
    });
  });
}
