import { CancelledError } from './errors.js';
import type { IOStreams } from './io.js';

export interface Prompter {
  input(question: string): Promise<string>;
  /** Reads a line without echoing it. */
  password(question: string): Promise<string>;
}

const CTRL_C = '\u0003';
const CTRL_D = '\u0004';
const BACKSPACES = new Set(['\u007f', '\b']);

/** Prompts on the terminal; questions go to stderr so stdout stays data only. */
export function terminalPrompter(io: IOStreams): Prompter {
  return {
    async input(question) {
      // Imported here: only a prompt needs readline, and every command would load it at start-up.
      const { createInterface } = await import('node:readline/promises');
      const rl = createInterface({ input: io.stdin, output: io.stderr, terminal: true });
      const controller = new AbortController();
      rl.on('SIGINT', () => controller.abort());
      try {
        return (await rl.question(question, { signal: controller.signal })).trim();
      } catch {
        throw new CancelledError();
      } finally {
        rl.close();
      }
    },

    password(question) {
      // Raw mode so the characters are never echoed; readline would print them.
      const { stdin, stderr } = io;
      stderr.write(question);
      return new Promise((resolve, reject) => {
        let value = '';
        const finish = (error?: Error) => {
          stdin.off('data', onData);
          stdin.setRawMode?.(false);
          stdin.pause();
          stderr.write('\n');
          if (error) reject(error);
          else resolve(value);
        };
        const onData = (data: Buffer | string) => {
          for (const char of data.toString('utf8')) {
            if (char === '\r' || char === '\n') return finish();
            if (char === CTRL_C || char === CTRL_D) return finish(new CancelledError());
            if (BACKSPACES.has(char)) value = value.slice(0, -1);
            else value += char;
          }
        };
        stdin.setRawMode?.(true);
        stdin.resume();
        stdin.on('data', onData);
      });
    },
  };
}
