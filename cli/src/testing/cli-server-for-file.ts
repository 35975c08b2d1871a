import { startTestServer, type TestServer } from '@campus/server/testing';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { type CliResult, type RunOptions, runCli, tempConfigDir } from './run-cli.js';

export interface CliServer {
  /** The real server of the enclosing file (a fresh seeded database), started in beforeAll. */
  readonly server: TestServer;
  /** The current test's own CAMPUS_CONFIG_DIR (new for every test). */
  readonly configDir: string;
  /** `campus <argv>` in-process with the test's config folder (options.env adds to it). */
  cli(argv: string[], options?: RunOptions): Promise<CliResult>;
}

/** A real server for the enclosing file and a fresh config folder for each test. */
export function cliServerForFile(): CliServer {
  let server: TestServer | undefined;
  let config: Awaited<ReturnType<typeof tempConfigDir>> | undefined;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });
  beforeEach(async () => {
    config = await tempConfigDir();
  });
  afterEach(async () => {
    await config?.remove();
  });
  const configDir = () => {
    if (!config) throw new Error('No config folder outside a test');
    return config.dir;
  };
  return {
    get server() {
      if (!server) throw new Error('The server has not started (use it inside tests)');
      return server;
    },
    get configDir() {
      return configDir();
    },
    cli: (argv, options = {}) =>
      runCli(argv, { ...options, env: { CAMPUS_CONFIG_DIR: configDir(), ...options.env } }),
  };
}
