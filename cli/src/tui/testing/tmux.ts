import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A real terminal for journeys: a private tmux server (its own socket, so nobody else's sessions are
 * touched) with one 80x24 window running a plain shell; keys go in with send-keys, the screen comes out
 * with capture-pane.
 */
export class TmuxTerminal {
  private readonly socket = `campus-tui-${process.pid}-${Date.now()}`;
  private readonly target = 'journey';

  private tmux(...args: string[]) {
    return run('tmux', ['-L', this.socket, ...args], { env: { ...process.env, TMUX: '' } });
  }

  async start(env: Record<string, string>, cwd: string): Promise<void> {
    const exports = Object.entries(env).map(([name, value]) => `-e${name}=${value}`);
    await this.tmux(
      '-f',
      '/dev/null',
      'new-session',
      '-d',
      '-s',
      this.target,
      '-x',
      '80',
      '-y',
      '24',
      '-c',
      cwd,
      ...exports,
      'sh',
    );
    // Escape reaches the program at once (tmux waits 500 ms by default to see if a sequence follows).
    await this.tmux('set-option', '-s', 'escape-time', '0');
  }

  /** Keys by tmux name (Enter, Escape, Tab, Space, C-s, C-c). */
  async keys(...names: string[]): Promise<void> {
    for (const name of names) {
      await this.tmux('send-keys', '-t', this.target, name);
      await pause(80);
    }
  }

  /** Text typed as it is (no key names). */
  async type(text: string): Promise<void> {
    await this.tmux('send-keys', '-t', this.target, '-l', text);
    await pause(120);
  }

  /** The visible screen; with `escapes`, the colour and style sequences too. */
  async screen(escapes = false): Promise<string> {
    const { stdout } = await this.tmux('capture-pane', '-p', ...(escapes ? ['-e'] : []), '-t', this.target);
    return stdout;
  }

  async waitFor(text: string | RegExp, timeoutMs = 15_000): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    let screen = '';
    while (Date.now() < deadline) {
      screen = await this.screen();
      if (typeof text === 'string' ? screen.includes(text) : text.test(screen)) {
        await pause(150);
        return this.screen();
      }
      await pause(100);
    }
    throw new Error(`Timed out waiting for ${String(text)} in tmux; the screen was:\n${screen}`);
  }

  async stop(): Promise<void> {
    await this.tmux('kill-server').catch(() => undefined);
  }
}
