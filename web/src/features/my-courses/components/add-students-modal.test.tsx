import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, fail, ok } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { teacherUser } from '../../../testing/users';
import { candidate, dashboard, enrollment, person, robotics } from '../testing/sample-my-courses';

const lab = { id: 1, name: 'Grade 8 Science' };
const chess = { id: 2, name: 'Chess Club' };
const sam = person(30, 'Sam', 'Student', 'student');
const emma = person(11, 'Emma', 'Wilson', 'emma.wilson');
const liam = person(12, 'Liam', 'Nguyen', 'liam.nguyen');
const ava = person(13, 'Ava', 'Johnson', 'ava.johnson');

const candidates = [
  candidate(sam, { school_grade: '8', groups: [lab], enrollment_status: 'enrolled' }),
  candidate(emma, { school_grade: '8', groups: [lab] }),
  candidate(liam, { school_grade: '7', groups: [lab, chess], enrollment_status: 'requested' }),
  candidate(ava, { school_grade: '8', groups: [chess] }),
];

function api(routes: Parameters<typeof createFakeApi>[0] = {}) {
  return createFakeApi({
    'GET /organizations/owned': ok([]),
    'GET /dashboard/courses': ok(dashboard({ owned: [robotics] })),
    'GET /user/enrolled-courses': ok([]),
    'GET /user/recommended-courses': ok([]),
    'GET /user/children-courses': ok([]),
    'GET /courses/1/enrollments': ok([enrollment(1, 1, sam)]),
    'GET /admin/courses/1/users': ok({ owners: [], editors: [], candidates }),
    ...routes,
  });
}

async function openAddStudents(view: ReturnType<typeof renderApp>) {
  await view.userEvent.click(
    await screen.findByRole('button', { name: 'Enrollments of Introduction to Robotics' }, { timeout: 5000 }),
  );
  const enrollments = await screen.findByRole('dialog', { name: 'Enrollments: Introduction to Robotics' });
  await view.userEvent.click(await within(enrollments).findByRole('button', { name: 'Add Student' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add Students: Introduction to Robotics' });
  await within(dialog).findByRole('group', { name: 'Students' });
  return { dialog, enrollments };
}

const studentNames = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('group', { name: 'Students' }))
    .getAllByRole('checkbox')
    .map((box) => box.getAttribute('value'));

describe('add students modal', () => {
  it('offers the candidates not enrolled yet, filtered by group and by grade', async () => {
    const view = renderApp('/dashboard/my-courses', { api: api(), user: teacherUser() });
    const { dialog } = await openAddStudents(view);
    // Sam is enrolled: not offered. Liam only asked to join: he may be added.
    expect(studentNames(dialog)).toEqual(['11', '12', '13']);
    expect(within(dialog).getByText('Grade 7 · Grade 8 Science, Chess Club')).toBeTruthy();

    await view.userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Group' }), 'Chess Club');
    expect(studentNames(dialog)).toEqual(['12', '13']);
    await view.userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Grade' }), 'Grade 8');
    expect(studentNames(dialog)).toEqual(['13']);
    await view.userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Group' }), 'All groups');
    expect(studentNames(dialog)).toEqual(['11', '13']);
  });

  it('says when no one matches the filters', async () => {
    const view = renderApp('/dashboard/my-courses', { api: api(), user: teacherUser() });
    const { dialog } = await openAddStudents(view);
    await view.userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Grade' }), 'Grade 12');
    expect(within(dialog).getByText('No eligible students found for the selected filters.')).toBeTruthy();
    expect(within(dialog).queryByRole('checkbox', { name: 'Select All' })).toBeNull();
  });

  it('Select All ticks and unticks the shown students only', async () => {
    const view = renderApp('/dashboard/my-courses', { api: api(), user: teacherUser() });
    const { dialog } = await openAddStudents(view);
    await view.userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Grade' }), 'Grade 8');
    const all = within(dialog).getByRole('checkbox', { name: 'Select All' });
    await view.userEvent.click(all);
    expect(within(dialog).getByText('2 selected')).toBeTruthy();
    expect((all as HTMLInputElement).checked).toBe(true);
    await view.userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Grade' }), 'All grades');
    // Liam (grade 7) was not shown, so he stays unticked.
    const liamBox = within(dialog).getByRole('checkbox', { name: 'Liam Nguyen (liam.nguyen)' });
    expect((liamBox as HTMLInputElement).checked).toBe(false);
    expect((within(dialog).getByRole('checkbox', { name: 'Select All' }) as HTMLInputElement).checked).toBe(
      false,
    );
    // By keyboard: Space on Select All ticks everyone shown.
    within(dialog).getByRole('checkbox', { name: 'Select All' }).focus();
    await view.userEvent.keyboard(' ');
    expect(within(dialog).getByText('3 selected')).toBeTruthy();
    await view.userEvent.keyboard(' ');
    expect(within(dialog).getByText('0 selected')).toBeTruthy();
  });

  it('needs at least one student', async () => {
    const fake = api();
    const view = renderApp('/dashboard/my-courses', { api: fake, user: teacherUser() });
    const { dialog } = await openAddStudents(view);
    await view.userEvent.click(within(dialog).getByRole('button', { name: 'Add Students' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Please select at least one student');
    expect(fake.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('adds each ticked student with its own call, then closes and refreshes the enrollments', async () => {
    const fake = api({
      'POST /admin/courses/1/enrollments': () => {
        fake.on('GET /courses/1/enrollments', ok([enrollment(1, 1, sam), enrollment(5, 1, emma)]));
        return { status: 201, body: { status: 'success', data: enrollment(5, 1, emma) } };
      },
    });
    const view = renderApp('/dashboard/my-courses', { api: fake, user: teacherUser() });
    const { dialog, enrollments } = await openAddStudents(view);
    await view.userEvent.click(within(dialog).getByRole('checkbox', { name: 'Emma Wilson (emma.wilson)' }));
    await view.userEvent.click(within(dialog).getByRole('button', { name: 'Add Students' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Add Students: Introduction to Robotics' })).toBeNull(),
    );
    expect(await screen.findByText('Added 1 student(s)')).toBeTruthy();
    expect(fake.calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { user_id: 11 },
    ]);
    expect(await within(enrollments).findByText('Emma Wilson')).toBeTruthy();
  });

  it('reports a partial failure, keeps the failed ones ticked, and says when all fail', async () => {
    const fake = api({
      'POST /admin/courses/1/enrollments': (call) => {
        const { user_id } = call.body as { user_id: number };
        if (user_id === 11) return { status: 201, body: { status: 'success', data: enrollment(5, 1, emma) } };
        return fail(409, 'This user is already enrolled in this course.');
      },
    });
    const view = renderApp('/dashboard/my-courses', { api: fake, user: teacherUser() });
    const { dialog } = await openAddStudents(view);
    await view.userEvent.click(within(dialog).getByRole('checkbox', { name: 'Select All' }));
    await view.userEvent.click(within(dialog).getByRole('button', { name: 'Add Students' }));
    expect(
      await within(dialog).findByText('Added 1 student(s), but 2 failed (some may already be enrolled)'),
    ).toBeTruthy();
    expect(
      fake.calls
        .filter((call) => call.method === 'POST')
        .map((call) => (call.body as { user_id: number }).user_id)
        .sort(),
    ).toEqual([11, 12, 13]);
    expect(within(dialog).getByText('2 selected')).toBeTruthy();

    await view.userEvent.click(within(dialog).getByRole('button', { name: 'Add Students' }));
    expect(
      await within(dialog).findByText('Failed to add students (they may already be enrolled)'),
    ).toBeTruthy();
  });
  it('closes by Escape back to the enrollments modal', async () => {
    const view = renderApp('/dashboard/my-courses', { api: api(), user: teacherUser() });
    const { enrollments } = await openAddStudents(view);
    await view.userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Add Students: Introduction to Robotics' })).toBeNull(),
    );
    expect(within(enrollments).getByRole('button', { name: 'Add Student' })).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Enrollments: Introduction to Robotics' })).toBe(enrollments);
  });
});
