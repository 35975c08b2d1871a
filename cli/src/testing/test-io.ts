import { PassThrough } from 'node:stream';
import type { IOStreams } from '../io.js';

export interface TestIO {
  io: IOStreams;
  stdout(): string;
  stderr(): string;
}

export interface TestIOOptions {
  /** What stdin carries (then ends). */
  stdin?: string;
  /** Pretend both ends are terminals. */
  tty?: boolean;
}

/** In-memory streams whose output the test reads back. */
export function testIO(options: TestIOOptions = {}): TestIO {
  const stdin = new PassThrough();
  stdin.end(options.stdin ?? '');
  const out: string[] = [];
  const err: string[] = [];
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  stdout.on('data', (chunk: Buffer) => out.push(chunk.toString('utf8')));
  stderr.on('data', (chunk: Buffer) => err.push(chunk.toString('utf8')));
  const tty = options.tty ?? false;
  return {
    io: { stdin, stdout, stderr, stdinIsTTY: tty, stdoutIsTTY: tty },
    stdout: () => out.join(''),
    stderr: () => err.join(''),
  };
}
