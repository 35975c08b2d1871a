import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.js';

/** No request of the API nests deeper than a few levels; 32 leaves room and keeps every walk shallow. */
export const MAX_JSON_DEPTH = 32;
export const TOO_DEEP_MESSAGE = `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`;

/**
 * Fastify's JSON parser (with its prototype-poisoning protection), except that an empty body is no body
 * rather than a 400: some clients send `Content-Type: application/json` on a bodiless POST /logout. Bodies
 * nested deeper than MAX_JSON_DEPTH are refused with a 400 before they are parsed, so nothing downstream
 * (the NUL guard, validation, the error handler) can overflow the stack on them, whatever the route.
 */
export function installJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    if (jsonDepth(text) > MAX_JSON_DEPTH) {
      done(new AppError(400, TOO_DEEP_MESSAGE), undefined);
      return;
    }
    parseJson(request, text, done);
  });
}

/**
 * The deepest nesting of arrays and objects in a JSON text, counted in one pass over the characters
 * (brackets inside strings do not count). Malformed text still gets a number; the parser then refuses it.
 */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === BACKSLASH) index++;
      else if (char === QUOTE) inString = false;
    } else if (char === QUOTE) {
      inString = true;
    } else if (char === OPEN_BRACKET || char === OPEN_BRACE) {
      depth++;
      if (depth > deepest) deepest = depth;
    } else if (char === CLOSE_BRACKET || char === CLOSE_BRACE) {
      depth--;
    }
  }
  return deepest;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
