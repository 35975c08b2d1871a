import type { ErrorEnvelope } from '@campus/sdk';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/** What a URL the router refuses gets: short and fixed, never the path itself (it may be kilobytes long). */
export const URL_ERROR_MESSAGES = {
  tooLong: 'The address is too long.',
  malformed: 'The address is not valid.',
} as const;

/**
 * Fastify's `frameworkErrors`: the errors its router raises before any route (and so before the error
 * handler and the hooks) runs. Its default answers repeat the whole path in the message; these answer the
 * envelope with a fixed message instead: 414 for a path parameter beyond `maxParamLength` (100
 * characters; no id or slug comes near), 400 for a path that is not valid percent-encoding.
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
