import { COURSE_MESSAGES, type CourseSession, type User } from '@campus/sdk';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, type FakeApi, fail, ok } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { teacherUser, testUser } from '../../../testing/users';
import { courseSession, sessionCourse, summary } from '../testing/session-fixtures';

configure({ asyncUtilTimeout: 10_000 });

const student = testUser({ username: 'student', first_name: 'Sam', last_name: 'Lee' });
const emma = testUser({ username: 'emma.wilson', first_name: 'Emma', last_name: 'Wilson' });

function pageApi(staff: boolean, session: CourseSession): FakeApi {
  return createFakeApi({
    'GET /user/courses/7': ok(sessionCourse(7, staff)),
    'GET /courses/7/sessions/1': ok(session),
  });
}

function staffSession(): CourseSession {
  return courseSession(1, {
    agenda: '<p>Motors and gears</p>',
    summary: '<p>We built a <strong>gearbox</strong></p>',
    roster: [summary(student), summary(emma)],
    attendance: [
      {
        course_session_id: 1,
        user_id: emma.id,
        status: 'late',
        notes: 'Bus',
        arrival_time: '15:20',
        departure_time: null,
      },
    ],
  });
}

async function openAsStaff(api: FakeApi, user: User = teacherUser()) {
  const view = renderApp('/course/7/session/1', { user, api });
  await screen.findByRole('heading', { level: 1, name: 'Session: Monday, September 7, 2026' });
  return view;
}

describe('session page', { timeout: 60_000 }, () => {
  it('shows a student the course, date, time, status, agenda, summary, back link and their own attendance', async () => {
    const api = pageApi(
      false,
      courseSession(1, {
        summary: '<p>We built a <strong>gearbox</strong></p>',
        attendance: [
          {
            course_session_id: 1,
            user_id: student.id,
            status: 'present',
            notes: 'Great work',
            arrival_time: '15:00',
            departure_time: '16:30',
          },
        ],
      }),
    );
    renderApp('/course/7/session/1', { user: student, api });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Session: Monday, September 7, 2026' }),
    ).toBeTruthy();
    expect(screen.getByText('Introduction to Robotics')).toBeTruthy();
    expect(screen.getByText('3:00 PM - 4:30 PM')).toBeTruthy();
    expect(screen.getByText('Scheduled')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Agenda' })).getByText('Motors and gears')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Summary' })).getByText('gearbox').tagName).toBe(
      'STRONG',
    );
    expect(screen.getByRole('link', { name: 'Back to Course' }).getAttribute('href')).toBe('/course/7');
    const mine = screen.getByRole('region', { name: 'My Attendance' });
    expect(within(mine).getByText('Present')).toBeTruthy();
    expect(within(mine).getByText('Arrival: 3:00 PM')).toBeTruthy();
    expect(within(mine).getByText('Departure: 4:30 PM')).toBeTruthy();
    expect(within(mine).getByText('Notes: Great work')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit Session' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Attendance' })).toBeNull();
  });

  it("says 'No attendance recorded yet' to a student without a row", async () => {
    renderApp('/course/7/session/1', { user: student, api: pageApi(false, courseSession(1)) });
    const mine = await screen.findByRole('region', { name: 'My Attendance' });
    expect(within(mine).getByText('No attendance recorded yet')).toBeTruthy();
  });

  it("shows a parent their child's attendance row by name", async () => {
    const api = pageApi(
      false,
      courseSession(1, {
        attendance: [
          {
            course_session_id: 1,
            user_id: student.id,
            status: 'excused',
            notes: null,
            arrival_time: null,
            departure_time: null,
            user: summary(student),
          },
        ],
      }),
    );
    renderApp('/course/7/session/1', { user: testUser({ username: 'parent', is_student: false }), api });
    const rows = await screen.findByRole('region', { name: "Children's Attendance" });
    expect(within(rows).getByText('Sam Lee')).toBeTruthy();
    expect(within(rows).getByText('Excused')).toBeTruthy();
  });

  it("reads the course with the user's call (a staff draft, no failed request first), and shows a 403 message", async () => {
    const api = createFakeApi({
      'GET /courses/7': fail(404, 'Course not found'),
      'GET /user/courses/7': ok(sessionCourse(7, true, { status: 'draft' })),
      'GET /courses/7/sessions/1': ok(courseSession(1)),
    });
    renderApp('/course/7/session/1', { user: teacherUser(), api });
    expect(await screen.findByRole('heading', { level: 1, name: /Session:/ })).toBeTruthy();
    expect(api.calls.filter((call) => call.path === '/courses/7')).toHaveLength(0);

    const refused = createFakeApi({
      'GET /user/courses/8': ok(sessionCourse(8, false)),
      'GET /courses/8/sessions/1': fail(403, 'You must be enrolled in this course to view its sessions.'),
    });
    renderApp('/course/8/session/1', { user: student, api: refused });
    expect(await screen.findByText('You must be enrolled in this course to view its sessions.')).toBeTruthy();
  });

  it('edit: a changed time asks how to apply it and sends update_type; a failure shows the spec text', async () => {
    const api = pageApi(true, staffSession());
    const answers = [fail(500, 'Boom'), ok({ session: staffSession(), updated_count: 4 })];
    api.on('PUT /courses/7/sessions/1', () => answers.shift() ?? fail(500, 'Boom'));
    const { userEvent } = await openAsStaff(api);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Session' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Session' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Start Time' }));
    await userEvent.click(await screen.findByRole('option', { name: '2:00 PM' }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Completed' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    const choices = within(dialog).getByRole('group', { name: /Which sessions should get the new time/ });
    expect(
      within(choices)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['This session only', 'This and future sessions', 'All sessions']);
    await userEvent.click(within(choices).getByRole('button', { name: 'This and future sessions' }));
    expect(await within(dialog).findByText(COURSE_MESSAGES.updateSessionFailed)).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      agenda: '<p>Motors and gears</p>',
      summary: '<p>We built a <strong>gearbox</strong></p>',
      start_time: '14:00',
      end_time: '16:30',
      status: 'completed',
      update_type: 'future',
    });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'All sessions' }));
    expect(await screen.findByText('Session updated (4 sessions changed).')).toBeTruthy();
    const puts = api.calls.filter((call) => call.method === 'PUT');
    expect(puts[1]?.body).toMatchObject({ update_type: 'all' });
  });

  it('edit without a time change saves at once as a single update', async () => {
    const api = pageApi(true, staffSession());
    api.on('PUT /courses/7/sessions/1', ok({ session: staffSession(), updated_count: 1 }));
    const { userEvent } = await openAsStaff(api);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Session' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Session' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Session updated.')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'All sessions' })).toBeNull();
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ update_type: 'single' });
  });

  it('marks attendance per row with the status, times and notes, and shows the saved state and errors', async () => {
    const api = pageApi(true, staffSession());
    const answers = [fail(500, 'Failed to save attendance'), null];
    api.on(
      `PUT /courses/7/sessions/1/attendance/${student.id}`,
      (call) =>
        answers.shift() ?? ok({ course_session_id: 1, user_id: student.id, ...(call.body as object) }),
    );
    const { userEvent } = await openAsStaff(api);
    const row = screen.getByRole('listitem', { name: 'Sam Lee' });
    // Emma's saved row is filled in.
    const emmaRow = screen.getByRole('listitem', { name: 'Emma Wilson' });
    expect(
      (within(emmaRow).getByRole('combobox', { name: 'Status for Emma Wilson' }) as HTMLInputElement).value,
    ).toBe('Late');
    expect((within(emmaRow).getByLabelText('Notes for Emma Wilson') as HTMLInputElement).value).toBe('Bus');

    const save = within(row).getByRole('button', { name: 'Save attendance for Sam Lee' });
    await userEvent.click(save);
    expect(within(row).getByRole('alert').textContent).toBe('Choose present, absent, late or excused');

    await userEvent.click(within(row).getByRole('combobox', { name: 'Status for Sam Lee' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Present' }));
    await userEvent.type(within(row).getByLabelText('Arrival for Sam Lee'), '15:05');
    await userEvent.type(within(row).getByLabelText('Notes for Sam Lee'), ' Built the arm ');
    await userEvent.click(save);
    expect((await within(row).findByRole('alert')).textContent).toBe('Failed to save attendance');
    await userEvent.click(save);
    expect((await within(row).findByRole('status')).textContent).toBe('Saved');
    const marks = api.calls.filter((call) => call.path === `/courses/7/sessions/1/attendance/${student.id}`);
    expect(marks.at(-1)?.body).toEqual({
      status: 'present',
      arrival_time: '15:05',
      departure_time: null,
      notes: 'Built the arm',
    });
  });

  it('deletes the session after a confirmation and goes back to the course; a failure keeps the dialog', async () => {
    const api = pageApi(true, staffSession());
    const answers = [fail(500, 'Boom'), ok(null)];
    api.on('DELETE /courses/7/sessions/1', () => answers.shift() ?? ok(null));
    const { userEvent, router } = await openAsStaff(api);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Session' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Session' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBe(document.activeElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText(COURSE_MESSAGES.deleteSessionFailed)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/course/7'));
  });

  it('staff add, edit and delete session notes', async () => {
    const session = staffSession();
    session.notes = [
      {
        id: 31,
        course_session_id: 1,
        user_id: emma.id,
        author_id: 21,
        content: 'Needs help with wiring',
        created_at: '2026-09-07T16:00:00.000Z',
      },
    ];
    const api = pageApi(true, session);
    api.on('POST /courses/7/sessions/1/notes', (call) =>
      ok({
        id: 32,
        course_session_id: 1,
        author_id: 21,
        created_at: '2026-09-07T16:00:00.000Z',
        ...(call.body as object),
      }),
    );
    api.on('PUT /courses/7/sessions/1/notes/31', (call) =>
      ok({ ...session.notes?.[0], ...(call.body as object) }),
    );
    api.on('DELETE /courses/7/sessions/1/notes/31', ok(null));
    const { userEvent } = await openAsStaff(api);
    const notes = screen.getByRole('region', { name: 'Session Notes' });
    expect(within(notes).getByText('About Emma Wilson')).toBeTruthy();

    await userEvent.click(within(notes).getByRole('button', { name: 'Add Note' }));
    expect(within(notes).getByText('Note text is required')).toBeTruthy();
    await userEvent.type(within(notes).getByRole('textbox', { name: 'New note' }), 'Bring batteries');
    await userEvent.click(within(notes).getByRole('button', { name: 'Add Note' }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
        content: 'Bring batteries',
        user_id: null,
      }),
    );

    await userEvent.click(within(notes).getByRole('button', { name: 'Edit note 1' }));
    const edit = within(notes).getByRole('textbox', { name: 'Edit note' });
    await userEvent.clear(edit);
    await userEvent.type(edit, 'Wiring fixed');
    await userEvent.click(within(notes).getByRole('button', { name: 'Save Note' }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
        content: 'Wiring fixed',
        user_id: emma.id,
      }),
    );

    await userEvent.click(within(notes).getByRole('button', { name: 'Delete note 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Note' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'DELETE')).toBe(true));
  });
});
