import type { ErrorEnvelope } from '@campus/sdk';
import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from '../errors.js';

/**
 * The one error handler: typed errors keep their status, message and field errors; fastify's own 4xx errors
 * (malformed JSON, payload too large, unsupported media type) keep their status and message; anything else is
 * a 500 whose details go to the log, never to the client.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler<FastifyError | AppError>((error, request, reply) => {
    const { status, body } = envelopeFor(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    return reply.code(status).type('application/json; charset=utf-8').send(body);
  });
}

function envelopeFor(error: FastifyError | AppError): { status: number; body: ErrorEnvelope } {
  if (error instanceof AppError) {
    const body: ErrorEnvelope = { status: 'error', message: error.message };
    if (error.errors) body.errors = error.errors;
    return { status: error.statusCode, body };
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return { status, body: { status: 'error', message: clientMessage(error) } };
  }
  return { status: 500, body: { status: 'error', message: 'Server Error' } };
}

/** Fastify's messages are fine to show, except the JSON parser's, which quotes the input. */
function clientMessage(error: FastifyError): string {
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
    return 'The request body is not valid JSON.';
  }
  return error.message;
}
