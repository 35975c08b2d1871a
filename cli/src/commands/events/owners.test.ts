import type { AttendeeReport, CampusEvent } from '@campus/sdk';
import { loadFixtureIds } from '@campus/server/testing';
import { parse as parseCsv } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { cliServerForFile } from '../../testing/cli-server-for-file.js';
import { cliJson, signIn } from '../shared/sign-in.test-support.js';

// campus events attendees, publish and unpublish against the real server with the demo data: 'Riverside Jazz
// Night' (owners teacher and owner; parent approved with a credit card, dwilson pending paying cash) and
// 'Spring Science Fair' (owner teacher; published).

const t = cliServerForFile();

async function eventId(title: string): Promise<string> {
  const ids = await loadFixtureIds(t.server.database);
  return String(ids.event(title));
}

describe('campus events attendees', () => {
  it("lists an event's RSVPs for its owner: table, statistics, --json and --csv", async () => {
    const id = await eventId('Riverside Jazz Night');
    await signIn(t, 'teacher');

    const piped = await t.cli(['events', 'attendees', id]);
    expect(piped.exitCode, piped.stderr).toBe(0);
    expect(piped.stdout).toMatch(/^[^\t]+\tparent\tyes\t2\tRegistered\tCredit Card\t[^\t]+$/m);
    expect(piped.stdout).toMatch(/^[^\t]+\tdwilson\tyes\t1\tPending Approval\tCash\t[^\t]+$/m);
    expect(piped.stderr).toMatch(/^2 RSVPs · 1 approved, 1 pending, 0 denied · .*seats taken 3 of 120/m);

    const tty = await t.cli(['events', 'attendees', id], { tty: true });
    expect(tty.stdout).toMatch(/^NAME\s+USERNAME\s+RESPONSE\s+QUANTITY\s+STATUS\s+PAYMENT TYPE\s+PAID$/m);

    const report = await cliJson<AttendeeReport>(t, ['events', 'attendees', id]);
    expect(report.rsvps.map((rsvp) => rsvp.user?.username).sort()).toEqual(['dwilson', 'parent']);
    expect(report.statistics).toMatchObject({ total_rsvps: 2, approved: 1, pending: 1, max_capacity: 120 });

    const csv = await t.cli(['events', 'attendees', id, '--csv']);
    expect(csv.exitCode, csv.stderr).toBe(0);
    const records = parseCsv(csv.stdout, { columns: true }) as Record<string, string>[];
    expect(Object.keys(records[0] ?? {})).toEqual([
      'rsvp_id',
      'user_id',
      'name',
      'username',
      'response',
      'quantity',
      'status',
      'payment_type',
      'paid_amount',
      'total_amount_owed',
    ]);
    expect(records.find((record) => record.username === 'dwilson')).toMatchObject({
      status: 'pending',
      payment_type: 'cash',
      quantity: '1',
    });
    expect(csv.stderr).toContain('2 RSVPs · ');
  });

  it('refuses another user (exit 1), a missing event (exit 1) and a signed-out call (exit 4)', async () => {
    const id = await eventId('Riverside Jazz Night');
    const signedOut = await t.cli(['events', 'attendees', id], { env: { CAMPUS_API_URL: t.server.apiUrl } });
    expect(signedOut.exitCode).toBe(4);

    await signIn(t, 'student');
    const denied = await t.cli(['events', 'attendees', id]);
    expect(denied.exitCode).toBe(1);
    expect(denied.stderr).not.toBe('');
    expect(denied.stdout).toBe('');

    await signIn(t, 'teacher');
    const missing = await t.cli(['events', 'attendees', '999999']);
    expect(missing.exitCode).toBe(1);
    expect(missing.stderr).toContain('Event not found');
  });
});

describe('campus events publish and unpublish', () => {
  it('lets the owner unpublish (Draft) and publish again', async () => {
    const id = await eventId('Spring Science Fair');
    await signIn(t, 'teacher');

    const unpublished = await t.cli(['events', 'unpublish', id]);
    expect(unpublished.exitCode, unpublished.stderr).toBe(0);
    expect(unpublished.stderr).toContain(`Event ${id} "Spring Science Fair" is now Draft.`);
    const shown = await cliJson<CampusEvent>(t, ['events', 'show', id]);
    expect(shown.status).toBe('draft');

    const published = await cliJson<CampusEvent>(t, ['events', 'publish', id]);
    expect(published.status).toBe('published');
    const again = await t.cli(['events', 'publish', id]);
    expect(again.stderr).toContain('is now Published.');
  });

  it('refuses a user who does not own the event (exit 1) and a missing one (exit 1)', async () => {
    const id = await eventId('Spring Science Fair');
    const signedOut = await t.cli(['events', 'publish', id], { env: { CAMPUS_API_URL: t.server.apiUrl } });
    expect(signedOut.exitCode).toBe(4);

    await signIn(t, 'student');
    const denied = await t.cli(['events', 'unpublish', id]);
    expect(denied.exitCode).toBe(1);
    expect(denied.stderr).not.toBe('');

    await signIn(t, 'teacher');
    const missing = await t.cli(['events', 'publish', '999999']);
    expect(missing.exitCode).toBe(1);
    expect(missing.stderr).toContain('Event not found');
  });
});
