import type { CampusClient } from '@campus/sdk';
import type { ApiTarget, HttpClient } from './api/client.js';
import { type ConfigStore, openConfigStore } from './config.js';
import { type IOStreams, systemIO } from './io.js';
import { type Prompter, terminalPrompter } from './prompter.js';

export type Env = Readonly<Record<string, string | undefined>>;

/**
 * The one injected factory (after the GitHub CLI's cmdutil.Factory): commands take every dependency from
 * here, never from globals, so tests swap streams, env, config folder, clock and prompter.
 */
export interface CliContext {
  io: IOStreams;
  env: Env;
  now(): Date;
  prompter: Prompter;
  /** The profile store, opened on first use. */
  config(): Promise<ConfigStore>;
  /** An sdk client for one API and token; the sdk and undici load on the first call. */
  client(target: ApiTarget): Promise<CampusClient>;
  /** A cart session id: the stored one when valid, else a new 'cli-session-...'. */
  sessionId(stored: string | undefined): Promise<string>;
  /** The API the last client talks to (for 'Could not reach the server at ...'). */
  activeApiUrl(): string | undefined;
  /** Closes keep-alive connections so the process can exit at once. */
  close(): Promise<void>;
}

export interface ContextOverrides {
  io?: IOStreams;
  env?: Env;
  now?: () => Date;
  prompter?: Prompter;
  config?: ConfigStore;
}

const loadApi = () => import('./api/client.js');

export function createContext(overrides: ContextOverrides = {}): CliContext {
  const io = overrides.io ?? systemIO();
  const env = overrides.env ?? process.env;
  const clients: HttpClient[] = [];
  let store: Promise<ConfigStore> | undefined = overrides.config
    ? Promise.resolve(overrides.config)
    : undefined;
  let apiUrl: string | undefined;

  return {
    io,
    env,
    now: overrides.now ?? (() => new Date()),
    prompter: overrides.prompter ?? terminalPrompter(io),
    config() {
      store ??= openConfigStore(env);
      return store;
    },
    async client(target) {
      const { createHttpClient } = await loadApi();
      const http = createHttpClient(target);
      clients.push(http);
      apiUrl = target.apiUrl;
      return http.client;
    },
    async sessionId(stored) {
      const { ensureSessionId } = await loadApi();
      return ensureSessionId(stored);
    },
    activeApiUrl: () => apiUrl,
    async close() {
      await Promise.all(clients.splice(0).map((http) => http.close()));
    },
  };
}
