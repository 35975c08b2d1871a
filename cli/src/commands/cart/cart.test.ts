import type { CampusEvent, Cart, CheckoutResult, Rsvp } from '@campus/sdk';
import { loadFixtureIds } from '@campus/server/testing';
import { describe, expect, it } from 'vitest';
import { cliServerForFile } from '../../testing/cli-server-for-file.js';
import { cliJson, signIn } from '../shared/sign-in.test-support.js';

// campus cart against the real server with the demo data. 'Riverside Jazz Night' is the paid event:
// General Admission $15 (100) and VIP $40 (20; dwilson holds 1). Every test has its own config folder,
// so its own cart session; RSVPs stay for the whole file, so each test buys as a different user.

const t = cliServerForFile();

/** `campus <argv>` with the API URL from the environment (a guest until a test signs in). */
const cli = (argv: string[], tty = false) => t.cli(argv, { tty, env: { CAMPUS_API_URL: t.server.apiUrl } });

async function jazzTickets(): Promise<{ eventId: number; general: number; vip: number }> {
  const ids = await loadFixtureIds(t.server.database);
  const eventId = ids.event('Riverside Jazz Night');
  const result = await cli(['events', 'show', String(eventId), '--jq', '.']);
  const event = JSON.parse(result.stdout) as CampusEvent;
  const id = (name: string) => event.ticket_types.find((ticket) => ticket.name === name)?.id ?? 0;
  return { eventId, general: id('General Admission'), vip: id('VIP') };
}

async function add(eventId: number, ticket: number, quantity: number): Promise<Cart> {
  const argv = ['cart', 'add', String(eventId), '--ticket', String(ticket), '--quantity', String(quantity)];
  const result = await cli([...argv, '--jq', '.']);
  expect(result.exitCode, result.stderr).toBe(0);
  return JSON.parse(result.stdout) as Cart;
}

describe('campus cart show, add, remove, clear', () => {
  it('says an empty cart is empty', async () => {
    const empty = await cli(['cart', 'show']);
    expect(empty.exitCode, empty.stderr).toBe(0);
    expect(empty.stdout).toBe('');
    expect(empty.stderr).toContain('Your cart is empty. Start adding some event tickets!');
    expect(await cliJson<Cart>(t, ['cart', 'show', '--api-url', t.server.apiUrl])).toEqual({
      items: [],
      total_amount: 0,
    });
  });

  it("adds as a guest, shows lines and the total, and the guest cart joins the user's at sign-in", async () => {
    const { eventId, general, vip } = await jazzTickets();
    await add(eventId, general, 2);
    const cart = await add(eventId, vip, 1);
    expect(cart.total_amount).toBe(70);

    const table = await cli(['cart', 'show']);
    expect(table.exitCode, table.stderr).toBe(0);
    expect(table.stdout).toMatch(
      /^\d+\tRiverside Jazz Night\t\w{3} \d{1,2}, \d{4} 7:00 PM\tGeneral Admission\t\$15\.00\t2\t\$30\.00$/m,
    );
    expect(table.stdout).toMatch(/\tVIP\t\$40\.00\t1\t\$40\.00$/m);
    expect(table.stderr).toContain('Total: $70.00 (3 tickets)');
    const tty = await cli(['cart', 'show'], true);
    expect(tty.stdout).toMatch(/^ID\s+EVENT\s+DATE\s+TICKET TYPE\s+UNIT PRICE\s+QUANTITY\s+LINE TOTAL$/m);

    await signIn(t, 'emma.wilson');
    const joined = await cliJson<Cart>(t, ['cart', 'show']);
    expect(joined.items.map((item) => [item.ticket_type.name, item.quantity])).toEqual(
      expect.arrayContaining([
        ['General Admission', 2],
        ['VIP', 1],
      ]),
    );

    const line = joined.items.find((item) => item.ticket_type.name === 'VIP');
    const removed = await cli(['cart', 'remove', String(line?.id)]);
    expect(removed.exitCode, removed.stderr).toBe(0);
    expect(removed.stderr).toContain(`Removed line ${line?.id} from your cart.`);
    expect(removed.stderr).toContain('Total: $30.00 (2 tickets)');

    const noTerminal = await cli(['cart', 'clear']);
    expect(noTerminal.exitCode).toBe(2);
    expect(noTerminal.stderr).toContain('pass --yes to clear the cart');
    const cleared = await cli(['cart', 'clear', '--yes']);
    expect(cleared.exitCode, cleared.stderr).toBe(0);
    expect(cleared.stderr).toContain('Cleared your cart.');
    expect((await cliJson<Cart>(t, ['cart', 'show'])).items).toEqual([]);
  });

  it('refuses a bad quantity or ticket with exit 2 and the sdk message, before any call', async () => {
    const tooMany = await cli(['cart', 'add', '1', '--ticket', '2', '--quantity', '11']);
    expect(tooMany.exitCode).toBe(2);
    expect(tooMany.stderr).toContain('--quantity: At most 10 tickets of one type fit in the cart');
    const none = await cli(['cart', 'add', '1', '--ticket', '2', '--quantity', '0']);
    expect(none.exitCode).toBe(2);
    expect(none.stderr).toContain('--quantity: Quantity must be at least 1');
    const noTicket = await cli(['cart', 'add', '1']);
    expect(noTicket.exitCode).toBe(2);
    expect(noTicket.stderr).toContain('--ticket');
    // Nothing reached the server: the cart is still empty.
    expect((await cliJson<Cart>(t, ['cart', 'show', '--api-url', t.server.apiUrl])).items).toEqual([]);
  });

  it('exits 1 with the server message for a free event', async () => {
    const ids = await loadFixtureIds(t.server.database);
    const free = await cli(['cart', 'add', String(ids.event('Community Book Fair')), '--ticket', '1']);
    expect(free.exitCode).toBe(1);
    expect(free.stderr).toContain('This event is free: register for it instead of buying tickets');
  });
});

describe('campus cart checkout', () => {
  it('needs sign-in (exit 4) with the spec message', async () => {
    const guest = await cli(['cart', 'checkout', '--payment', 'cash']);
    expect(guest.exitCode).toBe(4);
    expect(guest.stderr).toContain(
      'You must be logged in to complete checkout. Please log in and try again.',
    );
  });

  it('exits 1 on an empty cart, and 2 on a bad payment type', async () => {
    await signIn(t, 'noah.smith');
    const empty = await cli(['cart', 'checkout', '--payment', 'cash']);
    expect(empty.exitCode).toBe(1);
    expect(empty.stderr).toContain('Your cart appears to be empty. Please add items to your cart first.');
    const bad = await cli(['cart', 'checkout', '--payment', 'bitcoin']);
    expect(bad.exitCode).toBe(2);
    expect(bad.stderr).toContain('--payment: Please choose Credit Card, Cash or Zelle');
  });

  it('cash: pending RSVPs with tickets and the amount owed, an empty cart, and events rsvps shows them', async () => {
    const { eventId, general } = await jazzTickets();
    await signIn(t, 'student');
    await add(eventId, general, 3);
    const result = await cli(['cart', 'checkout', '--payment', 'cash', '--note', 'At the door']);
    expect(result.exitCode, result.stderr).toBe(0);
    expect(result.stdout).toMatch(
      new RegExp(
        `^${eventId}\\tRiverside Jazz Night\\t3\\tGeneral Admission × 3\\t\\$45\\.00\\tPending Approval$`,
        'm',
      ),
    );
    expect(result.stderr).toContain(
      'Cash/Zelle payment confirmed! RSVPs have been created. Event owners will track your payment manually.',
    );
    expect((await cliJson<Cart>(t, ['cart', 'show'])).items).toEqual([]);

    const rsvps = await cli(['events', 'rsvps']);
    expect(rsvps.exitCode, rsvps.stderr).toBe(0);
    expect(rsvps.stdout).toMatch(
      new RegExp(
        `^${eventId}\\tRiverside Jazz Night\\t.+\\tyes\\t3\\tPending Approval\\tGeneral Admission × 3\\t\\$45\\.00$`,
        'm',
      ),
    );
    const json = await cliJson<Rsvp[]>(t, ['events', 'rsvps']);
    expect(json.find((rsvp) => rsvp.event_id === eventId)).toMatchObject({
      total_amount_owed: 45,
      payment_type: 'cash',
      status: 'pending',
      tickets: [{ ticket_type_name: 'General Admission', quantity: 3, unit_price: 15, total_price: 45 }],
    });
  });

  it('zelle --json: the checkout result with the RSVPs', async () => {
    const { eventId, general } = await jazzTickets();
    await signIn(t, 'ava.johnson');
    await add(eventId, general, 1);
    const result = await cliJson<CheckoutResult>(t, ['cart', 'checkout', '--payment', 'zelle']);
    expect(result).toMatchObject({ payment_type: 'zelle', demo: false, payment_intents: [] });
    expect(result.rsvps[0]).toMatchObject({ event_id: eventId, status: 'pending', total_amount_owed: 15 });
  });

  it('credit_card: the demo notice, no RSVP, the cart kept', async () => {
    const { eventId, general } = await jazzTickets();
    await signIn(t, 'liam.nguyen');
    await add(eventId, general, 2);
    const result = await cli(['cart', 'checkout', '--payment', 'credit_card']);
    expect(result.exitCode, result.stderr).toBe(0);
    expect(result.stderr).toContain(
      'Demo mode: payment intents were created, one per organization. No card was charged and no tickets were issued.',
    );
    expect(result.stdout).toMatch(/\t\$30\.00\t/);
    expect((await cliJson<Cart>(t, ['cart', 'show'])).items).toHaveLength(1);
    const json = await cliJson<CheckoutResult>(t, ['cart', 'checkout']);
    expect(json).toMatchObject({ payment_type: 'credit_card', demo: true, rsvps: [] });
  });

  it('a sold-out ticket is exit 1 with the server message, and the cart is kept', async () => {
    const { eventId, vip } = await jazzTickets();
    // 19 VIP are left: two carts of 10 both fit, only the first checkout does.
    await signIn(t, 'lucas.kim');
    await add(eventId, vip, 10);
    await signIn(t, 'parent');
    await add(eventId, vip, 10);
    const first = await cli(['cart', 'checkout', '--payment', 'cash']);
    expect(first.exitCode, first.stderr).toBe(0);
    await signIn(t, 'lucas.kim');
    const second = await cli(['cart', 'checkout', '--payment', 'cash']);
    expect(second.exitCode).toBe(1);
    expect(second.stderr).toContain("Only 9 'VIP' tickets are left");
    expect(second.stderr).toContain('Your cart was kept');
    expect((await cliJson<Cart>(t, ['cart', 'show'])).items).toHaveLength(1);
  });

  it('--idempotency-key: the same checkout run again answers its RSVPs; another note with the key is refused', async () => {
    const { eventId, general } = await jazzTickets();
    await signIn(t, 'sofia.garcia');
    await add(eventId, general, 1);
    const argv = ['cart', 'checkout', '--payment', 'cash', '--idempotency-key', 'order-42'];
    const first = await cliJson<CheckoutResult>(t, argv);
    expect(first.rsvps).toHaveLength(1);
    // The answer was lost, say: the same run again is answered, not "your cart is empty".
    const again = await cliJson<CheckoutResult>(t, argv);
    expect(again).toEqual(first);
    // Without the key, each run is a new checkout: the cart is empty now.
    const fresh = await cli(['cart', 'checkout', '--payment', 'cash']);
    expect(fresh.exitCode).toBe(1);
    expect(fresh.stderr).toContain('Your cart appears to be empty.');
    const changed = await cli([...argv, '--note', 'Another note']);
    expect(changed.exitCode).toBe(1);
    expect(changed.stderr).toContain(
      'This Idempotency-Key was already used for a different request: send a new key for a new payment attempt',
    );
    const bad = await cli(['cart', 'checkout', '--idempotency-key', ' ']);
    expect(bad.exitCode).toBe(2);
    expect(bad.stderr).toContain(
      '--idempotency-key: The Idempotency-Key header must be 1 to 255 printable characters',
    );
  });
});
