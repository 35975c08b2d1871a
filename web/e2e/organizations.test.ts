// @vitest-environment node
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousAxeViolations } from './axe';
import { DESKTOP, JOURNEY_TIMEOUT_MS, loginAs, PHONE, screenshot, useJourney } from './harness';

/** The page itself never scrolls sideways: wide tables scroll inside their own container. */
async function expectNoPageOverflow(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

/** The usernames of the Users tab's rows, in order (the third column). */
async function tableUsernames(page: Page): Promise<string[]> {
  const rows = page.getByRole('main').getByRole('table').getByRole('row');
  const count = await rows.count();
  const names: string[] = [];
  for (let index = 1; index < count; index++) {
    names.push((await rows.nth(index).getByRole('cell').nth(2).textContent()) ?? '');
  }
  return names;
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function waitForLoaded(page: Page) {
  await page
    .getByRole('main')
    .getByRole('status', { name: 'Loading' })
    .first()
    .waitFor({ state: 'detached' });
}

const VARIANTS = [
  { scheme: 'light', viewport: DESKTOP, size: 'desktop' },
  { scheme: 'dark', viewport: DESKTOP, size: 'desktop' },
  { scheme: 'light', viewport: PHONE, size: 'phone' },
  { scheme: 'dark', viewport: PHONE, size: 'phone' },
] as const;

describe('journeys: organizations', { timeout: JOURNEY_TIMEOUT_MS * 2 }, () => {
  const journey = useJourney();

  it('the organization owner filters the Users tab to students of a grade and sorts it', async () => {
    const page = await journey.current.newPage();
    await loginAs(page, 'owner');
    await page.getByRole('tab', { name: 'Users' }).click();
    await page.waitForURL('**/dashboard/users');
    await page.getByRole('heading', { level: 2, name: 'Users' }).waitFor();
    expect(await page.title()).toBe('Users · Campus');
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Organization', exact: true }).inputValue())
      .toBe('Riverside Academy');
    await page.getByRole('main').getByRole('table').waitFor();
    const everyone = await tableUsernames(page);
    expect(everyone).toContain('owner');

    await choose(page, 'Student status', 'Students');
    await expect.poll(async () => (await tableUsernames(page)).length).toBeLessThan(everyone.length);
    await choose(page, 'School grade', 'Grade 8');
    await expect.poll(() => tableUsernames(page)).toEqual(['liam.nguyen', 'student', 'emma.wilson']);
    await screenshot(page, 'organizations-users-tab-filtered');

    // Sort from the keyboard: the First Name header is a button.
    const firstName = page.getByRole('columnheader', { name: /^First Name/ });
    await firstName.getByRole('button').focus();
    await page.keyboard.press('Enter');
    expect(await firstName.getAttribute('aria-sort')).toBe('ascending');
    const ascending = await tableUsernames(page);
    await page.keyboard.press('Enter');
    expect(await firstName.getAttribute('aria-sort')).toBe('descending');
    expect(await tableUsernames(page)).toEqual([...ascending].reverse());

    await page.getByRole('button', { name: 'Clear school grade filter' }).click();
    await page.getByRole('button', { name: 'Clear student status filter' }).click();
    await expect.poll(async () => (await tableUsernames(page)).length).toBe(everyone.length);
    await expectNoSeriousAxeViolations(page, '/dashboard/users');
    await screenshot(page, 'organizations-users-tab');
  });

  it('a student who owns no organization has no Users tab', async () => {
    const page = await journey.current.newPage();
    // The tab depends on this answer; networkidle never comes while the live stream is open.
    const ownedAnswered = page.waitForResponse((response) =>
      response.url().endsWith('/api/organizations/owned'),
    );
    await loginAs(page, 'student');
    await page.getByRole('tab', { name: 'My Groups' }).waitFor();
    expect((await ownedAnswered).status()).toBe(200);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
    expect(await page.getByRole('tab', { name: 'Users' }).count()).toBe(0);
  });

  it('the admin creates an organization, adds a user, deactivates another, and register stops offering it', async () => {
    const page = await journey.current.newPage();
    await loginAs(page, 'admin');
    await page.goto('/admin');
    await page.getByRole('heading', { level: 1, name: 'Admin Panel' }).waitFor();
    await page.getByRole('tab', { name: 'Organizations' }).click();
    await page.waitForURL('**/admin?tab=organizations');
    const riverside = page.getByRole('row', { name: /Riverside Academy/ });
    await riverside.waitFor();
    await screenshot(page, 'organizations-admin-list');

    // Create, with an owner picked from the searchable select.
    await page.getByRole('button', { name: 'Create Organization' }).click();
    const form = page.getByRole('dialog', { name: 'Create Organization' });
    await form.getByRole('button', { name: 'Create Organization' }).click();
    await form.getByText('Organization name is required').waitFor();
    await form.getByRole('textbox', { name: 'Name' }).fill('Lakeside Evening School');
    await form.getByRole('textbox', { name: 'Description' }).fill('Evening classes for adults.');
    await form.getByRole('combobox', { name: 'Owner' }).fill('carter');
    await page.getByRole('option', { name: /hcarter/ }).click();
    await form.getByRole('textbox', { name: 'Stripe Connect Account ID' }).fill('acct_demo_lakeside');
    await expectNoSeriousAxeViolations(page, 'create organization form');
    await screenshot(page, 'organizations-admin-create');
    await form.getByRole('button', { name: 'Create Organization' }).click();
    await page.getByText('Lakeside Evening School was created').waitFor();
    const lakeside = page.getByRole('row', { name: /Lakeside Evening School/ });
    await lakeside.getByRole('cell', { name: 'hcarter' }).waitFor();

    // Add a user to it from the searchable checklist.
    await lakeside.getByRole('button', { name: 'Add Users' }).click();
    const add = page.getByRole('dialog', { name: 'Add Users to Lakeside Evening School' });
    await add.getByRole('searchbox', { name: 'Search users' }).fill('lucas');
    await add.getByRole('checkbox', { name: /Lucas Kim/ }).check();
    await add.getByText('1 selected').waitFor();
    await page.waitForTimeout(300);
    await screenshot(page, 'organizations-admin-add-users');
    await add.getByRole('button', { name: 'Add Selected Users' }).click();
    await page.getByText('Added 1 user(s) to Lakeside Evening School').waitFor();
    await lakeside.getByRole('cell', { name: '1', exact: true }).waitFor();
    await lakeside.getByRole('button', { name: 'View Users' }).click();
    const users = page.getByRole('dialog', { name: 'Users of Lakeside Evening School' });
    await users.getByRole('cell', { name: 'lucas.kim', exact: true }).waitFor();
    await users.getByRole('cell', { name: 'member', exact: true }).waitFor();
    await screenshot(page, 'organizations-admin-users');
    await page.keyboard.press('Escape');
    await users.waitFor({ state: 'detached' });

    // Deactivate Hillcrest, after the confirmation.
    const hillcrest = page.getByRole('row', { name: /Hillcrest Learning Center/ });
    await hillcrest.getByRole('button', { name: 'Deactivate' }).click();
    const confirm = page.getByRole('dialog', { name: 'Deactivate Organization' });
    await confirm.getByText(/Are you sure you want to deactivate/).waitFor();
    await page.waitForTimeout(300); // the modal's opening transition
    await screenshot(page, 'organizations-admin-deactivate');
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    await page.getByText('Hillcrest Learning Center was deactivated').waitFor();
    await hillcrest.getByText('Deactivated').waitFor();
    expect(await hillcrest.getByRole('button', { name: 'Deactivate' }).count()).toBe(0);

    // A guest registering no longer sees it; the new one is offered.
    const guest = await journey.current.newPage();
    await guest.goto('/register');
    await guest.getByRole('combobox', { name: 'Organization' }).click();
    await guest.getByRole('option', { name: 'Riverside Academy' }).waitFor();
    const offered = await guest.getByRole('option').allTextContents();
    expect(offered).toContain('Lakeside Evening School');
    expect(offered).not.toContain('Hillcrest Learning Center');
  });

  for (const { scheme, viewport, size } of VARIANTS) {
    it(`passes axe on the Users tab and the Organizations tab with a dialog open (${scheme}, ${size})`, async () => {
      const suffix = `${scheme}-${size}`;
      const owner = await journey.current.newPage({ viewport, colorScheme: scheme });
      await loginAs(owner, 'owner');
      await owner.goto('/dashboard/users');
      await owner.getByRole('main').getByRole('table').waitFor();
      await expectNoSeriousAxeViolations(owner, `/dashboard/users (${suffix})`);
      await expectNoPageOverflow(owner);
      await screenshot(owner, `organizations-users-tab-${suffix}`);

      const admin = await journey.current.newPage({ viewport, colorScheme: scheme });
      await loginAs(admin, 'admin');
      await admin.goto('/admin?tab=organizations');
      await admin.getByRole('row', { name: /Riverside Academy/ }).waitFor();
      await expectNoSeriousAxeViolations(admin, `/admin?tab=organizations (${suffix})`);
      await expectNoPageOverflow(admin);
      // The open tab is in view, even at the end of the row on a phone.
      await expect
        .poll(async () => {
          const box = await admin.getByRole('tab', { name: 'Organizations' }).boundingBox();
          return box !== null && box.x >= 0 && box.x + box.width <= viewport.width + 1;
        })
        .toBe(true);
      await screenshot(admin, `organizations-admin-${suffix}`);
      await admin
        .getByRole('row', { name: /Riverside Academy/ })
        .getByRole('button', { name: 'View Users' })
        .click();
      const dialog = admin.getByRole('dialog', { name: 'Users of Riverside Academy' });
      await dialog.getByRole('table').waitFor();
      await waitForLoaded(admin);
      await admin.waitForTimeout(300); // the modal's opening transition
      await expectNoSeriousAxeViolations(admin, `users dialog (${suffix})`);
      await expectNoPageOverflow(admin);
      await screenshot(admin, `organizations-admin-users-dialog-${suffix}`);
    });
  }
});
