import {
  PLAYBACK_BLOCK_MS,
  PLAYBACK_BLOCKS,
  PLAYBACK_GROUP_IDS,
  PLAYBACK_STEP_MS,
  encodePlaybackBlock,
  playbackEndpoints,
} from '@pantau/contracts';
import { shipTypeGroup, wibDayStart, type Role } from '@pantau/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../../errors.ts';
import { route } from '../../http/route.ts';
import { requireUser } from '../../plugins/access.ts';
import { answerUnlessGone } from '../../http/cancel.ts';
import type { PlaybackRepo } from './playback.repo.ts';

/**
 * Historical Overall Playback (SPEC §2.25, §4): who may (a server-checked capability, by
 * default superAdmin, admin and developer; PANTAU_PLAYBACK_ROLES), Initiate (audited, as
 * every write), and the day's 15-minute blocks. A block whose request is cancelled stops
 * being read between two slices.
 */
export function playbackRoutes(
  app: FastifyInstance,
  opts: {
    playback: PlaybackRepo;
    roles: readonly Role[];
    now: () => number;
    shipTypeOf: (mmsi: number) => number | null | undefined;
  },
): void {
  const { playback, roles } = opts;
  const allowed = (req: FastifyRequest) => roles.includes(requireUser(req).role);
  const mustBeAllowed = (req: FastifyRequest) => {
    if (!allowed(req))
      throw new ApiError('FORBIDDEN', { message: 'Historical playback is not allowed for you' });
  };
  const groupIndex = new Map(PLAYBACK_GROUP_IDS.map((g, i) => [g, i]));
  // The type the live picture knows, else the last one stored before the period's end.
  const groupOf = (mmsi: number, stored: number | null) =>
    groupIndex.get(shipTypeGroup(opts.shipTypeOf(mmsi) ?? stored)) ?? 0;

  /** The day's start, refused when the day has not begun (UTC+7). */
  const dayStart = (day: string) => {
    const from = wibDayStart(day);
    if (from > opts.now())
      throw new ApiError('VALIDATION', { field: 'day', message: 'day must not be in the future' });
    return from;
  };

  route(app, playbackEndpoints.access, { config: { access: 'map.view' } }, (req) => ({
    allowed: allowed(req),
  }));

  route(app, playbackEndpoints.start, { config: { access: 'map.view' } }, async (req) => {
    mustBeAllowed(req);
    const from = dayStart(req.body.day);
    const to = from + PLAYBACK_BLOCKS * PLAYBACK_BLOCK_MS;
    return {
      day: req.body.day,
      from,
      to,
      blockMs: PLAYBACK_BLOCK_MS,
      blocks: PLAYBACK_BLOCKS,
      stepMs: PLAYBACK_STEP_MS,
      first: await playback.firstAt(from, Math.min(to, opts.now())),
    };
  });

  route(app, playbackEndpoints.block, { config: { access: 'map.view' } }, async (req, reply) => {
    mustBeAllowed(req);
    const from = dayStart(req.query.day) + req.params.index * PLAYBACK_BLOCK_MS;
    const to = from + PLAYBACK_BLOCK_MS;
    const now = opts.now();
    // The browser cancels (Cancel, a jump, closing the panel): stop reading.
    return answerUnlessGone(reply, async (signal) => {
      const block = await playback.block({
        from,
        to: Math.min(to, now),
        bbox: req.query.bbox,
        groupOf,
        signal,
      });
      const body = encodePlaybackBlock(block);
      return (
        reply
          .type('application/octet-stream')
          // A finished block does not change: the browser keeps it; the current one it asks again.
          .header('cache-control', to <= now ? 'private, max-age=3600' : 'no-store')
          .header('x-position-count', String(block.count))
          .send(Buffer.from(body.buffer, body.byteOffset, body.byteLength))
      );
    });
  });
}
