// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { DEMO_PASSWORD } from '@campus/fixtures';
import { createCampusClient } from '@campus/sdk';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousAxeViolations } from './axe';
import { DESKTOP, JOURNEY_TIMEOUT_MS, loginAs, PHONE, screenshot, useJourney } from './harness';

/**
 * The waitlist of a full event (issue 25): a student joins from the event page (phone, dark), the owner
 * moves them up the line and deletes another RSVP (desktop, light), the freed place is offered to the
 * student, whose page shows it within the 30-second poll, and the student claims it and is registered.
 */

const TITLE = 'Rooftop Telescope Night';
/** A poll is due every 30 s; the offer shows by the next one at the latest. */
const POLL_WAIT_MS = 40_000;

function dayAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** What the viewport shows (a modal scrolls inside itself, which a full-page picture misses). */
async function viewportShot(page: Page, name: string) {
  await page.screenshot({ path: fileURLToPath(new URL(`./screenshots/${name}.png`, import.meta.url)) });
}

/** Waits until no CSS transition runs (a modal fading in fails axe's contrast check half-way). */
async function settled(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}

describe('journeys: the waitlist of a full event', { timeout: JOURNEY_TIMEOUT_MS * 3 }, () => {
  const journey = useJourney();

  async function signedInClient(username: string) {
    let token: string | null = null;
    const client = createCampusClient({ baseUrl: journey.current.url('/api'), getToken: () => token });
    token = (await client.auth.login({ username, password: DEMO_PASSWORD })).token;
    return client;
  }

  it('a student joins, the owner reorders and frees a place, the student claims the offer and attends', async () => {
    // A free event for one, taken by Emma; Noah is first on its waitlist.
    const teacher = await signedInClient('teacher');
    const event = await teacher.events.create({
      title: TITLE,
      description: '<p>Saturn and its rings from the roof.</p>',
      is_online: false,
      location: 'Science Block Roof',
      max_capacity: 1,
      visibility: 'public',
      approval_required: false,
      date: dayAhead(5),
      event_start_time: '20:00',
      event_end_time: '22:00',
      is_free: true,
      status: 'published',
      waitlist_claim_hours: 12,
    });
    const emma = await signedInClient('emma.wilson');
    const emmaRsvp = await emma.rsvps.create(event.id, { response: 'yes', quantity: 1, notes: null });
    expect(emmaRsvp.status).toBe('approved');
    const noah = await signedInClient('noah.smith');
    await noah.waitlist.join({ kind: 'event', id: event.id });

    // The student, on a phone in dark mode: the event is full, so they join its waitlist as number 2.
    const student = await journey.current.newPage({ viewport: PHONE, colorScheme: 'dark' });
    await loginAs(student, 'student');
    await student.goto(`/event/${event.id}`);
    await student.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await student.getByText('This event is full.').waitFor();
    const waitlist = student.getByRole('region', { name: 'Waitlist' });
    await waitlist.getByRole('button', { name: 'Join waitlist' }).click();
    await student.getByText('You have joined the waitlist. You are number 2 in line.').waitFor();
    await waitlist.getByText('You are number 2 on the waitlist.', { exact: false }).waitFor();
    await waitlist.getByText('#2 in line').waitFor();
    await settled(student);
    await expectNoSeriousAxeViolations(student, 'event page, on the waitlist (dark phone)');
    await screenshot(student, 'waitlist-joined-dark-phone');

    // The owner, on a desktop: the attendees screen lists the line; Sam moves up by keyboard.
    const owner = await journey.current.newPage({ viewport: DESKTOP, colorScheme: 'light' });
    await loginAs(owner, 'teacher');
    await owner.goto('/dashboard/my-events');
    await owner
      .getByRole('button', { name: `Attendees of ${TITLE}` })
      .first()
      .click();
    const attendees = owner.getByRole('dialog', { name: `Attendees: ${TITLE}` });
    const line = attendees.getByRole('list', { name: 'Waiting, first in line first' });
    await line.getByText('Noah Smith').waitFor();
    await attendees.getByText('has 12 hours to claim it', { exact: false }).waitFor();
    const names = () => line.getByRole('listitem').evaluateAll((rows) => rows.map((row) => row.textContent));
    expect((await names()).map((text) => text?.includes('Noah Smith'))).toEqual([true, false]);
    const moveUp = attendees.getByRole('button', { name: 'Move Sam Parker up' });
    await moveUp.focus();
    await owner.keyboard.press('Enter');
    await owner.getByText('The waitlist order was saved.').waitFor();
    await expect.poll(async () => (await names())[0]?.includes('Sam Parker')).toBe(true);
    await settled(owner);
    await expectNoSeriousAxeViolations(owner, 'attendees modal with the waitlist (light desktop)');
    await viewportShot(owner, 'waitlist-attendees-light-desktop');

    // Deleting Emma's RSVP frees the seat: it is offered to Sam, now first in line.
    await attendees.getByRole('button', { name: 'Delete RSVP of Emma Wilson' }).click();
    const confirm = owner.getByRole('dialog', { name: 'Delete RSVP' });
    await confirm.getByRole('button', { name: 'Delete RSVP' }).click();
    await confirm.waitFor({ state: 'hidden' });
    const offers = attendees.getByRole('list', { name: 'Offers open' });
    await offers.getByText('Sam Parker').waitFor();
    await offers.getByRole('timer').waitFor();

    // The student's page shows the offer by its next poll, with the deadline counting down.
    await waitlist.getByText('A place is free for you.').waitFor({ timeout: POLL_WAIT_MS });
    await waitlist.getByText('Place offered').waitFor();
    expect(await waitlist.getByRole('timer').textContent()).toMatch(/^\(1[12] h \d+ min left\)$/);
    await settled(student);
    await expectNoSeriousAxeViolations(student, 'event page, an offer to claim (dark phone)');
    await screenshot(student, 'waitlist-offer-dark-phone');

    // Claim: the place is Sam's, and the page shows the registration instead of the waitlist.
    await waitlist.getByRole('button', { name: `Claim place for ${TITLE}` }).click();
    await student.getByText('The place is yours.').waitFor();
    const status = student.getByRole('region', { name: 'Registration Status' });
    await status.getByText('Registered').waitFor();
    await waitlist.waitFor({ state: 'detached' });
    const mine = await (await signedInClient('student')).rsvps.mine();
    expect(mine.find((rsvp) => rsvp.event_id === event.id)).toMatchObject({
      status: 'approved',
      response: 'yes',
    });
    await settled(student);
    await expectNoSeriousAxeViolations(student, 'event page, registered from the waitlist (dark phone)');
    await screenshot(student, 'waitlist-claimed-dark-phone');
  });
});
