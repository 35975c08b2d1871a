import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/connect.js';
import { idempotencyKeys } from '../../db/schema.js';

/** One user's key for one request: who sent it, what it was sent with, and when. */
export interface KeyClaim {
  userId: number;
  key: string;
  /** Method and path, e.g. 'POST /api/cart/checkout'. */
  endpoint: string;
  requestHash: string;
  /** The app's clock. */
  now: Date;
  /** Keys made before this are forgotten: the new request takes them over. */
  expiredBefore: Date;
}

/** The first answer given for a key. */
export interface StoredAnswer {
  endpoint: string;
  requestHash: string;
  status: number | null;
  body: unknown;
}

/**
 * Takes the key for this request inside the caller's transaction: 'claimed' when it is new (or had expired),
 * else the answer stored for it. A concurrent claim of the same key waits on the insert until the first
 * transaction ends (PostgreSQL's unique index), then sees its stored answer, or claims the key itself when
 * the first was rolled back (a refused request stores nothing).
 */
export async function claimIdempotencyKey(tx: Database, claim: KeyClaim): Promise<'claimed' | StoredAnswer> {
  const at = claim.now.toISOString();
  const fresh = {
    endpoint: claim.endpoint,
    requestHash: claim.requestHash,
    responseStatus: null,
    responseBody: null,
    createdAt: at,
    updatedAt: at,
  };
  const inserted = await tx
    .insert(idempotencyKeys)
    .values({ userId: claim.userId, key: claim.key, ...fresh })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length > 0) return 'claimed';
  const ours = and(eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.key, claim.key));
  // An expired key is a new one; the row lock makes a concurrent takeover wait and then find it fresh.
  const replaced = await tx
    .update(idempotencyKeys)
    .set(fresh)
    .where(and(ours, lt(idempotencyKeys.createdAt, claim.expiredBefore.toISOString())))
    .returning({ key: idempotencyKeys.key });
  if (replaced.length > 0) return 'claimed';
  const [stored] = await tx
    .select({
      endpoint: idempotencyKeys.endpoint,
      requestHash: idempotencyKeys.requestHash,
      status: idempotencyKeys.responseStatus,
      body: idempotencyKeys.responseBody,
    })
    .from(idempotencyKeys)
    .where(ours)
    .limit(1);
  // Null only when the row went away between the statements (its user was deleted): the caller answers 409.
  return stored ?? { endpoint: claim.endpoint, requestHash: claim.requestHash, status: null, body: null };
}

/** Stores the answer of a claimed key (in the transaction that claimed it, with the work it answers for). */
export async function storeIdempotentAnswer(
  tx: Database,
  claim: Pick<KeyClaim, 'userId' | 'key' | 'now'>,
  status: number,
  body: unknown,
): Promise<void> {
  await tx
    .update(idempotencyKeys)
    .set({ responseStatus: status, responseBody: body, updatedAt: claim.now.toISOString() })
    .where(and(eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.key, claim.key)));
}
