import type { Readable, Writable } from 'node:stream';

/** The three streams a command may touch, and whether each end is a terminal. */
export interface IOStreams {
  stdin: Readable & { isTTY?: boolean; setRawMode?: (mode: boolean) => unknown };
  stdout: Writable;
  stderr: Writable;
  stdinIsTTY: boolean;
  stdoutIsTTY: boolean;
}

export function systemIO(): IOStreams {
  return {
    // Getters: process.stdin opens a stream on fd 0 when first read, which `campus --help` never needs.
    get stdin() {
      return process.stdin;
    },
    stdout: process.stdout,
    stderr: process.stderr,
    get stdinIsTTY() {
      return process.stdin.isTTY === true;
    },
    stdoutIsTTY: process.stdout.isTTY === true,
  };
}

/** Prompts only when a person is there to answer: both stdin and stdout are terminals. */
export function canPrompt(io: IOStreams): boolean {
  return io.stdinIsTTY && io.stdoutIsTTY;
}

/** Reads stdin to its end (for `--password-stdin` and piped CSV). */
export async function readAll(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) {
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk as Uint8Array));
  }
  return Buffer.concat(chunks).toString('utf8');
}
