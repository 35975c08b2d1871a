// @vitest-environment node
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousAxeViolations } from './axe';
import { DESKTOP, JOURNEY_TIMEOUT_MS, loginAs, PHONE, screenshot, useJourney } from './harness';

/** The usernames in the member table, top to bottom. */
async function memberUsernames(page: Page): Promise<string[]> {
  const table = page.getByRole('table', { name: 'Members of Chess Club' });
  return table.locator('tbody tr td:nth-child(3)').allTextContents();
}

function header(page: Page, name: string) {
  return page.getByRole('columnheader', { name: new RegExp(`^${name}`) });
}

/** Picks an option of a Mantine select by its label. */
async function choose(page: Page, label: string | RegExp, option: string) {
  await page.getByLabel(label, { exact: true }).and(page.locator('input')).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Waits until no CSS transition runs (a modal fading in fails axe's contrast check half-way). */
async function settled(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}

describe('journeys: My Groups', { timeout: JOURNEY_TIMEOUT_MS * 2 }, () => {
  const journey = useJourney();
  let chessUrl = '';

  it('the coordinator creates Chess Club, adds two students, sorts, filters and creates a user into it', async () => {
    const page = await journey.current.newPage();
    await loginAs(page, 'coordinator');
    await page.goto('/dashboard/my-groups');
    await page.getByRole('heading', { level: 2, name: 'My Groups' }).waitFor();
    await page.getByRole('button', { name: 'Grade 8 Science', exact: true }).waitFor();
    expect(await page.title()).toBe('My Groups · Campus');
    await expectNoSeriousAxeViolations(page, 'My Groups');
    await screenshot(page, 'my-groups');

    // Create Group: the submit waits for a name.
    await page.getByRole('button', { name: 'Create Group' }).click();
    const createGroup = page.getByRole('dialog', { name: 'Create Group' });
    const submitGroup = createGroup.getByRole('button', { name: 'Create Group' });
    expect(await submitGroup.isDisabled()).toBe(true);
    await createGroup.getByLabel('Group Name').fill('Chess Club');
    await createGroup.getByLabel('Description').fill('Friday lunchtime chess for every grade.');
    await settled(page);
    await expectNoSeriousAxeViolations(page, 'Create Group modal');
    await screenshot(page, 'my-groups-create-group');
    await submitGroup.click();
    await createGroup.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Chess Club', exact: true }).click();
    await page.getByRole('heading', { name: 'Managing: Chess Club' }).waitFor();
    await page.getByText('No Members Found').waitFor();
    chessUrl = new URL(page.url()).pathname + new URL(page.url()).search;

    // Add Users: two students from Grade 8 Science.
    await page.getByRole('button', { name: 'Add Users' }).click();
    const addUsers = page.getByRole('dialog', { name: 'Add Users to Chess Club' });
    const emma = addUsers.getByRole('checkbox', { name: /Emma Wilson \(emma\.wilson\)/ });
    await emma.waitFor();
    expect(await addUsers.getByText('Grade 8 Science · Grade 8').count()).toBeGreaterThan(0);
    await emma.check();
    await addUsers.getByRole('checkbox', { name: /Ava .*Johnson \(ava\.johnson\)/ }).check();
    await settled(page);
    await expectNoSeriousAxeViolations(page, 'Add Users modal');
    await screenshot(page, 'my-groups-add-users');
    await addUsers.getByRole('button', { name: 'Add Selected Users' }).click();
    await addUsers.waitFor({ state: 'hidden' });
    await page.getByRole('table', { name: 'Members of Chess Club' }).getByText('emma.wilson').waitFor();
    expect((await memberUsernames(page)).sort()).toEqual(['ava.johnson', 'emma.wilson']);

    // Sort by first name, both ways.
    await header(page, 'First Name').getByRole('button').click();
    expect(await header(page, 'First Name').getAttribute('aria-sort')).toBe('ascending');
    expect(await memberUsernames(page)).toEqual(['ava.johnson', 'emma.wilson']);
    await header(page, 'First Name').getByRole('button').click();
    expect(await header(page, 'First Name').getAttribute('aria-sort')).toBe('descending');
    expect(await memberUsernames(page)).toEqual(['emma.wilson', 'ava.johnson']);

    // The keyboard sorts too: focus a header's button and press Enter.
    await header(page, 'Username').getByRole('button').focus();
    await page.keyboard.press('Enter');
    expect(await header(page, 'Username').getAttribute('aria-sort')).toBe('ascending');
    expect(await memberUsernames(page)).toEqual(['ava.johnson', 'emma.wilson']);

    // Filter by grade, then by student status, and clear each.
    await choose(page, 'School grade', 'Grade 7');
    expect(await memberUsernames(page)).toEqual(['ava.johnson']);
    await page.getByRole('button', { name: 'Clear school grade filter' }).click();
    await choose(page, 'Student status', 'Non-students');
    await page.getByText('No Members Found').waitFor();
    await page.getByRole('button', { name: 'Clear student status filter' }).click();
    expect(await memberUsernames(page)).toHaveLength(2);

    // Create User into Chess Club (preselected: the managed group and the coordinator's organization).
    await page.getByRole('button', { name: 'Create User' }).click();
    const createUser = page.getByRole('dialog', { name: 'Create User' });
    const submitUser = createUser.getByRole('button', { name: 'Create User' });
    await createUser.getByRole('textbox', { name: 'First Name' }).fill('Nia');
    await createUser.getByRole('textbox', { name: 'Last Name' }).fill('Okafor');
    await createUser.getByRole('textbox', { name: 'Username' }).fill('nia.okafor');
    await createUser.getByRole('textbox', { name: 'Password', exact: true }).fill('campus123');
    await createUser.getByRole('textbox', { name: 'Confirm Password' }).fill('campus123');
    expect(await submitUser.isDisabled()).toBe(true);
    await createUser.getByRole('radio', { name: 'Female' }).check();
    await createUser.getByRole('checkbox', { name: 'I am a student' }).check();
    expect(await submitUser.isDisabled()).toBe(true);
    await choose(page, /^School Grade/, 'Grade 6');
    expect(
      await createUser
        .getByLabel(/^Organization/)
        .and(page.locator('input'))
        .inputValue(),
    ).toBe('Riverside Academy');
    expect(
      await createUser.getByLabel('Group', { exact: true }).and(page.locator('input')).inputValue(),
    ).toBe('Chess Club');
    await settled(page);
    await expectNoSeriousAxeViolations(page, 'Create User modal');
    await screenshot(page, 'my-groups-create-user');
    await submitUser.click();
    await createUser.waitFor({ state: 'hidden' });
    await page.getByRole('table', { name: 'Members of Chess Club' }).getByText('nia.okafor').waitFor();
    await page.getByText('3 members').first().waitFor();
    await expectNoSeriousAxeViolations(page, 'My Groups managing Chess Club');
    await screenshot(page, 'my-groups-managing');
  });

  const looks = [
    { name: 'dark-desktop', colorScheme: 'dark', viewport: DESKTOP },
    { name: 'light-phone', colorScheme: 'light', viewport: PHONE },
    { name: 'dark-phone', colorScheme: 'dark', viewport: PHONE },
  ] as const;

  it('passes axe with the tab and each modal open, in dark and light, on a desktop and a phone', async () => {
    expect(chessUrl).toContain('group=');
    const page = await journey.current.newPage();
    await loginAs(page, 'coordinator');
    for (const look of looks) {
      await page.setViewportSize(look.viewport);
      await page.evaluate((scheme) => localStorage.setItem('theme', scheme), look.colorScheme);
      await page.goto(chessUrl);
      await page.getByRole('table', { name: 'Members of Chess Club' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.dataset.mantineColorScheme)).toBe(
        look.colorScheme,
      );
      await expectNoSeriousAxeViolations(page, `My Groups (${look.name})`);
      await screenshot(page, `my-groups-${look.name}`);

      const modals = [
        { button: 'Create Group', dialog: 'Create Group' },
        { button: 'Add Users', dialog: 'Add Users to Chess Club' },
        { button: 'Manage coordinators', dialog: 'Manage Coordinators of Chess Club' },
        { button: 'Create User', dialog: 'Create User' },
        { button: 'Edit Chess Club', dialog: 'Edit Group' },
        { button: 'Delete Chess Club', dialog: 'Delete Group' },
      ];
      for (const modal of modals) {
        await page.getByRole('button', { name: modal.button, exact: true }).click();
        const dialog = page.getByRole('dialog', { name: modal.dialog });
        await dialog.waitFor();
        await settled(page);
        await expectNoSeriousAxeViolations(page, `${modal.dialog} (${look.name})`);
        await screenshot(page, `my-groups-${look.name}-${modal.dialog.toLowerCase().replace(/\W+/g, '-')}`);
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden' });
      }
    }
  });
});
