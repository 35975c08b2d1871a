import {
  CART_RULE_MESSAGES,
  type Cart,
  type CartAddSchema,
  type CartItemUpdateSchema,
  CHECKOUT_MESSAGES,
  type CheckoutSchema,
  type CheckoutSummary,
  EVENT_END_MESSAGES,
  type PaymentIntent,
  type Rsvp,
  TICKET_SELECTION_MAX,
  VALIDATION_MESSAGES,
} from '@campus/sdk';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { UserActor } from '../../auth/actor.js';
import { loadEventFor } from '../../authorization/event-access.js';
import type { Database } from '../../db/connect.js';
import { cartItems, rsvps, rsvpTickets } from '../../db/schema.js';
import { AppError, ConflictError, NotFoundError, ValidationError } from '../../errors.js';
import { type IntentLine, lockPaymentIntentsOf, openOrNewPaymentIntents } from '../payments/repository.js';
import { countTicketsSold, findTickets, type Tx, toRsvp } from '../rsvps/repository.js';
import { ensureSeatsLeft } from '../rsvps/seats.js';
import { ensureTicketsFor, ensureTicketsLeft } from '../rsvps/tickets.js';
import { ensureEventNotEnded, eventHasEnded } from '../shared/event-end.js';
import { claimWaitlistHoldsBought } from '../waitlist/holds.js';
import { addCartLine } from './add-line.js';
import { toCart, toCheckoutSummary } from './cart-view.js';
import {
  type CartLineRow,
  type CartOwner,
  claimSessionCart,
  findCartId,
  findCartLine,
  findCartLines,
  lockCart,
  lockEvents,
  lockTicketTypes,
} from './repository.js';

export type CartAdd = z.output<typeof CartAddSchema>;
export type CartItemUpdate = z.output<typeof CartItemUpdateSchema>;
export type Checkout = z.output<typeof CheckoutSchema>;

export interface CartRequest {
  actor: UserActor | null;
  /** The X-Session-ID header when it is a cart session id. */
  sessionId: string | null;
}

export interface CheckoutOutcome {
  payment_type: Checkout['payment_type'];
  rsvps: Rsvp[];
  payment_intents: PaymentIntent[];
  demo: boolean;
}

const EMPTY_CART: Cart = { items: [], total_amount: 0 };
const ITEM_NOT_FOUND = 'Cart item not found';

/**
 * The cart and checkout (spec sections 3, 4, 5 and 7 "Payments and cart"). A cart belongs to the signed-in
 * user, else to the guest's X-Session-ID; a guest cart of the session joins the user's on their first cart
 * call after signing in. Prices and totals always come from the ticket types, never from the client.
 * Checkout locks the cart, then the events, then the ticket types (each in id order), and counts tickets and
 * seats inside that transaction: nothing is sold past its limit, and a repeated checkout finds the cart empty.
 * Nothing is sold for an event that is over: adds are refused, and checkout checks every line again.
 */
export function createCartService(db: Database, now: () => Date = () => new Date()) {
  const operations = cartOperations(db, now);
  return {
    ...operations,
    /** The same calls run on `tx` (the transaction of an Idempotency-Key, which the answer is stored in). */
    within: (tx: Database) => cartOperations(tx, now),
  };
}

function cartOperations(db: Database, now: () => Date) {
  async function ownerOf(request: CartRequest): Promise<CartOwner> {
    if (request.actor) {
      if (request.sessionId) await claimSessionCart(db, request.actor.id, request.sessionId);
      return { userId: request.actor.id, sessionId: request.sessionId };
    }
    return { userId: null, sessionId: request.sessionId };
  }

  async function cartOf(owner: CartOwner): Promise<Cart> {
    const id = await findCartId(db, owner);
    return id === null ? EMPTY_CART : toCart(await findCartLines(db, id));
  }

  function ensureCartQuantity(quantity: number): void {
    if (quantity > TICKET_SELECTION_MAX) {
      throw ValidationError.field('quantity', VALIDATION_MESSAGES.cartQuantityMax);
    }
  }

  /** The RSVPs of a cash or Zelle checkout, inside the transaction; the cart's lines are locked already. */
  async function sellTickets(tx: Tx, actor: UserActor, lines: CartLineRow[], input: Checkout) {
    const eventIds = [...new Set(lines.map((line) => line.event.id))].sort((a, b) => a - b);
    // Under the lock, when each event ends is read again: an owner may have moved one into the past.
    const locked = await lockEvents(tx, eventIds);
    for (const line of lines) {
      const event = locked.get(line.event.id);
      if (event) ensureEventNotEnded(event, now(), EVENT_END_MESSAGES.lineEnded(line.event.title));
    }
    await lockTicketTypes(
      tx,
      lines.map((line) => line.ticketType.id),
    );
    // The buyer's own waitlist holds (a claimed offer in the cart) are theirs to buy, not taken.
    const sold = await countTicketsSold(
      tx,
      lines.map((line) => line.ticketType.id),
      actor.id,
    );
    for (const line of lines) {
      if (line.event.status !== 'published' || line.event.isFree) {
        throw new ConflictError(`${CART_RULE_MESSAGES.notOnSale}: ${line.event.title}`);
      }
      ensureTicketsFor(line.ticketType, line.quantity, sold.get(line.ticketType.id) ?? 0);
    }
    const rsvpIds: number[] = [];
    for (const eventId of eventIds) {
      const eventLines = lines.filter((line) => line.event.id === eventId);
      const [first] = eventLines;
      if (!first) continue;
      const quantity = eventLines.reduce((sum, line) => sum + line.quantity, 0);
      const owedCents = eventLines.reduce((sum, line) => sum + line.quantity * line.ticketType.priceCents, 0);
      await ensureSeatsLeft(tx, eventId, first.event.maxCapacity, quantity, undefined, actor.id);
      const [existing] = await tx
        .select()
        .from(rsvps)
        .where(and(eq(rsvps.eventId, eventId), eq(rsvps.userId, actor.id)))
        .for('update');
      // An RSVP that holds seats keeps them and gains the new tickets; a 'no' or a denied one starts again.
      const keeps = existing !== undefined && existing.response === 'yes' && existing.status !== 'denied';
      const values = {
        response: 'yes' as const,
        quantity: (keeps ? existing.quantity : 0) + quantity,
        // A paid-event RSVP waits for the owner to record the payment (spec 4).
        status: 'pending' as const,
        paymentType: input.payment_type,
        notes: input.notes ?? existing?.notes ?? null,
        totalAmountOwedCents: (keeps ? existing.totalAmountOwedCents : 0) + owedCents,
      };
      const [row] = existing
        ? await tx.update(rsvps).set(values).where(eq(rsvps.id, existing.id)).returning()
        : await tx
            .insert(rsvps)
            .values({ eventId, userId: actor.id, ...values })
            .returning();
      if (!row) throw new Error('The RSVP was not stored');
      await tx.insert(rsvpTickets).values(
        eventLines.map((line) => ({
          rsvpId: row.id,
          ticketTypeId: line.ticketType.id,
          ticketName: line.ticketType.name,
          unitPriceCents: line.ticketType.priceCents,
          quantity: line.quantity,
        })),
      );
      rsvpIds.push(row.id);
    }
    await claimWaitlistHoldsBought(
      tx,
      actor.id,
      lines.map((line) => line.ticketType.id),
      now(),
    );
    return rsvpIds;
  }

  function intentLines(lines: CartLineRow[]): IntentLine[] {
    return lines.map((line) => ({
      organizationId: line.event.organizationId,
      eventId: line.event.id,
      ticketTypeId: line.ticketType.id,
      quantity: line.quantity,
      unitPriceCents: line.ticketType.priceCents,
    }));
  }

  /**
   * One demo intent per organization of the cart's events (nothing is charged), in one transaction with the
   * cart locked: a line of an event that is over refuses them all (422), and an open intent of the user for
   * exactly the same lines is answered again rather than made twice.
   */
  async function paymentIntents(request: CartRequest & { actor: UserActor }): Promise<PaymentIntent[]> {
    const owner = await ownerOf(request);
    return db.transaction(async (tx) => {
      const id = await lockCart(tx, owner, false);
      const lines = id === null ? [] : await findCartLines(tx, id);
      if (lines.length === 0) throw new AppError(422, CHECKOUT_MESSAGES.cartEmpty);
      for (const line of lines) {
        ensureEventNotEnded(line.event, now(), EVENT_END_MESSAGES.lineEnded(line.event.title));
      }
      await lockPaymentIntentsOf(tx, request.actor.id);
      return openOrNewPaymentIntents(tx, request.actor.id, intentLines(lines));
    });
  }

  return {
    /** GET /cart. */
    async get(request: CartRequest): Promise<Cart> {
      return cartOf(await ownerOf(request));
    },

    /** POST /cart/add: a ticket type of a published paid event the viewer may see; the line adds up to 10. */
    async add(request: CartRequest, input: CartAdd): Promise<Cart> {
      const owner = await ownerOf(request);
      if (owner.userId === null && owner.sessionId === null) {
        throw new AppError(422, CART_RULE_MESSAGES.sessionRequired);
      }
      const { event } = await loadEventFor(db, request.actor, input.event_id);
      if (event.isFree) throw ValidationError.field('event_id', CART_RULE_MESSAGES.freeEvent);
      if (event.status !== 'published') throw ValidationError.field('event_id', CART_RULE_MESSAGES.notOnSale);
      if (eventHasEnded(event, now())) throw ValidationError.field('event_id', EVENT_END_MESSAGES.closed);
      // One statement checks and writes (add-line.ts); a concurrent first add of the same owner may have
      // made the cart meanwhile, and the second try finds it.
      const line = { eventId: event.id, ticketTypeId: input.ticket_type_id, quantity: input.quantity };
      let outcome = await addCartLine(db, owner, line);
      if (!outcome.written && outcome.cartId === null && outcome.ticket)
        outcome = await addCartLine(db, owner, line);
      const { ticket } = outcome;
      if (!ticket) throw ValidationError.field('ticket_type_id', CART_RULE_MESSAGES.ticketTypeNotOfEvent);
      ensureCartQuantity(outcome.quantity);
      ensureTicketsFor(ticket, outcome.quantity, outcome.sold);
      // Every check passed yet nothing was written: another add raised the line past the cap meanwhile.
      if (!outcome.written || outcome.cartId === null)
        throw ValidationError.field('quantity', VALIDATION_MESSAGES.cartQuantityMax);
      return toCart(await findCartLines(db, outcome.cartId));
    },

    /** PUT /cart/items/{id}: a line of one's own cart (another's is a 404), 1 to 10 and within what is left. */
    async updateItem(request: CartRequest, itemId: number, input: CartItemUpdate): Promise<Cart> {
      const owner = await ownerOf(request);
      const cartId = await db.transaction(async (tx) => {
        const id = await lockCart(tx, owner, false);
        const line = id === null ? null : await findCartLine(tx, id, itemId);
        if (id === null || !line) throw new NotFoundError(ITEM_NOT_FOUND);
        ensureCartQuantity(input.quantity);
        if (input.quantity > line.quantity) {
          await ensureTicketsLeft(tx, line.ticketType, input.quantity, owner.userId ?? undefined);
        }
        await tx.update(cartItems).set({ quantity: input.quantity }).where(eq(cartItems.id, line.id));
        return id;
      });
      return toCart(await findCartLines(db, cartId));
    },

    /** DELETE /cart/items/{id}: removes a line of one's own cart (another's is a 404). */
    async removeItem(request: CartRequest, itemId: number): Promise<Cart> {
      const owner = await ownerOf(request);
      const id = await findCartId(db, owner);
      const removed =
        id === null
          ? []
          : await db
              .delete(cartItems)
              .where(and(eq(cartItems.id, itemId), eq(cartItems.cartId, id)))
              .returning({ id: cartItems.id });
      if (id === null || removed.length === 0) throw new NotFoundError(ITEM_NOT_FOUND);
      return toCart(await findCartLines(db, id));
    },

    /** DELETE /cart/clear: removes every line (an empty or missing cart stays empty). */
    async clear(request: CartRequest): Promise<Cart> {
      const id = await findCartId(db, await ownerOf(request));
      if (id !== null) await db.delete(cartItems).where(eq(cartItems.cartId, id));
      return EMPTY_CART;
    },

    /** GET /cart/checkout-summary. */
    async summary(request: CartRequest): Promise<CheckoutSummary> {
      const id = await findCartId(db, await ownerOf(request));
      return toCheckoutSummary(id === null ? [] : await findCartLines(db, id));
    },

    /**
     * POST /cart/checkout (signed in). Cash or Zelle: the RSVPs (pending, with their tickets and the amount
     * owed) and an empty cart, all in one transaction. Credit card: demo payment intents, the cart kept.
     */
    async checkout(request: CartRequest & { actor: UserActor }, input: Checkout): Promise<CheckoutOutcome> {
      if (input.payment_type === 'credit_card') {
        const intents = await paymentIntents(request);
        return { payment_type: 'credit_card', rsvps: [], payment_intents: intents, demo: true };
      }
      const owner = await ownerOf(request);
      const rsvpIds = await db.transaction(async (tx) => {
        const cartId = await lockCart(tx, owner, false);
        const lines = cartId === null ? [] : await findCartLines(tx, cartId);
        if (cartId === null || lines.length === 0) throw new AppError(422, CHECKOUT_MESSAGES.cartEmpty);
        const ids = await sellTickets(tx, request.actor, lines, input);
        await tx.delete(cartItems).where(eq(cartItems.cartId, cartId));
        return ids;
      });
      const rows = await db.select().from(rsvps).where(inArray(rsvps.id, rsvpIds));
      const tickets = await findTickets(db, rsvpIds);
      return {
        payment_type: input.payment_type,
        rsvps: rows.map((row) => ({ ...toRsvp(row, false), tickets: tickets.get(row.id) ?? [] })),
        payment_intents: [],
        demo: false,
      };
    },

    /** POST /cart/payment-intent (signed in): one demo intent per organization of the cart's events. */
    paymentIntents,
  };
}

export type CartService = ReturnType<typeof createCartService>;
