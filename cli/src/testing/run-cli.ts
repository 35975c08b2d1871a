import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createContext, type Env } from '../context.js';
import type { Prompter } from '../prompter.js';
import { runCampus } from '../run.js';
import { type TestIOOptions, testIO } from './test-io.js';

export interface CliResult {
  exitCode: number;
  stdout: string;
  stderr: string;
}

export interface RunOptions extends TestIOOptions {
  env?: Env;
  prompter?: Prompter;
}

/** Runs `campus <argv>` in-process with captured streams; never reads the real environment. */
export async function runCli(argv: readonly string[], options: RunOptions = {}): Promise<CliResult> {
  const streams = testIO(options);
  const ctx = createContext({ io: streams.io, env: options.env ?? {}, prompter: options.prompter });
  const exitCode = await runCampus(argv, ctx);
  // Let the PassThrough 'data' events flush before reading.
  await new Promise((resolve) => setImmediate(resolve));
  return { exitCode, stdout: streams.stdout(), stderr: streams.stderr() };
}

/** A temporary CAMPUS_CONFIG_DIR, so tests never touch the real home. */
export async function tempConfigDir(): Promise<{ dir: string; remove(): Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'campus-cli-test-'));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
