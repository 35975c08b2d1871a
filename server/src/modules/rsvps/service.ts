import {
  CART_RULE_MESSAGES,
  initialRsvpStatus,
  type Rsvp,
  type RsvpCreateSchema,
  type RsvpUpdateSchema,
  seatsHeld,
} from '@campus/sdk';
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { UserActor } from '../../auth/actor.js';
import { loadEventFor } from '../../authorization/event-access.js';
import { loadOwnRsvp, type RsvpRow } from '../../authorization/rsvp-access.js';
import type { Database } from '../../db/connect.js';
import { events, rsvps, rsvpTickets, ticketTypes } from '../../db/schema.js';
import { AppError, ConflictError, NotFoundError } from '../../errors.js';
import { findEventsByIds } from '../events/repository.js';
import { isUniqueViolation } from '../shared/db-errors.js';
import { ensureEventNotEnded } from '../shared/event-end.js';
import type { PlacesFreedHook } from '../waitlist/freed.js';
import { findTickets, findUserRsvps, hasRsvp, lockEvent, type Tx, toRsvp } from './repository.js';
import { ensureSeatsLeft } from './seats.js';
import { ensureTicketsLeft } from './tickets.js';

export type RsvpCreate = z.output<typeof RsvpCreateSchema>;
export type RsvpUpdate = z.output<typeof RsvpUpdateSchema>;

export const RSVP_MESSAGES = {
  duplicate: 'You have already registered for this event.',
  notOpen: 'Registration is open only for published events.',
  notFound: 'RSVP not found',
} as const;

/**
 * A user's own RSVPs (spec sections 3, 4, 5 and 7). Seats are counted inside the transaction with the event row
 * locked (SELECT ... FOR UPDATE), so concurrent requests on a pool never take more than max_capacity.
 */
/**
 * Locks the event's first ticket type on sale (display order) and refuses (409) when fewer than `quantity`
 * are left; 422 when none is on sale.
 */
async function takeFirstTicket(tx: Tx, eventId: number, quantity: number) {
  const [ticket] = await tx
    .select({
      id: ticketTypes.id,
      name: ticketTypes.name,
      priceCents: ticketTypes.priceCents,
      maxQuantity: ticketTypes.maxQuantity,
    })
    .from(ticketTypes)
    .where(and(eq(ticketTypes.eventId, eventId), eq(ticketTypes.isActive, true)))
    .orderBy(asc(ticketTypes.displayOrder), asc(ticketTypes.id))
    .limit(1)
    .for('update');
  if (!ticket) throw new AppError(422, CART_RULE_MESSAGES.notOnSale);
  await ensureTicketsLeft(tx, { ...ticket, isActive: true }, quantity);
  return ticket;
}

export function createRsvpsService(
  db: Database,
  now: () => Date = () => new Date(),
  waitlist: PlacesFreedHook = {},
) {
  /** Locks the event row and refuses (422) when the event is over: nobody registers for it or changes their answer. */
  async function lockOpenEvent(tx: Tx, eventId: number) {
    const locked = await lockEvent(tx, eventId);
    if (!locked) throw new NotFoundError('Event not found');
    ensureEventNotEnded(locked, now());
    return locked;
  }

  /** Refuses (409) when `wanted` more seats do not fit next to the others' seats; the event row is locked first. */
  async function ensureSeats(tx: Tx, eventId: number, wanted: number, exceptRsvpId?: number): Promise<void> {
    const locked = await lockOpenEvent(tx, eventId);
    await ensureSeatsLeft(tx, eventId, locked.maxCapacity, wanted, exceptRsvpId);
  }

  return {
    /** POST /events/{id}/rsvp for oneself: 201 with the RSVP; a second one or too few seats is a 409. */
    async create(actor: UserActor, eventId: number, input: RsvpCreate): Promise<Rsvp> {
      const { event } = await loadEventFor(db, actor, eventId);
      if (event.status !== 'published') throw new AppError(422, RSVP_MESSAGES.notOpen);
      // Checked again under the event's lock below, in case its owner moves it meanwhile.
      ensureEventNotEnded(event, now());
      const status = initialRsvpStatus({ approval_required: event.approvalRequired, is_free: event.isFree });
      try {
        const row = await db.transaction(async (tx) => {
          await ensureSeats(
            tx,
            eventId,
            seatsHeld({ response: input.response, status, quantity: input.quantity }),
          );
          if (await hasRsvp(tx, eventId, actor.id)) throw new ConflictError(RSVP_MESSAGES.duplicate);
          // Registering for a paid event buys its first ticket on sale (spec: Register for Paid Event shows
          // quantity times that price): the tickets and the amount owed are recorded with the RSVP.
          const ticket =
            !event.isFree && input.response === 'yes'
              ? await takeFirstTicket(tx, eventId, input.quantity)
              : null;
          const [inserted] = await tx
            .insert(rsvps)
            .values({
              eventId,
              userId: actor.id,
              response: input.response,
              quantity: input.quantity,
              status,
              notes: input.notes,
              paymentType: event.isFree ? null : (input.payment_type ?? null),
              totalAmountOwedCents: ticket ? ticket.priceCents * input.quantity : 0,
            })
            .returning();
          if (!inserted) throw new Error('The RSVP was not stored');
          if (ticket) {
            await tx.insert(rsvpTickets).values({
              rsvpId: inserted.id,
              ticketTypeId: ticket.id,
              ticketName: ticket.name,
              unitPriceCents: ticket.priceCents,
              quantity: input.quantity,
            });
          }
          const tickets = ticket ? await findTickets(tx, [inserted.id]) : new Map();
          return { ...inserted, tickets: tickets.get(inserted.id) ?? [] };
        });
        return toRsvp(row, event.isFree);
      } catch (error) {
        if (isUniqueViolation(error)) throw new ConflictError(RSVP_MESSAGES.duplicate);
        throw error;
      }
    },

    /**
     * PUT /user/rsvps/{id}: one's own RSVP only (404 otherwise); growing a yes checks the seats left. An RSVP of
     * an event that is over stays as it was (422); its owners may still change it (attendees module).
     */
    async update(actor: UserActor, rsvpId: number, input: RsvpUpdate): Promise<Rsvp> {
      const current = await loadOwnRsvp(db, actor, rsvpId);
      const before = seatsHeld(current);
      const after = seatsHeld({ response: input.response, status: current.status, quantity: input.quantity });
      const row = await db.transaction(async (tx): Promise<RsvpRow> => {
        const locked = await lockOpenEvent(tx, current.eventId);
        if (after > before) await ensureSeatsLeft(tx, current.eventId, locked.maxCapacity, after, current.id);
        const [updated] = await tx
          .update(rsvps)
          .set({
            response: input.response,
            quantity: input.quantity,
            notes: input.notes,
            updatedAt: new Date().toISOString(),
          })
          .where(eq(rsvps.id, current.id))
          .returning();
        if (!updated) throw new NotFoundError(RSVP_MESSAGES.notFound);
        return updated;
      });
      // Fewer seats (or a no) free places for the waitlist.
      if (after < before) await waitlist.placesFreed?.({ kind: 'event', id: row.eventId });
      const [event] = await db
        .select({ isFree: events.isFree })
        .from(events)
        .where(eq(events.id, row.eventId))
        .limit(1);
      return toRsvp(row, event?.isFree ?? true);
    },

    /** GET /user/rsvps: each with its event, soonest first; four statements whatever the count. */
    async mine(actor: UserActor): Promise<Rsvp[]> {
      const rows = await findUserRsvps(db, actor.id);
      const eventsById = await findEventsByIds(db, [...new Set(rows.map((row) => row.eventId))]);
      return rows.map((row) => {
        const event = eventsById.get(row.eventId);
        return toRsvp(row, event?.is_free ?? true, event);
      });
    },
  };
}

export type RsvpsService = ReturnType<typeof createRsvpsService>;
