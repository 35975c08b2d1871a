import type { WaitlistEntry } from '@campus/sdk';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { createFakeApi, fail, ok } from '../../../testing/fake-api';
import { waitlistEntry } from '../testing/sample-waitlist';
import { StaffWaitlist } from './staff-waitlist';

const user = (id: number, first: string, last: string) => ({
  id,
  username: `${first.toLowerCase()}.${last.toLowerCase()}`,
  first_name: first,
  middle_name: null,
  last_name: last,
});

function line() {
  return {
    claim_hours: 12,
    entries: [
      waitlistEntry(1, {
        user: user(11, 'Emma', 'Wilson'),
        status: 'offered',
        position: null,
        expires_at: new Date(Date.now() + 3_600_000).toISOString(),
      }),
      waitlistEntry(2, { user: user(12, 'Liam', 'Nguyen'), position: 1 }),
      waitlistEntry(3, { user: user(13, 'Ava', 'Johnson'), position: 2 }),
      waitlistEntry(4, { user: user(14, 'Noah', 'Smith'), position: 3 }),
    ],
  };
}

function renderStaffWaitlist(api: ReturnType<typeof createFakeApi>) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <AppProviders
      fetch={api.fetch}
      storage={window.localStorage}
      queryClient={queryClient}
      env="test"
      onSessionExpired={() => {}}
    >
      <MemoryRouter>
        <StaffWaitlist parent={{ kind: 'course', id: 8 }} />
      </MemoryRouter>
    </AppProviders>,
  );
  return userEvent.setup({ delay: null });
}

function waitingNames() {
  const list = screen.getByRole('list', { name: 'Waiting, first in line first' });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.firstChild?.textContent);
}

describe('the staff waitlist', () => {
  it('shows the open offers, then the line; Move down saves the new order', async () => {
    let current = line();
    const api = createFakeApi({
      'GET /courses/8/waitlist/entries': () => ok(current),
      'PUT /courses/8/waitlist/entries/order': (call) => {
        const ids = (call.body as { entry_ids: number[] }).entry_ids;
        const byId = new Map(current.entries.map((entry) => [entry.id, entry]));
        current = {
          ...current,
          entries: [
            current.entries[0],
            ...ids.map((id, index) => ({ ...byId.get(id), position: index + 1 })),
          ],
        } as typeof current;
        return ok(current);
      },
    });
    const events = renderStaffWaitlist(api);
    const region = await screen.findByRole('region', { name: 'Waitlist' });
    expect(await within(region).findByText(/has 12 hours to claim it/)).toBeTruthy();
    const offers = within(region).getByRole('list', { name: 'Offers open' });
    expect(within(offers).getByText('Emma Wilson')).toBeTruthy();
    expect(within(offers).getByRole('timer')).toBeTruthy();
    expect(waitingNames()).toEqual(['Liam Nguyen', 'Ava Johnson', 'Noah Smith']);
    expect((screen.getByRole('button', { name: 'Move Liam Nguyen up' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect((screen.getByRole('button', { name: 'Move Noah Smith down' }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    await events.click(screen.getByRole('button', { name: 'Move Liam Nguyen down' }));
    expect(waitingNames()).toEqual(['Ava Johnson', 'Liam Nguyen', 'Noah Smith']);
    expect(await screen.findByText('The waitlist order was saved.')).toBeTruthy();
    const put = api.calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({ entry_ids: [3, 2, 4] });
  });

  it('puts the order back when saving it fails, and offers a place by hand', async () => {
    let current = line();
    const api = createFakeApi({
      'GET /courses/8/waitlist/entries': () => ok(current),
      'PUT /courses/8/waitlist/entries/order': fail(
        422,
        'The order must list every waiting entry exactly once.',
      ),
      'POST /courses/8/waitlist/entries/4/offer': () => {
        const [held, liam, ava, noah] = line().entries as [
          WaitlistEntry,
          WaitlistEntry,
          WaitlistEntry,
          WaitlistEntry,
        ];
        const offered: WaitlistEntry = { ...noah, status: 'offered', position: null };
        current = { ...current, entries: [held, offered, liam, ava] };
        return ok(offered);
      },
    });
    const events = renderStaffWaitlist(api);
    await screen.findByRole('list', { name: 'Waiting, first in line first' });
    await events.click(screen.getByRole('button', { name: 'Move Noah Smith up' }));
    expect(await screen.findByText('The order must list every waiting entry exactly once.')).toBeTruthy();
    await waitFor(() => expect(waitingNames()).toEqual(['Liam Nguyen', 'Ava Johnson', 'Noah Smith']));

    await events.click(screen.getByRole('button', { name: 'Offer place to Noah Smith' }));
    expect(
      await screen.findByText('The place was offered. Noah Smith has 12 hours to claim it.'),
    ).toBeTruthy();
    const offers = screen.getByRole('list', { name: 'Offers open' });
    await waitFor(() => expect(within(offers).getByText('Noah Smith')).toBeTruthy());
    expect(waitingNames()).toEqual(['Liam Nguyen', 'Ava Johnson']);
  });

  it('says when no one waits', async () => {
    const api = createFakeApi({
      'GET /courses/8/waitlist/entries': ok({ claim_hours: 24, entries: [] }),
    });
    renderStaffWaitlist(api);
    expect(await screen.findByText('No one is on the waitlist.')).toBeTruthy();
  });
});
