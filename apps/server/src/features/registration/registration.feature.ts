import type { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import type { RegistrationQuery } from '@pantau/contracts';
import {
  REGISTRATION_COLUMNS,
  REGISTRATION_UPLOAD_MAX,
  RegistrationImportRefused,
  registrationEndpoints,
  type RegistrationView,
} from '@pantau/contracts';
import { wibDate } from '@pantau/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import writeXlsxFile from 'write-excel-file/node';
import type { z } from 'zod';
import { route } from '../../http/route.ts';
import { requireUser } from '../../plugins/access.ts';
import { checkRows } from './registration-file.ts';
import { UploadRefused } from './upload-limits.ts';
import { readUploadRows } from './upload-reader.ts';
import { RegistrationRepo, type RegistrationFilter } from './registration.repo.ts';

const read = { access: 'map.view' } as const;

type Query = z.output<typeof RegistrationQuery>;

function filterOf(q: Query): RegistrationFilter {
  return {
    q: q.q || undefined,
    mmsi: q.mmsi,
    yearFrom: q.yearFrom,
    yearTo: q.yearTo,
    shipType: q.shipType || undefined,
    submission: q.submission,
  };
}

/** The download: the spec's columns after a counter, one row per registration. */
export async function registrationsXlsx(rows: readonly RegistrationView[]): Promise<Readable> {
  const header = ['No.', ...REGISTRATION_COLUMNS.map((c) => c.header)].map((value) => ({
    value,
    fontWeight: 'bold' as const,
  }));
  const body = rows.map((r, i) => [
    i + 1,
    ...REGISTRATION_COLUMNS.map((c) => {
      const v = r[c.key];
      return v === null ? '' : v;
    }),
  ]);
  const file = writeXlsxFile([header, ...body], { sheet: 'Rekap Kapal Pantau' });
  return (file.toStream as () => Promise<Readable>)();
}

function refused(reply: FastifyReply, body: RegistrationImportRefused) {
  return reply.code(400).send(body);
}

/** Rekap Kapal Pantau: read by everyone signed in, imported by admins (SPEC §2.9). */
export function registrationRoutes(
  app: FastifyInstance,
  repo: RegistrationRepo,
  now: () => number,
): void {
  const e = registrationEndpoints;
  route(app, e.list, { config: read }, async (req) => {
    const { page, pageSize } = req.query;
    return { ...(await repo.list(filterOf(req.query), page, pageSize)), page, pageSize };
  });
  route(app, e.options, { config: read }, () => repo.options());
  route(app, e.vessels, { config: read }, async (req) => {
    const { q, page, pageSize } = req.query;
    return { ...(await repo.vessels(q || undefined, page, pageSize)), page };
  });
  route(app, e.export, { config: { ...read, audit: true } }, async (req, reply) => {
    const rows = await repo.all(filterOf(req.query));
    void reply
      .header(
        'content-disposition',
        `attachment; filename="rekap-kapal-pantau-${wibDate(now())}.xlsx"`,
      )
      .header('x-row-count', String(rows.length));
    return reply
      .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .send(await registrationsXlsx(rows));
  });

  // The upload takes multipart in its own context: nothing else in the app parses it.
  void app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: REGISTRATION_UPLOAD_MAX, files: 1, fields: 4, parts: 5 },
    });
    route(
      scope,
      e.import,
      {
        config: { access: 'registrations.import', upload: true },
        responses: { 400: RegistrationImportRefused },
      },
      async (req, reply) => {
        const user = requireUser(req);
        const empty = {
          code: 'VALIDATION',
          field: 'file',
          message: 'file can not be empty',
          errors: [],
        };
        if (!req.isMultipart()) return refused(reply, empty);
        const file = await req.file();
        if (!file) return refused(reply, empty);
        let bytes: Buffer;
        try {
          bytes = await file.toBuffer();
        } catch {
          bytes = Buffer.alloc(0);
        }
        if (file.file.truncated || bytes.length > REGISTRATION_UPLOAD_MAX)
          return refused(reply, {
            code: 'VALIDATION',
            field: 'file',
            message: `file may not be larger than ${REGISTRATION_UPLOAD_MAX} bytes`,
            errors: [],
          });
        let rows;
        try {
          // In a thread of its own, the zip measured before it is read (a bomb is refused).
          rows = await readUploadRows(bytes);
        } catch (err) {
          return refused(reply, {
            code: 'VALIDATION',
            field: 'file',
            message: `file ${err instanceof UploadRefused ? err.message : 'is not a readable xlsx or CSV file'}`,
            errors: [],
          });
        }
        const checked = checkRows(rows);
        if (!checked.ok) {
          const n = checked.errors.length;
          return refused(reply, {
            code: 'VALIDATION',
            field: 'file',
            message: `The file was refused, nothing was imported: ${n} ${n === 1 ? 'error' : 'errors'}`,
            errors: checked.errors,
          });
        }
        const done = await repo.importAll(checked.records, user.username, now());
        return { rows: checked.records.length, ...done };
      },
    );
  });
}

export const registrationFeature = fp(
  async (app) => {
    const repo = new RegistrationRepo(app.core.store.db);
    app.decorate('registrations', repo);
    registrationRoutes(app, repo, app.core.now);
    return Promise.resolve();
  },
  { name: 'registration', fastify: '5.x' },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** The vessel registration database, for features that show a vessel's registrations. */
    registrations: RegistrationRepo;
  }
}
