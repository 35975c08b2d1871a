// @vitest-environment node
import { CONFIRMATION_MESSAGES, USER_MESSAGES } from '@campus/sdk';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousAxeViolations } from './axe';
import { DESKTOP, JOURNEY_TIMEOUT_MS, type Journey, loginAs, PHONE, screenshot, useJourney } from './harness';

/** A fixture account's id, asked of the real server with that account's own token (GET /api/user). */
async function userId(journey: Journey, username: string): Promise<number> {
  const token = await journey.server.loginAs(username);
  const response = await fetch(`${journey.server.apiUrl}/user`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as { data: { user: { id: number } } };
  return body.data.user.id;
}

/** GET /api/users/{id} as the admin: the user's detail (permissions, manager). */
async function userDetail(journey: Journey, id: number) {
  const token = await journey.server.loginAs('admin');
  const response = await fetch(`${journey.server.apiUrl}/users/${id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return (await response.json()) as {
    data: { permissions: { key: string }[]; manager: { username: string } | null };
  };
}

/** Waits until no CSS transition runs (a modal fading in fails axe's contrast check half-way). */
async function settled(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}

/** The page itself never scrolls sideways: wide tables scroll inside their own container. */
async function expectNoPageOverflow(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

/** Opens the Users tab, searches for `search` and opens the person named `name`. */
async function openPerson(page: Page, search: string, name: string) {
  await page.goto('/admin?tab=users');
  await page.getByRole('heading', { level: 2, name: 'Users' }).waitFor();
  await page.getByRole('searchbox', { name: 'Search' }).fill(search);
  await page.getByRole('button', { name: `View ${name}` }).click();
  const drawer = page.getByRole('dialog', { name, exact: true });
  await drawer.getByRole('region', { name: 'Details', exact: true }).waitFor();
  return drawer;
}

describe("journeys: the admin panel's Dashboard, Users and Groups tabs", {
  timeout: JOURNEY_TIMEOUT_MS * 2,
}, () => {
  const journey = useJourney();

  it('an admin grants a permission in the Users tab, and the user then holds it', async () => {
    const teacherId = await userId(journey.current, 'teacher');
    const student = await journey.current.newPage();
    await loginAs(student, 'student');
    await student.goto(`/user/${teacherId}`);
    await student.getByRole('heading', { level: 1, name: 'Access Denied' }).waitFor();
    expect(await student.getByRole('alert').textContent()).toBe(USER_MESSAGES.viewForbidden);

    const page = await journey.current.newPage();
    await loginAs(page, 'admin');
    const drawer = await openPerson(page, 'parker', 'Sam Parker');
    await drawer.getByRole('button', { name: 'Permissions' }).click();
    const dialog = page.getByRole('dialog', { name: 'Manage Permissions' });
    await dialog.getByRole('checkbox', { name: 'View users' }).check();
    await settled(page);
    await expectNoSeriousAxeViolations(page, 'Permissions dialog of the Users tab');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Permissions updated').waitFor();
    await dialog.waitFor({ state: 'detached' });
    // The detail's Permissions card shows it at once.
    await drawer.getByRole('region', { name: 'Permissions', exact: true }).getByText('View users').waitFor();
    const studentId = await userId(journey.current, 'student');
    const detail = await userDetail(journey.current, studentId);
    expect(detail.data.permissions.map((permission) => permission.key)).toContain('view_user');

    // On the very next request, the student may view another user's page.
    await student.reload();
    await student.getByRole('heading', { level: 1, name: 'Thomas Reed' }).waitFor();
  });

  it('an admin creates a user, who can sign in, then deletes them, who then cannot', async () => {
    const page = await journey.current.newPage({ colorScheme: 'dark' });
    await loginAs(page, 'admin');
    await page.goto('/admin?tab=users');
    await page.getByRole('heading', { level: 2, name: 'Users' }).waitFor();
    await page.getByRole('button', { name: 'Create User' }).click();
    const form = page.getByRole('dialog', { name: 'Create User' });
    await form.getByRole('textbox', { name: 'First Name' }).fill('Nora');
    await form.getByRole('textbox', { name: 'Last Name' }).fill('Quill');
    await form.getByRole('textbox', { name: 'Username' }).fill('nora.quill');
    // The password is checked when the field is left.
    await form.getByRole('textbox', { name: 'Password', exact: true }).fill('short');
    await form.getByRole('textbox', { name: 'Email' }).focus();
    await form.getByText('Password must be at least 8 characters').waitFor();
    await form.getByRole('textbox', { name: 'Password', exact: true }).fill('quill-pen-2026');
    await form.getByRole('textbox', { name: 'Email' }).fill('nora@example.com');
    await form.getByRole('combobox', { name: 'State' }).fill('OR');
    await page.getByRole('option', { name: 'OR', exact: true }).click();
    await form.getByRole('checkbox', { name: 'Student' }).check();
    await form.getByRole('combobox', { name: 'School Grade' }).click();
    await page.getByRole('option', { name: 'Grade 10', exact: true }).click();
    await settled(page);
    await expectNoSeriousAxeViolations(page, 'Create User form, dark');
    await screenshot(page, 'admin-users-create-dark');
    await form.getByRole('button', { name: 'Create User' }).click();
    await page.getByText('Nora Quill created').waitFor();

    // The new person opens in the detail, and can sign in with the password given.
    const drawer = page.getByRole('dialog', { name: 'Nora Quill', exact: true });
    await drawer
      .getByRole('region', { name: 'Details', exact: true })
      .getByText('nora@example.com')
      .waitFor();
    const nora = await journey.current.newPage();
    await loginAs(nora, 'nora.quill', 'quill-pen-2026');

    await drawer.getByRole('button', { name: 'Delete user' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Nora Quill' });
    await confirm.getByText(CONFIRMATION_MESSAGES.deleteUser).waitFor();
    await confirm.getByRole('button', { name: 'Delete User' }).click();
    await page.getByText('Nora Quill (nora.quill) deleted').waitFor();
    await page.getByRole('searchbox', { name: 'Search' }).fill('nora.quill');
    await page.getByText('No users match these filters').waitFor();

    // Their session ends at once: the next request sends them to the login page.
    await nora.goto('/profile');
    await nora.waitForURL('**/login');
  });

  it('an admin assigns a manager to a user from the Users tab detail', async () => {
    const page = await journey.current.newPage();
    await loginAs(page, 'admin');
    const drawer = await openPerson(page, 'parker', 'Sam Parker');
    const manager = drawer.getByRole('region', { name: 'Manager', exact: true });
    await manager.getByText('No manager').waitFor();
    await manager.getByRole('button', { name: 'Assign Manager' }).click();
    const dialog = page.getByRole('dialog', { name: 'Assign Manager' });
    await dialog.getByPlaceholder('Search by name or username').fill('reed');
    await page.getByRole('option', { name: /Thomas Reed/ }).click();
    await dialog.getByRole('button', { name: 'Assign' }).click();
    await page.getByText('Thomas Reed is now the manager').waitFor();
    await manager.getByRole('link', { name: 'Thomas Reed' }).waitFor();
    const detail = await userDetail(journey.current, await userId(journey.current, 'student'));
    expect(detail.data.manager?.username).toBe('teacher');
    await screenshot(page, 'admin-users-detail-manager');
  });

  it('an admin creates a group, adds a member and a coordinator, removes them, and deletes it', async () => {
    const page = await journey.current.newPage();
    await loginAs(page, 'admin');
    await page.goto('/admin?tab=groups');
    await page.getByRole('heading', { level: 2, name: 'Groups' }).waitFor();
    await page.getByRole('main').getByRole('table').waitFor();
    await page.getByRole('button', { name: 'Create Group' }).click();
    const form = page.getByRole('dialog', { name: 'Create Group' });
    await form.getByRole('textbox', { name: 'Group Name' }).fill('Debate Club');
    await form.getByRole('textbox', { name: 'Description' }).fill('Thursdays after school');
    await form.getByRole('button', { name: 'Create Group' }).click();
    await page.getByText('Group "Debate Club" created').waitFor();

    const drawer = page.getByRole('dialog', { name: 'Debate Club', exact: true });
    await drawer.getByText('No Members Found').waitFor();
    const creator = drawer
      .getByRole('term')
      .filter({ hasText: 'Created by' })
      .locator('xpath=following-sibling::*[1]');
    expect(await creator.textContent()).toBe('admin');
    await drawer.getByRole('button', { name: 'Add Members' }).click();
    const add = page.getByRole('dialog', { name: 'Add Members to Debate Club' });
    await add.getByRole('textbox', { name: 'Search' }).fill('emma');
    await add.getByRole('checkbox', { name: /Emma Wilson/ }).check();
    // Admins are never offered.
    await add.getByRole('textbox', { name: 'Search' }).fill('admin');
    expect(await add.getByRole('checkbox').count()).toBe(0);
    await add.getByRole('button', { name: 'Add Members' }).click();
    await page.getByText('Added 1 member to "Debate Club"').waitFor();
    await drawer.getByRole('table', { name: 'Members of Debate Club' }).getByText('emma.wilson').waitFor();

    await drawer.getByRole('button', { name: 'Add Coordinators' }).click();
    const coordinators = page.getByRole('dialog', { name: 'Add Coordinators to Debate Club' });
    await coordinators.getByRole('textbox', { name: 'Search' }).fill('reed');
    await coordinators.getByRole('checkbox', { name: /Thomas Reed/ }).check();
    await coordinators.getByRole('button', { name: 'Add Coordinators' }).click();
    await page.getByText('Added 1 coordinator to "Debate Club"').waitFor();
    await drawer.getByRole('region', { name: 'Coordinators' }).getByText('Thomas Reed').waitFor();
    await settled(page);
    await expectNoSeriousAxeViolations(page, 'group detail');
    await screenshot(page, 'admin-groups-detail');

    await drawer.getByRole('button', { name: 'Remove Emma Wilson' }).click();
    await page.getByRole('dialog', { name: 'Remove Member' }).getByRole('button', { name: 'Remove' }).click();
    await page.getByText('Removed Emma Wilson from "Debate Club"').waitFor();
    await drawer.getByRole('button', { name: 'Remove Thomas Reed as coordinator' }).click();
    await page
      .getByRole('dialog', { name: 'Remove Coordinator' })
      .getByRole('button', { name: 'Remove' })
      .click();
    await page.getByText('Removed Thomas Reed as a coordinator of "Debate Club"').waitFor();

    await drawer.getByRole('button', { name: 'Delete Group' }).click();
    await page
      .getByRole('dialog', { name: 'Delete Group' })
      .getByRole('button', { name: 'Delete Group' })
      .click();
    await page.getByText('Group "Debate Club" deleted').waitFor();
    expect(await page.getByRole('main').getByText('Debate Club').count()).toBe(0);
  });

  it('the three tabs look finished at 1280px and 390px, light and dark, without serious axe violations', async () => {
    for (const [size, viewport] of [
      ['desktop', { width: 1280, height: 900 }],
      ['phone', PHONE],
    ] as const) {
      for (const scheme of ['light', 'dark'] as const) {
        const page = await journey.current.newPage({ viewport, colorScheme: scheme });
        await loginAs(page, 'admin');
        await page.goto('/admin?tab=dashboard');
        await page.getByLabel(/^Total Users: \d+$/).waitFor();
        await page.getByTestId('activity-chart').locator('svg').first().waitFor();
        await page.getByRole('table', { name: /per week/ }).waitFor({ state: 'attached' });
        await settled(page);
        await expectNoSeriousAxeViolations(page, `Dashboard, ${size} ${scheme}`);
        await expectNoPageOverflow(page);
        await screenshot(page, `admin-dashboard-${size}-${scheme}`);

        await page.getByRole('tab', { name: 'Users' }).click();
        await page.getByRole('main').getByRole('table').waitFor();
        await page
          .getByRole('main')
          .getByRole('status', { name: 'Loading users' })
          .waitFor({ state: 'detached' });
        await settled(page);
        await expectNoSeriousAxeViolations(page, `Users, ${size} ${scheme}`);
        await expectNoPageOverflow(page);
        await screenshot(page, `admin-users-${size}-${scheme}`);
        await page.getByRole('button', { name: 'View Sam Parker' }).click();
        await page
          .getByRole('dialog', { name: 'Sam Parker', exact: true })
          .getByRole('region', { name: 'Details', exact: true })
          .waitFor();
        await settled(page);
        await expectNoSeriousAxeViolations(page, `Users detail, ${size} ${scheme}`);
        await screenshot(page, `admin-users-detail-${size}-${scheme}`);
        await page.keyboard.press('Escape');

        await page.getByRole('tab', { name: 'Groups' }).click();
        await page.getByRole('main').getByRole('table').waitFor();
        await settled(page);
        await expectNoSeriousAxeViolations(page, `Groups, ${size} ${scheme}`);
        await expectNoPageOverflow(page);
        await screenshot(page, `admin-groups-${size}-${scheme}`);
        await page.context().close();
      }
    }
  });

  it('the Users tab is keyboard usable: sort, search, open a person, close with Escape', async () => {
    const page = await journey.current.newPage({ viewport: DESKTOP });
    await loginAs(page, 'admin');
    await page.goto('/admin?tab=users');
    const firstName = page.getByRole('columnheader', { name: /^First Name/ });
    await firstName.getByRole('button').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => firstName.getAttribute('aria-sort')).toBe('ascending');
    await page.getByRole('searchbox', { name: 'Search' }).focus();
    await page.keyboard.type('parker');
    const view = page.getByRole('button', { name: 'View Sam Parker' });
    await view.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Sam Parker', exact: true });
    await drawer.waitFor();
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    // Focus returns to the button that opened it.
    expect(await view.evaluate((button) => button === document.activeElement)).toBe(true);
  });
});
