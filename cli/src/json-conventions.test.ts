import * as sdk from '@campus/sdk';
import type { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { loadAllVerbs } from './commands/registry.js';
import { signIn } from './commands/shared/sign-in.test-support.js';
import { buildProgram } from './program.js';
import { cliServerForFile } from './testing/cli-server-for-file.js';
import { runCli } from './testing/run-cli.js';
import { testIO } from './testing/test-io.js';

// --json [fields] and --jq, as the GitHub CLI has them, on every read command; against a real server.

const t = cliServerForFile();
const { cli } = t;

// Loaded: the fields and arguments of each verb are in its module.
const VERBS = await loadAllVerbs();
const READS = VERBS.filter((verb) => verb.jsonFields);

/** The command's required positional arguments, each given as "1" (enough to get past parsing). */
function requiredArgs(path: readonly string[]): string[] {
  let command: Command = buildProgram(testIO().io, VERBS, () => {});
  for (const word of path) {
    const next = command.commands.find((sub) => sub.name() === word);
    if (!next) throw new Error(`no command ${path.join(' ')}`);
    command = next;
  }
  return command.registeredArguments.filter((argument) => argument.required).map(() => '1');
}

describe('--json with no fields', () => {
  it('is declared by every read command (lists, shows, status)', () => {
    const names = READS.map((verb) => verb.path.join(' '));
    for (const read of ['groups list', 'orgs list', 'events list', 'cart show', 'courses list'])
      expect(names).toContain(read);
    for (const read of ['messages inbox', 'calendar', 'users list', 'admin stats'])
      expect(names.some((name) => name.startsWith(read))).toBe(true);
    for (const verb of READS) expect(verb.jsonFields?.(sdk).length).toBeGreaterThan(1);
  });

  it.each(READS.map((verb) => [verb.path.join(' '), verb] as const))(
    'campus %s --json lists its fields on stdout and exits 0 without calling the server',
    async (_name, verb) => {
      // An API nobody listens on: the fields come from the sdk's schemas, not from a request.
      const result = await runCli([...verb.path, ...requiredArgs(verb.path), '--json'], {
        env: { CAMPUS_API_URL: 'http://127.0.0.1:9/api', CAMPUS_TOKEN: 'x' },
      });
      expect(result.exitCode, result.stderr).toBe(0);
      expect(result.stdout.trim().split('\n')).toEqual(verb.jsonFields?.(sdk));
      expect(result.stderr).toContain('Specify one or more comma-separated fields for --json');
    },
  );
});

describe('--json fields and --jq against the server', () => {
  it('prints only the fields asked for, in that order, for a list and for one record', async () => {
    await signIn(t, 'admin');
    const list = await cli(['groups', 'list', '--json', 'name,id']);
    expect(list.exitCode, list.stderr).toBe(0);
    const groups = JSON.parse(list.stdout) as Array<Record<string, unknown>>;
    expect(groups.length).toBeGreaterThan(0);
    for (const group of groups) expect(Object.keys(group)).toEqual(['name', 'id']);

    const me = await cli(['whoami', '--json', 'username, is_admin']);
    expect(JSON.parse(me.stdout)).toEqual({ username: 'admin', is_admin: true });
  });

  it('refuses an unknown field with exit 2, naming it and the fields there are', async () => {
    await signIn(t, 'admin');
    const result = await cli(['users', 'list', '--json', 'username,passwd']);
    expect(result.exitCode).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('Unknown JSON field for campus users list: "passwd"');
    expect(result.stderr).toContain('Available fields: id, username,');
  });

  it('pipes --json fields through --jq: strings raw, one per line', async () => {
    await signIn(t, 'admin');
    const names = await cli([
      'users',
      'list',
      '--all',
      '--json',
      'username,is_student',
      '--jq',
      '.[] | select(.is_student) | .username',
    ]);
    expect(names.exitCode, names.stderr).toBe(0);
    const lines = names.stdout.trim().split('\n');
    expect(lines).toContain('student');
    expect(lines).not.toContain('admin');
    // --jq alone filters every field, as gh api does.
    const others = await cli([
      'users',
      'list',
      '--all',
      '--jq',
      '[.[] | select(.is_student | not)] | length',
    ]);
    const count = await cli(['admin', 'stats', '--jq', '.total_users']);
    expect(count.stdout.trim()).toMatch(/^\d+$/);
    expect(Number(count.stdout)).toBe(lines.length + Number(others.stdout));
  });

  it('refuses a --jq expression that does not compile (exit 2) and fields on a write (exit 2)', async () => {
    await signIn(t, 'admin');
    const bad = await cli(['groups', 'list', '--jq', '.[']);
    expect(bad.exitCode).toBe(2);
    expect(bad.stderr).toContain('Invalid --jq expression');
    const write = await cli(['groups', 'create', '--name', 'Never', '--json', 'id']);
    expect(write.exitCode).toBe(2);
    expect(write.stderr).toContain('campus groups create takes no --json fields');
    const none = await cli(['groups', 'list', '--jq', '.[] | select(.name == "Never") | .id']);
    expect(none.stdout).toBe('');
  });

  it('a write takes a bare --json (its whole result) and --jq', async () => {
    await signIn(t, 'admin');
    const created = await cli(['groups', 'create', '--name', 'Jq Club', '--jq', '.name']);
    expect(created.exitCode, created.stderr).toBe(0);
    expect(created.stdout).toBe('Jq Club\n');
  });

  it('still exits 4 when not signed in, whatever --json asks', async () => {
    const result = await cli(['groups', 'list', '--json', 'id', '--api-url', t.server.apiUrl]);
    expect(result.exitCode).toBe(4);
    expect(result.stdout).toBe('');
  });
});
