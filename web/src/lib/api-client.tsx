import type { CampusClient } from '@campus/sdk';
import { createContext, type ReactNode, useContext } from 'react';

const ApiClientContext = createContext<CampusClient | null>(null);

export function ApiClientProvider({ client, children }: { client: CampusClient; children: ReactNode }) {
  return <ApiClientContext.Provider value={client}>{children}</ApiClientContext.Provider>;
}

/** The sdk client of this app (base URL /api, the session's token and the cart session id). */
export function useApiClient(): CampusClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient must be used inside <ApiClientProvider>');
  return client;
}
