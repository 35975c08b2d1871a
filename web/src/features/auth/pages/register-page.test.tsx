import { VALIDATION_MESSAGES } from '@campus/sdk';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, fail, ok } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { testUser } from '../../../testing/users';

const ORGANIZATIONS = [
  { id: 1, name: 'Riverside Academy' },
  { id: 2, name: 'Hillside School' },
];

function api(routes: Parameters<typeof createFakeApi>[0] = {}) {
  return createFakeApi({ 'GET /organizations/registration': ok(ORGANIZATIONS), ...routes });
}

type View = ReturnType<typeof renderApp>;

async function choose(view: View, label: RegExp, option: string) {
  await view.userEvent.click(screen.getByLabelText(label, { selector: 'input' }));
  await view.userEvent.click(await screen.findByRole('option', { name: option }));
}

async function fillValidForm(view: View) {
  await view.userEvent.type(screen.getByLabelText(/First Name/), 'Ada');
  await view.userEvent.type(screen.getByLabelText(/Last Name/), 'Lovelace');
  await view.userEvent.type(screen.getByLabelText(/Username/), 'ada');
  await view.userEvent.click(screen.getByLabelText('Female'));
  await waitFor(() =>
    expect(view.api.calls.some((c) => c.path === '/organizations/registration')).toBe(true),
  );
  await choose(view, /Organization/, 'Riverside Academy');
  await view.userEvent.type(screen.getByLabelText(/^Password/), 'campus123');
  await view.userEvent.type(screen.getByLabelText(/Confirm Password/), 'campus123');
}

const submit = (view: View) => view.userEvent.click(screen.getByRole('button', { name: 'Create account' }));

describe('register page', () => {
  it('shows the validation messages of the sdk schema under the fields', async () => {
    const view = renderApp('/register', { api: api() });
    await submit(view);
    expect(await screen.findByText('First name is required')).toBeTruthy();
    expect(screen.getByText('Last name is required')).toBeTruthy();
    expect(screen.getByText('Username is required')).toBeTruthy();
    expect(screen.getByText('Gender is required')).toBeTruthy();
    expect(screen.getByText('Please select an organization')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(view.api.calls.some((call) => call.path === '/register')).toBe(false);
  });

  it('checks that passwords match and that a student picks one of the 17 grades', async () => {
    const view = renderApp('/register', { api: api() });
    expect(screen.queryByLabelText(/School Grade/, { selector: 'input' })).toBeNull();
    await fillValidForm(view);
    await view.userEvent.clear(screen.getByLabelText(/Confirm Password/));
    await view.userEvent.type(screen.getByLabelText(/Confirm Password/), 'campus124');
    await view.userEvent.click(screen.getByLabelText('I am a student'));
    await view.userEvent.click(screen.getByLabelText(/School Grade/, { selector: 'input' }));
    expect(within(await screen.findByRole('listbox')).getAllByRole('option')).toHaveLength(17);
    await submit(view);
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    expect(screen.getByText('School grade is required for students')).toBeTruthy();
    expect(view.api.calls.some((call) => call.path === '/register')).toBe(false);
  });

  it("shows the server's field errors under the fields, first message only", async () => {
    const registerApi = api({
      'POST /register': fail(422, 'The given data was invalid.', {
        username: ['The username has already been taken.', 'A second message'],
      }),
    });
    const view = renderApp('/register', { api: registerApi });
    await fillValidForm(view);
    await submit(view);
    expect(await screen.findByText('The username has already been taken.')).toBeTruthy();
    expect(screen.queryByText('A second message')).toBeNull();
    // Said once, under the field (no alert repeating it), and focus goes to that field.
    expect(screen.getAllByText('The username has already been taken.')).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/Username/)));
  });

  it('refuses a repeated or sequential password in the form, under the password field', async () => {
    const view = renderApp('/register', { api: api() });
    await fillValidForm(view);
    for (const label of [/^Password/, /Confirm Password/]) {
      await view.userEvent.clear(screen.getByLabelText(label));
      await view.userEvent.type(screen.getByLabelText(label), 'abcdefgh');
    }
    await submit(view);
    expect(await screen.findByText(VALIDATION_MESSAGES.passwordTooSimple)).toBeTruthy();
    expect(view.api.calls.some((call) => call.path === '/register')).toBe(false);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^Password/)));
  });

  it("shows the server's refusal of a common password under the password field", async () => {
    const registerApi = api({
      'POST /register': fail(422, VALIDATION_MESSAGES.passwordTooCommon, {
        password: [VALIDATION_MESSAGES.passwordTooCommon],
      }),
    });
    const view = renderApp('/register', { api: registerApi });
    await fillValidForm(view);
    await submit(view);
    const message = await screen.findByText(VALIDATION_MESSAGES.passwordTooCommon);
    expect(screen.getAllByText(VALIDATION_MESSAGES.passwordTooCommon)).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
    const field = screen.getByLabelText(/^Password/);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(message.id).not.toBe('');
    expect(field.getAttribute('aria-describedby') ?? '').toContain(message.id);
  });

  it('moves focus to the first invalid field after a failed submit, and marks required fields', async () => {
    const view = renderApp('/register', { api: api() });
    await view.userEvent.type(screen.getByLabelText(/First Name/), 'Ada');
    await submit(view);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/Last Name/)));
    for (const label of [/First Name/, /Last Name/, /Username/, /^Password/, /Confirm Password/]) {
      expect(screen.getByLabelText(label).hasAttribute('required')).toBe(true);
    }
    expect(screen.getByLabelText(/Middle Name/).hasAttribute('required')).toBe(false);
  });

  it('offers male and female, and labels grade KK as Kindergarten (KK)', async () => {
    const view = renderApp('/register', { api: api() });
    expect(screen.getByLabelText('Male')).toBeTruthy();
    expect(screen.getByLabelText('Female')).toBeTruthy();
    expect(screen.queryByLabelText('Other')).toBeNull();
    await view.userEvent.click(screen.getByLabelText('I am a student'));
    await view.userEvent.click(screen.getByLabelText(/School Grade/, { selector: 'input' }));
    expect(await screen.findByRole('option', { name: 'Kindergarten (KK)' })).toBeTruthy();
  });

  it("falls back to 'Registration failed'", async () => {
    const view = renderApp('/register', {
      api: api({
        'POST /register': () => {
          throw new TypeError('Failed to fetch');
        },
      }),
    });
    await fillValidForm(view);
    await submit(view);
    expect((await screen.findByRole('alert')).textContent).toBe('Registration failed');
  });

  it('tells the user when the organizations cannot be loaded', async () => {
    renderApp('/register', { api: createFakeApi({ 'GET /organizations/registration': fail(500, 'Boom') }) });
    expect(await screen.findByText('Failed to load organizations. Please refresh the page.')).toBeTruthy();
  });

  it('registers a student, lands on /dashboard/calendar and is welcomed by name', async () => {
    const user = testUser({ username: 'ada', first_name: 'Ada' });
    const registerApi = api({ 'POST /register': ok({ user, token: 'fresh-token' }) });
    const view = renderApp('/register', { api: registerApi });
    await fillValidForm(view);
    await view.userEvent.click(screen.getByLabelText('I am a student'));
    await choose(view, /School Grade/, 'Grade 8');
    await submit(view);
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/dashboard/calendar'));
    expect(window.localStorage.getItem('token')).toBe('fresh-token');
    expect(await screen.findByText('Welcome to Campus, Ada!')).toBeTruthy();
    expect(registerApi.calls.find((call) => call.path === '/register')?.body).toMatchObject({
      first_name: 'Ada',
      last_name: 'Lovelace',
      username: 'ada',
      gender: 'female',
      is_student: true,
      school_grade: '8',
      organization_id: 1,
      password: 'campus123',
      password_confirmation: 'campus123',
    });
  });

  it('sends no grade for non-students', async () => {
    const registerApi = api({ 'POST /register': ok({ user: testUser(), token: 't' }) });
    const view = renderApp('/register', { api: registerApi });
    await fillValidForm(view);
    await submit(view);
    await waitFor(() => expect(registerApi.calls.some((call) => call.path === '/register')).toBe(true));
    expect(registerApi.calls.find((call) => call.path === '/register')?.body).toMatchObject({
      is_student: false,
      school_grade: null,
      email: null,
      middle_name: null,
    });
  });
});
