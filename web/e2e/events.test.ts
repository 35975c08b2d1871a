// @vitest-environment node
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousAxeViolations } from './axe';
import { DESKTOP, JOURNEY_TIMEOUT_MS, loginAs, PHONE, screenshot, useJourney } from './harness';

/**
 * Browsing events as the seeded demo data has them: a guest pages through /events, opens an event and
 * is sent to /login to register; the three events pages pass axe in light and dark, desktop and phone.
 */

const VARIANTS = [
  { scheme: 'light', viewport: DESKTOP, size: 'desktop' },
  { scheme: 'dark', viewport: DESKTOP, size: 'desktop' },
  { scheme: 'light', viewport: PHONE, size: 'phone' },
  { scheme: 'dark', viewport: PHONE, size: 'phone' },
] as const;

async function h1(page: Page, name: string | RegExp) {
  await page.getByRole('heading', { level: 1, name }).waitFor();
  expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
}

describe('journeys: browsing events', { timeout: JOURNEY_TIMEOUT_MS * 2 }, () => {
  const journey = useJourney();

  it('a guest pages through /events, opens an event and is sent to /login to register', async () => {
    const page = await journey.current.newPage();
    await page.goto('/');
    await page.getByRole('heading', { level: 2, name: 'Upcoming Events' }).waitFor();
    await screenshot(page, 'events-home-guest');
    await page.getByRole('link', { name: 'View All Events' }).click();

    await h1(page, 'Upcoming Events');
    expect(await page.title()).toBe('Upcoming Events · Campus');
    await page.getByText(/^Showing 1-6 of \d+ upcoming events$/).waitFor();
    const list = page.getByRole('main').getByRole('list').first();
    expect(await list.getByRole('listitem').count()).toBe(6);
    await screenshot(page, 'events-list-page-1');

    const pager = page.getByRole('navigation', { name: 'Upcoming Events pages' });
    await pager.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL('**/events?page=2');
    await page.getByText(/^Showing 7-\d+ of \d+ upcoming events$/).waitFor();
    await screenshot(page, 'events-list-page-2');

    // The whole card is one link, named by the event's title; keyboard users reach it with Tab.
    const card = page.getByRole('link', { name: 'Community Cleanup Day' });
    await card.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/event\/\d+$/);
    const eventPath = new URL(page.url()).pathname;
    await h1(page, 'Community Cleanup Day');
    expect(await page.title()).toBe('Community Cleanup Day · Campus');
    await page.getByText('Free Event - No tickets required').waitFor();
    await screenshot(page, 'events-detail-free');

    await page.getByRole('button', { name: 'Register for Free' }).click();
    await page.waitForURL('**/login?redirect=*');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(eventPath);
    await h1(page, 'Login');
  });

  it('a signed-in user may buy tickets or register for a paid event, and sees Event Not Found for a missing one', async () => {
    const page = await journey.current.newPage();
    await loginAs(page, 'student');
    await page.goto('/events');
    await page.getByRole('link', { name: 'Riverside Jazz Night' }).click();
    await h1(page, 'Riverside Jazz Night');
    await page.getByRole('heading', { level: 3, name: 'General Admission' }).waitFor();
    await page.getByRole('button', { name: 'Buy Ticket' }).waitFor();
    await page.getByRole('button', { name: 'Register for Paid Event' }).waitFor();
    expect(await page.getByRole('button', { name: 'Register for Free' }).count()).toBe(0);
    await screenshot(page, 'events-detail-paid-student');

    await page.goto('/event/999999');
    await h1(page, 'Event Not Found');
    await page.getByRole('link', { name: 'Go Back Home' }).click();
    await h1(page, 'Welcome to Campus');
  });

  it('a student registers for a free event and sees Registered; the modal passes axe', async () => {
    const page = await journey.current.newPage();
    await loginAs(page, 'student');
    await page.goto('/events?page=2');
    await page.getByRole('link', { name: 'Community Cleanup Day' }).click();
    await h1(page, 'Community Cleanup Day');
    await page.getByRole('button', { name: 'Register for Free' }).click();
    const dialog = page.getByRole('dialog', { name: 'Register for Event' });
    await dialog.waitFor();
    await dialog.getByRole('textbox', { name: 'Note' }).fill('Bringing gloves');
    await dialog.getByText('15/500').waitFor();
    await expectNoSeriousAxeViolations(page, '/event/{id} with Register for Event open');
    await screenshot(page, 'events-register-modal');
    await dialog.getByRole('button', { name: 'Register' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const panel = page.getByRole('region', { name: 'Registration Status' });
    await panel.getByText('Registered').waitFor();
    await panel.getByText('Bringing gloves').waitFor();
    expect(await page.getByRole('button', { name: 'Register for Free' }).count()).toBe(0);
    await screenshot(page, 'events-registered');
  });

  it('the registration modals pass axe in dark at phone width', async () => {
    const page = await journey.current.newPage({ viewport: PHONE, colorScheme: 'dark' });
    await loginAs(page, 'parent');
    await page.goto('/events?page=2');
    await page.getByRole('link', { name: 'Community Cleanup Day' }).click();
    await h1(page, 'Community Cleanup Day');
    await page.getByRole('button', { name: 'Register for Free' }).click();
    const register = page.getByRole('dialog', { name: 'Register for Event' });
    await register.getByText('Maybe', { exact: true }).click();
    await expectNoSeriousAxeViolations(page, 'Register for Event (dark, phone)');
    await screenshot(page, 'events-register-modal-dark-phone');
    await register.getByRole('button', { name: 'Register' }).click();
    await register.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Edit Registration' }).click();
    const update = page.getByRole('dialog', { name: 'Update Registration' });
    await update.waitFor();
    expect(await update.getByRole('radio', { name: 'Maybe' }).isChecked()).toBe(true);
    await expectNoSeriousAxeViolations(page, 'Update Registration (dark, phone)');
    await screenshot(page, 'events-update-modal-dark-phone');
  });

  it("a past event says 'This event has ended': no Register, one's registration without Edit; passes axe", async () => {
    for (const { scheme, viewport, size } of [VARIANTS[0], VARIANTS[3]]) {
      const page = await journey.current.newPage({ viewport, colorScheme: scheme });
      await loginAs(page, 'student');
      await page.goto('/past-events');
      await page.getByRole('link', { name: 'Winter Concert' }).click();
      await h1(page, 'Winter Concert');
      await page.getByText('This event has ended').waitFor();
      await page.getByRole('region', { name: 'Registration Status' }).getByText('Registered').waitFor();
      for (const name of ['Register for Free', 'Edit Registration', 'Buy Ticket']) {
        expect(await page.getByRole('button', { name }).count(), name).toBe(0);
      }
      await expectNoSeriousAxeViolations(page, `/event/{id} ended (${scheme}, ${size})`);
      await screenshot(page, `events-ended-${scheme}-${size}`);
      await page.getByRole('link', { name: 'Back to Past Events' }).click();
      await h1(page, 'Past Events');
      await page.close();
    }
  });

  for (const { scheme, viewport, size } of VARIANTS) {
    it(`passes axe on /events, /past-events and /event/{id} (${scheme}, ${size})`, async () => {
      const page = await journey.current.newPage({ viewport, colorScheme: scheme });
      const prefix = `events-a11y-${scheme}-${size}`;

      await page.goto('/events');
      await h1(page, 'Upcoming Events');
      await page.getByText(/^Showing 1-6 of/).waitFor();
      await expectNoSeriousAxeViolations(page, `/events (${prefix})`);
      await screenshot(page, `${prefix}-events`);

      await page.getByRole('link', { name: 'View Past Events' }).click();
      await h1(page, 'Past Events');
      await page.getByText(/^Showing 1-\d+ of \d+ past events$/).waitFor();
      await expectNoSeriousAxeViolations(page, `/past-events (${prefix})`);
      await screenshot(page, `${prefix}-past-events`);

      // A paid event: ticket cards and badges have their own colours.
      await page.goto('/events');
      await page.getByRole('link', { name: 'Riverside Jazz Night' }).click();
      await h1(page, 'Riverside Jazz Night');
      await page.getByRole('heading', { level: 3, name: 'VIP' }).waitFor();
      await expectNoSeriousAxeViolations(page, `/event/{id} (${prefix})`);
      await screenshot(page, `${prefix}-event`);

      await page.goto('/event/999999');
      await h1(page, 'Event Not Found');
      await expectNoSeriousAxeViolations(page, `/event/999999 (${prefix})`);
    });
  }
});
