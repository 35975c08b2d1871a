import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@campus/fixtures';
import { describe, expect, it } from 'vitest';
import type { Profile } from '../config.js';
import { cliServerForFile } from '../testing/cli-server-for-file.js';

// auth login/status/logout and whoami against the real server on a free port, each test with its own
// config folder.

const t = cliServerForFile();
const { cli } = t;

async function storedProfile(name = 'default'): Promise<Profile | undefined> {
  const text = await readFile(join(t.configDir, 'config.json'), 'utf8');
  const parsed: { profiles: Record<string, Profile> } = JSON.parse(text);
  return parsed.profiles[name];
}

async function login(username = 'student', password = DEMO_PASSWORD) {
  return cli(['auth', 'login', '--api-url', t.server.apiUrl, '--username', username, '--password-stdin'], {
    stdin: `${password}\n`,
  });
}

/** A port where nothing listens. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

describe('campus auth login', () => {
  it.each(DEMO_ACCOUNTS.map((account) => account.username))(
    'signs in the demo account %s',
    async (username) => {
      const result = await login(username);
      expect(result.exitCode).toBe(0);
      const whoami = await cli(['whoami', '--jq', '.']);
      expect(whoami.exitCode).toBe(0);
      expect(JSON.parse(whoami.stdout)).toMatchObject({ username });
    },
  );

  it('signs in with --password-stdin and stores the token, API and a cart session id', async () => {
    const result = await login();
    expect(result.exitCode).toBe(0);
    expect(result.stderr).toContain(`Logged in to ${t.server.apiUrl} as student`);
    expect(result.stdout).toBe('');
    const profile = await storedProfile();
    expect(profile?.token).toMatch(/\S{20,}/);
    expect(profile).toMatchObject({ apiUrl: t.server.apiUrl, username: 'student' });
    expect(profile?.sessionId).toMatch(/^cli-session-/);
  });

  it('shows the server message and exits 1 on a wrong password', async () => {
    const direct = await fetch(`${t.server.apiUrl}/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'student', password: 'wrong-password' }),
    });
    const { message } = (await direct.json()) as { message: string };
    const result = await login('student', 'wrong-password');
    expect(result.exitCode).toBe(1);
    expect(message.length).toBeGreaterThan(0);
    expect(result.stderr).toContain(message);
    await expect(readFile(join(t.configDir, 'config.json'), 'utf8')).resolves.not.toContain('"token"');
  });

  it('never prompts without a terminal: missing flags are a usage error (exit 2)', async () => {
    const bare = await cli(['auth', 'login', '--api-url', t.server.apiUrl]);
    expect(bare.exitCode).toBe(2);
    expect(bare.stderr).toContain('--password-stdin');
    const noPassword = await cli(['auth', 'login', '--api-url', t.server.apiUrl, '--username', 'student']);
    expect(noPassword.exitCode).toBe(2);
  });

  it('prompts for username and password on a terminal', async () => {
    const asked: string[] = [];
    const prompter = {
      input: async (question: string) => {
        asked.push(question);
        return 'teacher';
      },
      password: async (question: string) => {
        asked.push(question);
        return DEMO_PASSWORD;
      },
    };
    const result = await cli(['auth', 'login'], {
      tty: true,
      prompter,
      env: { CAMPUS_API_URL: t.server.apiUrl },
    });
    expect(result.exitCode).toBe(0);
    expect(asked).toEqual(['Username: ', 'Password: ']);
    expect(await storedProfile()).toMatchObject({ username: 'teacher', apiUrl: t.server.apiUrl });
  });

  it('reports an unreachable server clearly (exit 1)', async () => {
    const url = `http://127.0.0.1:${await closedPort()}/api`;
    const result = await cli(['auth', 'login', '--api-url', url, '-u', 'student', '--password-stdin'], {
      stdin: DEMO_PASSWORD,
    });
    expect(result.exitCode).toBe(1);
    expect(result.stderr).toContain(`Could not reach the server at ${url}`);
  });
});

describe('campus whoami and auth status', () => {
  it('prints the signed-in user as JSON with --json', async () => {
    await login('teacher');
    const result = await cli(['whoami', '--jq', '.']);
    expect(result.exitCode).toBe(0);
    const user = JSON.parse(result.stdout);
    expect(user).toMatchObject({ username: 'teacher', is_admin: false });
    expect(user.permissions.map((permission: { key: string }) => permission.key)).toContain('create_course');
  });

  it('prints label and value lines when piped', async () => {
    await login('admin');
    const result = await cli(['whoami']);
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toContain('Username\tadmin\n');
    expect(result.stdout).toContain('Admin\tyes\n');
  });

  it('auth status says who is signed in, where, and that the token is valid', async () => {
    await login();
    const text = await cli(['auth', 'status']);
    expect(text.exitCode).toBe(0);
    expect(text.stdout).toContain(`API\t${t.server.apiUrl}`);
    expect(text.stdout).toContain('Signed in\tstudent (token from the profile)');
    expect(text.stdout).toContain('Token\tvalid');
    const json = await cli(['auth', 'status', '--jq', '.']);
    expect(JSON.parse(json.stdout)).toMatchObject({
      profile: 'default',
      api_url: t.server.apiUrl,
      signed_in: true,
      token_valid: true,
      token_source: 'profile',
      username: 'student',
    });
  });

  it('exits 4 with the hint to sign in when nobody is signed in', async () => {
    const whoami = await cli(['whoami', '--api-url', t.server.apiUrl]);
    expect(whoami.exitCode).toBe(4);
    expect(whoami.stderr).toContain('campus auth login');
    const status = await cli(['auth', 'status', '--api-url', t.server.apiUrl]);
    expect(status.exitCode).toBe(4);
    expect(status.stdout).toContain('Signed in\tno');
  });

  it('uses CAMPUS_TOKEN instead of the stored token', async () => {
    await login('student');
    const token = await t.server.loginAs('coordinator');
    const result = await cli(['whoami', '--jq', '.'], { env: { CAMPUS_TOKEN: token } });
    expect(result.exitCode).toBe(0);
    expect(JSON.parse(result.stdout).username).toBe('coordinator');
    const status = await cli(['auth', 'status', '--jq', '.'], { env: { CAMPUS_TOKEN: token } });
    expect(JSON.parse(status.stdout)).toMatchObject({
      token_source: 'CAMPUS_TOKEN',
      username: 'coordinator',
    });
  });

  it('profiles keep separate sign-ins', async () => {
    await login('student');
    const work = await cli(
      [
        'auth',
        'login',
        '--profile',
        'work',
        '--api-url',
        t.server.apiUrl,
        '-u',
        'manager',
        '--password-stdin',
      ],
      {
        stdin: DEMO_PASSWORD,
      },
    );
    expect(work.exitCode).toBe(0);
    expect(JSON.parse((await cli(['whoami', '--jq', '.', '--profile', 'work'])).stdout).username).toBe(
      'manager',
    );
    expect(JSON.parse((await cli(['whoami', '--jq', '.'])).stdout).username).toBe('student');
  });
});

describe('campus auth logout', () => {
  it('revokes the token on the server and forgets it; whoami then exits 4', async () => {
    await login('parent');
    const token = (await storedProfile())?.token ?? '';
    const result = await cli(['auth', 'logout']);
    expect(result.exitCode).toBe(0);
    expect(result.stderr).toContain(`Logged out of ${t.server.apiUrl}`);
    expect((await storedProfile())?.token).toBeUndefined();

    const whoami = await cli(['whoami']);
    expect(whoami.exitCode).toBe(4);
    expect(whoami.stderr).toContain('Run `campus auth login`');

    // The old token is revoked on the server, not only forgotten here.
    const revoked = await cli(['whoami', '--api-url', t.server.apiUrl], { env: { CAMPUS_TOKEN: token } });
    expect(revoked.exitCode).toBe(4);
    expect(revoked.stderr).toContain('The CAMPUS_TOKEN token is no longer valid');
  });

  it('is a no-op when not signed in', async () => {
    const result = await cli(['auth', 'logout', '--api-url', t.server.apiUrl]);
    expect(result.exitCode).toBe(0);
    expect(result.stderr).toContain('Not signed in');
  });
});
