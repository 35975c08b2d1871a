import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, ok } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { teacherUser } from '../../../testing/users';
import { dashboard, enrollment, person, robotics } from '../testing/sample-my-courses';

const student = person(30, 'Sam', 'Student', 'student');
const emma = person(11, 'Emma', 'Wilson', 'emma.wilson');
const noah = person(12, 'Noah', 'Smith', 'noah.smith');
const ethan = person(13, 'Ethan', 'Brown', 'ethan.brown');

function api(routes: Parameters<typeof createFakeApi>[0] = {}) {
  let rows = [
    enrollment(1, 1, student),
    enrollment(2, 1, emma),
    enrollment(3, 1, noah, 'requested'),
    enrollment(4, 1, ethan, 'rejected'),
  ];
  return createFakeApi({
    'GET /organizations/owned': ok([]),
    'GET /dashboard/courses': ok(dashboard({ owned: [robotics] })),
    'GET /user/enrolled-courses': ok([]),
    'GET /user/recommended-courses': ok([]),
    'GET /user/children-courses': ok([]),
    'GET /admin/courses/1/users': ok({ owners: [], editors: [], candidates: [] }),
    'GET /courses/1/enrollments': () => ok(rows),
    'PUT /courses/1/enrollments/12/status': (call) => {
      const { status } = call.body as { status: 'enrolled' | 'rejected' };
      rows = rows.map((row) => (row.user_id === 12 ? { ...row, status } : row));
      return ok(rows.find((row) => row.user_id === 12));
    },
    'DELETE /admin/courses/1/enrollments': (call) => {
      const { user_id } = call.body as { user_id: number };
      rows = rows.filter((row) => row.user_id !== user_id);
      return ok(null);
    },
    ...routes,
  });
}

async function openEnrollments(view: ReturnType<typeof renderApp>) {
  await view.userEvent.click(
    await screen.findByRole('button', { name: 'Enrollments of Introduction to Robotics' }, { timeout: 5000 }),
  );
  return screen.findByRole('dialog', { name: 'Enrollments: Introduction to Robotics' });
}

const rowNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('course enrollments modal', () => {
  it('lists the enrolled students and the pending requests (not the rejected ones)', async () => {
    const view = renderApp('/dashboard/my-courses', { api: api(), user: teacherUser() });
    const dialog = await openEnrollments(view);
    const enrolled = await within(dialog).findByRole('table', { name: 'Enrolled Students' });
    expect(rowNames(enrolled)).toEqual(['Sam Student (student)', 'Emma Wilson (emma.wilson)']);
    expect(within(enrolled).getAllByText('Enrolled')).toHaveLength(2);
    const pending = within(dialog).getByRole('table', { name: 'Pending Requests' });
    expect(rowNames(pending)).toEqual(['Noah Smith']);
    expect(within(dialog).queryByText(/Ethan/)).toBeNull();
  });

  it('approves a request: the student moves to the enrolled list', async () => {
    const fake = api();
    const view = renderApp('/dashboard/my-courses', { api: fake, user: teacherUser() });
    const dialog = await openEnrollments(view);
    await view.userEvent.click(await within(dialog).findByRole('button', { name: 'Approve Noah Smith' }));
    await waitFor(() =>
      expect(rowNames(within(dialog).getByRole('table', { name: 'Enrolled Students' }))).toContain(
        'Noah Smith (noah.smith)',
      ),
    );
    expect(fake.calls.find((call) => call.method === 'PUT')?.body).toEqual({ status: 'enrolled' });
    expect(within(dialog).getByText('No pending enrollment requests.')).toBeTruthy();
    expect(await screen.findByText('Enrolled Noah Smith')).toBeTruthy();
  });

  it('rejects a request, and says when approving or rejecting fails', async () => {
    const fake = api({ 'PUT /courses/1/enrollments/12/status': { status: 502, body: 'Bad gateway' } });
    const view = renderApp('/dashboard/my-courses', { api: fake, user: teacherUser() });
    const dialog = await openEnrollments(view);
    await view.userEvent.click(await within(dialog).findByRole('button', { name: 'Approve Noah Smith' }));
    expect(await within(dialog).findByText('Failed to approve enrollment')).toBeTruthy();
    await view.userEvent.click(await within(dialog).findByRole('button', { name: 'Reject Noah Smith' }));
    expect(await within(dialog).findByText('Failed to reject enrollment')).toBeTruthy();
    expect(fake.calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { status: 'enrolled' },
      { status: 'rejected' },
    ]);

    fake.on('PUT /courses/1/enrollments/12/status', ok(enrollment(3, 1, noah, 'rejected')));
    fake.on(
      'GET /courses/1/enrollments',
      ok([enrollment(1, 1, student), enrollment(3, 1, noah, 'rejected')]),
    );
    await view.userEvent.click(within(dialog).getByRole('button', { name: 'Reject Noah Smith' }));
    expect(await within(dialog).findByText('No pending enrollment requests.')).toBeTruthy();
    expect(within(dialog).queryByText('Failed to reject enrollment')).toBeNull();
    expect(await screen.findByText('Rejected the request of Noah Smith')).toBeTruthy();
  });

  it('removes a student only after the confirmation, and says when removing fails', async () => {
    let removeFails = true;
    const fake = api();
    fake.on('DELETE /admin/courses/1/enrollments', () => {
      if (removeFails) return { status: 502, body: 'Bad gateway' };
      fake.on('GET /courses/1/enrollments', ok([enrollment(2, 1, emma)]));
      return ok(null);
    });
    const view = renderApp('/dashboard/my-courses', { api: fake, user: teacherUser() });
    const dialog = await openEnrollments(view);
    await view.userEvent.click(await within(dialog).findByRole('button', { name: 'Remove Sam Student' }));
    const first = await screen.findByRole('dialog', { name: 'Remove Student' });
    expect(
      within(first).getByText('Are you sure you want to remove this student from the course?'),
    ).toBeTruthy();
    // Cancel has the focus, so Enter never removes by accident.
    expect(document.activeElement).toBe(within(first).getByRole('button', { name: 'Cancel' }));
    // Escape closes the confirmation only.
    await view.userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Remove Student' })).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Enrollments: Introduction to Robotics' })).toBe(dialog);
    await view.userEvent.click(within(dialog).getByRole('button', { name: 'Remove Sam Student' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove Student' });
    await view.userEvent.click(within(confirm).getByRole('button', { name: 'Remove Student' }));
    expect(await within(confirm).findByText('Failed to remove student from course')).toBeTruthy();
    removeFails = false;
    await view.userEvent.click(within(confirm).getByRole('button', { name: 'Remove Student' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Remove Student' })).toBeNull());
    await waitFor(() => expect(within(dialog).queryByText(/Sam Student/)).toBeNull());
    expect(await screen.findByText('Removed Sam Student from "Introduction to Robotics"')).toBeTruthy();
    expect(fake.calls.filter((call) => call.method === 'DELETE').map((call) => call.body)).toEqual([
      { user_id: 30 },
      { user_id: 30 },
    ]);
  });

  it('says when no student is enrolled, and when the enrollments cannot load', async () => {
    const fake = api({ 'GET /courses/1/enrollments': ok([]) });
    const view = renderApp('/dashboard/my-courses', { api: fake, user: teacherUser() });
    const dialog = await openEnrollments(view);
    expect(await within(dialog).findByText('No students enrolled in this course')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Add Student' })).toBeTruthy();
    await view.userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fake.on('GET /courses/1/enrollments', { status: 502, body: 'Bad gateway' });
    view.queryClient.removeQueries({ queryKey: ['courses', 'enrollments'] });
    const again = await openEnrollments(view);
    expect(await within(again).findByText('Failed to load course enrollments')).toBeTruthy();
  });
});
