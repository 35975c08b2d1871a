import type { CampusEvent, Rsvp } from '@campus/sdk';
import { loadFixtureIds } from '@campus/server/testing';
import { describe, expect, it } from 'vitest';
import { cliServerForFile } from '../../testing/cli-server-for-file.js';
import { cliJson, signIn } from '../shared/sign-in.test-support.js';

// campus events against the real server with the demo data: eight published public upcoming events
// (6 a page), two past ones, a private one of 'Grade 8 Science' (student is a member) and jchen's
// draft 'Alumni Networking Brunch'.

const t = cliServerForFile();

/** `campus <argv>` signed out: only the API URL from the environment, no token. */
const guest = (argv: string[]) => t.cli(argv, { env: { CAMPUS_API_URL: t.server.apiUrl } });

async function guestJson<T>(argv: string[]): Promise<T> {
  const result = await guest([...argv, '--jq', '.']);
  expect(result.exitCode, result.stderr).toBe(0);
  return JSON.parse(result.stdout) as T;
}

const titles = (events: CampusEvent[]) => events.map((event) => event.title);

describe('campus events list', () => {
  it('lists upcoming public events signed out, soonest first, with a page footer', async () => {
    const page = await guestJson<CampusEvent[]>(['events', 'list']);
    expect(page).toHaveLength(6);
    expect(titles(page)[0]).toBe('Online Coding Workshop');
    expect(titles(page)).toContain('Spring Science Fair');
    expect(titles(page)).not.toContain('Grade 8 Parent-Teacher Night');
    expect(titles(page)).not.toContain('Alumni Networking Brunch');
    const dates = page.map((event) => event.date);
    expect([...dates].sort()).toEqual(dates);

    const table = await guest(['events', 'list']);
    expect(table.exitCode).toBe(0);
    expect(table.stdout).toMatch(
      /^\d+\t\w{3} \d{1,2}, \d{4}\t5:00 PM - 6:30 PM\tOnline Coding Workshop\tFree\tOnline$/m,
    );
    expect(table.stdout).toMatch(/\tRiverside Jazz Night\t\$15\.00 - \$40\.00\tRiverside Auditorium$/m);
    expect(table.stderr).toMatch(/^Page 1 of \d+ \(\d+ events\)$/m);

    const tty = await t.cli(['events', 'list'], { tty: true, env: { CAMPUS_API_URL: t.server.apiUrl } });
    expect(tty.stdout).toMatch(/^ID\s+DATE\s+TIME\s+TITLE\s+PRICE\s+LOCATION$/m);
  });

  it('pages with --page 2 and lists past events with --past', async () => {
    const first = await guestJson<CampusEvent[]>(['events', 'list']);
    const second = await guestJson<CampusEvent[]>(['events', 'list', '--page', '2']);
    expect(second.length).toBeGreaterThan(0);
    expect(titles(second)).toContain('Family Movie Night');
    expect(titles(second).filter((title) => titles(first).includes(title))).toEqual([]);
    const footer = await guest(['events', 'list', '--page', '2']);
    expect(footer.stderr).toMatch(/^Page 2 of \d+ \(\d+ events\)$/m);

    const past = await guestJson<CampusEvent[]>(['events', 'list', '--past']);
    expect(past.length).toBeLessThanOrEqual(12);
    expect(titles(past).slice(0, 2)).toEqual(['Winter Concert', 'Fall Open House']);

    const beyond = await guest(['events', 'list', '--past', '--page', '9']);
    expect(beyond.exitCode).toBe(0);
    expect(beyond.stderr).toContain('No past events.');
  });

  it('refuses a bad --page with exit 2 before calling the server', async () => {
    const bad = await guest(['events', 'list', '--page', 'zero']);
    expect(bad.exitCode).toBe(2);
    expect(bad.stderr).toContain('Invalid --page "zero"');
  });

  it("shows a signed-in member their group's private event", async () => {
    await signIn(t, 'student');
    const result = await t.cli(['events', 'list', '--jq', '.']);
    expect(result.exitCode, result.stderr).toBe(0);
    const page = JSON.parse(result.stdout) as CampusEvent[];
    expect(titles(page)).toContain('Grade 8 Parent-Teacher Night');
  });
});

describe('campus events show', () => {
  it('shows a public event signed out: fields, ticket types and the description as text', async () => {
    const ids = await loadFixtureIds(t.server.database);
    const id = String(ids.event('Riverside Jazz Night'));
    const shown = await guest(['events', 'show', id]);
    expect(shown.exitCode, shown.stderr).toBe(0);
    expect(shown.stdout).toContain('Title\tRiverside Jazz Night');
    expect(shown.stdout).toContain('Status\tPublished');
    expect(shown.stdout).toContain('Time\t7:00 PM - 9:30 PM');
    expect(shown.stdout).toContain('Location\tRiverside Auditorium');
    expect(shown.stdout).toContain('Price\t$15.00 - $40.00');
    expect(shown.stdout).toContain('Capacity\t120');
    expect(shown.stdout).toMatch(/^Seats taken\t\d+ of 120$/m);
    expect(shown.stdout).toContain('Ticket types\tGeneral Admission $15.00, VIP $40.00');
    expect(shown.stdout).toContain(
      'Description\tThe school jazz band and guests. Proceeds fund the music program.',
    );
    expect(shown.stdout).not.toContain('<p>');

    const tty = await t.cli(['events', 'show', id], { tty: true, env: { CAMPUS_API_URL: t.server.apiUrl } });
    expect(tty.stdout).toMatch(/^TICKET TYPE\s+PRICE\s+QUANTITY/m);
    expect(tty.stdout).toMatch(/^VIP\s+\$40\.00/m);
    expect(tty.stdout).toContain('About this event:\nThe school jazz band');

    const json = await guestJson<CampusEvent>(['events', 'show', id]);
    expect(json).toMatchObject({ title: 'Riverside Jazz Night', is_free: false });
    expect(json.ticket_types.map((ticket) => ticket.name)).toEqual(['General Admission', 'VIP']);

    const online = await guest(['events', 'show', String(ids.event('Online Coding Workshop'))]);
    expect(online.stdout).toContain('Online\thttps://meet.example.com/coding-workshop');
  });

  it('refuses a draft to a guest and to another user (exit 1), and shows it to its owner', async () => {
    const ids = await loadFixtureIds(t.server.database);
    const id = String(ids.event('Alumni Networking Brunch'));
    const asGuest = await guest(['events', 'show', id]);
    expect(asGuest.exitCode).toBe(1);
    expect(asGuest.stderr).toContain('Event not found');

    await signIn(t, 'student');
    const asOther = await t.cli(['events', 'show', id]);
    expect(asOther.exitCode).toBe(1);
    expect(asOther.stderr).toContain('Event not found');

    await signIn(t, 'jchen');
    const asOwner = await t.cli(['events', 'show', id]);
    expect(asOwner.exitCode, asOwner.stderr).toBe(0);
    expect(asOwner.stdout).toContain('Title\tAlumni Networking Brunch');
    expect(asOwner.stdout).toContain('Status\tDraft');
  });

  it('exits 1 for an id that does not exist and 2 for a bad id', async () => {
    const missing = await guest(['events', 'show', '999999']);
    expect(missing.exitCode).toBe(1);
    expect(missing.stderr).toContain('Event not found');
    const bad = await guest(['events', 'show', 'abc']);
    expect(bad.exitCode).toBe(2);
  });
});

describe('campus events rsvp and rsvps', () => {
  it('registers a student for a free public event, then updates the same RSVP', async () => {
    const ids = await loadFixtureIds(t.server.database);
    const eventId = ids.event('Community Book Fair');
    await signIn(t, 'student');

    const first = await t.cli(['events', 'rsvp', String(eventId), '--response', 'yes', '--quantity', '2']);
    expect(first.exitCode, first.stderr).toBe(0);
    expect(first.stderr).toContain(`RSVPed to event ${eventId}: yes, 2 seats (Registered).`);

    const second = await cliJson<Rsvp>(t, [
      'events',
      'rsvp',
      String(eventId),
      '--response',
      'maybe',
      '--quantity',
      '1',
      '--note',
      'Vegetarian',
    ]);
    expect(second).toMatchObject({ event_id: eventId, response: 'maybe', quantity: 1, notes: 'Vegetarian' });
    const mine = await cliJson<Rsvp[]>(t, ['events', 'rsvps']);
    expect(mine.filter((rsvp) => rsvp.event_id === eventId)).toHaveLength(1);
    expect(mine.find((rsvp) => rsvp.event_id === eventId)?.id).toBe(second.id);

    const again = await t.cli(['events', 'rsvp', String(eventId), '--response', 'yes']);
    expect(again.exitCode, again.stderr).toBe(0);
    expect(again.stderr).toContain(`Updated your RSVP to event ${eventId}: yes, 1 seat (Registered).`);
  });

  it("lists one's RSVPs with the event, date, response, quantity and status", async () => {
    const ids = await loadFixtureIds(t.server.database);
    await signIn(t, 'student');
    const eventId = ids.event('Online Coding Workshop');
    const made = await t.cli(['events', 'rsvp', String(eventId), '--response', 'yes']);
    expect(made.exitCode, made.stderr).toBe(0);

    const table = await t.cli(['events', 'rsvps']);
    expect(table.exitCode, table.stderr).toBe(0);
    expect(table.stdout).toMatch(
      new RegExp(
        `^${eventId}\\tOnline Coding Workshop\\t\\w{3} \\d{1,2}, \\d{4}\\tyes\\t1\\tRegistered$`,
        'm',
      ),
    );
    const json = await cliJson<Rsvp[]>(t, ['events', 'rsvps']);
    expect(json.find((rsvp) => rsvp.event_id === eventId)?.event?.title).toBe('Online Coding Workshop');
  });

  it('refuses --quantity 11 with exit 2 before calling the server', async () => {
    await signIn(t, 'student');
    const bad = await t.cli(['events', 'rsvp', '1', '--response', 'yes', '--quantity', '11']);
    expect(bad.exitCode).toBe(2);
    expect(bad.stderr).toContain('--quantity: Quantity must be between 1 and 10');
  });

  it('exits 4 signed out', async () => {
    const rsvp = await guest(['events', 'rsvp', '1', '--response', 'yes']);
    expect(rsvp.exitCode).toBe(4);
    const rsvps = await guest(['events', 'rsvps']);
    expect(rsvps.exitCode).toBe(4);
  });
});
