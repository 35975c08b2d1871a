import type { ErrorEnvelope } from '@campus/sdk';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';

/** What a URL the server refuses gets: short and fixed, never the path itself (it may be kilobytes long). */
export const URL_ERROR_MESSAGES = {
  tooLong: 'The address is too long.',
  malformed: 'The address is not valid.',
} as const;

/** The longest path parameter the router reads (its maxParamLength); no id comes near it. */
export const MAX_PATH_PARAM_LENGTH = 100;

/**
 * Fastify's `frameworkErrors`: the errors its router raises before any route (and so before the error
 * handler and the hooks) runs. Its default answers repeat the whole path in the message; these answer the
 * envelope with a fixed message instead: 414 for a path parameter beyond MAX_PATH_PARAM_LENGTH, 400 for a
 * path that is not valid percent-encoding.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const [status, message] =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? [414, URL_ERROR_MESSAGES.tooLong]
      : error.code === 'FST_ERR_BAD_URL'
        ? [400, URL_ERROR_MESSAGES.malformed]
        : [500, 'Server Error'];
  if (status >= 500) request.log.error({ err: error }, 'request failed before routing');
  const body: ErrorEnvelope = { status: 'error', message };
  // The hooks that set the security headers never ran for this request: the answer sets the one that
  // matters for a JSON body.
  void reply
    .code(status)
    .header('x-content-type-options', 'nosniff')
    .type('application/json; charset=utf-8')
    .send(body);
}

/** Whether a segment of the path, decoded as the router decodes parameters, is longer than any it reads. */
function hasOverlongSegment(path: string): boolean {
  return path.split('/').some((segment) => {
    if (segment.length <= MAX_PATH_PARAM_LENGTH) return false;
    try {
      return decodeURIComponent(segment).length > MAX_PATH_PARAM_LENGTH;
    } catch {
      return true;
    }
  });
}

/**
 * When the web app is served, its catch-all route takes any path the API's routes refuse, an over-long id
 * too (the router falls back to it instead of raising FST_ERR_MAX_PARAM_LENGTH), and answers 403 or 404.
 * This hook gives an /api path with such a segment the same 414 as without the web app. Registered after
 * the security headers, so the answer carries them.
 */
export function installLongUrlGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const { url } = request;
    if (url.length <= MAX_PATH_PARAM_LENGTH || !url.startsWith('/api/')) return;
    const path = url.split('?', 1)[0] ?? '';
    if (hasOverlongSegment(path)) throw new AppError(414, URL_ERROR_MESSAGES.tooLong);
  });
}
