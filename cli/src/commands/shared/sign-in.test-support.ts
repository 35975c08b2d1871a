import { DEMO_PASSWORD } from '@campus/fixtures';
import { expect } from 'vitest';
import type { CliServer } from '../../testing/cli-server-for-file.js';

/** Signs the test's profile in as a demo account (each test has its own config folder). */
export async function signIn(t: CliServer, username: string): Promise<void> {
  const result = await t.cli(
    ['auth', 'login', '--api-url', t.server.apiUrl, '--username', username, '--password-stdin'],
    { stdin: DEMO_PASSWORD },
  );
  expect(result.exitCode, result.stderr).toBe(0);
}

/**
 * `campus <argv> --jq .` parsed (every field of a read, the whole result of a write); fails the test
 * unless it exits 0.
 */
export async function cliJson<T>(t: CliServer, argv: string[]): Promise<T> {
  const result = await t.cli([...argv, '--jq', '.']);
  expect(result.exitCode, result.stderr).toBe(0);
  return JSON.parse(result.stdout) as T;
}
