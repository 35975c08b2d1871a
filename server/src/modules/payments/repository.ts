import { randomBytes } from 'node:crypto';
import type { PaymentIntent } from '@campus/sdk';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/connect.js';
import { paymentIntents } from '../../db/schema.js';

/** What one demo payment intent covers: a cart line, or one event's or course's price. */
export interface IntentLine {
  organizationId: number | null;
  eventId?: number;
  courseId?: number;
  ticketTypeId?: number;
  quantity: number;
  unitPriceCents: number;
}

type IntentRow = typeof paymentIntents.$inferSelect;
type IntentValues = Pick<
  IntentRow,
  'organizationId' | 'eventId' | 'courseId' | 'amountCents' | 'paymentType' | 'items'
>;

const token = (bytes: number) => randomBytes(bytes).toString('hex');

/** The key of pg_advisory_xact_lock(key, user id) that serializes one user's intent calls. */
const PAYMENT_INTENTS_LOCK = 7_301;

/**
 * Serializes one user's payment intent calls until the transaction ends, so two calls at once cannot both miss
 * the open intent and make one each. A lock of its own: no row is held that checkouts or RSVPs wait on.
 */
export async function lockPaymentIntentsOf(tx: Database, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${PAYMENT_INTENTS_LOCK}, ${userId})`);
}

/** What each intent would hold: one per organization of the lines. */
function intentValues(lines: IntentLine[]): IntentValues[] {
  const byOrganization = new Map<number | null, IntentLine[]>();
  for (const line of lines) {
    byOrganization.set(line.organizationId, [...(byOrganization.get(line.organizationId) ?? []), line]);
  }
  return [...byOrganization].map(([organizationId, group]) => {
    const single = group.length === 1 ? group[0] : undefined;
    return {
      organizationId,
      eventId: single?.eventId ?? null,
      courseId: single?.courseId ?? null,
      amountCents: group.reduce((sum, line) => sum + line.quantity * line.unitPriceCents, 0),
      paymentType: 'credit_card' as const,
      items: group.flatMap((line) =>
        line.eventId !== undefined && line.ticketTypeId !== undefined
          ? [
              {
                eventId: line.eventId,
                ticketTypeId: line.ticketTypeId,
                quantity: line.quantity,
                unitPriceCents: line.unitPriceCents,
              },
            ]
          : [],
      ),
    };
  });
}

/** True when an open intent covers exactly what `wanted` would (same organization, lines and amount). */
function covers(row: IntentRow, wanted: IntentValues): boolean {
  return (
    row.organizationId === wanted.organizationId &&
    row.eventId === wanted.eventId &&
    row.courseId === wanted.courseId &&
    row.amountCents === wanted.amountCents &&
    row.paymentType === wanted.paymentType &&
    JSON.stringify(row.items.map(itemKey)) === JSON.stringify(wanted.items.map(itemKey))
  );
}

// jsonb gives the keys back in its own order: compare the fields, not the stored text.
const itemKey = (item: IntentRow['items'][number]) => [
  item.eventId,
  item.ticketTypeId,
  item.quantity,
  item.unitPriceCents,
];

function toPaymentIntent(row: IntentRow): PaymentIntent {
  return {
    id: row.providerId,
    organization_id: row.organizationId,
    amount: row.amountCents / 100,
    client_secret: row.clientSecret,
    status: row.status,
  };
}

/**
 * The demo payment intents of the lines, one per organization (spec 4: credit card checkout, demo mode). An
 * intent the user already has open for exactly the same lines is answered again (a second press of Pay, a
 * reload), the others are made. There is no payment provider: the intents say what a card payment would
 * cover, and nothing is charged. Call it after lockPaymentIntentsOf in the same transaction.
 */
export async function openOrNewPaymentIntents(
  db: Database,
  userId: number,
  lines: IntentLine[],
): Promise<PaymentIntent[]> {
  const wanted = intentValues(lines);
  const open = await db
    .select()
    .from(paymentIntents)
    .where(
      and(
        eq(paymentIntents.userId, userId),
        eq(paymentIntents.status, 'requires_payment_method'),
        inArray(
          paymentIntents.amountCents,
          wanted.map((values) => values.amountCents),
        ),
      ),
    )
    .orderBy(asc(paymentIntents.id));
  const found = wanted.map((values) => open.find((row) => covers(row, values)));
  const missing = wanted.filter((_, index) => !found[index]);
  const made =
    missing.length === 0
      ? []
      : await db
          .insert(paymentIntents)
          .values(
            missing.map((values) => {
              const providerId = `pi_demo_${token(12)}`;
              return {
                ...values,
                providerId,
                clientSecret: `${providerId}_secret_demo_${token(12)}`,
                userId,
              };
            }),
          )
          .returning();
  let next = 0;
  return found.map((row) => {
    const intent = row ?? made[next++];
    if (!intent) throw new Error('The payment intent was not stored');
    return toPaymentIntent(intent);
  });
}
