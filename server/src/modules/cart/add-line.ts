import { TICKET_SELECTION_MAX } from '@campus/sdk';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/connect.js';
import { heldPlaces } from '../waitlist/holds.js';
import type { CartOwner } from './repository.js';

/** What one add statement found and did. */
export interface AddOutcome {
  /** The owner's cart (found or made), or null when none was made (a refusal, or a concurrent first add). */
  cartId: number | null;
  /** The ticket type, when it belongs to the event. */
  ticket: { id: number; name: string; maxQuantity: number | null; isActive: boolean } | null;
  /** The line's quantity the add asks for: what the cart held of this ticket type plus the added quantity. */
  quantity: number;
  /** Tickets of the type sold (not denied) or held by others' waitlist offers; 0 for a type without a limit. */
  sold: number;
  /** Whether the line was written. */
  written: boolean;
}

/**
 * POST /cart/add's checks and write in one statement (it was eleven): the owner's cart row is locked (FOR
 * UPDATE, as checkout locks it, so an add never slips between a checkout's read of the lines and its
 * clearing them), the ticket type of the event, the line's quantity and the tickets sold are read, and only
 * when the ticket type is of the event, on sale, the line stays within TICKET_SELECTION_MAX and the tickets
 * left are the cart is made (when the owner has none) and the line inserted or raised. A refusal changes
 * nothing; the caller reads the outcome to name the reason. The line's upper bound is checked again on the
 * conflicting row (two adds at once). The tickets-left check is the cart's courtesy; checkout counts again
 * with the rows locked.
 */
export async function addCartLine(
  db: Database,
  owner: CartOwner,
  line: { eventId: number; ticketTypeId: number; quantity: number },
): Promise<AddOutcome> {
  const ownerWhere: SQL =
    owner.userId !== null
      ? sql`user_id = ${owner.userId}`
      : sql`session_id = ${owner.sessionId} and user_id is null`;
  const newCart: SQL =
    owner.userId !== null ? sql`${owner.userId}::int, null::text` : sql`null::int, ${owner.sessionId}::text`;
  const max = TICKET_SELECTION_MAX;
  // Waitlist offers and paid claims (issue 25) hold a ticket each, except the adder's own.
  const ownHolds = owner.userId !== null ? sql`w.user_id = ${owner.userId}` : undefined;
  const result = await db.execute(sql`
    with existing as (
      select id from carts where ${ownerWhere} for update
    ), tt as (
      select id, name, max_quantity, is_active from ticket_types
      where id = ${line.ticketTypeId} and event_id = ${line.eventId}
    ), held as (
      select coalesce(sum(ci.quantity), 0)::int as quantity from cart_items ci
      where ci.cart_id in (select id from existing) and ci.ticket_type_id = ${line.ticketTypeId}
    ), sold as (
      select case when exists (select 1 from tt where tt.max_quantity is not null) then (
        coalesce((select sum(rt.quantity) from rsvp_tickets rt
          inner join rsvps r on r.id = rt.rsvp_id
          where rt.ticket_type_id = ${line.ticketTypeId} and r.status <> 'denied'), 0)
        + ${heldPlaces(sql`w.ticket_type_id = ${line.ticketTypeId}`, ownHolds)}
      ) else 0 end::int as sold
    ), allowed as (
      select 1 from tt, held, sold
      where tt.is_active and held.quantity + ${line.quantity} <= ${max}
        and (tt.max_quantity is null or held.quantity + ${line.quantity} <= tt.max_quantity - sold.sold)
    ), created as (
      insert into carts (user_id, session_id)
      select ${newCart} where not exists (select 1 from existing) and exists (select 1 from allowed)
      on conflict do nothing
      returning id
    ), cart as (
      select id from existing union all select id from created
    ), written as (
      insert into cart_items (cart_id, event_id, ticket_type_id, quantity)
      select cart.id, ${line.eventId}, tt.id, ${line.quantity} from cart, tt
      where exists (select 1 from allowed)
      on conflict (cart_id, ticket_type_id) do update
        set quantity = cart_items.quantity + excluded.quantity, updated_at = now()
        where cart_items.quantity + excluded.quantity <= ${max}
      returning cart_id
    )
    select (select id from cart limit 1) as cart_id, tt.id as ticket_id, tt.name, tt.max_quantity,
      tt.is_active, (select quantity from held) + ${line.quantity} as quantity,
      (select sold from sold) as sold, (select count(*) from written)::int as written
    from (select 1) as one left join tt on true`);
  // Both drivers answer a raw statement as `{ rows }`.
  const row = (result as unknown as { rows: Record<string, unknown>[] }).rows[0] ?? {};
  const ticketId = row.ticket_id == null ? null : Number(row.ticket_id);
  return {
    cartId: row.cart_id == null ? null : Number(row.cart_id),
    ticket:
      ticketId === null
        ? null
        : {
            id: ticketId,
            name: String(row.name),
            maxQuantity: row.max_quantity == null ? null : Number(row.max_quantity),
            isActive: row.is_active === true,
          },
    quantity: Number(row.quantity ?? line.quantity),
    sold: Number(row.sold ?? 0),
    written: Number(row.written ?? 0) > 0,
  };
}
