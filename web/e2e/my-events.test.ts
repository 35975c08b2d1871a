// @vitest-environment node
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousAxeViolations } from './axe';
import { DESKTOP, JOURNEY_TIMEOUT_MS, loginAs, PHONE, screenshot, useJourney } from './harness';

const NIGHT = 'Grade 8 Parent-Teacher Night';

/** What the viewport shows (a modal scrolls inside itself, which a full-page picture misses). */
async function viewportShot(page: Page, name: string) {
  await page.screenshot({ path: fileURLToPath(new URL(`./screenshots/${name}.png`, import.meta.url)) });
}

/** Waits until no CSS transition runs (a modal fading in fails axe's contrast check half-way). */
async function settled(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}

async function openMyEvents(page: Page) {
  await page.goto('/dashboard/my-events');
  await page.getByRole('heading', { level: 2, name: 'My Events' }).waitFor();
}

/** The event's card in 'Events I'm an owner' at phone width (a card list instead of the table). */
function ownerCard(page: Page, title: string) {
  return page
    .getByRole('region', { name: "Events I'm an owner" })
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: title, exact: true }) });
}

function ownerRow(page: Page, title: string) {
  return page
    .getByRole('table', { name: "Events I'm an owner" })
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: title, exact: true }) });
}

describe('journeys: My Events', { timeout: JOURNEY_TIMEOUT_MS * 2 }, () => {
  const journey = useJourney();

  it('the teacher manages attendees of Grade 8 Parent-Teacher Night, and unpublishes and publishes it', async () => {
    const page = await journey.current.newPage({ viewport: DESKTOP, colorScheme: 'light' });
    await loginAs(page, 'teacher');
    await openMyEvents(page);
    expect(await page.title()).toBe('My Events · Campus');
    const night = ownerRow(page, NIGHT);
    await night.waitFor();
    expect(await night.getByText('Published').count()).toBe(1);
    expect(await ownerRow(page, 'Robotics Showcase').getByText('Pending Approval').count()).toBe(1);
    await expectNoSeriousAxeViolations(page, 'My Events (teacher)');
    await screenshot(page, 'my-events-teacher-light-desktop');

    // Attendees: Emma Wilson's pending RSVP becomes approved; the statistics follow.
    await night.getByRole('button', { name: `Attendees of ${NIGHT}` }).click();
    const attendees = page.getByRole('dialog', { name: `Attendees: ${NIGHT}` });
    const emmaStatus = attendees.getByRole('combobox', { name: 'Status of Emma Wilson' });
    await emmaStatus.waitFor();
    expect(await emmaStatus.inputValue()).toBe('pending');
    const statistics = attendees.getByRole('region', { name: 'Statistics' });
    await settled(page);
    await expectNoSeriousAxeViolations(page, 'event attendees modal');
    await screenshot(page, 'my-events-attendees-light-desktop');
    // Before: Sam approved, Emma pending, Ava denied.
    await statistics
      .locator('div', { hasText: /^Pending1$/ })
      .first()
      .waitFor();
    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/status') && response.request().method() === 'PUT',
    );
    await emmaStatus.selectOption('approved');
    expect((await saved).status()).toBe(200);
    await statistics
      .locator('div', { hasText: /^Pending0$/ })
      .first()
      .waitFor();
    expect(await emmaStatus.inputValue()).toBe('approved');
    // Users who already have an RSVP cannot be ticked.
    const panel = attendees.getByRole('region', { name: 'Add New Attendees' });
    await panel.getByRole('button', { name: 'Add Selected Users' }).scrollIntoViewIfNeeded();
    await viewportShot(page, 'my-events-add-attendees-light-desktop');
    const emmaPick = panel.getByRole('checkbox', { name: /Emma Wilson/ });
    if ((await emmaPick.count()) > 0) expect(await emmaPick.isDisabled()).toBe(true);
    await page.keyboard.press('Escape');
    await attendees.waitFor({ state: 'hidden' });

    // Unpublish, then Publish again.
    await night.getByRole('button', { name: `Unpublish ${NIGHT}` }).click();
    await night.getByText('Draft').waitFor();
    await night.getByRole('button', { name: `Publish ${NIGHT}` }).click();
    await night.getByText('Published').waitFor();
    await night.getByRole('button', { name: `Unpublish ${NIGHT}` }).waitFor();

    // Owners: the current owners are ticked; Update saves.
    await night.getByRole('button', { name: `Owners of ${NIGHT}` }).click();
    const owners = page.getByRole('dialog', { name: `Event Owners: ${NIGHT}` });
    const ownersGroup = owners.getByRole('group', { name: 'Owners' });
    await ownersGroup.waitFor();
    expect(await owners.getByRole('checkbox', { checked: true }).count()).toBe(2);
    await owners.getByRole('button', { name: 'Update' }).click();
    await owners.getByText('Saved. You can close the modal.').waitFor();
    await settled(page);
    await expectNoSeriousAxeViolations(page, 'event owners modal');
    await viewportShot(page, 'my-events-owners-light-desktop');
  });

  it('the student sees Confirmed, Pending, Recommended and Denied Events', async () => {
    const page = await journey.current.newPage();
    await loginAs(page, 'student');
    await openMyEvents(page);
    for (const name of ['Confirmed Events', 'Pending Events', 'Recommended Events', 'Denied Events']) {
      await page.getByRole('heading', { level: 3, name }).waitFor();
    }
    const confirmed = page.getByRole('region', { name: 'Confirmed Events' });
    await confirmed.getByRole('link', { name: 'Spring Science Fair' }).waitFor();
    expect(await confirmed.getByText('Registered').count()).toBeGreaterThan(0);
    expect(await page.getByRole('link', { name: 'Create Event' }).count()).toBe(0);
    expect(await page.getByRole('heading', { name: "My Children's Events" }).count()).toBe(0);
    await expectNoSeriousAxeViolations(page, 'My Events (student)');
    await screenshot(page, 'my-events-student-light-desktop');
  });

  it("the parent sees My Children's Events; axe in dark at phone width", async () => {
    const page = await journey.current.newPage({ viewport: PHONE, colorScheme: 'dark' });
    await loginAs(page, 'parent');
    await openMyEvents(page);
    const section = page.getByRole('region', { name: "My Children's Events" });
    await section.waitFor();
    await section.getByRole('checkbox', { name: 'Sam Parker' }).waitFor({ state: 'attached' });
    const confirmed = section.getByRole('table', { name: 'Confirmed of my children' });
    await confirmed.getByRole('link', { name: 'Spring Science Fair' }).waitFor();
    expect(await confirmed.getByText('Sam Parker').count()).toBeGreaterThan(0);
    await expectNoSeriousAxeViolations(page, 'My Events (parent, dark phone)');
    await screenshot(page, 'my-events-parent-dark-phone');
  });

  it('the teacher at phone width in dark: the owned events are cards, the attendees modal fills the screen', async () => {
    const page = await journey.current.newPage({ viewport: PHONE, colorScheme: 'dark' });
    await loginAs(page, 'teacher');
    await openMyEvents(page);
    await ownerCard(page, NIGHT).waitFor();
    await expectNoSeriousAxeViolations(page, 'My Events (teacher, dark phone)');
    await screenshot(page, 'my-events-teacher-dark-phone');
    const scrollsInside = await page.evaluate(
      () => document.documentElement.scrollWidth <= window.innerWidth,
    );
    expect(scrollsInside).toBe(true);
    await ownerCard(page, NIGHT)
      .getByRole('button', { name: `Attendees of ${NIGHT}` })
      .click();
    const attendees = page.getByRole('dialog', { name: `Attendees: ${NIGHT}` });
    await attendees.getByRole('combobox', { name: 'Status of Sam Parker' }).waitFor();
    await settled(page);
    await expectNoSeriousAxeViolations(page, 'event attendees modal (dark phone)');
    await screenshot(page, 'my-events-attendees-dark-phone');
    // The modal scrolls inside itself: pictures of the RSVP table and of Add New Attendees as seen.
    await attendees.getByRole('table', { name: 'RSVPs' }).scrollIntoViewIfNeeded();
    await viewportShot(page, 'my-events-attendees-table-dark-phone');
    await attendees.getByRole('button', { name: 'Add Selected Users' }).scrollIntoViewIfNeeded();
    await viewportShot(page, 'my-events-add-attendees-dark-phone');
  });
});
