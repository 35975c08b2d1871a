import { TICKET_SELECTION_MAX } from '@campus/sdk';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/connect.js';
import { cartItems, carts, events, ticketTypes } from '../../db/schema.js';
import type { Tx } from '../rsvps/repository.js';

/** Whose cart a request reaches: the signed-in user's, else the guest session's (X-Session-ID). */
export type CartOwner =
  | { userId: number; sessionId: string | null }
  | { userId: null; sessionId: string | null };

type Reader = Database | Tx;

/** The cart's id for this owner, or null when it has none. A guest reaches only a cart no user has claimed. */
export async function findCartId(db: Reader, owner: CartOwner): Promise<number | null> {
  const where =
    owner.userId !== null
      ? eq(carts.userId, owner.userId)
      : owner.sessionId !== null
        ? and(eq(carts.sessionId, owner.sessionId), isNull(carts.userId))
        : undefined;
  if (!where) return null;
  const [row] = await db.select({ id: carts.id }).from(carts).where(where).limit(1);
  return row?.id ?? null;
}

/** Locks the owner's cart row (FOR UPDATE), creating the cart first when `create`; null when there is none. */
export async function lockCart(tx: Tx, owner: CartOwner, create: boolean): Promise<number | null> {
  if (create) {
    const values =
      owner.userId !== null ? { userId: owner.userId, sessionId: null } : { sessionId: owner.sessionId };
    if (owner.userId === null && owner.sessionId === null) return null;
    await tx.insert(carts).values(values).onConflictDoNothing();
  }
  const id = await findCartId(tx, owner);
  if (id === null) return null;
  await tx.select({ id: carts.id }).from(carts).where(eq(carts.id, id)).for('update');
  return id;
}

/**
 * A guest cart of this session joins the user's cart when they sign in: the user's cart takes its lines (a
 * ticket type in both adds up, at most 10), or the session cart simply becomes the user's.
 */
export async function claimSessionCart(db: Database, userId: number, sessionId: string): Promise<void> {
  // Almost every call finds no guest cart: one plain read, and a transaction only when there is one to join.
  const guestCart = and(eq(carts.sessionId, sessionId), isNull(carts.userId));
  const [waiting] = await db.select({ id: carts.id }).from(carts).where(guestCart).limit(1);
  if (!waiting) return;
  await db.transaction(async (tx) => {
    // Read again under the lock: a concurrent call may have joined it meanwhile.
    const [guest] = await tx.select({ id: carts.id }).from(carts).where(guestCart).for('update');
    if (!guest) return;
    const mine = await lockCart(tx, { userId, sessionId: null }, false);
    if (mine === null) {
      await tx.update(carts).set({ userId, sessionId: null }).where(eq(carts.id, guest.id));
      return;
    }
    await tx.execute(sql`
      insert into cart_items (cart_id, event_id, ticket_type_id, quantity)
      select ${mine}, event_id, ticket_type_id, quantity from cart_items where cart_id = ${guest.id}
      on conflict (cart_id, ticket_type_id)
      do update set quantity = least(${TICKET_SELECTION_MAX}, cart_items.quantity + excluded.quantity),
        updated_at = now()`);
    await tx.delete(carts).where(eq(carts.id, guest.id));
  });
}

/** A cart line with what the cart shows of its event and ticket type. */
export interface CartLineRow {
  id: number;
  quantity: number;
  event: {
    id: number;
    title: string;
    date: string;
    eventStartTime: string;
    eventEndTime: string | null;
    eventEndDate: string | null;
    location: string | null;
    status: string;
    isFree: boolean;
    maxCapacity: number | null;
    organizationId: number | null;
  };
  ticketType: {
    id: number;
    name: string;
    priceCents: number;
    description: string | null;
    maxQuantity: number | null;
    isActive: boolean;
  };
}

/** The lines of a cart, oldest first, with their events and ticket types, in one statement. */
export async function findCartLines(db: Reader, cartId: number): Promise<CartLineRow[]> {
  return db
    .select({
      id: cartItems.id,
      quantity: cartItems.quantity,
      event: {
        id: events.id,
        title: events.title,
        date: events.date,
        eventStartTime: events.eventStartTime,
        eventEndTime: events.eventEndTime,
        eventEndDate: events.eventEndDate,
        location: events.location,
        status: events.status,
        isFree: events.isFree,
        maxCapacity: events.maxCapacity,
        organizationId: events.organizationId,
      },
      ticketType: {
        id: ticketTypes.id,
        name: ticketTypes.name,
        priceCents: ticketTypes.priceCents,
        description: ticketTypes.description,
        maxQuantity: ticketTypes.maxQuantity,
        isActive: ticketTypes.isActive,
      },
    })
    .from(cartItems)
    .innerJoin(events, eq(events.id, cartItems.eventId))
    .innerJoin(ticketTypes, eq(ticketTypes.id, cartItems.ticketTypeId))
    .where(eq(cartItems.cartId, cartId))
    .orderBy(asc(cartItems.id));
}

/** One line of this cart with its ticket type (null when the id is another cart's or gone). */
export async function findCartLine(tx: Tx, cartId: number, itemId: number) {
  const [row] = await tx
    .select({
      id: cartItems.id,
      quantity: cartItems.quantity,
      ticketType: {
        id: ticketTypes.id,
        name: ticketTypes.name,
        maxQuantity: ticketTypes.maxQuantity,
        isActive: ticketTypes.isActive,
      },
    })
    .from(cartItems)
    .innerJoin(ticketTypes, eq(ticketTypes.id, cartItems.ticketTypeId))
    .where(and(eq(cartItems.id, itemId), eq(cartItems.cartId, cartId)))
    .limit(1);
  return row ?? null;
}

/** Locks ticket type rows (FOR UPDATE, in id order, as every checkout does, so two never wait on each other). */
export async function lockTicketTypes(tx: Tx, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .select({ id: ticketTypes.id })
    .from(ticketTypes)
    .where(inArray(ticketTypes.id, ids))
    .orderBy(asc(ticketTypes.id))
    .for('update');
}

/**
 * Locks event rows (FOR UPDATE, in id order): seat counts on them are then serialized. Answers when each
 * ends, as read under the lock.
 */
export async function lockEvents(tx: Tx, ids: number[]) {
  if (ids.length === 0) return new Map<number, EventEnd>();
  const rows = await tx
    .select({
      id: events.id,
      date: events.date,
      eventEndTime: events.eventEndTime,
      eventEndDate: events.eventEndDate,
    })
    .from(events)
    .where(inArray(events.id, ids))
    .orderBy(asc(events.id))
    .for('update');
  return new Map(rows.map(({ id, ...end }) => [id, end]));
}

/** When an event ends: its date, end time and end date. */
export interface EventEnd {
  date: string;
  eventEndTime: string;
  eventEndDate: string | null;
}
