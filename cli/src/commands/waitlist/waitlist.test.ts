import type { WaitlistClaimResult, WaitlistEntries, WaitlistEntry } from '@campus/sdk';
import { loadFixtureIds } from '@campus/server/testing';
import { describe, expect, it } from 'vitest';
import { cliServerForFile } from '../../testing/cli-server-for-file.js';
import { cliJson, signIn } from '../shared/sign-in.test-support.js';

// campus waitlist against the real server with the demo data. Spring Science Fair (teacher's, free) holds
// 4 seats of yes RSVPs (student 1, parent 3): its capacity is set to 4 to fill it, then to 5 to free a place
// straight in the database (no request, so nothing is offered by itself) for the owner to offer by hand.

const t = cliServerForFile();

describe('campus waitlist', () => {
  it('joins and lists, leaves; the owner shows, reorders and offers; the offer is claimed', async () => {
    const fair = (await loadFixtureIds(t.server.database)).event('Spring Science Fair');
    await t.server.database.exec(`update events set max_capacity = 4 where id = ${fair}`);

    await signIn(t, 'emma.wilson');
    const emma = await cliJson<WaitlistEntry>(t, ['waitlist', 'join', '--event', String(fair)]);
    expect(emma).toMatchObject({ status: 'waiting', position: 1, event_id: fair });
    const mine = await cliJson<WaitlistEntry[]>(t, ['waitlist', 'list']);
    expect(mine.map((entry) => entry.id)).toEqual([emma.id]);
    const again = await t.cli(['waitlist', 'join', '--event', String(fair)]);
    expect(again.exitCode).not.toBe(0);
    expect(again.stderr).toContain('You are already on this waitlist.');
    const usage = await t.cli(['waitlist', 'join']);
    expect(usage.exitCode).toBe(2);

    await signIn(t, 'noah.smith');
    const noah = await cliJson<WaitlistEntry>(t, ['waitlist', 'join', '--event', String(fair)]);
    expect(noah.position).toBe(2);

    await signIn(t, 'teacher');
    const line = await cliJson<WaitlistEntries>(t, ['waitlist', 'show', '--event', String(fair)]);
    expect(line.entries.map((entry) => entry.user?.username)).toEqual(['emma.wilson', 'noah.smith']);
    const reordered = await cliJson<WaitlistEntries>(t, [
      'waitlist',
      'reorder',
      '--event',
      String(fair),
      '--order',
      `${noah.id},${emma.id}`,
    ]);
    expect(reordered.entries.map((entry) => entry.id)).toEqual([noah.id, emma.id]);
    const full = await t.cli(['waitlist', 'offer', String(emma.id), '--event', String(fair)]);
    expect(full.exitCode).not.toBe(0);
    expect(full.stderr).toContain('No place is free');

    await t.server.database.exec(`update events set max_capacity = 5 where id = ${fair}`);
    const offered = await cliJson<WaitlistEntry>(t, [
      'waitlist',
      'offer',
      String(emma.id),
      '--event',
      String(fair),
    ]);
    expect(offered.status).toBe('offered');

    await signIn(t, 'emma.wilson');
    const listed = await t.cli(['waitlist', 'list']);
    expect(listed.stdout).toContain('Offered');
    const claimed = await cliJson<WaitlistClaimResult>(t, ['waitlist', 'claim', String(emma.id)]);
    expect(claimed).toMatchObject({ kind: 'rsvp', entry: { status: 'claimed' } });

    await signIn(t, 'noah.smith');
    const left = await t.cli(['waitlist', 'leave', '--event', String(fair)]);
    expect(left.exitCode, left.stderr).toBe(0);
    expect(left.stderr).toContain('You have left the waitlist.');
    expect(await cliJson<WaitlistEntry[]>(t, ['waitlist', 'list'])).toEqual([]);
  });
});
