import multipart from '@fastify/multipart';
import { CHAT_UPLOAD_MAX, chatEndpoints } from '@pantau/contracts';
import { allows } from '@pantau/domain';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { ApiError } from '../../errors.ts';
import { requireUser } from '../../plugins/access.ts';
import type { ChatService } from './chat.service.ts';

const config = { access: 'chat.use' } as const;

/** The group chat's calls (SPEC §7 'Group chat'); every one is the signed-in user's. */
export function chatRoutes(app: FastifyInstance, service: ChatService): void {
  const e = chatEndpoints;
  route(app, e.groups, { config }, async (req) => ({
    groups: await service.groups(requireUser(req)),
  }));
  route(app, e.create, { config }, async (req, reply) => {
    const user = requireUser(req);
    req.auditSubject = req.body.name;
    const group = await service.create(user, req.body, allows('chat.everyone', user.role));
    return reply.code(201).send(group);
  });
  route(app, e.group, { config }, (req) => service.group(requireUser(req), req.params.groupId));
  route(app, e.addMembers, { config }, (req) =>
    service.addMembers(requireUser(req), req.params.groupId, req.body.usernames),
  );
  route(app, e.removeMember, { config }, (req) => {
    req.auditSubject = req.params.username;
    return service.removeMember(requireUser(req), req.params.groupId, req.params.username);
  });
  route(app, e.messages, { config }, (req) =>
    service.page(requireUser(req), req.params.groupId, req.query.before, req.query.limit),
  );
  route(app, e.media, { config }, async (req, reply) => {
    const media = await service.media(requireUser(req), req.params.mediaId);
    // Only an image is shown in the page (the viewer); anything else is a download.
    const inline = media.mime.startsWith('image/') && req.query.download === undefined;
    return reply
      .type(media.mime)
      .header(
        'content-disposition',
        `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(media.name)}`,
      )
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(media.read());
  });
  // The upload takes multipart in its own context: nothing else in the app parses it.
  void app.register(async (scope) => {
    await scope.register(multipart, {
      // One byte over the limit tells a file of exactly the limit from a bigger one.
      limits: { fileSize: CHAT_UPLOAD_MAX + 1, files: 1, fields: 2, parts: 3 },
    });
    route(scope, e.upload, { config: { ...config, upload: true } }, async (req, reply) => {
      const user = requireUser(req);
      const file = req.isMultipart() ? await req.file() : undefined;
      if (!file)
        throw new ApiError('VALIDATION', { field: 'file', message: 'file can not be empty' });
      let bytes: Buffer;
      try {
        bytes = await file.toBuffer();
      } catch (err) {
        if ((err as { code?: string }).code !== 'FST_REQ_FILE_TOO_LARGE') throw err;
        throw new ApiError('VALIDATION', {
          field: 'file',
          message: `file may not be larger than ${CHAT_UPLOAD_MAX} bytes`,
        });
      }
      const media = await service.upload(user, req.params.groupId, { name: file.filename, bytes });
      return reply.code(201).send(media);
    });
  });
  route(app, e.people, { config }, async (req) => ({
    people: (await service.people(req.query.q)).map((p) => ({
      username: p.username,
      fullname: p.fullname,
      role: p.role,
    })),
  }));
}
