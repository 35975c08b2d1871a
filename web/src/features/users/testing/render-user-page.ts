import type { UserDetail } from '@campus/sdk';
import { screen } from '@testing-library/react';
import { createFakeApi, type FakeHandler, ok } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { adminUser } from '../../../testing/users';
import { personName } from '../lib/person-name';

/** The first render loads the lazy page: give it time on a busy machine. */
export const SLOW = { timeout: 10_000 };

/**
 * Renders /user/{id} for `detail` (GET /users/{id} answers the latest value of `current`), signed in as an
 * admin unless told, and waits for the heading.
 */
export async function renderUserPage(detail: UserDetail, routes: Record<string, FakeHandler> = {}) {
  const state = { current: detail };
  const api = createFakeApi({ [`GET /users/${detail.id}`]: () => ok(state.current), ...routes });
  const view = renderApp(`/user/${detail.id}`, { api, user: adminUser() });
  await screen.findByRole('heading', { level: 1, name: personName(detail) }, SLOW);
  return { ...view, state };
}

/** The card (a section) named by its heading. */
export function card(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}
