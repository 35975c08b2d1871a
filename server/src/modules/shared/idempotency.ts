import { createHash } from 'node:crypto';
import { IDEMPOTENCY_KEY_TTL_HOURS, IDEMPOTENCY_MESSAGES, IdempotencyKeySchema } from '@campus/sdk';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { signedIn } from '../../auth/guards.js';
import type { Database } from '../../db/connect.js';
import { ConflictError, ValidationError } from '../../errors.js';
import { claimIdempotencyKey, storeIdempotentAnswer } from './idempotency-repository.js';

const HEADER = 'idempotency-key';

/**
 * The headers of a payment route: an optional Idempotency-Key (1-255 printable characters, else 422). The other
 * headers pass through untouched (Fastify replaces request.headers with what the schema answers).
 */
export const IdempotencyHeadersSchema = z.looseObject({
  [HEADER]: IdempotencyKeySchema.optional().meta({
    description:
      'Makes the call safe to send again: the same key with the same body within 24 hours answers the first answer (header Idempotent-Replayed: true) and does nothing more; the same key with another body or path is a 422. Keys are per user.',
  }),
});

export const IDEMPOTENCY_NOTE =
  'Accepts an Idempotency-Key header, as Stripe does: a repeat within 24 hours answers the first success again; a refused request stores nothing.';

/** Objects with their keys sorted, so that two bodies that mean the same hash the same. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

function hashOf(body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(canonical(body ?? null)))
    .digest('hex');
}

/**
 * Answers a payment call once per Idempotency-Key (Stripe's semantics). Without a key, `work` runs on the
 * app's database as usual. With one, in one transaction: the key is claimed (a concurrent request with the
 * same key waits for this one), `work` runs on that transaction, and its answer is stored with it, so the
 * intents and the key commit or roll back together. A key seen before answers its stored answer again if
 * method, path and (validated) body match, else 422; a refused request (an error thrown by `work`) rolls the
 * key back with everything else, so a retry runs again. Keys older than 24 hours are taken over.
 */
export async function answerIdempotently(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  work: (db: Database) => Promise<unknown>,
): Promise<FastifyReply> {
  const actor = signedIn(request);
  const key = (request.headers as Record<string, unknown>)[HEADER];
  if (typeof key !== 'string') return reply.code(status).send(await work(app.db));
  const now = app.clock();
  const claim = {
    userId: actor.id,
    key,
    endpoint: `${request.method} ${request.url.split('?')[0]}`,
    requestHash: hashOf(request.body),
    now,
    expiredBefore: new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_HOURS * 3_600_000),
  };
  const answer = await app.db.transaction(async (tx) => {
    const claimed = await claimIdempotencyKey(tx, claim);
    if (claimed === 'claimed') {
      // The stored copy is what JSON makes of the answer, so a replay sends what the first answer sent.
      const body: unknown = JSON.parse(JSON.stringify(await work(tx)));
      await storeIdempotentAnswer(tx, claim, status, body);
      return { status, body, replayed: false };
    }
    if (claimed.endpoint !== claim.endpoint || claimed.requestHash !== claim.requestHash) {
      throw ValidationError.field(HEADER, IDEMPOTENCY_MESSAGES.reused);
    }
    if (claimed.status === null) throw new ConflictError(IDEMPOTENCY_MESSAGES.inFlight);
    return { status: claimed.status, body: claimed.body, replayed: true };
  });
  if (answer.replayed) reply.header('Idempotent-Replayed', 'true');
  return reply.code(answer.status).send(answer.body);
}
