import { randomBytes } from 'node:crypto';
import type { PaymentIntent } from '@campus/sdk';
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

const token = (bytes: number) => randomBytes(bytes).toString('hex');

/**
 * Records one demo payment intent per organization of the lines (spec 4: credit card checkout, demo mode).
 * There is no payment provider: the intents say what a card payment would cover, and nothing is charged.
 */
export async function createPaymentIntents(
  db: Database,
  userId: number,
  lines: IntentLine[],
): Promise<PaymentIntent[]> {
  const byOrganization = new Map<number | null, IntentLine[]>();
  for (const line of lines) {
    byOrganization.set(line.organizationId, [...(byOrganization.get(line.organizationId) ?? []), line]);
  }
  const values = [...byOrganization].map(([organizationId, group]) => {
    const providerId = `pi_demo_${token(12)}`;
    const single = group.length === 1 ? group[0] : undefined;
    return {
      providerId,
      clientSecret: `${providerId}_secret_demo_${token(12)}`,
      userId,
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
  const rows = await db.insert(paymentIntents).values(values).returning();
  return rows.map((row) => ({
    id: row.providerId,
    organization_id: row.organizationId,
    amount: row.amountCents / 100,
    client_secret: row.clientSecret,
    status: row.status,
  }));
}
