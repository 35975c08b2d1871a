import { COURSE_APPROVAL_TEXT, IMAGE_MESSAGES, type User, VALIDATION_MESSAGES } from '@campus/sdk';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Editor } from '@tiptap/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi, type FakeApi, fail, ok, type RecordedCall } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { adminUser, permissions, testUser } from '../../../testing/users';
import { sampleCourse } from '../testing/course-fixture';

const holder = () =>
  testUser({ id: 21, username: 'teacher', permissions: permissions('create_course'), is_student: false });
const member = () => testUser({ id: 40, username: 'student', permissions: [] });

const teachers = [
  { id: 21, username: 'teacher', first_name: 'Tina', middle_name: null, last_name: 'Moss' },
  { id: 22, username: 'jchen', first_name: 'Jun', middle_name: null, last_name: 'Chen' },
];
const groups = [
  { id: 4, name: 'Grade 8 Science', description: null, creator: null, created_at: '2026-01-01' },
];

function savedCourse(call: RecordedCall, status: 'draft' | 'pending' | 'published' = 'published') {
  const body = call.body as { name: string; action: string };
  return sampleCourse(77, { name: body.name, status: body.action === 'draft' ? 'draft' : status });
}

/** The fake API, and the FormData bodies of the uploads (the fake records JSON bodies only). */
function setup(user: User = holder()) {
  const api = createFakeApi({
    'POST /courses': (call) => ok(savedCourse(call)),
    'GET /courses/teachers': ok(teachers),
    'GET /groups/coordinated-groups': ok(groups),
    'POST /courses/upload-photo': ok({
      url: '/uploads/courses/p-large.jpg',
      sizes: {
        small: '/uploads/courses/p-small.jpg',
        large: '/uploads/courses/p-large.jpg',
        original: '/uploads/courses/p.jpg',
      },
    }),
  });
  const uploads: FormData[] = [];
  const recording: FakeApi = {
    ...api,
    fetch: (input, init) => {
      if (init?.body instanceof FormData) uploads.push(init.body);
      return api.fetch(input, init);
    },
  };
  const view = renderApp('/create-course', { api: recording, user });
  return { api, view, uploads };
}

function formReady() {
  return screen.findByRole('heading', { level: 1, name: 'Create New Course' }, { timeout: 8_000 });
}

function descriptionEditor(): Promise<Editor> {
  return screen
    .findByRole('textbox', { name: /^Description/ }, { timeout: 8_000 })
    .then((element) => (element as HTMLElement & { editor: Editor }).editor);
}

type View = ReturnType<typeof setup>['view'];

async function fillRequired(view: View) {
  await formReady();
  await view.userEvent.type(screen.getByLabelText(/^Course Name/), 'Chess Basics');
  (await descriptionEditor()).commands.insertContent('<p>Openings and endgames.</p>');
  fireEvent.change(screen.getByLabelText(/^Date/, { selector: 'input' }), {
    target: { value: '2026-05-01' },
  });
}

async function pick(view: View, label: RegExp | string, option: string) {
  await view.userEvent.click(screen.getByLabelText(label, { selector: 'input' }));
  await view.userEvent.click(await screen.findByRole('option', { name: option }));
}

const posted = (api: FakeApi) =>
  api.calls.filter((call) => call.method === 'POST' && call.path === '/courses');

const publish = () => screen.getByRole('button', { name: 'Publish' });

afterEach(() => {
  vi.useRealTimers();
});

describe('create course page', () => {
  it('shows the sections, the defaults, the teachers and Publish for a create_course holder', async () => {
    const { view } = setup();
    await formReady();
    expect(document.title).toBe('Create New Course · Campus');
    for (const name of [
      'Basic Information',
      'Visibility & Access',
      'Location',
      'Date & Schedule',
      'Pricing',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeTruthy();
    }
    expect(
      (screen.getByRole('checkbox', { name: 'This is a free course' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(screen.queryByLabelText(/^Price/)).toBeNull();
    expect((screen.getByRole('radio', { name: 'No - Direct Join' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText(/^Start Time/, { selector: 'input' }) as HTMLInputElement).value).toBe(
      '9:00 AM',
    );
    expect(screen.queryByLabelText(/^Recurrence Type/)).toBeNull();
    // Cancel goes where saving would: the dashboard for a create_course holder.
    expect(screen.getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.getByRole('button', { name: 'Save Draft' })).toBeTruthy();
    expect(publish()).toBeTruthy();
    const editor = await descriptionEditor();
    expect(editor.view.dom.closest('form')).toBeTruthy();
    const teacher = screen.getByLabelText('Teacher', { selector: 'input' }) as HTMLInputElement;
    expect(teacher.disabled).toBe(false);
    await pick(view, 'Teacher', 'Jun Chen (jchen)');
    expect(teacher.value).toBe('Jun Chen (jchen)');
  });

  it('a user without create_course sees a disabled teacher select and Request to publish', async () => {
    const { api } = setup(member());
    await formReady();
    expect((screen.getByLabelText('Teacher', { selector: 'input' }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Request to publish' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
    expect(api.calls.some((call) => call.path === '/courses/teachers')).toBe(false);
  });

  it('shows the one-time course messages on the empty form, focuses the first and sends nothing', async () => {
    const { api, view } = setup();
    await formReady();
    await descriptionEditor();
    await view.userEvent.click(publish());
    expect(await screen.findByText('Course name is required')).toBeTruthy();
    expect(screen.getByText('Course description is required')).toBeTruthy();
    expect(screen.getByText('Course date is required for one-time courses')).toBeTruthy();
    const name = screen.getByLabelText(/^Course Name/);
    await waitFor(() => expect(document.activeElement).toBe(name));
    // Errors are tied to their fields for screen readers.
    expect(name.getAttribute('aria-invalid')).toBe('true');
    const describedBy = name.getAttribute('aria-describedby') ?? '';
    expect(
      document.getElementById(describedBy.split(' ').find((id) => id.endsWith('error')) ?? '')?.textContent,
    ).toBe('Course name is required');
    expect(posted(api)).toHaveLength(0);
  });

  it('a recurring course needs its type and end date, a weekday for weekly, an option for monthly', async () => {
    const { api, view } = setup();
    await fillRequired(view);
    fireEvent.change(screen.getByLabelText(/^Date/, { selector: 'input' }), { target: { value: '' } });
    await view.userEvent.click(screen.getByRole('checkbox', { name: 'This is a recurring course' }));
    await view.userEvent.click(publish());
    expect(await screen.findByText('Recurrence type is required')).toBeTruthy();
    expect(screen.getByText('Recurrence end date is required')).toBeTruthy();
    expect(screen.queryByText('Course date is required for one-time courses')).toBeNull();

    await pick(view, /^Recurrence Type/, 'Weekly');
    fireEvent.change(screen.getByLabelText(/^Recurrence End Date/), { target: { value: '2026-06-30' } });
    await view.userEvent.click(publish());
    expect(await screen.findByText('Please select at least one day of the week')).toBeTruthy();

    await view.userEvent.click(screen.getByRole('checkbox', { name: 'Monday' }));
    // Another type clears the days (and a monthly course needs its option).
    await pick(view, /^Recurrence Type/, 'Monthly');
    expect(screen.queryByRole('checkbox', { name: 'Monday' })).toBeNull();
    await view.userEvent.click(publish());
    expect(await screen.findByText('Please select a monthly recurrence option')).toBeTruthy();
    await pick(view, /^Recurrence Type/, 'Weekly');
    expect((screen.getByRole('checkbox', { name: 'Monday' }) as HTMLInputElement).checked).toBe(false);
    expect(posted(api)).toHaveLength(0);
  }, 60_000);

  it('checks the paid price, the max quantity, the meeting link and the end time', async () => {
    const { api, view } = setup();
    await fillRequired(view);
    await view.userEvent.click(screen.getByRole('checkbox', { name: 'This is a free course' }));
    await view.userEvent.type(screen.getByLabelText(/^Max Quantity/), '0');
    await view.userEvent.click(screen.getByRole('switch', { name: /Online Course/ }));
    await pick(view, /^Start Time/, '11:00 AM');
    await view.userEvent.click(publish());
    expect(await screen.findByText('Valid price is required for paid courses')).toBeTruthy();
    expect(screen.getByText('Max quantity must be greater than 0')).toBeTruthy();
    expect(screen.getByText('Meeting link is required for online events')).toBeTruthy();
    expect(screen.getByText('End date and time must be later than start date and time')).toBeTruthy();

    await view.userEvent.click(screen.getByLabelText(/^Meeting Link/));
    await view.userEvent.paste('not a link');
    await view.userEvent.click(publish());
    expect(await screen.findByText('Please enter a valid URL')).toBeTruthy();
    expect(posted(api)).toHaveLength(0);
  }, 60_000);

  it('applies the clearing rules: free clears the price, online the location, in person the link', async () => {
    const { api, view } = setup();
    await fillRequired(view);
    await view.userEvent.click(screen.getByRole('checkbox', { name: 'This is a free course' }));
    const price = screen.getByLabelText(/^Price/) as HTMLInputElement;
    await view.userEvent.type(price, '25');
    // The price steps by 0.01 from the keyboard.
    await view.userEvent.keyboard('{ArrowUp}');
    expect(price.value).toBe('25.01');
    await view.userEvent.click(screen.getByRole('checkbox', { name: 'This is a free course' }));
    await view.userEvent.click(screen.getByRole('checkbox', { name: 'This is a free course' }));
    expect((screen.getByLabelText(/^Price/) as HTMLInputElement).value).toBe('');
    await view.userEvent.type(screen.getByLabelText(/^Price/), '12.5');

    await view.userEvent.type(screen.getByLabelText(/^Location/, { selector: 'input' }), 'Gym');
    await view.userEvent.click(screen.getByRole('switch', { name: /Online Course/ }));
    await view.userEvent.click(screen.getByLabelText(/^Meeting Link/));
    await view.userEvent.paste('https://meet.example.org/x');
    await view.userEvent.click(screen.getByRole('switch', { name: /Online Course/ }));
    expect((screen.getByLabelText(/^Location/, { selector: 'input' }) as HTMLInputElement).value).toBe('');
    await view.userEvent.click(screen.getByRole('switch', { name: /Online Course/ }));
    expect((screen.getByLabelText(/^Meeting Link/) as HTMLInputElement).value).toBe('');
    await view.userEvent.click(screen.getByLabelText(/^Meeting Link/));
    await view.userEvent.paste('https://meet.example.org/y');

    await view.userEvent.click(screen.getByRole('button', { name: 'Save Draft' }));
    await screen.findByRole('heading', { name: 'Course Created Successfully' });
    expect(posted(api)[0]?.body).toMatchObject({
      is_free: false,
      price: 12.5,
      is_online: true,
      location: null,
      meeting_link: 'https://meet.example.org/y',
      action: 'draft',
    });
  }, 60_000);

  it('checks the photo before uploading, reports a failed upload, previews and sends the sizes', async () => {
    const { api, view, uploads } = setup();
    await fillRequired(view);
    const input = () => document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
    const choose = (file: File) => fireEvent.change(input(), { target: { files: [file] } });

    choose(new File(['text'], 'notes.txt', { type: 'text/plain' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Please select an image file (JPEG, PNG, GIF, etc.)',
    );
    const big = new File(['x'], 'big.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 });
    choose(big);
    expect((await screen.findByRole('alert')).textContent).toBe('Image file size must be less than 5MB');
    expect(uploads).toHaveLength(0);

    api.on(
      'POST /courses/upload-photo',
      fail(422, IMAGE_MESSAGES.tooManyPixels, { photo: [IMAGE_MESSAGES.tooManyPixels] }),
    );
    choose(new File(['img'], 'huge.png', { type: 'image/png' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(IMAGE_MESSAGES.tooManyPixels));

    api.on('POST /courses/upload-photo', fail(500, 'Disk full'));
    choose(new File(['img'], 'robot.png', { type: 'image/png' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Failed to upload photo. Please try again.'),
    );
    expect(screen.queryByRole('img', { name: 'Course photo preview' })).toBeNull();

    // The upload answers when the test lets it: meanwhile the form cannot be saved without the photo.
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    api.on('POST /courses/upload-photo', async () => {
      await answered;
      return ok({
        url: '/uploads/courses/p-large.jpg',
        sizes: {
          small: '/uploads/courses/p-small.jpg',
          large: '/uploads/courses/p-large.jpg',
          original: '/uploads/courses/p.jpg',
        },
      });
    });
    const photo = new File(['img'], 'robot.png', { type: 'image/png' });
    choose(photo);
    await waitFor(() => expect((publish() as HTMLButtonElement).disabled).toBe(true));
    expect((screen.getByRole('button', { name: 'Save Draft' }) as HTMLButtonElement).disabled).toBe(true);
    answer();
    const preview = await screen.findByRole('img', { name: 'Course photo preview' });
    expect(preview.getAttribute('src')).toBe('/uploads/courses/p-large.jpg');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(uploads.at(-1)?.get('photo')).toBe(photo);

    await view.userEvent.click(publish());
    await screen.findByRole('heading', { name: 'Course Created Successfully' });
    expect(posted(api)[0]?.body).toMatchObject({
      main_photo_small: '/uploads/courses/p-small.jpg',
      main_photo_large: '/uploads/courses/p-large.jpg',
      main_photo_original: '/uploads/courses/p.jpg',
    });
  }, 60_000);

  it("shows the server's refusal of the photo (not the user's upload) under the photo field", async () => {
    const { api, view } = setup();
    api.on(
      'POST /courses',
      fail(422, VALIDATION_MESSAGES.coursePhotoNotYours, {
        main_photo_large: [VALIDATION_MESSAGES.coursePhotoNotYours],
      }),
    );
    await fillRequired(view);
    const input = document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['img'], 'robot.png', { type: 'image/png' })] } });
    await screen.findByRole('img', { name: 'Course photo preview' });
    await view.userEvent.click(publish());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(VALIDATION_MESSAGES.coursePhotoNotYours);
    // Under the photo field: the field's error, which its control names in aria-describedby.
    const control = screen.getByRole('button', { name: /^Course Photo/ });
    const described = (control.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '');
    expect(described).toContain(VALIDATION_MESSAGES.coursePhotoNotYours);
    expect(posted(api)).toHaveLength(1);
  }, 60_000);

  it('publishes a weekly private course with the normalized body and goes to /dashboard after 2 seconds', async () => {
    const { api, view } = setup();
    await fillRequired(view);
    await pick(view, 'Teacher', 'Tina Moss (teacher)');
    await pick(view, 'Visibility', 'Private');
    await view.userEvent.click(await screen.findByRole('checkbox', { name: 'Grade 8 Science' }));
    await view.userEvent.click(screen.getByRole('radio', { name: 'Yes - Approval Required' }));
    await view.userEvent.type(screen.getByLabelText(/^Max Quantity/), '24');
    await view.userEvent.type(screen.getByLabelText(/^Location/, { selector: 'input' }), '  Lab 3 ');
    await view.userEvent.click(screen.getByRole('checkbox', { name: 'This is a recurring course' }));
    await pick(view, /^Recurrence Type/, 'Weekly');
    fireEvent.change(screen.getByLabelText(/^Recurrence End Date/), { target: { value: '2026-06-30' } });
    const days = screen.getByRole('group', { name: /Days of the Week/ });
    await view.userEvent.click(within(days).getByRole('checkbox', { name: 'Wednesday' }));
    await view.userEvent.click(within(days).getByRole('checkbox', { name: 'Monday' }));

    vi.useFakeTimers({ shouldAdvanceTime: true });
    await view.userEvent.click(publish());
    expect(await screen.findByRole('heading', { name: 'Course Created Successfully' })).toBeTruthy();
    expect(screen.getByText('Taking you to the dashboard…')).toBeTruthy();
    expect(screen.queryByText(/pending approval/)).toBeNull();
    expect(posted(api)[0]?.body).toEqual({
      name: 'Chess Basics',
      description: '<p>Openings and endgames.</p>',
      teacher_id: 21,
      visibility: 'private',
      group_ids: [4],
      approval_required: true,
      max_quantity: 24,
      is_free: true,
      price: null,
      is_online: false,
      location: 'Lab 3',
      meeting_link: null,
      date: '2026-05-01',
      start_time: '09:00',
      end_time: '10:00',
      end_date: null,
      is_recurring: true,
      recurrence_type: 'weekly',
      recurrence_end_date: '2026-06-30',
      weekly_days: ['monday', 'wednesday'],
      monthly_option: null,
      main_photo_small: null,
      main_photo_large: null,
      main_photo_original: null,
      action: 'publish',
      waitlist_claim_hours: 24,
    });
    expect(view.router.state.location.pathname).toBe('/create-course');
    await act(async () => {
      vi.advanceTimersByTime(2_000);
    });
    await waitFor(() => expect(view.router.state.location.pathname).toMatch(/^\/dashboard/));
  }, 60_000);

  it('an admin goes to /admin after saving', async () => {
    const { view } = setup(adminUser());
    await fillRequired(view);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await view.userEvent.click(publish());
    expect(await screen.findByText('Taking you to the admin panel…')).toBeTruthy();
    await act(async () => {
      vi.advanceTimersByTime(2_000);
    });
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/admin'));
  }, 60_000);

  it('Request to publish sends action publish, says what happens next and goes to My Courses', async () => {
    const { api, view } = setup(member());
    api.on('POST /courses', (call) => ok(savedCourse(call, 'pending')));
    await fillRequired(view);
    expect(screen.getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe('/dashboard/my-courses');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await view.userEvent.click(screen.getByRole('button', { name: 'Request to publish' }));
    expect(await screen.findByText(COURSE_APPROVAL_TEXT.submitted)).toBeTruthy();
    expect(posted(api)[0]?.body).toMatchObject({ action: 'publish', teacher_id: null });
    // Not the spec's /admin, which a non-admin cannot open: where the course and its status are listed.
    expect(screen.getByText('Taking you to My Courses…')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe('/dashboard/my-courses');
    await act(async () => {
      vi.advanceTimersByTime(2_000);
    });
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/dashboard/my-courses'));
  }, 60_000);

  it('shows the server field errors under the fields, else the server message or the fallback', async () => {
    const { api, view } = setup();
    api.on(
      'POST /courses',
      fail(422, 'The given data was invalid', {
        teacher_id: ['Please select a valid teacher from the available options'],
        group_ids: ['You can only choose groups you coordinate', 'second message'],
      }),
    );
    await fillRequired(view);
    await pick(view, 'Visibility', 'Private');
    await view.userEvent.click(await screen.findByRole('checkbox', { name: 'Grade 8 Science' }));
    await view.userEvent.click(publish());
    expect(await screen.findByText('Please select a valid teacher from the available options')).toBeTruthy();
    expect(screen.getByText('You can only choose groups you coordinate')).toBeTruthy();
    expect(screen.queryByText('second message')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByLabelText('Teacher', { selector: 'input' })),
    );

    api.on('POST /courses', fail(500, ''));
    await view.userEvent.click(publish());
    expect((await screen.findByRole('alert')).textContent).toBe('An error occurred');

    api.on('POST /courses', fail(403, 'You may not create courses'));
    await view.userEvent.click(publish());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('You may not create courses'));
  }, 60_000);

  it('offers an admin every group', async () => {
    const { api, view } = setup(adminUser());
    api.on(
      'GET /groups',
      ok([
        ...groups,
        { id: 5, name: 'Chess Club', description: null, creator: null, created_at: '2026-01-01' },
      ]),
    );
    await formReady();
    await pick(view, 'Visibility', 'Private');
    expect(await screen.findByRole('checkbox', { name: 'Chess Club' })).toBeTruthy();
    expect(api.calls.some((call) => call.path === '/groups/coordinated-groups')).toBe(false);
  });

  it('sends a guest to /login', async () => {
    const guest = renderApp('/create-course');
    await waitFor(() => expect(guest.router.state.location.pathname).toBe('/login'));
  });
});
