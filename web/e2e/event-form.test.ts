// @vitest-environment node
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousAxeViolations } from './axe';
import { DESKTOP, JOURNEY_TIMEOUT_MS, loginAs, PHONE, screenshot, useJourney } from './harness';

/**
 * The event form against the real server: the teacher (create_event) creates a paid event with two
 * ticket types and publishes it, landing on its page; the empty form shows the required messages; the
 * form passes axe in dark mode at phone width.
 */

/** A day some weeks ahead as YYYY-MM-DD (the upcoming list shows today and later). */
function dayAhead(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  return date.toISOString().slice(0, 10);
}

async function openForm(page: Page) {
  await page.goto('/create-event');
  await page.getByRole('heading', { level: 1, name: 'Create Event' }).waitFor();
  // The editor is loaded lazily, after the page. A failure keeps a screenshot (once it was the error
  // page: the editor crashed on an instance tiptap had destroyed on a busy page).
  try {
    await page.getByRole('textbox', { name: 'Description' }).waitFor();
  } catch (error) {
    await screenshot(page, 'event-form-editor-missing');
    throw error;
  }
}

async function pickTime(page: Page, label: string, time: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: time, exact: true }).click();
}

describe('journeys: the event form', { timeout: JOURNEY_TIMEOUT_MS * 2 }, () => {
  const journey = useJourney();

  it('the teacher creates an event with two ticket types, publishes it and lands on its page', async () => {
    const page = await journey.current.newPage({ viewport: DESKTOP, colorScheme: 'light' });
    await loginAs(page, 'teacher');
    await openForm(page);
    expect(await page.title()).toBe('Create Event · Campus');

    await page.getByRole('textbox', { name: 'Event Title' }).fill('Astronomy Night');
    await page.getByRole('textbox', { name: 'Location' }).fill('Rooftop Observatory');
    await page.getByRole('textbox', { name: 'Description' }).click();
    await page.keyboard.type('Telescopes, star charts and hot cocoa.');
    await page.getByRole('textbox', { name: 'Maximum Capacity' }).fill('40');
    await page.getByLabel('Start Date').fill(dayAhead(30));
    // The time picker works from the keyboard: Enter opens it at 9:00 AM, the arrow moves, Enter picks.
    const start = page.getByRole('combobox', { name: 'Start Time' });
    await start.focus();
    await page.keyboard.press('Enter');
    // The list marks where the arrow starts (the current 9:00 AM) just after it opens: let it paint first,
    // or the arrow starts from the top on a busy machine.
    await page.getByRole('option', { name: '9:00 AM', exact: true }).waitFor();
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    await page.keyboard.press('ArrowDown');
    await page
      .locator('[role="option"][data-combobox-selected]')
      .filter({ hasText: /^9:30 AM$/ })
      .waitFor();
    await page.keyboard.press('Enter');
    expect(await start.inputValue()).toBe('9:30 AM');
    await pickTime(page, 'End Time', '8:30 PM');

    await page.getByRole('checkbox', { name: 'This is a free event' }).uncheck();
    const first = page.getByRole('group', { name: 'Ticket Type 1' });
    expect(await first.getByRole('textbox', { name: 'Ticket Name' }).inputValue()).toBe('General Admission');
    await first.getByRole('textbox', { name: 'Price ($)' }).fill('12.50');
    await first.getByRole('textbox', { name: 'Max Quantity' }).fill('30');
    await page.getByRole('button', { name: 'Add Another Ticket Type' }).click();
    const second = page.getByRole('group', { name: 'Ticket Type 2' });
    await second.getByRole('textbox', { name: 'Ticket Name' }).fill('Family Pass');
    await second.getByRole('textbox', { name: 'Price ($)' }).fill('30');
    await second.getByRole('textbox', { name: 'Description' }).fill('Up to four people');
    await expectNoSeriousAxeViolations(page, '/create-event filled (light, desktop)');
    await screenshot(page, 'event-form-desktop-light');

    await page.getByRole('button', { name: 'Publish Event' }).click();
    await page.getByRole('heading', { level: 1, name: 'Event Created Successfully' }).waitFor();
    await screenshot(page, 'event-form-created');
    await page.waitForURL(/\/event\/\d+$/);
    await page.getByRole('heading', { level: 1, name: 'Astronomy Night' }).waitFor();
    await page.getByRole('heading', { level: 3, name: 'General Admission' }).waitFor();
    await page.getByRole('heading', { level: 3, name: 'Family Pass' }).waitFor();
    await page.getByText('Up to four people').waitFor();
    expect(await page.getByText('Telescopes, star charts and hot cocoa.').count()).toBe(1);
    await screenshot(page, 'event-form-created-event');

    // Editing it: the stored values load; saving shows the success screen and goes to the dashboard.
    const id = new URL(page.url()).pathname.split('/').at(-1);
    await page.goto(`/edit-event/${id}`);
    await page.getByRole('heading', { level: 1, name: 'Edit Event' }).waitFor();
    const title = page.getByRole('textbox', { name: 'Event Title' });
    expect(await title.inputValue()).toBe('Astronomy Night');
    await page.getByRole('combobox', { name: 'Start Time' }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Start Time' }).inputValue()).toBe('9:30 AM');
    expect(await page.getByRole('group', { name: /^Ticket Type/ }).count()).toBe(2);
    await title.fill('Astronomy Night: Saturn');
    await page.getByRole('button', { name: 'Publish Event' }).click();
    await page.getByRole('heading', { level: 1, name: 'Event Updated Successfully' }).waitFor();
    await page.waitForURL(/\/dashboard/);
    await page.goto(`/event/${id}`);
    await page.getByRole('heading', { level: 1, name: 'Astronomy Night: Saturn' }).waitFor();
  });

  it('the empty form shows the required messages and passes axe in dark mode at phone width', async () => {
    const page = await journey.current.newPage({ viewport: PHONE, colorScheme: 'dark' });
    await loginAs(page, 'teacher');
    await openForm(page);
    await expectNoSeriousAxeViolations(page, '/create-event (dark, phone)');

    await page.getByRole('button', { name: 'Publish Event' }).click();
    await page.getByText('Event title is required').waitFor();
    await page.getByText('Event description is required').waitFor();
    await page.getByText('Event date is required').waitFor();
    // Focus goes to the first field to fix.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-invalid'))).toBe('true');

    // The rules across fields (link, groups) are checked once the required fields are there.
    await page.getByRole('textbox', { name: 'Event Title' }).fill('Robot Demo');
    await page.getByRole('textbox', { name: 'Description' }).click();
    await page.keyboard.type('Robots.');
    await page.getByLabel('Start Date').fill(dayAhead(20));
    // The paid and private parts too: ticket blocks and the group checklist.
    await page.getByRole('checkbox', { name: 'This is a free event' }).uncheck();
    await page.getByRole('button', { name: 'Add Another Ticket Type' }).click();
    await page.getByRole('combobox', { name: 'Visibility' }).click();
    await page.getByRole('option', { name: 'Private', exact: true }).click();
    await page.getByRole('checkbox', { name: 'Robotics Club' }).waitFor();
    await page.getByRole('switch', { name: 'Online Event' }).check();
    await page.getByRole('button', { name: 'Publish Event' }).click();
    await page.getByText('Meeting link is required for online events').waitFor();
    await page.getByText('Please select at least one group for a private event').waitFor();
    await page.getByText('Ticket name is required').waitFor();
    await expectNoSeriousAxeViolations(page, '/create-event with errors (dark, phone)');
    await screenshot(page, 'event-form-phone-dark');
  });

  for (const { scheme, viewport, size } of [
    { scheme: 'dark', viewport: DESKTOP, size: 'desktop' },
    { scheme: 'light', viewport: PHONE, size: 'phone' },
  ] as const) {
    it(`the paid, private form passes axe (${scheme}, ${size})`, async () => {
      const page = await journey.current.newPage({ viewport, colorScheme: scheme });
      await loginAs(page, 'teacher');
      await openForm(page);
      await page.getByRole('checkbox', { name: 'This is a free event' }).uncheck();
      await page.getByRole('button', { name: 'Add Another Ticket Type' }).click();
      await page.getByRole('combobox', { name: 'Visibility' }).click();
      await page.getByRole('option', { name: 'Private', exact: true }).click();
      await page.getByRole('checkbox', { name: 'Robotics Club' }).waitFor();
      await expectNoSeriousAxeViolations(page, `/create-event (${scheme}, ${size})`);
      await screenshot(page, `event-form-${size}-${scheme}`);
    });
  }

  it('a user without create_event is sent to /dashboard', async () => {
    const page = await journey.current.newPage();
    await loginAs(page, 'coordinator');
    await page.goto('/create-event');
    await page.waitForURL(/\/dashboard/);
  });
});
