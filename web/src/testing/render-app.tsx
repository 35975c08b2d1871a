import type { FetchLike, User } from '@campus/sdk';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../app/providers';
import { appRoutes } from '../app/router';
import { STORAGE_KEYS } from '../lib/storage-keys';
import { createFakeApi, type FakeApi, ok } from './fake-api';

export interface RenderAppOptions {
  api?: FakeApi;
  /**
   * Start signed in as this user (token 'test-token'); GET /user answers with them and the unread count is 0
   * unless api says otherwise.
   */
  user?: User;
  /** Hold the live stream (off by default in tests); `fetch` then answers GET /live too. */
  live?: boolean;
  /** The fetch the app uses, when a test answers more than the fake API does (a streamed body). */
  fetch?: FetchLike;
}

/** Renders the whole app (providers, router, shell) at `path`, against a fake API at the fetch boundary. */
export function renderApp(path: string, options: RenderAppOptions = {}) {
  const api = options.api ?? createFakeApi();
  if (options.user) {
    const session = { user: options.user, token: 'test-token' };
    window.localStorage.setItem(STORAGE_KEYS.token, session.token);
    window.localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(session.user));
    if (!api.has('GET /user')) api.on('GET /user', ok(session));
  }
  // The header's inbox badge asks on every signed-in screen; tests of other screens need not say so.
  if (!api.has('GET /messages/unread-count')) api.on('GET /messages/unread-count', ok({ count: 0 }));
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const view = render(
    <AppProviders
      fetch={options.fetch ?? api.fetch}
      live={options.live}
      storage={window.localStorage}
      queryClient={queryClient}
      env="test"
      onSessionExpired={() => void router.navigate('/login', { replace: true })}
    >
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, api, router, queryClient, userEvent: userEvent.setup({ delay: null }) };
}
