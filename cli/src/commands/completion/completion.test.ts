import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { UsageError } from '../../errors.js';
import { runCli } from '../../testing/run-cli.js';
import { parse } from './completion.js';

/** The words bash offers after `line` (the last word being completed), with the script campus printed. */
function bashComplete(script: string, words: string[]): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'campus-completion-'));
  const file = join(dir, 'campus.bash');
  writeFileSync(file, script);
  const array = words.map((word) => `'${word}'`).join(' ');
  const out = execFileSync(
    'bash',
    [
      '-c',
      `source ${file}; COMP_WORDS=(${array}); COMP_CWORD=${words.length - 1}; _campus_completion; printf '%s\\n' "\${COMPREPLY[@]}"`,
    ],
    { encoding: 'utf8' },
  );
  return out.split('\n').filter(Boolean);
}

describe('campus completion', () => {
  it('takes bash, zsh or fish, and refuses another shell (exit 2)', async () => {
    expect(parse(['fish']).shell).toBe('fish');
    expect(() => parse(['tcsh'])).toThrow(UsageError);
    const bad = await runCli(['completion', 'tcsh']);
    expect(bad.exitCode).toBe(2);
  });

  it('bash completes nouns, verbs and flags, skipping flag values', async () => {
    const { exitCode, stdout } = await runCli(['completion', 'bash']);
    expect(exitCode).toBe(0);
    expect(bashComplete(stdout, ['campus', 'gr'])).toEqual(['groups']);
    expect(bashComplete(stdout, ['campus', '--profile', 'work', 'groups', 'add-'])).toEqual(['add-members']);
    expect(bashComplete(stdout, ['campus', 'courses', 'sessions', ''])).toEqual(
      expect.arrayContaining(['generate', 'list']),
    );
    expect(bashComplete(stdout, ['campus', 'courses', 'enroll', '--dr'])).toEqual(['--dry-run']);
    expect(bashComplete(stdout, ['campus', 'users', 'list', '--j'])).toEqual(['--json', '--jq']);
  });

  it('zsh loads the bash function through bashcompinit; fish completes under each command', async () => {
    const zsh = (await runCli(['completion', 'zsh'])).stdout;
    expect(zsh).toContain('bashcompinit');
    expect(zsh).toContain('complete -o default -F _campus_completion campus');
    const fish = (await runCli(['completion', 'fish'])).stdout;
    expect(fish).toContain('function __campus_path');
    expect(fish).toMatch(/complete -c campus -n 'test "\(__campus_path\)" = "groups"' -a 'add-members'/);
    expect(fish).toMatch(/complete -c campus -n 'test "\(__campus_path\)" = "users list"' -l jq/);
  });
});
