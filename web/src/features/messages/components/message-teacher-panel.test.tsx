import type { Course } from '@campus/sdk';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, type FakeApi, fail, ok } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { adminUser, testUser } from '../../../testing/users';
import { course } from '../../courses/testing/course-fixtures';
import { message } from '../testing/sample-messages';

type EditorBox = HTMLElement & { editor: { commands: { insertContent(html: string): void } } };

const NO_ABILITIES = { edit: false, manage: false, view_sessions: false, enroll: true };
const STAFF = { edit: true, manage: false, view_sessions: true, enroll: false };

function courseApi(answer: Course, routes: Parameters<typeof createFakeApi>[0] = {}): FakeApi {
  return createFakeApi({
    'GET /user/courses/1': ok(answer),
    'GET /courses/1': ok(answer),
    'GET /courses/1/sessions': ok([]),
    'GET /messages/unread-count': ok({ count: 0 }),
    ...routes,
  });
}

const enrolled = (overrides: Partial<Course> = {}) =>
  course(1, { name: 'Robotics', enrollment_status: 'enrolled', abilities: NO_ABILITIES, ...overrides });

const panel = () => screen.findByRole('region', { name: 'Message Teacher' });
const posts = (api: FakeApi) =>
  api.calls.filter((call) => call.method === 'POST' && call.path === '/courses/1/messages');

async function fill(region: HTMLElement, userEvent: ReturnType<typeof renderApp>['userEvent']) {
  await userEvent.type(within(region).getByRole('textbox', { name: /^Subject/ }), 'Batteries?');
  const box = (await within(region).findByRole('textbox', { name: /^Message/ })) as EditorBox;
  box.editor.commands.insertContent('Should we bring our own?');
}

describe('the Message Teacher panel', () => {
  it('is shown to an enrolled student, and says whom the message reaches', async () => {
    renderApp('/course/1', { api: courseApi(enrolled()), user: testUser() });
    const region = await panel();
    expect(within(region).getByRole('heading', { level: 2, name: 'Message Teacher' })).toBeTruthy();
    expect(within(region).getByText(/goes to Tess Teacher and the course's owners and editors/)).toBeTruthy();
  });

  it('is shown to the course staff and to admins, not to guests, requesters or other visitors', async () => {
    const staff = renderApp('/course/1', {
      api: courseApi(course(1, { name: 'Robotics', abilities: STAFF })),
      user: testUser(),
    });
    expect(await panel()).toBeTruthy();
    staff.unmount();
    window.localStorage.clear();

    const admin = renderApp('/course/1', {
      api: courseApi(course(1, { name: 'Robotics', abilities: { ...STAFF, edit: false } })),
      user: adminUser(),
    });
    expect(await panel()).toBeTruthy();
    admin.unmount();
    window.localStorage.clear();

    for (const status of [null, 'requested', 'rejected'] as const) {
      const view = renderApp('/course/1', {
        api: courseApi(enrolled({ enrollment_status: status })),
        user: testUser(),
      });
      await screen.findByRole('heading', { level: 1, name: 'Robotics' });
      expect(screen.queryByRole('region', { name: 'Message Teacher' })).toBeNull();
      view.unmount();
      window.localStorage.clear();
    }

    renderApp('/course/1', { api: courseApi(enrolled()) });
    await screen.findByRole('heading', { level: 1, name: 'Robotics' });
    expect(screen.queryByRole('region', { name: 'Message Teacher' })).toBeNull();
  });

  it("offers the course's staff Course Messages, which opens the course messages modal", async () => {
    const api = courseApi(course(1, { name: 'Robotics', abilities: STAFF }), {
      'GET /courses/1/messages': ok({ data: [], current_page: 1, last_page: 1, per_page: 20, total: 0 }),
    });
    const { userEvent } = renderApp('/course/1', { api, user: testUser() });
    await userEvent.click(await screen.findByRole('button', { name: 'Course Messages' }));
    const dialog = await screen.findByRole('dialog', { name: 'Messages: Robotics' });
    expect(await within(dialog).findByRole('heading', { name: 'No Messages Yet' })).toBeTruthy();
  });

  it('offers no Course Messages to a student', async () => {
    renderApp('/course/1', { api: courseApi(enrolled()), user: testUser() });
    await panel();
    expect(screen.queryByRole('button', { name: 'Course Messages' })).toBeNull();
  });

  it("refuses an empty subject and content with the spec's messages", async () => {
    const api = courseApi(enrolled());
    const { userEvent } = renderApp('/course/1', { api, user: testUser() });
    const region = await panel();
    await within(region).findByRole('textbox', { name: /^Message/ });
    await userEvent.click(within(region).getByRole('button', { name: 'Send Message' }));
    expect(await within(region).findByText('Subject is required')).toBeTruthy();
    expect(within(region).getByText('Message content is required')).toBeTruthy();
    expect(posts(api)).toHaveLength(0);
    expect(
      within(region)
        .getByRole('textbox', { name: /^Subject/ })
        .getAttribute('maxlength'),
    ).toBe('255');
  });

  it('sends POST /courses/{id}/messages, says so, and empties the form', async () => {
    const api = courseApi(enrolled(), {
      'POST /courses/1/messages': ok(message(90, { is_sender: true }), 'Message sent'),
    });
    const { userEvent } = renderApp('/course/1', { api, user: testUser() });
    const region = await panel();
    await fill(region, userEvent);
    await userEvent.click(within(region).getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Message sent to Tess Teacher')).toBeTruthy();
    expect(posts(api)[0]?.body).toEqual({
      subject: 'Batteries?',
      content: '<p>Should we bring our own?</p>',
    });
    await waitFor(() =>
      expect((within(region).getByRole('textbox', { name: /^Subject/ }) as HTMLInputElement).value).toBe(''),
    );
  });

  it("says 'Failed to send message. Please try again.' when the server gives no message", async () => {
    const api = courseApi(enrolled(), { 'POST /courses/1/messages': { status: 500, body: '' } });
    const { userEvent } = renderApp('/course/1', { api, user: testUser() });
    const region = await panel();
    await fill(region, userEvent);
    await userEvent.click(within(region).getByRole('button', { name: 'Send Message' }));
    expect((await within(region).findByRole('alert')).textContent).toBe(
      'Failed to send message. Please try again.',
    );
  });

  it("shows the server's refusal (a 403, or a 422 under its field)", async () => {
    const api = courseApi(enrolled(), {
      'POST /courses/1/messages': fail(403, "Only this course's students and staff can message its teacher"),
    });
    const { userEvent } = renderApp('/course/1', { api, user: testUser() });
    const region = await panel();
    await fill(region, userEvent);
    await userEvent.click(within(region).getByRole('button', { name: 'Send Message' }));
    expect((await within(region).findByRole('alert')).textContent).toBe(
      "Only this course's students and staff can message its teacher",
    );
    api.on('POST /courses/1/messages', fail(422, 'Invalid', { subject: ['Subject is required'] }));
    await userEvent.click(within(region).getByRole('button', { name: 'Send Message' }));
    expect(await within(region).findByText('Subject is required')).toBeTruthy();
  });

  it('without a teacher, the page warns No Teacher Assigned and the panel says who gets the message', async () => {
    renderApp('/course/1', {
      api: courseApi(enrolled({ teacher: null, teacher_id: null })),
      user: testUser(),
    });
    const region = await panel();
    expect(screen.getByText('No Teacher Assigned')).toBeTruthy();
    expect(
      within(region).getByText(/no teacher yet: your message goes to its owners and editors/),
    ).toBeTruthy();
  });
});
