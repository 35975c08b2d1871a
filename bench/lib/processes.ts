import { type ChildProcess, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { performance } from 'node:perf_hooks';

/** Wall time of one run of a command to its exit, in milliseconds (30 s at most). Throws when it fails. */
export function timeCommand(
  command: string,
  args: readonly string[],
  cwd: string,
  timeoutMs = 30_000,
): number {
  const start = performance.now();
  const result = spawnSync(command, args, { cwd, stdio: 'ignore', timeout: timeoutMs });
  const elapsed = performance.now() - start;
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} exited with ${result.status ?? result.signal}`);
  return elapsed;
}

/** A TCP port nothing listens on right now. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (!address || typeof address === 'string') throw new Error('No free port');
  return address.port;
}

const sleep = (msDelay: number) => new Promise((resolve) => setTimeout(resolve, msDelay));

/** Polls a URL until it answers 200; rejects when the child exits first or the deadline passes. */
export async function waitForOk(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The process exited with ${child.exitCode} before ${url} answered`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(20);
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Stops a child we started (SIGTERM, then SIGKILL after a grace period) and waits for it to exit. */
export async function stop(child: ChildProcess, graceMs = 5_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}
