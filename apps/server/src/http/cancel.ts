import type { FastifyReply } from 'fastify';

/** The caller went before its answer was made: the work stops where it checks. */
export class RequestCancelled extends Error {
  constructor(what = 'request') {
    super(`${what} cancelled`);
  }
}

/**
 * Makes an answer with a signal that aborts when the caller goes before it is sent (Cancel in
 * the browser, a jump, a closed panel). Work that stops on it throws `RequestCancelled`; the
 * caller that has gone is answered 499, as proxies name it, which reaches no one.
 */
export async function answerUnlessGone<T>(
  reply: FastifyReply,
  make: (signal: AbortSignal) => Promise<T>,
): Promise<T | FastifyReply> {
  const cancel = new AbortController();
  const onClose = () => {
    if (!reply.raw.writableEnded) cancel.abort();
  };
  reply.raw.on('close', onClose);
  try {
    return await make(cancel.signal);
  } catch (err) {
    if (!(err instanceof RequestCancelled)) throw err;
    reply.log.info({ url: reply.request.url }, err.message);
    return reply.code(499).send();
  } finally {
    reply.raw.off('close', onClose);
  }
}
