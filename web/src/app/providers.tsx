import { type CampusClient, createCampusClient, type FetchLike } from '@campus/sdk';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { SessionBootstrap } from '../features/auth/components/session-bootstrap';
import { CartModalProvider } from '../features/cart/components/cart-modal-context';
import { LiveProvider } from '../features/live';
import { ApiClientProvider } from '../lib/api-client';
import { cartSessionId } from '../lib/cart-session';
import { createAppQueryClient } from '../lib/query-client';
import { SessionProvider } from '../lib/session/session-context';
import { createSessionStore, type SessionStore } from '../lib/session/session-store';
import { colorSchemeManager, cssVariablesResolver, theme } from './theme';

export interface AppProvidersProps {
  children: ReactNode;
  /** Called after a 401 answer ended the held session (the app then goes to /login). */
  onSessionExpired: () => void;
  /** The fetch the sdk uses; tests pass one to answer at the transport boundary. */
  fetch?: FetchLike;
  storage?: Storage;
  queryClient?: QueryClient;
  /** 'test' turns off Mantine transitions and portals, and the live stream unless `live` says otherwise. */
  env?: 'default' | 'test';
  /** Whether to hold the live updates stream while signed in (default: outside tests). */
  live?: boolean;
}

interface AppServices {
  store: SessionStore;
  client: CampusClient;
  queryClient: QueryClient;
}

function createServices(props: AppProvidersProps): AppServices {
  const storage = props.storage ?? window.localStorage;
  const store = createSessionStore(storage);
  const queryClient = props.queryClient ?? createAppQueryClient();
  const client = createCampusClient({
    baseUrl: '/api',
    fetch: props.fetch,
    getToken: () => store.getState().token,
    getSessionId: () => cartSessionId(storage),
    onUnauthorized: () => {
      // Spec section 2: a 401 while a token is held clears the session and goes to /login.
      store.clear();
      queryClient.removeQueries();
      props.onSessionExpired();
    },
  });
  return { store, client, queryClient };
}

export function AppProviders(props: AppProvidersProps) {
  const [{ store, client, queryClient }] = useState(() => createServices(props));
  return (
    <MantineProvider
      theme={theme}
      colorSchemeManager={colorSchemeManager}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
      env={props.env}
    >
      {/* Bottom right: at the top they covered the header's cart, theme and logout controls. */}
      <Notifications position="bottom-right" />
      <QueryClientProvider client={queryClient}>
        <SessionProvider store={store}>
          <ApiClientProvider client={client}>
            <SessionBootstrap />
            <LiveProvider fetch={props.fetch} enabled={props.live ?? props.env !== 'test'}>
              <CartModalProvider>{props.children}</CartModalProvider>
            </LiveProvider>
          </ApiClientProvider>
        </SessionProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
