import { DEMO_PASSWORD } from '@campus/fixtures';
import { startTestServer, type TestServer } from '@campus/server/testing';
import { render } from 'ink-testing-library';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createHttpClient, type HttpClient } from '../../api/client.js';
import { TuiApp, type TuiAppProps } from '../app.js';
import type { TuiEnv, TuiSession } from '../env.js';
import { toTuiUser } from '../tui-user.js';
import type { UnreadSource } from '../unread/unread-source.js';

export interface TuiServer {
  readonly server: TestServer;
  /** A TuiEnv on the real server; `saved` records sign-ins the TUI keeps. */
  env(overrides?: Partial<TuiEnv>): TuiEnv & { saved: Array<{ token: string; username: string }> };
  /** A demo account signed in over HTTP, as a stored profile would give it. */
  signIn(username: string): Promise<TuiSession>;
  /** Renders the TUI with the typing and waiting helpers; unmounted after the test. */
  open(props: TuiAppProps): Tui;
}

export interface Tui {
  frame(): string;
  type(...keys: string[]): Promise<void>;
  /** Waits until the frame contains `text` (or matches it), failing with the last frame. */
  waitFor(text: string | RegExp, timeoutMs?: number): Promise<string>;
  unmount(): void;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A never-ticking unread source for tests that do not look at the count (no background polls). */
export function fixedUnread(count: number): UnreadSource {
  return {
    subscribe(listener) {
      listener(count);
      return () => {};
    },
    refresh() {},
    close() {},
  };
}

/** The enclosing file's real server (fresh seeded database) and the TUI helpers on it. */
export function tuiServerForFile(): TuiServer {
  let server: TestServer | undefined;
  const clients: HttpClient[] = [];
  const mounted: Tui[] = [];
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterEach(async () => {
    for (const tui of mounted.splice(0)) tui.unmount();
    await Promise.all(clients.splice(0).map((client) => client.close()));
  });
  afterAll(async () => {
    await server?.close();
  });
  const live = () => {
    if (!server) throw new Error('The server has not started (use it inside tests)');
    return server;
  };
  const connect = async (token: string | null) => {
    const http = createHttpClient({ apiUrl: live().apiUrl, token, sessionId: 'cli-session-tui-test' });
    clients.push(http);
    return http.client;
  };
  return {
    get server() {
      return live();
    },
    env(overrides = {}) {
      const saved: Array<{ token: string; username: string }> = [];
      return {
        apiUrl: live().apiUrl,
        connect,
        saveSignIn: (token, username) => saved.push({ token, username }),
        now: () => new Date(),
        saved,
        ...overrides,
      };
    },
    async signIn(username) {
      const anonymous = await connect(null);
      const { token, user } = await anonymous.login({ username, password: DEMO_PASSWORD });
      return { user: toTuiUser(user), client: await connect(token), token };
    },
    open(props) {
      const rendered = render(<TuiApp {...props} />);
      const tui: Tui = {
        frame: () => rendered.lastFrame() ?? '',
        async type(...keys) {
          for (const key of keys) {
            const before = tui.frame();
            rendered.stdin.write(key);
            // Ink parses each write as one key press. React draws it, then runs the effects that give the
            // inputs their new handlers: wait for the frame to change (or a while, for keys that change
            // nothing), then a moment more for those effects, so the next key meets the new handler.
            const deadline = Date.now() + 250;
            while (tui.frame() === before && Date.now() < deadline) await pause(5);
            await pause(60);
          }
        },
        async waitFor(text, timeoutMs = 8000) {
          const deadline = Date.now() + timeoutMs;
          const matches = (frame: string) =>
            typeof text === 'string' ? frame.includes(text) : text.test(frame);
          while (Date.now() < deadline) {
            const frame = tui.frame();
            if (matches(frame)) {
              // The text inputs of what is now shown listen from a passive effect on: let those run.
              await pause(120);
              return tui.frame();
            }
            await pause(20);
          }
          throw new Error(`Timed out waiting for ${String(text)}; the last frame was:\n${tui.frame()}`);
        },
        unmount: () => rendered.unmount(),
      };
      mounted.push(tui);
      return tui;
    },
  };
}
