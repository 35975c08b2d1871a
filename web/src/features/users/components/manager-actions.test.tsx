import { VALIDATION_MESSAGES } from '@campus/sdk';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '../../../testing/fake-api';
import { card, renderUserPage } from '../testing/render-user-page';
import { abilities, summary, userDetail } from '../testing/user-fixtures';

const marcus = summary(2, 'Marcus', 'Hale', 'manager');
const olivia = summary(3, 'Olivia', 'Bennett', 'owner');
const tom = userDetail({
  id: 40,
  first_name: 'Tom',
  last_name: 'Reed',
  manager: null,
  assistants: [],
  groups: [],
  can: abilities('view_management', 'assign_manager'),
});

describe('manager card: assign and remove', { timeout: 60_000 }, () => {
  it('assigns a manager picked from the available managers, and says so', async () => {
    const view = await renderUserPage(tom, {
      'GET /user-managers/available-managers/40': ok([marcus, tom, olivia]),
      'POST /user-managers/assign': ok({ user_id: 40, manager_id: 3 }),
    });
    await view.userEvent.click(screen.getByRole('button', { name: 'Assign Manager' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign Manager' });
    // No pick yet: the form says what is missing and sends nothing.
    await view.userEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await within(dialog).findByText(VALIDATION_MESSAGES.managerRequired)).toBeTruthy();
    expect(view.api.calls.some((call) => call.method === 'POST')).toBe(false);

    await view.userEvent.click(within(dialog).getByLabelText(/^Manager/, { selector: 'input' }));
    // The user being edited is never offered, even if the list held them.
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Marcus Hale (@manager)',
      'Olivia Bennett (@owner)',
    ]);
    await view.userEvent.click(await screen.findByRole('option', { name: 'Olivia Bennett (@owner)' }));
    view.state.current = { ...tom, manager: olivia };
    await view.userEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('Olivia Bennett is now the manager')).toBeTruthy();
    expect(view.api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      user_id: 40,
      manager_id: 3,
    });
    await waitFor(() =>
      expect(within(card('Manager')).getByRole('link', { name: 'Olivia Bennett' })).toBeTruthy(),
    );
  });

  it("shows the server's refusal of a loop, and the catalogue's texts when there is no message", async () => {
    const loop = VALIDATION_MESSAGES.managerLoop;
    const view = await renderUserPage(tom, {
      'GET /user-managers/available-managers/40': ok([marcus]),
      'POST /user-managers/assign': fail(422, loop, { manager_id: [loop] }),
    });
    await view.userEvent.click(screen.getByRole('button', { name: 'Assign Manager' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign Manager' });
    await view.userEvent.click(within(dialog).getByLabelText(/^Manager/, { selector: 'input' }));
    await view.userEvent.click(await screen.findByRole('option', { name: /Marcus Hale/ }));
    await view.userEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(loop);

    view.api.on('POST /user-managers/assign', () => {
      throw new TypeError('Failed to fetch');
    });
    await view.userEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await within(dialog).findByText('Failed to assign manager')).toBeTruthy();
  });

  it('says "Failed to load available managers" when the list cannot load', async () => {
    const view = await renderUserPage(tom, {
      'GET /user-managers/available-managers/40': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await view.userEvent.click(screen.getByRole('button', { name: 'Assign Manager' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign Manager' });
    expect(await within(dialog).findByText('Failed to load available managers')).toBeTruthy();
  });

  it('removes the manager after a confirmation, and says so; a failure stays in the dialog', async () => {
    const managed = { ...tom, manager: marcus };
    const view = await renderUserPage(managed, { 'DELETE /user-managers/40/manager': fail(500, '') });
    await view.userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove manager' });
    expect(within(dialog).getByText("Remove Marcus Hale as Tom Reed's manager?")).toBeTruthy();
    // Cancel is focused first, so Enter never removes by accident.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    await view.userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await within(dialog).findByText('Failed to remove manager')).toBeTruthy();

    view.api.on('DELETE /user-managers/40/manager', ok(null));
    view.state.current = { ...tom, manager: null };
    await view.userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Manager removed')).toBeTruthy();
    await waitFor(() => expect(within(card('Manager')).getByText('No manager')).toBeTruthy());
  });
});
