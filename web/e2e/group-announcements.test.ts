// @vitest-environment node
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousAxeViolations } from './axe';
import { DESKTOP, JOURNEY_TIMEOUT_MS, loginAs, PHONE, screenshot, useJourney } from './harness';

const GROUP = 'Grade 8 Science';
const NOT_A_MEMBER = 'Access denied: You are not a member of this group';

/** The id of a group the signed-in user can see, read from GET /api/groups with the page's token. */
async function groupIdOf(page: Page, name: string): Promise<number> {
  const id = await page.evaluate(async (groupName) => {
    const response = await fetch('/api/groups', {
      headers: { Authorization: `Bearer ${localStorage.getItem('token') ?? ''}` },
    });
    const body = (await response.json()) as { data: { id: number; name: string }[] };
    return body.data.find((group) => group.name === groupName)?.id ?? null;
  }, name);
  if (id === null) throw new Error(`No group named ${name}`);
  return id;
}

async function openGroup(page: Page, path: string) {
  await page.goto(path);
  await page.getByRole('heading', { level: 1, name: GROUP }).waitFor();
}

describe('journeys: the group page and its announcements', { timeout: JOURNEY_TIMEOUT_MS * 3 }, () => {
  const journey = useJourney();
  it('the coordinator shows all, pages, and posts an announcement that a member then sees', async () => {
    const page = await journey.current.newPage();
    await loginAs(page, 'coordinator');
    const groupPath = `/group/${await groupIdOf(page, GROUP)}`;
    await openGroup(page, groupPath);
    expect(await page.title()).toBe(`${GROUP} · Campus`);
    await page.getByRole('link', { name: 'Bring safety goggles to every lab' }).waitFor();
    // Members and coordinators link to their profiles.
    const members = page.getByRole('region', { name: /^Members/ });
    await members.getByText('@student', { exact: true }).waitFor();
    expect(await members.getByRole('link').first().getAttribute('href')).toMatch(/^\/profile\/\d+$/);
    // The members' view has the 9 Active announcements: one page, no pager.
    expect(await page.getByRole('navigation', { name: 'Announcement pages' }).count()).toBe(0);
    expect(await page.getByText('Inactive', { exact: true }).count()).toBe(0);

    // Show all: every announcement with its status, on two pages.
    // (The switch follows the address, which the router updates a moment after the click.)
    await page.getByRole('switch', { name: 'Show all' }).click();
    await page.getByText('Inactive', { exact: true }).waitFor();
    await page.getByText('Scheduled', { exact: true }).waitFor();
    await page.getByText('Expired', { exact: true }).first().waitFor();
    const pager = page.getByRole('navigation', { name: 'Announcement pages' });
    await pager.getByRole('button', { name: 'Page 2' }).click();
    await page.getByRole('link', { name: 'Week 1 reading: chapter 1' }).waitFor();
    expect(new URL(page.url()).search).toBe('?page=2&all=1');
    expect(await pager.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(await pager.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    await expectNoSeriousAxeViolations(page, 'group page, page 2 of all');
    await screenshot(page, 'group-page-show-all-page-2');

    // Post an announcement with the editor.
    await page.getByRole('link', { name: 'Create Announcement' }).click();
    await page.getByRole('heading', { level: 1, name: 'Create Announcement' }).waitFor();
    await page.getByRole('button', { name: 'Create Announcement' }).click();
    await page.getByText('Title is required').waitFor();
    await page.getByText('Body is required').waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-invalid'))).toBe('true');
    await page.getByLabel('Title').fill('Lab coats on Thursday');
    // The keyboard reaches the editor from the title, through the toolbar's buttons.
    await page.getByLabel('Title').focus();
    let tabs = 0;
    while (!(await page.evaluate(() => document.activeElement?.getAttribute('contenteditable') === 'true'))) {
      if (++tabs > 30) throw new Error('Tab never reached the editor');
      await page.keyboard.press('Tab');
    }
    await page.getByRole('button', { name: 'Heading 1' }).click();
    await page.keyboard.type('Lab day');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Bring your lab coat and ');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('your goggles');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('.');
    await expectNoSeriousAxeViolations(page, 'create announcement form');
    await screenshot(page, 'announcement-create');
    await page.getByRole('button', { name: 'Create Announcement' }).click();
    await page.waitForURL(/\/groups\/\d+\/announcements\/\d+$/);
    await page.getByRole('heading', { level: 1, name: 'Lab coats on Thursday' }).waitFor();
    expect(await page.locator('main strong', { hasText: 'your goggles' }).count()).toBe(1);
    // The body's Heading 1 sits under the page's own h1.
    await page.getByRole('heading', { level: 2, name: 'Lab day' }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    await page.getByText('Active', { exact: true }).waitFor();
    await expectNoSeriousAxeViolations(page, 'announcement page');
    await screenshot(page, 'announcement-page');

    // The student, a member, sees it on the group page.
    const student = await journey.current.newPage();
    await loginAs(student, 'student');
    await openGroup(student, groupPath);
    await student.getByRole('link', { name: 'Lab coats on Thursday' }).waitFor();
    expect(await student.getByRole('switch', { name: 'Show all' }).count()).toBe(0);
    expect(await student.getByRole('link', { name: 'Create Announcement' }).count()).toBe(0);
    await student.getByRole('link', { name: 'Lab coats on Thursday' }).click();
    await student.getByRole('heading', { level: 1, name: 'Lab coats on Thursday' }).waitFor();
    expect(await student.getByRole('button', { name: 'Delete' }).count()).toBe(0);
  });

  it('tells a non-member that access is denied', async () => {
    const page = await journey.current.newPage();
    await loginAs(page, 'coordinator');
    const groupPath = `/group/${await groupIdOf(page, GROUP)}`;
    const parent = await journey.current.newPage();
    await loginAs(parent, 'parent');
    await parent.goto(groupPath);
    await parent.getByRole('alert').filter({ hasText: NOT_A_MEMBER }).waitFor();
    await expectNoSeriousAxeViolations(parent, 'group page, not a member');
    await screenshot(parent, 'group-page-not-member');
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    for (const [size, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      it(`has no serious axe violations in ${colorScheme} at ${size} width`, async () => {
        const page = await journey.current.newPage({ colorScheme, viewport });
        await loginAs(page, 'coordinator');
        await openGroup(page, `/group/${await groupIdOf(page, GROUP)}?all=1`);
        await page.getByText('Inactive', { exact: true }).waitFor();
        await expectNoSeriousAxeViolations(page, `group page (${colorScheme}, ${size})`);
        await screenshot(page, `group-page-${colorScheme}-${size}`);

        await page.getByRole('link', { name: 'Bring safety goggles to every lab' }).click();
        await page.getByRole('heading', { level: 1, name: 'Bring safety goggles to every lab' }).waitFor();
        await expectNoSeriousAxeViolations(page, `announcement page (${colorScheme}, ${size})`);
        await screenshot(page, `announcement-page-${colorScheme}-${size}`);

        await page.getByRole('button', { name: 'Delete' }).click();
        await page.getByRole('dialog', { name: 'Delete Announcement' }).waitFor();
        await page.waitForTimeout(300); // the modal's opening transition
        await expectNoSeriousAxeViolations(page, `delete confirmation (${colorScheme}, ${size})`);
        await page.getByRole('button', { name: 'Cancel' }).click();

        await page.getByRole('link', { name: 'Edit' }).click();
        await page.getByRole('heading', { level: 1, name: 'Edit Announcement' }).waitFor();
        await page.getByRole('textbox', { name: /^Body/ }).waitFor();
        await expectNoSeriousAxeViolations(page, `edit form (${colorScheme}, ${size})`);
        await screenshot(page, `announcement-edit-${colorScheme}-${size}`);
      });
    }
  }
});
