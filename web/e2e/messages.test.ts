// @vitest-environment node

import { fileURLToPath } from 'node:url';
import { DEMO_PASSWORD } from '@campus/fixtures';
import { createCampusClient } from '@campus/sdk';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousAxeViolations } from './axe';
import { DESKTOP, JOURNEY_TIMEOUT_MS, loginAs, PHONE, screenshot, useJourney } from './harness';

/**
 * Messaging with the seeded demo data: the student (Sam Parker, enrolled in 'Introduction to Robotics')
 * writes to its teacher (Thomas Reed) from the course page; the teacher's badge shows it live (no reload),
 * the teacher opens it (the badge drops) and replies; the student reads the reply in the inbox.
 */

const COURSE = 'Introduction to Robotics';
const SUBJECT = 'Can I bring my own robot kit?';

/** The phone menu button's name: it carries the unread count. */
const menuName = (unread: number) => (unread > 0 ? `Menu, ${unread} unread messages` : 'Menu');

/** Waits for the menu button to say this count (the button may sit behind an open modal). */
async function badgeSays(page: Page, unread: number, timeout?: number) {
  await page.locator(`button[aria-label="${menuName(unread)}"]`).waitFor({ state: 'attached', timeout });
}

/** Types into a rich-text editor: a click puts the cursor in it. */
async function typeInEditor(page: Page, editor: Locator, text: string) {
  await editor.click();
  await page.keyboard.type(text);
}

/** web/e2e/screenshots/<name>.png, for a picture of one element (the harness takes whole pages). */
const screenshotPath = (name: string) => fileURLToPath(new URL(`./screenshots/${name}.png`, import.meta.url));

/** A modal's opening transition has finished (axe measures colours, screenshots show the end state). */
const settle = (page: Page) => page.waitForTimeout(400);

describe('journeys: messages', { timeout: JOURNEY_TIMEOUT_MS * 3 }, () => {
  const journey = useJourney();

  async function clientAs(username: string) {
    let token: string | null = null;
    const client = createCampusClient({ baseUrl: journey.current.url('/api'), getToken: () => token });
    token = (await client.auth.login({ username, password: DEMO_PASSWORD })).token;
    return client;
  }

  it('the student messages the teacher from the course page; the teacher sees the badge, opens and replies; the student reads the reply (phone, dark)', async () => {
    const teacherApi = await clientAs('teacher');
    const before = (await teacherApi.messages.unreadCount()).count;
    const courses = await teacherApi.courses.list({ per_page: 100 });
    const course = courses.data.find((item) => item.name === COURSE);
    if (!course) throw new Error(`No course named ${COURSE}`);

    const teacher = await journey.current.newPage({ viewport: PHONE, colorScheme: 'dark' });
    await loginAs(teacher, 'teacher');
    await badgeSays(teacher, before);

    // The student writes from the course page.
    const student = await journey.current.newPage({ viewport: PHONE, colorScheme: 'dark' });
    await loginAs(student, 'student');
    await student.goto(`/course/${course.id}`);
    await student.getByRole('heading', { level: 1, name: COURSE }).waitFor();
    const panel = student.getByRole('region', { name: 'Message Teacher' });
    await panel.getByText('Your message goes to Thomas Reed').waitFor();
    await panel.getByRole('button', { name: 'Send Message' }).click();
    await panel.getByText('Subject is required').waitFor();
    await panel.getByText('Message content is required').waitFor();
    await panel.getByRole('textbox', { name: /^Subject/ }).fill(SUBJECT);
    await typeInEditor(
      student,
      panel.getByRole('textbox', { name: /^Message/ }),
      'Mine has two motors and a ',
    );
    await student.keyboard.press('Control+b');
    await student.keyboard.type('line sensor');
    await student.keyboard.press('Control+b');
    await student.keyboard.type('.');
    await expectNoSeriousAxeViolations(student, 'course page with Message Teacher (phone, dark)');
    await screenshot(student, 'messages-course-page-phone-dark');
    await panel.screenshot({ path: screenshotPath('messages-course-panel-phone-dark') });
    await panel.getByRole('button', { name: 'Send Message' }).click();
    await student.getByText('Message sent to Thomas Reed').waitFor();
    expect(await panel.getByRole('textbox', { name: /^Subject/ }).inputValue()).toBe('');

    // The teacher's badge counts it without a reload, over the live stream: nothing polls while the stream
    // is open, and the spec's poll (30 s) would be too slow for this wait.
    await badgeSays(teacher, before + 1, 10_000);
    await teacher.getByRole('button', { name: menuName(before + 1) }).click();
    const drawer = teacher.getByRole('dialog', { name: 'Campus' });
    const inboxLink = drawer.getByRole('link', { name: /^Inbox/ });
    expect(await inboxLink.textContent()).toContain(String(before + 1));
    await settle(teacher);
    await screenshot(teacher, 'messages-menu-badge-phone-dark');
    await inboxLink.click();
    await teacher.waitForURL('**/inbox');
    await teacher.getByRole('heading', { level: 1, name: 'Messages' }).waitFor();
    expect(await teacher.title()).toBe('Messages · Campus');
    // At phone width the inbox is a list of cards; the newest comes first and is unread.
    const list = teacher.getByRole('list', { name: 'Inbox messages' });
    const first = list.getByRole('button').first();
    expect(await first.textContent()).toContain(SUBJECT);
    expect(await first.textContent()).toContain('Unread');
    expect(await first.textContent()).toContain(COURSE);
    await expectNoSeriousAxeViolations(teacher, '/inbox (phone, dark)');
    await screenshot(teacher, 'messages-inbox-teacher-phone-dark');

    // Opening marks it read: the badge drops at once.
    await first.click();
    const view = teacher.getByRole('dialog', { name: SUBJECT });
    await view.locator('strong', { hasText: 'line sensor' }).waitFor();
    await view.getByText('Sam Parker').waitFor();
    await badgeSays(teacher, before);
    await settle(teacher);
    await expectNoSeriousAxeViolations(teacher, 'message view (phone, dark)');
    await screenshot(teacher, 'messages-view-phone-dark');

    await view.getByRole('button', { name: 'Reply' }).click();
    await view.getByText(`Re: ${SUBJECT}`).waitFor();
    // The reply box takes the cursor: typing goes straight in.
    await view.getByRole('textbox', { name: /^Reply/ }).waitFor();
    await teacher.waitForFunction(() => document.activeElement?.getAttribute('contenteditable') === 'true');
    await teacher.keyboard.type('Yes, bring it on Monday. We will test it on the track.');
    await expectNoSeriousAxeViolations(teacher, 'reply form (phone, dark)');
    await screenshot(teacher, 'messages-reply-phone-dark');
    await view.getByRole('button', { name: 'Send Reply' }).click();
    await teacher.getByText('Reply sent to Sam Parker').waitFor();
    await view.waitFor({ state: 'detached' });

    // The student finds the reply at the top of the inbox, unread, and opens it.
    const studentUnread = (await (await clientAs('student')).messages.unreadCount()).count;
    expect(studentUnread).toBeGreaterThan(0);
    await student.goto('/inbox');
    const studentList = student.getByRole('list', { name: 'Inbox messages' });
    const reply = studentList.getByRole('button').first();
    await reply.waitFor();
    expect(await reply.textContent()).toContain(`Re: ${SUBJECT}`);
    expect(await reply.textContent()).toContain('Unread');
    expect(await reply.textContent()).toContain('Thomas Reed');
    await expectNoSeriousAxeViolations(student, '/inbox of the student (phone, dark)');
    await screenshot(student, 'messages-inbox-student-phone-dark');
    await reply.click();
    const replyView = student.getByRole('dialog', { name: `Re: ${SUBJECT}` });
    await replyView.getByText('We will test it on the track.').waitFor();
    await badgeSays(student, studentUnread - 1);

    // The teacher's course messages panel (My Courses) lists it, read now, with the count.
    await teacher.goto('/dashboard/my-courses');
    await teacher
      .getByRole('button', { name: `Messages of ${COURSE}` })
      .first()
      .click();
    const courseMessages = teacher.getByRole('dialog', { name: `Messages: ${COURSE}` });
    // The reply keeps the course, so 'Re: ...' is listed too: the row is the one with the exact subject.
    const row = courseMessages
      .getByRole('listitem')
      .filter({ has: teacher.getByText(SUBJECT, { exact: true }) });
    await courseMessages
      .getByRole('listitem')
      .filter({ hasText: `Re: ${SUBJECT}` })
      .waitFor();
    await row.waitFor();
    expect(await row.getByText('New').count()).toBe(0);
    await courseMessages.getByText(/^\d+ messages?$/).waitFor();
    await settle(teacher);
    await expectNoSeriousAxeViolations(teacher, 'course messages (phone, dark)');
    await screenshot(teacher, 'messages-course-modal-phone-dark');
  });

  it('composes to a person found by name, reads it in Sent, and deletes it after a confirmation (desktop, light)', async () => {
    const page = await journey.current.newPage({ viewport: DESKTOP });
    await loginAs(page, 'student');
    await page.goto('/inbox');
    await page.getByRole('table', { name: 'Inbox messages' }).waitFor();
    await expectNoSeriousAxeViolations(page, '/inbox (desktop, light)');
    await screenshot(page, 'messages-inbox-desktop-light');

    await page.getByRole('button', { name: 'Compose' }).click();
    const compose = page.getByRole('dialog', { name: 'New Message' });
    await compose.getByRole('button', { name: 'Send' }).click();
    await compose.getByText('Please select at least one recipient').waitFor();
    await compose.getByText('Subject is required').waitFor();
    await compose.getByText('Message content is required').waitFor();
    await compose.getByLabel(/^To/).pressSequentially('Thomas');
    await page.getByRole('option', { name: 'Thomas Reed (@teacher)' }).click();
    await compose.getByRole('textbox', { name: /^Subject/ }).fill('Project partner');
    await typeInEditor(page, compose.getByRole('textbox', { name: /^Message/ }), 'May I work with Emma?');
    await settle(page);
    await expectNoSeriousAxeViolations(page, 'compose (desktop, light)');
    await screenshot(page, 'messages-compose-desktop-light');
    await compose.getByRole('button', { name: 'Send' }).click();
    await page.getByText('Message sent to Thomas Reed').waitFor();
    await compose.waitFor({ state: 'detached' });

    await page.getByRole('tab', { name: 'Sent' }).click();
    const sent = page.getByRole('table', { name: 'Sent messages' });
    await sent.getByRole('button', { name: 'Project partner' }).click();
    const view = page.getByRole('dialog', { name: 'Project partner' });
    await view.getByText('May I work with Emma?').waitFor();
    await view.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Message' });
    await confirm.getByRole('button', { name: 'Cancel' }).waitFor();
    await settle(page);
    await expectNoSeriousAxeViolations(page, 'delete confirmation (desktop, light)');
    await screenshot(page, 'messages-delete-confirm-desktop-light');
    await confirm.getByRole('button', { name: 'Delete Message' }).click();
    await page.getByText('Message deleted: "Project partner"').waitFor();
    await sent.getByRole('button', { name: 'Project partner' }).waitFor({ state: 'detached' });
    // The teacher still has their copy.
    const teacherInbox = await (await clientAs('teacher')).messages.inbox();
    expect(teacherInbox.data.some((message) => message.subject === 'Project partner')).toBe(true);
  });

  it('keeps /inbox and its modals free of serious axe violations in dark mode at desktop width', async () => {
    const page = await journey.current.newPage({ viewport: DESKTOP, colorScheme: 'dark' });
    await loginAs(page, 'teacher');
    await page.goto('/inbox');
    const table = page.getByRole('table', { name: 'Inbox messages' });
    await table.waitFor();
    await expectNoSeriousAxeViolations(page, '/inbox (desktop, dark)');
    await screenshot(page, 'messages-inbox-desktop-dark');
    // By keyboard: the subject is a button; Enter opens the message, Escape closes it and gives the focus back.
    const subject = table.getByRole('button').first();
    await subject.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').first().waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.waitForFunction(() => document.activeElement?.closest('table') !== null);
    expect(await subject.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').first().waitFor();
    await settle(page);
    await expectNoSeriousAxeViolations(page, 'message view (desktop, dark)');
    await screenshot(page, 'messages-view-desktop-dark');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Compose' }).click();
    await page
      .getByRole('dialog', { name: 'New Message' })
      .getByRole('textbox', { name: /^Message/ })
      .waitFor();
    await settle(page);
    await expectNoSeriousAxeViolations(page, 'compose (desktop, dark)');
    await screenshot(page, 'messages-compose-desktop-dark');
  });
});
