import {
  courseAbilities,
  ENROLLMENT_MESSAGES,
  type EventWaitlistJoinInputSchema,
  isActiveWaitlistStatus,
  WAITLIST_MESSAGES as M,
  WAITLIST_HOLDING_STATUSES,
  type WaitlistClaimResult,
  type WaitlistEntries,
  type WaitlistEntry,
  waitlistJoinRefusal,
  waitlistRefusalMessage,
} from '@campus/sdk';
import { and, eq, inArray, lte, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { UserActor } from '../../auth/actor.js';
import { loadCourseFor } from '../../authorization/course-access.js';
import { loadEventFor } from '../../authorization/event-access.js';
import type { Database } from '../../db/connect.js';
import { cartItems, enrollments, events, rsvps, waitlistEntries } from '../../db/schema.js';
import { AppError, ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../errors.js';
import { lockCart } from '../cart/repository.js';
import { upsertEnrollment } from '../enrollments/repository.js';
import type { Tx } from '../rsvps/repository.js';
import { ensureSeatsLeft } from '../rsvps/seats.js';
import { isUniqueViolation } from '../shared/db-errors.js';
import { courseHasEnded, eventHasEnded } from '../shared/event-end.js';
import { announce, sendOfferMessages, type WaitlistEffects } from './announce.js';
import { fits, linesWithWaiting, lockLineRoom, makeOffer, type Offer, offerFreePlaces } from './places.js';
import {
  findActiveEntry,
  findEntry,
  type LineOf,
  lineOf,
  lockEntry,
  lockWaiting,
  nextPosition,
  readEntry,
  readLine,
  readUserEntries,
  setPositions,
  setStatus,
  type WaitlistRow,
} from './repository.js';

/** What a transaction of the waitlist changed, for the announcement after its commit. */
interface Changed {
  entryIds: number[];
  offered: Offer[];
  lines: LineOf[];
}

type EventWaitlistJoin = z.output<typeof EventWaitlistJoinInputSchema>;

/**
 * Waitlists of full events, ticket types and courses (issue 25). A freed place is offered, inside a
 * transaction that locks the event or course row and counts what is left (holds included), to the first in
 * line; the offer holds the place for the claim window and sends an inbox message; after the commit the
 * user's live streams hear of it. The clock (the sweep) expires offers and moves on to the next.
 */
export function createWaitlistService(db: Database, now: () => Date, effects: WaitlistEffects) {
  /** Runs `work` in a transaction, then announces what it changed. */
  async function changing<T>(
    work: (tx: Tx, changed: Changed) => Promise<T>,
    outsideRequest = false,
  ): Promise<T> {
    const changed: Changed = { entryIds: [], offered: [], lines: [] };
    const result = await db.transaction(async (tx) => {
      const value = await work(tx, changed);
      if (changed.offered.length > 0) await sendOfferMessages(tx, changed.offered, now());
      return value;
    });
    if (changed.entryIds.length > 0 || changed.lines.length > 0) {
      await announce(db, effects, { ...changed, outsideRequest });
    }
    return result;
  }

  /** In the transaction: offers the line's free places, noting the offers. */
  async function promote(tx: Tx, line: LineOf, changed: Changed): Promise<void> {
    const offers = await offerFreePlaces(tx, line, now());
    changed.offered.push(...offers);
    changed.entryIds.push(...offers.map((offer) => offer.entryId));
    if (offers.length > 0) changed.lines.push(line);
  }

  /** Ends a hold (declined, expired, left): its cart line goes, and the place passes on. */
  async function release(
    tx: Tx,
    entry: WaitlistRow,
    status: 'declined' | 'expired' | 'left',
    changed: Changed,
  ) {
    await setStatus(tx, entry.id, status, now(), { cartItemId: null });
    if (entry.status === 'in_cart' && entry.cartItemId !== null) {
      await tx.delete(cartItems).where(eq(cartItems.id, entry.cartItemId));
    }
    changed.entryIds.push(entry.id);
    changed.lines.push(lineOf(entry));
  }

  /** The actor's own entry by id (another user's is a 404, like an id that does not exist). */
  async function ownEntry(actor: UserActor, entryId: number): Promise<WaitlistRow> {
    const entry = await findEntry(db, entryId);
    if (!entry || entry.userId !== actor.id) throw new NotFoundError(M.notOnWaitlist);
    return entry;
  }

  /** The line of an event or course the actor may see; 'manage' for staff calls. */
  async function loadLine(actor: UserActor, line: LineOf, need: 'view' | 'manage') {
    if (line.kind === 'event') {
      const { event } = await loadEventFor(db, actor, line.id, need);
      return { kind: 'event' as const, event };
    }
    const scoped = await loadCourseFor(db, actor, line.id, need);
    return { kind: 'course' as const, ...scoped };
  }

  /** The line's entry `entryId` (a nested id: another line's entry is a 404). */
  async function entryOfLine(tx: Tx, line: LineOf, entryId: number): Promise<WaitlistRow> {
    const entry = await lockEntry(tx, entryId);
    const parentId = line.kind === 'event' ? entry?.eventId : entry?.courseId;
    if (!entry || parentId !== line.id) throw new NotFoundError('Waitlist entry not found');
    return entry;
  }

  async function joinEvent(actor: UserActor, eventId: number, input: EventWaitlistJoin): Promise<number> {
    const { event } = await loadEventFor(db, actor, eventId);
    if (event.status !== 'published') throw new AppError(422, M.notOpen);
    if (eventHasEnded(event, now())) throw new AppError(422, M.ended);
    const ticketTypeId = input.ticket_type_id ?? null;
    if (event.isFree && ticketTypeId !== null)
      throw ValidationError.field('ticket_type_id', M.ticketTypeNotAllowed);
    if (!event.isFree && ticketTypeId === null)
      throw ValidationError.field('ticket_type_id', M.ticketTypeRequired);
    const line: LineOf = { kind: 'event', id: eventId };
    return changing(async (tx) => {
      const room = await lockLineRoom(tx, line, now());
      if (!room) throw new NotFoundError('Event not found');
      if (ticketTypeId !== null && !room.tickets.has(ticketTypeId)) {
        throw ValidationError.field('ticket_type_id', M.ticketTypeUnknown);
      }
      const [attending] = await tx
        .select({ id: rsvps.id })
        .from(rsvps)
        .where(
          and(
            eq(rsvps.eventId, eventId),
            eq(rsvps.userId, actor.id),
            eq(rsvps.response, 'yes'),
            ne(rsvps.status, 'denied'),
          ),
        )
        .limit(1);
      const refusal = waitlistJoinRefusal({
        ended: room.ended,
        waiting: (await findActiveEntry(tx, line, actor.id)) !== null,
        attending: attending !== undefined,
        full: !fits(room, { ticketTypeId }),
      });
      if (refusal === 'ended') throw new AppError(422, M.ended);
      if (refusal) throw new ConflictError(waitlistRefusalMessage(refusal, ticketTypeId !== null));
      return insertEntry(tx, line, actor.id, ticketTypeId);
    });
  }

  async function joinCourse(actor: UserActor, courseId: number): Promise<number> {
    const { course, relation } = await loadCourseFor(db, actor, courseId);
    if (!courseAbilities(actor, course, relation).enroll)
      throw new ForbiddenError(ENROLLMENT_MESSAGES.notOpen);
    if (courseHasEnded(course, now())) throw new AppError(422, M.ended);
    const line: LineOf = { kind: 'course', id: courseId };
    return changing(async (tx) => {
      const room = await lockLineRoom(tx, line, now());
      if (!room) throw new NotFoundError('Course not found');
      const [own] = await tx
        .select({ status: enrollments.status })
        .from(enrollments)
        .where(and(eq(enrollments.courseId, courseId), eq(enrollments.userId, actor.id)))
        .limit(1);
      if (own?.status === 'rejected') throw new ConflictError(ENROLLMENT_MESSAGES.rejected);
      const refusal = waitlistJoinRefusal({
        ended: room.ended,
        waiting: (await findActiveEntry(tx, line, actor.id)) !== null,
        attending: own !== undefined,
        full: !fits(room, { ticketTypeId: null }),
      });
      if (refusal === 'ended') throw new AppError(422, M.ended);
      if (refusal) throw new ConflictError(waitlistRefusalMessage(refusal));
      return insertEntry(tx, line, actor.id, null);
    });
  }

  async function insertEntry(
    tx: Tx,
    line: LineOf,
    userId: number,
    ticketTypeId: number | null,
  ): Promise<number> {
    const position = await nextPosition(tx, line);
    const [row] = await tx
      .insert(waitlistEntries)
      .values({
        userId,
        eventId: line.kind === 'event' ? line.id : null,
        courseId: line.kind === 'course' ? line.id : null,
        ticketTypeId,
        position,
        createdAt: now().toISOString(),
        updatedAt: now().toISOString(),
      })
      .returning({ id: waitlistEntries.id });
    if (!row) throw new Error('The waitlist entry was not stored');
    return row.id;
  }

  /** Expires the holds whose window has passed (one batch, rows locked, skipping those another process has). */
  async function expireDue(changed: Changed, limit: number): Promise<number> {
    return db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(waitlistEntries)
        .where(
          and(
            inArray(waitlistEntries.status, [...WAITLIST_HOLDING_STATUSES]),
            lte(waitlistEntries.expiresAt, now().toISOString()),
          ),
        )
        .limit(limit)
        .for('update', { skipLocked: true });
      for (const entry of due) await release(tx, entry, 'expired', changed);
      return due.length;
    });
  }

  return {
    /** POST /events/{id}/waitlist: joins a full event's (free) or ticket type's (paid) line. */
    async joinEvent(actor: UserActor, eventId: number, input: EventWaitlistJoin): Promise<WaitlistEntry> {
      try {
        return readEntry(db, await joinEvent(actor, eventId, input));
      } catch (error) {
        if (isUniqueViolation(error)) throw new ConflictError(M.alreadyWaiting);
        throw error;
      }
    },

    /** POST /courses/{id}/waitlist: joins a full course's line. */
    async joinCourse(actor: UserActor, courseId: number): Promise<WaitlistEntry> {
      try {
        return readEntry(db, await joinCourse(actor, courseId));
      } catch (error) {
        if (isUniqueViolation(error)) throw new ConflictError(M.alreadyWaiting);
        throw error;
      }
    },

    /** GET .../waitlist: the actor's entry in play on the line, or null. */
    async myEntry(actor: UserActor, line: LineOf): Promise<WaitlistEntry | null> {
      await loadLine(actor, line, 'view');
      const entry = await findActiveEntry(db, line, actor.id);
      return entry ? readEntry(db, entry.id) : null;
    },

    /** DELETE .../waitlist: leaves the line; an offer or cart hold passes to the next. */
    async leave(actor: UserActor, line: LineOf): Promise<void> {
      await loadLine(actor, line, 'view');
      await changing(async (tx, changed) => {
        // The line's row first, as every change of its places does (no lock order to deadlock on).
        await lockLineRoom(tx, line, now());
        const found = await findActiveEntry(tx, line, actor.id);
        const entry = found ? await lockEntry(tx, found.id) : null;
        if (!entry || !isActiveWaitlistStatus(entry.status)) throw new NotFoundError(M.notOnWaitlist);
        await release(tx, entry, 'left', changed);
        if (entry.status !== 'waiting') await promote(tx, line, changed);
      });
    },

    /** GET /waitlist: the actor's entries in play. */
    mine: (actor: UserActor) => readUserEntries(db, actor.id),

    /**
     * POST /waitlist/{entryId}/claim: takes an open offer. Free event: an approved RSVP; course: an
     * enrollment; paid ticket type: a cart line held until the offer's end. After the window: 409.
     */
    async claim(actor: UserActor, entryId: number): Promise<WaitlistClaimResult> {
      const found = await ownEntry(actor, entryId);
      const line = lineOf(found);
      let expired = false;
      const outcome = await changing(async (tx, changed) => {
        const room = await lockLineRoom(tx, line, now());
        const entry = await lockEntry(tx, entryId);
        if (!room || !entry) throw new NotFoundError(M.notOnWaitlist);
        if (entry.status === 'expired') throw new ConflictError(M.offerExpired);
        if (entry.status !== 'offered') throw new ConflictError(M.noOffer);
        if (entry.expiresAt === null || new Date(entry.expiresAt).getTime() <= now().getTime()) {
          // Past the window: it expires now and the place moves on; the claim is refused after the commit.
          await release(tx, entry, 'expired', changed);
          await promote(tx, line, changed);
          expired = true;
          return null;
        }
        if (room.ended) throw new AppError(422, M.ended);
        changed.entryIds.push(entry.id);
        changed.lines.push(line);
        if (line.kind === 'course') {
          const enrollment = await upsertEnrollment(tx, line.id, actor.id, 'enrolled', now().toISOString());
          await setStatus(tx, entry.id, 'claimed', now());
          return {
            kind: 'enrollment' as const,
            rsvp_id: null,
            enrollment_id: enrollment.id,
            cart_item_id: null,
          };
        }
        if (entry.ticketTypeId !== null) {
          const cartId = await lockCart(tx, { userId: actor.id, sessionId: null }, true);
          if (cartId === null) throw new Error('The cart was not made');
          const [item] = await tx
            .insert(cartItems)
            .values({ cartId, eventId: line.id, ticketTypeId: entry.ticketTypeId, quantity: 1 })
            .onConflictDoUpdate({
              target: [cartItems.cartId, cartItems.ticketTypeId],
              set: { quantity: 1, updatedAt: now().toISOString() },
            })
            .returning({ id: cartItems.id });
          if (!item) throw new Error('The cart line was not stored');
          await setStatus(tx, entry.id, 'in_cart', now(), { cartItemId: item.id });
          return { kind: 'cart' as const, rsvp_id: null, enrollment_id: null, cart_item_id: item.id };
        }
        // The offer's own hold makes room for it: counted as this user's, the seat fits.
        const rsvp = await claimSeat(tx, line.id, actor.id);
        await setStatus(tx, entry.id, 'claimed', now());
        return { kind: 'rsvp' as const, rsvp_id: rsvp, enrollment_id: null, cart_item_id: null };
      });
      if (expired || outcome === null) throw new ConflictError(M.offerExpired);
      return { entry: await readEntry(db, entryId), ...outcome };
    },

    /** POST /waitlist/{entryId}/decline: gives an open offer (or a cart hold) back; the next is offered. */
    async decline(actor: UserActor, entryId: number): Promise<WaitlistEntry> {
      const found = await ownEntry(actor, entryId);
      const line = lineOf(found);
      await changing(async (tx, changed) => {
        await lockLineRoom(tx, line, now());
        const entry = await lockEntry(tx, entryId);
        if (!entry || (entry.status !== 'offered' && entry.status !== 'in_cart'))
          throw new ConflictError(M.noOffer);
        await release(tx, entry, 'declined', changed);
        await promote(tx, line, changed);
      });
      return readEntry(db, entryId);
    },

    /** Staff: GET .../waitlist/entries. */
    async entries(actor: UserActor, line: LineOf): Promise<WaitlistEntries> {
      const loaded = await loadLine(actor, line, 'manage');
      const claimHours =
        loaded.kind === 'event' ? loaded.event.waitlistClaimHours : loaded.course.waitlistClaimHours;
      return { entries: await readLine(db, line), claim_hours: claimHours };
    },

    /** Staff: PUT .../waitlist/entries/order: every waiting entry, first in line first. */
    async reorder(actor: UserActor, line: LineOf, entryIds: number[]): Promise<WaitlistEntries> {
      const loaded = await loadLine(actor, line, 'manage');
      await changing(async (tx, changed) => {
        await lockLineRoom(tx, line, now());
        const waiting = await lockWaiting(tx, line);
        const wanted = new Set(entryIds);
        if (
          wanted.size !== entryIds.length ||
          wanted.size !== waiting.length ||
          waiting.some((entry) => !wanted.has(entry.id))
        ) {
          throw ValidationError.field('entry_ids', M.orderMismatch);
        }
        await setPositions(tx, entryIds, now());
        changed.entryIds.push(...entryIds);
      });
      const claimHours =
        loaded.kind === 'event' ? loaded.event.waitlistClaimHours : loaded.course.waitlistClaimHours;
      return { entries: await readLine(db, line), claim_hours: claimHours };
    },

    /** Staff: POST .../waitlist/entries/{entryId}/offer: offers a free place to this waiting entry, out of turn. */
    async offer(actor: UserActor, line: LineOf, entryId: number): Promise<WaitlistEntry> {
      await loadLine(actor, line, 'manage');
      await changing(async (tx, changed) => {
        const room = await lockLineRoom(tx, line, now());
        const entry = await entryOfLine(tx, line, entryId);
        if (!room) throw new NotFoundError('Waitlist entry not found');
        if (entry.status !== 'waiting') throw new ConflictError(M.notWaiting);
        if (room.ended) throw new AppError(422, M.ended);
        if (!fits(room, entry)) throw new ConflictError(M.noPlace);
        const offer = await makeOffer(tx, room, entry, now());
        changed.offered.push(offer);
        changed.entryIds.push(entry.id);
        changed.lines.push(line);
      });
      return readEntry(db, entryId);
    },

    /**
     * After a change that may have freed places on the line (an RSVP denied or deleted, an unenrolment, a
     * raised capacity, a refund): offers them to the line, in a transaction of its own that locks the line
     * and counts. A failure is logged, not thrown: the caller's change is committed, and the sweep offers
     * the place later.
     */
    async placesFreed(line: LineOf): Promise<void> {
      try {
        await changing((tx, changed) => promote(tx, line, changed));
      } catch (error) {
        effects.log.error({ err: error, line }, 'offering freed waitlist places failed');
      }
    },

    /**
     * The clock's work (the durable job, or the in-process timer on PGlite): expires the holds whose window
     * has passed, passing their places on, then offers any place nobody was offered yet. Safe to run in
     * several processes at once: rows are locked, and expired ones skipped by the others.
     */
    async sweep(): Promise<{ expired: number; offered: number }> {
      const changed: Changed = { entryIds: [], offered: [], lines: [] };
      let expired = 0;
      for (;;) {
        const batch = await expireDue(changed, 100);
        expired += batch;
        if (batch < 100) break;
      }
      if (changed.entryIds.length > 0) await announce(db, effects, { ...changed, outsideRequest: true });
      let offered = 0;
      const lines = await linesWithWaiting(db as unknown as Tx);
      for (const line of lines) {
        const offers = await changing(async (tx, lineChanged) => {
          await promote(tx, line, lineChanged);
          return lineChanged.offered.length;
        }, true);
        offered += offers;
      }
      return { expired, offered };
    },
  };

  /** A free event's seat for the claimant: their RSVP becomes (or is made) yes, approved, one seat. */
  async function claimSeat(tx: Tx, eventId: number, userId: number): Promise<number> {
    const [existing] = await tx
      .select()
      .from(rsvps)
      .where(and(eq(rsvps.eventId, eventId), eq(rsvps.userId, userId)))
      .for('update');
    const capacity = await capacityOf(tx, eventId);
    await ensureSeatsLeft(tx, eventId, capacity, 1, existing?.id, userId);
    const values = {
      response: 'yes' as const,
      status: 'approved' as const,
      quantity: 1,
      updatedAt: now().toISOString(),
    };
    const [row] = existing
      ? await tx.update(rsvps).set(values).where(eq(rsvps.id, existing.id)).returning({ id: rsvps.id })
      : await tx
          .insert(rsvps)
          .values({ eventId, userId, ...values })
          .returning({ id: rsvps.id });
    if (!row) throw new Error('The RSVP was not stored');
    return row.id;
  }
}

/** The event's capacity (its row is locked already by the caller). */
async function capacityOf(tx: Tx, eventId: number): Promise<number | null> {
  const [row] = await tx.select({ max: events.maxCapacity }).from(events).where(eq(events.id, eventId));
  return row?.max ?? null;
}

export type WaitlistService = ReturnType<typeof createWaitlistService>;
