import { hashPassword } from '../../server/src/auth/password.js';
import { issueToken } from '../../server/src/auth/token-store.js';
import { connectDatabase, type DatabaseHandle } from '../../server/src/db/connect.js';
import { events, ticketTypes, users } from '../../server/src/db/schema.js';
import { countTicketsSold } from '../../server/src/modules/rsvps/repository.js';

// Buyers for the checkout benches, written straight into a database of the bench's own: a paid event with one
// ticket type of a given inventory, and users with a token each. Their carts are filled through the API, as
// a browser would.

async function withDatabase<T>(url: string, work: (handle: DatabaseHandle) => Promise<T>): Promise<T> {
  const handle = await connectDatabase({ kind: 'postgres', url });
  try {
    return await work(handle);
  } finally {
    await handle.close();
  }
}

export interface RushEvent {
  eventId: number;
  ticketTypeId: number;
}

export function rushEvent(databaseUrl: string, title: string, tickets: number): Promise<RushEvent> {
  return withDatabase(databaseUrl, async ({ db }) => {
    const date = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const [event] = await db
      .insert(events)
      .values({
        title,
        date,
        eventStartTime: '19:00',
        eventEndTime: '21:00',
        isFree: false,
        status: 'published',
      })
      .returning({ id: events.id });
    if (!event) throw new Error('no event row');
    const [ticket] = await db
      .insert(ticketTypes)
      .values({ eventId: event.id, name: 'General Admission', priceCents: 1500, maxQuantity: tickets })
      .returning({ id: ticketTypes.id });
    if (!ticket) throw new Error('no ticket type row');
    return { eventId: event.id, ticketTypeId: ticket.id };
  });
}

export interface Buyer {
  id: number;
  token: string;
}

/** `count` users with a token each, one argon2 hash for all. */
export function makeBuyers(databaseUrl: string, prefix: string, count: number): Promise<Buyer[]> {
  return withDatabase(databaseUrl, async ({ db }) => {
    const passwordHash = await hashPassword('campus123');
    const rows = await db
      .insert(users)
      .values(
        Array.from({ length: count }, (_, index) => ({
          firstName: 'Bench',
          lastName: `Buyer ${index}`,
          username: `${prefix}_${index}`,
          passwordHash,
        })),
      )
      .returning({ id: users.id });
    const buyers: Buyer[] = [];
    for (const row of rows) buyers.push({ id: row.id, token: (await issueToken(db, row.id)).token });
    return buyers;
  });
}

export async function postJson(
  url: string,
  token: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<number> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  return response.status;
}

/** One ticket of the rush in each buyer's cart, a few at a time. */
export async function fillCarts(api: string, buyers: Buyer[], rush: RushEvent): Promise<void> {
  const queue = [...buyers];
  const worker = async () => {
    for (let buyer = queue.shift(); buyer; buyer = queue.shift()) {
      const status = await postJson(`${api}/cart/add`, buyer.token, {
        event_id: rush.eventId,
        ticket_type_id: rush.ticketTypeId,
        quantity: 1,
      });
      if (status !== 200) throw new Error(`POST /api/cart/add answered ${status}`);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
}

/** Tickets sold of the type (on RSVPs that are not denied), straight from the database. */
export function ticketsSold(databaseUrl: string, ticketTypeId: number): Promise<number> {
  return withDatabase(
    databaseUrl,
    async ({ db }) => (await countTicketsSold(db, [ticketTypeId])).get(ticketTypeId) ?? 0,
  );
}
