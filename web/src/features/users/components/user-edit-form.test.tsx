import { VALIDATION_MESSAGES } from '@campus/sdk';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '../../../testing/fake-api';
import { card, renderUserPage } from '../testing/render-user-page';
import { abilities, userDetail } from '../testing/user-fixtures';

const sam = userDetail({
  id: 60,
  username: 'sam',
  first_name: 'Sam',
  last_name: 'Parker',
  email: 'sam@example.com',
  state: 'IL',
  is_student: true,
  school_grade: '8',
  can: abilities('edit'),
});

const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;

describe('details card: inline edit', { timeout: 60_000 }, () => {
  it('validates with the sdk messages and sends nothing until the form is right', async () => {
    const view = await renderUserPage(sam, { 'PUT /users/60/update': ok(sam) });
    await view.userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(document.activeElement).toBe(field(/^First Name/));
    await view.userEvent.clear(field(/^First Name/));
    await view.userEvent.clear(field(/^Username/));
    await view.userEvent.type(field(/^Username/), 'sam parker');
    await view.userEvent.clear(field(/^Email/));
    await view.userEvent.type(field(/^Email/), 'not-an-email');
    await view.userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(VALIDATION_MESSAGES.firstNameRequired)).toBeTruthy();
    expect(screen.getByText(VALIDATION_MESSAGES.usernameFormat)).toBeTruthy();
    expect(screen.getByText(VALIDATION_MESSAGES.emailInvalid)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field(/^First Name/)));
    expect(view.api.calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('requires a state', async () => {
    const view = await renderUserPage({ ...sam, state: null });
    await view.userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await view.userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(VALIDATION_MESSAGES.stateRequired)).toBeTruthy();
    expect(view.api.calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('saves the fields with PUT /users/{id}/update, clears the grade of a non-student, and says so', async () => {
    const view = await renderUserPage(sam, {
      'PUT /users/60/update': (call) => {
        view.state.current = { ...sam, ...(call.body as object) };
        return ok(view.state.current);
      },
    });
    await view.userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await view.userEvent.clear(field(/^City/));
    await view.userEvent.type(field(/^City/), 'Lakeside');
    await view.userEvent.click(screen.getByRole('checkbox', { name: 'Student' }));
    expect(screen.queryByLabelText(/^School Grade/, { selector: 'input' })).toBeNull();
    await view.userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('User updated')).toBeTruthy();
    expect(view.api.calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      first_name: 'Sam',
      username: 'sam',
      city: 'Lakeside',
      state: 'IL',
      is_student: false,
      school_grade: null,
    });
    const details = card('Details');
    expect(await within(details).findByText(/Lakeside, IL/)).toBeTruthy();
    expect(within(details).getByText('User')).toBeTruthy();
    expect(document.activeElement).toBe(within(details).getByRole('button', { name: 'Edit' }));
  });

  it("shows the server's field errors under the fields, and 'Failed to update user' otherwise", async () => {
    const view = await renderUserPage(sam, {
      'PUT /users/60/update': fail(422, 'The given data was invalid.', {
        username: [VALIDATION_MESSAGES.usernameTaken, 'second message'],
      }),
    });
    await view.userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await view.userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(VALIDATION_MESSAGES.usernameTaken)).toBeTruthy();
    expect(screen.queryByText('second message')).toBeNull();
    expect(field(/^Username/).getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(field(/^Username/)));

    view.api.on('PUT /users/60/update', () => {
      throw new TypeError('Failed to fetch');
    });
    await view.userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to update user')).toBeTruthy();
  });
});
