import { CART_RULE_MESSAGES, type PaymentIntent } from '@campus/sdk';
import { and, asc, eq } from 'drizzle-orm';
import type { UserActor } from '../../auth/actor.js';
import { loadCourseFor } from '../../authorization/course-access.js';
import { loadEventFor } from '../../authorization/event-access.js';
import type { Database } from '../../db/connect.js';
import { ticketTypes } from '../../db/schema.js';
import { ValidationError } from '../../errors.js';
import { createPaymentIntents } from './repository.js';

export const PAYMENT_MESSAGES = {
  courseNotForSale: 'This course is free or not open: there is nothing to pay',
} as const;

/**
 * Demo payment intents for one event (its first ticket on sale) or one course (its price), for a signed-in
 * user who may see it. Nothing is charged: there is no payment provider (spec: the checkout is demo mode).
 */
export function createPaymentsService(db: Database) {
  return {
    async forEvent(actor: UserActor, eventId: number): Promise<PaymentIntent> {
      const { event } = await loadEventFor(db, actor, eventId);
      if (event.isFree) throw ValidationError.field('event_id', CART_RULE_MESSAGES.freeEvent);
      if (event.status !== 'published') throw ValidationError.field('event_id', CART_RULE_MESSAGES.notOnSale);
      const [ticket] = await db
        .select({ id: ticketTypes.id, priceCents: ticketTypes.priceCents })
        .from(ticketTypes)
        .where(and(eq(ticketTypes.eventId, event.id), eq(ticketTypes.isActive, true)))
        .orderBy(asc(ticketTypes.displayOrder), asc(ticketTypes.id))
        .limit(1);
      if (!ticket) throw ValidationError.field('event_id', CART_RULE_MESSAGES.notOnSale);
      const [intent] = await createPaymentIntents(db, actor.id, [
        {
          organizationId: event.organizationId,
          eventId: event.id,
          ticketTypeId: ticket.id,
          quantity: 1,
          unitPriceCents: ticket.priceCents,
        },
      ]);
      if (!intent) throw new Error('The payment intent was not stored');
      return intent;
    },

    async forCourse(actor: UserActor, courseId: number): Promise<PaymentIntent> {
      const { course } = await loadCourseFor(db, actor, courseId);
      if (course.isFree || course.status !== 'published' || !course.priceCents) {
        throw ValidationError.field('course_id', PAYMENT_MESSAGES.courseNotForSale);
      }
      const [intent] = await createPaymentIntents(db, actor.id, [
        {
          organizationId: course.organizationId,
          courseId: course.id,
          quantity: 1,
          unitPriceCents: course.priceCents,
        },
      ]);
      if (!intent) throw new Error('The payment intent was not stored');
      return intent;
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
