import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { DEMO_PASSWORD } from '@campus/fixtures';
import { startTestServer, type TestServer } from '@campus/server/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from '../api/client.js';
import { TmuxTerminal } from './testing/tmux.js';

// `campus tui` in a real terminal (tmux, 80x24), from the built binary as a user runs it.
const run = promisify(execFile);
const cliDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const binary = join(cliDir, 'dist', 'campus.mjs');

let server: TestServer;
let home: string;
let terminal: TmuxTerminal;
const ESC = String.fromCharCode(27);
/** A colour sequence (ESC [ 3x / 4x / 9x m, 256 colours, true colour). */
const COLOUR = new RegExp(`${ESC}\\[(?:[0-9;]*;)?(?:3[0-7]|4[0-7]|9[0-7]|38;5|38;2)[;m]`);

beforeAll(async () => {
  await run(process.execPath, [join(cliDir, 'build.mjs')], { cwd: cliDir });
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});
afterEach(async () => {
  await terminal?.stop();
  if (home) await rm(home, { recursive: true, force: true });
});

async function coordinator() {
  const anonymous = createHttpClient({
    apiUrl: server.apiUrl,
    token: null,
    sessionId: 'cli-session-journey',
  });
  const { token } = await anonymous.client.login({ username: 'coordinator', password: DEMO_PASSWORD });
  await anonymous.close();
  return createHttpClient({ apiUrl: server.apiUrl, token, sessionId: 'cli-session-journey' });
}

/** A shell in tmux with a fresh config folder, the API of the test server and the binary as `campus`. */
async function openTerminal(extra: Record<string, string> = {}) {
  home = await mkdtemp(join(tmpdir(), 'campus-tui-journey-'));
  terminal = new TmuxTerminal();
  await terminal.start(
    { CAMPUS_CONFIG_DIR: join(home, 'config'), CAMPUS_API_URL: server.apiUrl, PS1: '$ ', ...extra },
    home,
  );
  return terminal;
}

/** The shell runs commands again (its prompt differs between sh and root): the TUI has exited. */
async function backAtTheShell(terminal: TmuxTerminal): Promise<void> {
  await terminal.type('echo shell-$((20 + 22))');
  await terminal.keys('Enter');
  await terminal.waitFor('shell-42');
}

/** The terminal's line discipline after the TUI: canonical mode and echo back on. */
async function sttyAfter(terminal: TmuxTerminal): Promise<string> {
  await terminal.type(`stty -a > ${join(home, 'stty.txt')}`);
  await terminal.keys('Enter');
  const deadline = Date.now() + 5000;
  while (Date.now() < deadline) {
    const text = await readFile(join(home, 'stty.txt'), 'utf8').catch(() => '');
    if (text.includes('icanon')) return text;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('stty -a wrote nothing');
}

describe('campus tui in a real terminal', () => {
  it('a coordinator signs in, opens a group, adds two members, posts an announcement, quits; the terminal is restored', async () => {
    const http = await coordinator();
    const group = await http.client.groups.create({ name: 'Science Fair Team', description: 'For the fair' });
    const tty = await openTerminal();
    await tty.type(`${process.execPath} ${binary} tui`);
    await tty.keys('Enter');
    await tty.waitFor(`Sign in to ${server.apiUrl}`);
    await tty.type('coordinator');
    await tty.keys('Enter');
    await tty.type(DEMO_PASSWORD);
    await tty.keys('Enter');
    let screen = await tty.waitFor('Welcome, ');
    expect(screen).toContain(`coordinator · ${server.apiUrl}`);
    // Everything fits in 80 columns.
    expect(Math.max(...screen.split('\n').map((line) => line.length))).toBeLessThanOrEqual(80);

    await tty.keys('Enter');
    await tty.waitFor('Science Fair Team');
    await tty.keys('/');
    await tty.type('Fair Team');
    await tty.keys('Enter', 'Enter');
    await tty.waitFor('No Members Found');
    await tty.type('a');
    await tty.waitFor('ava.johnson');
    await tty.keys('/');
    await tty.type('ava');
    await tty.keys('Enter', 'Space', 'Escape');
    await tty.keys('/');
    await tty.type('liam');
    await tty.keys('Enter', 'Space');
    await tty.waitFor('2 ticked');
    await tty.keys('Enter');
    await tty.waitFor('Added 2 members to Science Fair Team.');
    await tty.waitFor('liam.nguyen');

    await tty.keys('Tab', 'Tab');
    await tty.waitFor('[Announcements]');
    await tty.type('n');
    await tty.waitFor('New announcement in Science Fair Team');
    await tty.type('Posters due Friday');
    await tty.keys('Enter');
    await tty.type('Bring your poster to Lab B.');
    await tty.keys('C-s');
    await tty.waitFor('Posted "Posters due Friday".');
    screen = await tty.waitFor(/\[Active\]\s+Posters due Friday/);

    await tty.type('q');
    await backAtTheShell(tty);
    const stty = await sttyAfter(tty);
    expect(stty).toMatch(/(^|\s)icanon(\s|$)/m);
    expect(stty).toMatch(/(^|\s)echo(\s|$)/m);
    expect(stty).not.toMatch(/-icanon|(^|\s)-echo(\s|$)/m);

    const { group: saved } = await http.client.groups.get(group.id);
    expect(saved.users?.map((user) => user.username).sort()).toEqual(['ava.johnson', 'liam.nguyen']);
    const { data } = await http.client.announcements.list(group.id, { show_all: true });
    expect(data.map((item) => item.title)).toEqual(['Posters due Friday']);
    // The sign-in made inside the TUI was kept: the next command is signed in.
    const whoami = await run(process.execPath, [binary, 'whoami', '--json', 'username'], {
      env: {
        PATH: process.env.PATH ?? '',
        CAMPUS_CONFIG_DIR: join(home, 'config'),
        CAMPUS_API_URL: server.apiUrl,
      },
    });
    expect(JSON.parse(whoami.stdout)).toMatchObject({ username: 'coordinator' });
    await http.close();
  }, 120_000);

  it('honours NO_COLOR, and Ctrl-C gives the terminal back', async () => {
    const tty = await openTerminal({ NO_COLOR: '1' });
    await tty.type(
      `printf '%s' ${DEMO_PASSWORD} | ${process.execPath} ${binary} auth login --username coordinator --password-stdin`,
    );
    await tty.keys('Enter');
    await tty.waitFor('Logged in to');
    await tty.type(`${process.execPath} ${binary} tui`);
    await tty.keys('Enter');
    await tty.waitFor('Welcome, ');
    await tty.keys('?');
    await tty.waitFor('Keys: Welcome');
    const styled = await tty.screen(true);
    // No colour sequences (ESC [ 3x / 4x / 9x m); the cursor mark › still shows where the cursor is.
    expect(styled).not.toMatch(COLOUR);
    await tty.keys('Escape');
    await tty.waitFor('› My groups');
    // Today (the coordinator co-owns Grade 8 Science Lab, Tuesdays and Thursdays): colourless, in 80 columns.
    await tty.keys('/');
    await tty.type('today');
    await tty.keys('Enter', 'Enter');
    const today = await tty.waitFor(/No sessions today|Grade 8 Science Lab/);
    expect(today).toMatch(/Today · \w+day, /);
    expect(Math.max(...today.split('\n').map((line) => line.length))).toBeLessThanOrEqual(80);
    expect(await tty.screen(true)).not.toMatch(COLOUR);
    await tty.keys('C-c');
    await backAtTheShell(tty);
    const stty = await sttyAfter(tty);
    expect(stty).not.toMatch(/-icanon|(^|\s)-echo(\s|$)/m);
  }, 120_000);
});
