// Loaded lazily (dynamic import from context.ts): the sdk, zod and undici cost more than `--help` may.
import {
  type CampusClient,
  createCampusClient,
  createCartSessionId,
  type FetchLike,
  isCartSessionId,
} from '@campus/sdk';
import { Agent, fetch as undiciFetch } from 'undici';

type UndiciInit = NonNullable<Parameters<typeof undiciFetch>[1]>;

export interface ApiTarget {
  apiUrl: string;
  token: string | null;
  sessionId: string;
}

export interface HttpClient {
  client: CampusClient;
  close(): Promise<void>;
}

/** The sdk client over undici's fetch with a keep-alive agent, so a bulk command reuses its connections. */
export function createHttpClient(target: ApiTarget): HttpClient {
  const agent = new Agent({ keepAliveTimeout: 10_000, connections: 8 });
  const fetch: FetchLike = async (input, init) => {
    // The global RequestInit and undici's differ only in typings (both take FormData, strings, headers).
    const response = await undiciFetch(input, { ...init, dispatcher: agent } as UndiciInit);
    // undici's Response is a separate class from Node's global one, but has everything the transport reads.
    return response as unknown as Response;
  };
  const client = createCampusClient({
    baseUrl: target.apiUrl,
    fetch,
    getToken: () => target.token,
    getSessionId: () => target.sessionId,
  });
  return { client, close: () => agent.close() };
}

/** The stored cart session id when it is one of ours, else a new 'cli-session-...'. */
export function ensureSessionId(stored: string | undefined): string {
  return isCartSessionId(stored, 'cli') ? stored : createCartSessionId('cli');
}
