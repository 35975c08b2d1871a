import { VALIDATION_MESSAGES } from '@campus/sdk';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, fail, ok } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { permissions, testUser } from '../../../testing/users';
import { group, member, science } from '../testing/sample-groups';

const coordinator = testUser({
  id: 3,
  username: 'coordinator',
  organization_id: 1,
  permissions: permissions('create_user'),
});
const riverside = { id: 1, name: 'Riverside Academy' };
const hillcrest = { id: 2, name: 'Hillcrest School' };
const chess = group(9, { name: 'Chess Club' });

function api(routes: Parameters<typeof createFakeApi>[0] = {}) {
  return createFakeApi({
    'GET /groups/user-groups': ok([]),
    'GET /groups/coordinated-groups': ok([science, chess]),
    'GET /organizations/owned': ok([]),
    'GET /organizations/registration': ok([riverside, hillcrest]),
    ...routes,
  });
}

async function openForm(view: ReturnType<typeof renderApp>) {
  await screen.findByRole('heading', { name: 'Managing: Chess Club' });
  await view.userEvent.click(screen.getByRole('button', { name: 'Create User' }));
  return screen.findByRole('dialog', { name: 'Create User' });
}

describe('Create User modal', () => {
  it('keeps Create User disabled until every required field is filled (the grade only for students)', async () => {
    const view = renderApp('/dashboard/my-groups?group=9', { api: api(), user: coordinator });
    const dialog = await openForm(view);
    const submit = within(dialog).getByRole('button', { name: 'Create User' });
    const type = (label: RegExp, text: string) =>
      view.userEvent.type(within(dialog).getByLabelText(label), text);
    // The user's own organization and the managed group are picked already.
    await waitFor(() =>
      expect(
        (within(dialog).getByLabelText(/^Organization/, { selector: 'input' }) as HTMLInputElement).value,
      ).toBe('Riverside Academy'),
    );
    expect((within(dialog).getByLabelText(/^Group/, { selector: 'input' }) as HTMLInputElement).value).toBe(
      'Chess Club',
    );

    await type(/First Name/, 'Nia');
    await type(/Last Name/, 'New');
    await type(/Username/, 'nia.new');
    await type(/^Password/, 'campus123');
    expect(submit.hasAttribute('disabled')).toBe(true);
    await type(/Confirm Password/, 'campus123');
    expect(submit.hasAttribute('disabled')).toBe(true);
    await view.userEvent.click(within(dialog).getByRole('radio', { name: 'Female' }));
    expect(submit.hasAttribute('disabled')).toBe(false);
    await view.userEvent.click(within(dialog).getByRole('checkbox', { name: 'I am a student' }));
    expect(submit.hasAttribute('disabled')).toBe(true);
    await view.userEvent.click(within(dialog).getByLabelText(/School Grade/, { selector: 'input' }));
    await view.userEvent.click(await screen.findByRole('option', { name: 'Grade 6' }));
    expect(submit.hasAttribute('disabled')).toBe(false);
    // Middle name stays optional.
    expect(within(dialog).getByLabelText('Middle Name').hasAttribute('required')).toBe(false);
  });

  it('creates the user into the chosen group, which then lists them', async () => {
    let groups = [science, chess];
    const nia = member(40, {
      first_name: 'Nia',
      last_name: 'New',
      username: 'nia.new',
      school_grade: null,
      is_student: false,
    });
    const fake = api({
      'GET /groups/coordinated-groups': () => ok(groups),
      'POST /users': () => {
        groups = [science, { ...chess, users: [nia] }];
        return ok({ ...coordinator, ...nia, id: 40, permissions: [] });
      },
    });
    const view = renderApp('/dashboard/my-groups?group=9', { api: fake, user: coordinator });
    const dialog = await openForm(view);
    const type = (label: RegExp, text: string) =>
      view.userEvent.type(within(dialog).getByLabelText(label), text);
    await type(/First Name/, 'Nia');
    await type(/Last Name/, 'New');
    await type(/Username/, 'nia.new');
    await type(/^Password/, 'campus123');
    await type(/Confirm Password/, 'campus123');
    await view.userEvent.click(within(dialog).getByRole('radio', { name: 'Female' }));
    await view.userEvent.click(within(dialog).getByLabelText(/^Organization/, { selector: 'input' }));
    await view.userEvent.click(await screen.findByRole('option', { name: 'Hillcrest School' }));
    await view.userEvent.click(within(dialog).getByRole('button', { name: 'Create User' }));
    const table = await screen.findByRole('table', { name: 'Members of Chess Club' });
    expect(within(table).getByText('nia.new')).toBeTruthy();
    expect(fake.calls.find((call) => call.path === '/users')?.body).toMatchObject({
      first_name: 'Nia',
      username: 'nia.new',
      gender: 'female',
      is_student: false,
      school_grade: null,
      organization_id: 2,
      group_id: 9,
    });
  });

  it('shows server field errors under their fields, and the catalogue message otherwise', async () => {
    const fake = api({
      'POST /users': fail(422, 'The given data was invalid', {
        username: ['The username has already been taken.'],
      }),
    });
    const view = renderApp('/dashboard/my-groups?group=9', { api: fake, user: coordinator });
    const dialog = await openForm(view);
    const type = (label: RegExp, text: string) =>
      view.userEvent.type(within(dialog).getByLabelText(label), text);
    await type(/First Name/, 'Nia');
    await type(/Last Name/, 'New');
    await type(/Username/, 'student');
    await type(/^Password/, 'campus123');
    await type(/Confirm Password/, 'campus123');
    await view.userEvent.click(within(dialog).getByRole('radio', { name: 'Female' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Create User' }).hasAttribute('disabled')).toBe(
        false,
      ),
    );
    await view.userEvent.click(within(dialog).getByRole('button', { name: 'Create User' }));
    expect(await within(dialog).findByText('The username has already been taken.')).toBeTruthy();
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByLabelText(/Username/)));

    fake.on('POST /users', { status: 502, body: 'Bad gateway' });
    await view.userEvent.type(within(dialog).getByLabelText(/Username/), '2');
    await view.userEvent.click(within(dialog).getByRole('button', { name: 'Create User' }));
    expect(await within(dialog).findByText('Failed to create user. Please try again.')).toBeTruthy();
  });

  it('refuses a sequential password in the form and shows the server refusing a common one, under Password', async () => {
    const fake = api({
      'POST /users': fail(422, VALIDATION_MESSAGES.passwordTooCommon, {
        password: [VALIDATION_MESSAGES.passwordTooCommon],
      }),
    });
    const view = renderApp('/dashboard/my-groups?group=9', { api: fake, user: coordinator });
    const dialog = await openForm(view);
    const type = (label: RegExp, text: string) =>
      view.userEvent.type(within(dialog).getByLabelText(label), text);
    const setPassword = async (password: string) => {
      for (const label of [/^Password/, /Confirm Password/]) {
        await view.userEvent.clear(within(dialog).getByLabelText(label));
        await type(label, password);
      }
      await view.userEvent.click(within(dialog).getByRole('button', { name: 'Create User' }));
    };
    await type(/First Name/, 'Nia');
    await type(/Last Name/, 'New');
    await type(/Username/, 'nia.new');
    await view.userEvent.click(within(dialog).getByRole('radio', { name: 'Female' }));
    await setPassword('aaaaaaaa');
    expect(await within(dialog).findByText(VALIDATION_MESSAGES.passwordTooSimple)).toBeTruthy();
    expect(fake.calls.some((call) => call.path === '/users')).toBe(false);

    await setPassword('baseball1');
    expect(await within(dialog).findByText(VALIDATION_MESSAGES.passwordTooCommon)).toBeTruthy();
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByLabelText(/^Password/)));
  });

  it('offers an organization owner (without create_user) only the organizations they own', async () => {
    const owner = testUser({ id: 8, organization_id: null, permissions: [] });
    const owned = { ...hillcrest, description: null, owner_id: 8, stripe_account_id: null, is_active: true };
    const fake = api({ 'GET /organizations/owned': ok([owned]) });
    const view = renderApp('/dashboard/my-groups?group=9', { api: fake, user: owner });
    const dialog = await openForm(view);
    await waitFor(() =>
      expect(
        (within(dialog).getByLabelText(/^Organization/, { selector: 'input' }) as HTMLInputElement).value,
      ).toBe('Hillcrest School'),
    );
    expect(fake.calls.some((call) => call.path === '/organizations/registration')).toBe(false);
  });
});
