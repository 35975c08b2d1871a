import { CART_RULE_MESSAGES, type PaymentIntent } from '@campus/sdk';
import { and, asc, eq } from 'drizzle-orm';
import type { UserActor } from '../../auth/actor.js';
import { loadCourseFor } from '../../authorization/course-access.js';
import { loadEventFor } from '../../authorization/event-access.js';
import type { Database } from '../../db/connect.js';
import { ticketTypes } from '../../db/schema.js';
import { ValidationError } from '../../errors.js';
import { ensureCourseNotEnded, ensureEventNotEnded } from '../shared/event-end.js';
import { type IntentLine, lockPaymentIntentsOf, openOrNewPaymentIntents } from './repository.js';

export const PAYMENT_MESSAGES = {
  courseNotForSale: 'This course is free or not open: there is nothing to pay',
} as const;

/**
 * Demo payment intents for one event (its first ticket on sale) or one course (its price), for a signed-in
 * user who may see it. Nothing is charged: there is no payment provider (spec: the checkout is demo mode).
 * Nothing is paid for once the event or course is over (422), and an open intent of the user for the same
 * thing is answered again rather than made twice.
 */
export function createPaymentsService(db: Database, now: () => Date = () => new Date()) {
  return {
    ...paymentOperations(db, now),
    /** The same calls run on `tx` (the transaction of an Idempotency-Key, which the answer is stored in). */
    within: (tx: Database) => paymentOperations(tx, now),
  };
}

function paymentOperations(db: Database, now: () => Date) {
  /** The one intent for `line`, made or reused under the user's intents lock. */
  async function intentFor(tx: Database, userId: number, line: IntentLine): Promise<PaymentIntent> {
    await lockPaymentIntentsOf(tx, userId);
    const [intent] = await openOrNewPaymentIntents(tx, userId, [line]);
    if (!intent) throw new Error('The payment intent was not stored');
    return intent;
  }

  return {
    async forEvent(actor: UserActor, eventId: number): Promise<PaymentIntent> {
      const { event } = await loadEventFor(db, actor, eventId);
      if (event.isFree) throw ValidationError.field('event_id', CART_RULE_MESSAGES.freeEvent);
      if (event.status !== 'published') throw ValidationError.field('event_id', CART_RULE_MESSAGES.notOnSale);
      ensureEventNotEnded(event, now());
      return db.transaction(async (tx) => {
        const [ticket] = await tx
          .select({ id: ticketTypes.id, priceCents: ticketTypes.priceCents })
          .from(ticketTypes)
          .where(and(eq(ticketTypes.eventId, event.id), eq(ticketTypes.isActive, true)))
          .orderBy(asc(ticketTypes.displayOrder), asc(ticketTypes.id))
          .limit(1);
        if (!ticket) throw ValidationError.field('event_id', CART_RULE_MESSAGES.notOnSale);
        return intentFor(tx, actor.id, {
          organizationId: event.organizationId,
          eventId: event.id,
          ticketTypeId: ticket.id,
          quantity: 1,
          unitPriceCents: ticket.priceCents,
        });
      });
    },

    async forCourse(actor: UserActor, courseId: number): Promise<PaymentIntent> {
      const { course } = await loadCourseFor(db, actor, courseId);
      if (course.isFree || course.status !== 'published' || !course.priceCents) {
        throw ValidationError.field('course_id', PAYMENT_MESSAGES.courseNotForSale);
      }
      ensureCourseNotEnded(course, now());
      const priceCents = course.priceCents;
      return db.transaction((tx) =>
        intentFor(tx, actor.id, {
          organizationId: course.organizationId,
          courseId: course.id,
          quantity: 1,
          unitPriceCents: priceCents,
        }),
      );
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
