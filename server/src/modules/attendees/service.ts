import {
  type AttendeeAddInputSchema,
  type AttendeeOwnerFieldsInputSchema,
  type AttendeeReportRecordSchema,
  type AttendeeResponseInputSchema,
  type AttendeeStatusInputSchema,
  type Rsvp,
  seatsHeld,
} from '@campus/sdk';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { UserActor } from '../../auth/actor.js';
import { loadEventFor } from '../../authorization/event-access.js';
import { loadEventRsvpFor } from '../../authorization/event-rsvp-access.js';
import type { RsvpRow } from '../../authorization/rsvp-access.js';
import type { Database } from '../../db/connect.js';
import { rsvps } from '../../db/schema.js';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.js';
import { findTickets, hasRsvp, lockEvent, type Tx } from '../rsvps/repository.js';
import { ensureSeatsLeft } from '../rsvps/seats.js';
import { isUniqueViolation } from '../shared/db-errors.js';
import type { PlacesFreedHook } from '../waitlist/freed.js';
import {
  financialSummaryOf,
  findEventRsvps,
  isInCoordinatedGroup,
  statisticsOf,
  toAttendeeRsvp,
  toCents,
  userExists,
} from './repository.js';

export type AttendeeReportRecord = z.output<typeof AttendeeReportRecordSchema>;
export type AttendeeStatusChange = z.output<typeof AttendeeStatusInputSchema>;
export type AttendeeResponseChange = z.output<typeof AttendeeResponseInputSchema>;
export type AttendeeOwnerFields = z.output<typeof AttendeeOwnerFieldsInputSchema>;
export type AttendeeAdd = z.output<typeof AttendeeAddInputSchema>;

export const ATTENDEE_MESSAGES = {
  notFound: 'RSVP not found',
  alreadyRegistered: 'This user has already registered for this event.',
  notAddable: 'You can only add users from groups you coordinate.',
  noSuchUser: 'The selected user does not exist.',
} as const;

/**
 * An event's attendees for its owners and admins (spec sections 4 and 7): the report with statistics and
 * money, status, response and owner-only fields per RSVP, removal, and adding users. Every change that can
 * take seats locks the event row first (SELECT ... FOR UPDATE) and counts inside the transaction, as self
 * RSVPs do, so concurrent approvals and adds never take more than max_capacity.
 */
export function createAttendeesService(
  db: Database,
  now: () => Date = () => new Date(),
  waitlist: PlacesFreedHook = {},
) {
  /** After a change that may free seats: the waitlist offers them. */
  const freed = (eventId: number) => waitlist.placesFreed?.({ kind: 'event', id: eventId });

  /** Locks the event, re-reads the RSVP under the lock and refuses (409) when `next` needs seats that are gone. */
  async function changeSeats(
    tx: Tx,
    eventId: number,
    rsvpId: number,
    next: (current: RsvpRow) => Pick<RsvpRow, 'response' | 'status' | 'quantity'>,
  ): Promise<RsvpRow> {
    const locked = await lockEvent(tx, eventId);
    if (!locked) throw new NotFoundError('Event not found');
    const [current] = await tx
      .select()
      .from(rsvps)
      .where(and(eq(rsvps.id, rsvpId), eq(rsvps.eventId, eventId)))
      .limit(1);
    if (!current) throw new NotFoundError(ATTENDEE_MESSAGES.notFound);
    const wanted = next(current);
    const after = seatsHeld(wanted);
    // Fewer or the same seats always fit; only a growth is checked.
    if (after > seatsHeld(current)) await ensureSeatsLeft(tx, eventId, locked.maxCapacity, after, rsvpId);
    const [updated] = await tx
      .update(rsvps)
      .set({ ...wanted, updatedAt: now().toISOString() })
      .where(eq(rsvps.id, rsvpId))
      .returning();
    if (!updated) throw new NotFoundError(ATTENDEE_MESSAGES.notFound);
    return updated;
  }

  return {
    /** GET /events/{id}/attendees: approved and pending "yes"/"maybe" RSVPs, or with include_all every one. */
    async report(actor: UserActor, eventId: number, includeAll: boolean): Promise<AttendeeReportRecord> {
      const { event } = await loadEventFor(db, actor, eventId, 'manage');
      const rows = await findEventRsvps(db, eventId);
      const listed = includeAll
        ? rows
        : rows.filter(({ rsvp }) => rsvp.status !== 'denied' && rsvp.response !== 'no');
      const tickets = await findTickets(
        db,
        listed.map(({ rsvp }) => rsvp.id),
      );
      const all = rows.map(({ rsvp }) => rsvp);
      return {
        event_id: eventId,
        rsvps: listed.map(({ rsvp, user }) =>
          toAttendeeRsvp(rsvp, event.isFree, { user, tickets: tickets.get(rsvp.id) ?? [] }),
        ),
        statistics: statisticsOf(all, event.maxCapacity),
        financial_summary: financialSummaryOf(all, event.isFree),
      };
    },

    /** PUT /events/{id}/attendees/{rsvpId}/status: approving (or un-denying) a yes checks the seats left. */
    async setStatus(actor: UserActor, eventId: number, rsvpId: number, input: AttendeeStatusChange) {
      const { event } = await loadEventRsvpFor(db, actor, eventId, rsvpId);
      const row = await db.transaction((tx) =>
        changeSeats(tx, eventId, rsvpId, (current) => ({
          response: current.response,
          quantity: current.quantity,
          status: input.status,
        })),
      );
      await freed(eventId);
      return toAttendeeRsvp(row, event.isFree);
    },

    /** PUT /events/{id}/attendees/{rsvpId}/response: a yes that needs more seats than are left is a 409. */
    async setResponse(actor: UserActor, eventId: number, rsvpId: number, input: AttendeeResponseChange) {
      const { event } = await loadEventRsvpFor(db, actor, eventId, rsvpId);
      const row = await db.transaction((tx) =>
        changeSeats(tx, eventId, rsvpId, (current) => ({
          response: input.response,
          quantity: input.quantity,
          status: current.status,
        })),
      );
      await freed(eventId);
      return toAttendeeRsvp(row, event.isFree);
    },

    /** PUT /events/{id}/attendees/{rsvpId}/owner-fields: only the fields sent change. */
    async setOwnerFields(
      actor: UserActor,
      eventId: number,
      rsvpId: number,
      input: AttendeeOwnerFields,
    ): Promise<Rsvp> {
      const { event } = await loadEventRsvpFor(db, actor, eventId, rsvpId);
      const [row] = await db
        .update(rsvps)
        .set({
          ...(input.payment_type !== undefined ? { paymentType: input.payment_type } : {}),
          ...(input.owner_notes !== undefined ? { ownerNotes: input.owner_notes } : {}),
          ...(input.paid_amount !== undefined
            ? { paidAmountCents: input.paid_amount === null ? null : toCents(input.paid_amount) }
            : {}),
          updatedAt: now().toISOString(),
        })
        .where(and(eq(rsvps.id, rsvpId), eq(rsvps.eventId, eventId)))
        .returning();
      if (!row) throw new NotFoundError(ATTENDEE_MESSAGES.notFound);
      return toAttendeeRsvp(row, event.isFree);
    },

    /** DELETE /events/{id}/attendees/{rsvpId}. */
    async remove(actor: UserActor, eventId: number, rsvpId: number): Promise<void> {
      await loadEventRsvpFor(db, actor, eventId, rsvpId);
      await db.delete(rsvps).where(and(eq(rsvps.id, rsvpId), eq(rsvps.eventId, eventId)));
      await freed(eventId);
    },

    /**
     * POST /events/{id}/rsvp with user_id: the event's manager adds a user (yes, approved, 1 by default).
     * Owners may add members and coordinators of the groups they coordinate, admins anyone (else 422 on
     * user_id); a user who already has an RSVP is a 409; seats are counted under the row lock.
     */
    async add(actor: UserActor, eventId: number, input: AttendeeAdd): Promise<Rsvp> {
      const { event } = await loadEventFor(db, actor, eventId, 'manage');
      const allowed = actor.is_admin
        ? await userExists(db, input.user_id)
        : await isInCoordinatedGroup(db, actor.id, input.user_id);
      if (!allowed) {
        throw ValidationError.field(
          'user_id',
          actor.is_admin ? ATTENDEE_MESSAGES.noSuchUser : ATTENDEE_MESSAGES.notAddable,
        );
      }
      try {
        const row = await db.transaction(async (tx) => {
          const locked = await lockEvent(tx, eventId);
          if (!locked) throw new NotFoundError('Event not found');
          if (await hasRsvp(tx, eventId, input.user_id)) {
            throw new ConflictError(ATTENDEE_MESSAGES.alreadyRegistered);
          }
          await ensureSeatsLeft(tx, eventId, locked.maxCapacity, seatsHeld(input));
          const [inserted] = await tx
            .insert(rsvps)
            .values({
              eventId,
              userId: input.user_id,
              response: input.response,
              status: input.status,
              quantity: input.quantity,
            })
            .returning();
          if (!inserted) throw new Error('The RSVP was not stored');
          return inserted;
        });
        return toAttendeeRsvp(row, event.isFree);
      } catch (error) {
        if (isUniqueViolation(error)) throw new ConflictError(ATTENDEE_MESSAGES.alreadyRegistered);
        throw error;
      }
    },
  };
}

export type AttendeesService = ReturnType<typeof createAttendeesService>;
