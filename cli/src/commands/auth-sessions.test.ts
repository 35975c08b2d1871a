import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DEMO_PASSWORD } from '@campus/fixtures';
import type { LoginSession } from '@campus/sdk';
import { describe, expect, it } from 'vitest';
import type { Profile } from '../config.js';
import { cliServerForFile } from '../testing/cli-server-for-file.js';

// auth status (session dates), auth sessions and auth sessions revoke against the real server.

const t = cliServerForFile();
const { cli } = t;

async function login(username: string) {
  const result = await cli(
    ['auth', 'login', '--api-url', t.server.apiUrl, '--username', username, '--password-stdin'],
    { stdin: DEMO_PASSWORD },
  );
  expect(result.exitCode).toBe(0);
}

async function sessionsJson(): Promise<LoginSession[]> {
  const result = await cli(['auth', 'sessions', '--jq', '.']);
  expect(result.exitCode, result.stderr).toBe(0);
  return JSON.parse(result.stdout);
}

async function storedToken(): Promise<string | undefined> {
  const parsed: { profiles: Record<string, Profile> } = JSON.parse(
    await readFile(join(t.configDir, 'config.json'), 'utf8'),
  );
  return parsed.profiles.default?.token;
}

describe('campus auth login --api-url', () => {
  it('signs in at a bare origin (the web app address) through its /api', async () => {
    const origin = new URL(t.server.apiUrl).origin;
    const result = await cli(
      ['auth', 'login', '--api-url', origin, '--username', 'student', '--password-stdin'],
      {
        stdin: DEMO_PASSWORD,
      },
    );
    expect(result.exitCode, result.stderr).toBe(0);
    expect(result.stderr).toContain(`Logged in to ${origin}/api as student`);
    const fromEnv = await cli(['whoami', '--json', 'username'], { env: { CAMPUS_API_URL: `${origin}/` } });
    expect(fromEnv.exitCode, fromEnv.stderr).toBe(0);
  });

  it('says the address is wrong when no Campus API answers the login there', async () => {
    const wrong = `${new URL(t.server.apiUrl).origin}/campus`;
    const result = await cli(
      ['auth', 'login', '--api-url', wrong, '--username', 'student', '--password-stdin'],
      {
        stdin: DEMO_PASSWORD,
      },
    );
    expect(result.exitCode).toBe(1);
    expect(result.stderr).toContain(`${wrong} did not answer like the Campus API (HTTP 404).`);
    expect(result.stderr).toContain('it ends in /api');
  });
});

describe('campus auth status', () => {
  it('shows the current session: created, last used and when it expires', async () => {
    await login('student');
    const [current] = (await sessionsJson()).filter((session) => session.current);
    const text = await cli(['auth', 'status']);
    expect(text.exitCode).toBe(0);
    expect(text.stdout).toMatch(
      new RegExp(`Session\\t${current?.id}, signed in \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d UTC\\n`),
    );
    expect(text.stdout).toMatch(/Last used\t\d{4}-\d\d-\d\d \d\d:\d\d UTC\n/);
    expect(text.stdout).toMatch(/Expires\t\d{4}-\d\d-\d\d \d\d:\d\d UTC \(in 29 days if unused\)\n/);

    const json = JSON.parse((await cli(['auth', 'status', '--jq', '.'])).stdout);
    expect(json.session).toEqual({
      id: current?.id,
      created_at: current?.created_at,
      last_used_at: current?.last_used_at,
      expires_at: current?.expires_at,
    });
  });

  it('has no session when signed out', async () => {
    const json = await cli(['auth', 'status', '--jq', '.', '--api-url', t.server.apiUrl]);
    expect(json.exitCode).toBe(4);
    expect(JSON.parse(json.stdout).session).toBeNull();
  });
});

describe('campus auth sessions', () => {
  it('lists the sessions of the signed-in user, the current one marked', async () => {
    await login('manager');
    const other = await t.server.loginAs('manager');
    const sessions = await sessionsJson();
    expect(sessions.length).toBeGreaterThanOrEqual(2);
    expect(sessions.filter((session) => session.current)).toHaveLength(1);
    expect(JSON.stringify(sessions)).not.toContain(other);

    const table = await cli(['auth', 'sessions']);
    const rows = table.stdout.trim().split('\n');
    expect(rows).toHaveLength(sessions.length);
    expect(rows.filter((row) => row.endsWith('\tyes'))).toHaveLength(1);
    const onTerminal = await cli(['auth', 'sessions'], { tty: true });
    expect(onTerminal.stdout).toMatch(/^ID +CREATED +LAST USED +EXPIRES +CURRENT\n/);
  });

  it('exits 4 when not signed in', async () => {
    const result = await cli(['auth', 'sessions', '--api-url', t.server.apiUrl]);
    expect(result.exitCode).toBe(4);
    expect(result.stderr).toContain('campus auth login');
  });
});

describe('campus auth sessions revoke', () => {
  it('revokes another session of yours by id; its token stops working', async () => {
    await login('teacher');
    const laptop = await t.server.loginAs('teacher');
    const laptopSession = (await cli(['auth', 'sessions', '--jq', '.'], { env: { CAMPUS_TOKEN: laptop } }))
      .stdout;
    const laptopId = (JSON.parse(laptopSession) as LoginSession[]).find((session) => session.current)?.id;

    const result = await cli(['auth', 'sessions', 'revoke', String(laptopId)]);
    expect(result.exitCode, result.stderr).toBe(0);
    expect(result.stderr).toContain(`Revoked session ${laptopId}.`);
    const revoked = await cli(['whoami'], { env: { CAMPUS_TOKEN: laptop } });
    expect(revoked.exitCode).toBe(4);
    expect((await cli(['whoami'])).exitCode).toBe(0);
  });

  it("refuses another user's session id (exit 1) and leaves it working", async () => {
    await login('student');
    const victim = await t.server.loginAs('coordinator');
    const victimSessions = (await cli(['auth', 'sessions', '--jq', '.'], { env: { CAMPUS_TOKEN: victim } }))
      .stdout;
    const victimId = (JSON.parse(victimSessions) as LoginSession[]).find((session) => session.current)?.id;

    const result = await cli(['auth', 'sessions', 'revoke', String(victimId)]);
    expect(result.exitCode).toBe(1);
    expect(result.stderr).toContain(`No session ${victimId} of yours to revoke`);
    expect((await cli(['whoami'], { env: { CAMPUS_TOKEN: victim } })).exitCode).toBe(0);
  });

  it('revoking the current session signs this profile out', async () => {
    await login('parent');
    const current = (await sessionsJson()).find((session) => session.current);
    const result = await cli(['auth', 'sessions', 'revoke', String(current?.id)]);
    expect(result.exitCode).toBe(0);
    expect(result.stderr).toContain('you are signed out');
    expect(await storedToken()).toBeUndefined();
  });

  it('--others revokes every other session and keeps this one', async () => {
    await login('owner');
    const others = [await t.server.loginAs('owner'), await t.server.loginAs('owner')];
    const result = await cli(['auth', 'sessions', 'revoke', '--others', '--json']);
    expect(result.exitCode, result.stderr).toBe(0);
    expect(JSON.parse(result.stdout).revoked).toBeGreaterThanOrEqual(2);
    for (const token of others) {
      expect((await cli(['whoami'], { env: { CAMPUS_TOKEN: token } })).exitCode).toBe(4);
    }
    expect(await sessionsJson()).toEqual([expect.objectContaining({ current: true })]);
  });
});
