import { EventEmitter } from 'node:events';
import { stripVTControlCharacters } from 'node:util';
import { describe, expect, it } from 'vitest';
import type { TuiEnv } from './env.js';
import { startTui, type TuiStreams } from './start.js';

/** A terminal that reports no size, as a pty under `script` or `stty cols 0 rows 0` does. */
class SizelessTerminal extends EventEmitter {
  isTTY = true;
  columns: number | undefined;
  rows: number | undefined;
  readonly writes: string[] = [];
  constructor(size: number | undefined) {
    super();
    this.columns = size;
    this.rows = size;
  }
  write = (chunk: string) => {
    this.writes.push(chunk);
    return true;
  };
}

/** Keys typed into the TUI (Ink reads them on 'readable'). */
class Keyboard extends EventEmitter {
  isTTY = true;
  private pending: string | null = null;
  type(key: string) {
    this.pending = key;
    this.emit('readable');
  }
  read = () => {
    const key = this.pending;
    this.pending = null;
    return key;
  };
  setEncoding() {}
  setRawMode() {}
  resume() {}
  pause() {}
  ref() {}
  unref() {}
}

/** The fakes, typed as the streams startTui takes (it uses only what the fakes have). */
function terminal(size: number | undefined) {
  const stdout = new SizelessTerminal(size);
  const stdin = new Keyboard();
  const streams = { stdout, stdin, patchConsole: false } as unknown as TuiStreams;
  return { stdout, stdin, streams };
}

/** Nobody signed in: the sign-in form, which calls nothing until enter. */
const env = (apiUrl: string): TuiEnv => ({
  apiUrl,
  connect: () => Promise.reject(new Error('not in this test')),
  saveSignIn() {},
  now: () => new Date(),
});

const tick = () => new Promise((resolve) => setTimeout(resolve, 50));
// The clear-screen sequence Ink writes when it thinks a frame fills the terminal.
const CLEAR_SCREEN = '\u001b[2J';

describe('startTui', () => {
  it.each([0, undefined])('lays out at 80x24 when the terminal reports size %s', async (size) => {
    const { stdout, stdin, streams } = terminal(size);
    const done = startTui({ env: env('http://localhost:8093/api'), session: null }, streams);
    await tick();
    stdin.type('\u001B');
    await done;

    const output = stdout.writes.join('');
    expect(output).not.toContain(CLEAR_SCREEN);
    const lines = stripVTControlCharacters(output).split('\n');
    expect(lines.some((line) => line.includes('Sign in to http://localhost:8093/api'))).toBe(true);
    expect(lines.some((line) => line.includes('esc quits'))).toBe(true);
    expect(Math.max(...lines.map((line) => line.length))).toBeLessThanOrEqual(80);
    expect([stdout.columns, stdout.rows]).toEqual([80, 24]);
  });

  it('keeps the size a terminal reports', async () => {
    const { stdout, stdin, streams } = terminal(120);
    const done = startTui({ env: env('http://x/api'), session: null }, streams);
    await tick();
    stdin.type('\u001B');
    await done;
    expect([stdout.columns, stdout.rows]).toEqual([120, 120]);
  });
});
