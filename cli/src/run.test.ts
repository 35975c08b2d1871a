import { describe, expect, it } from 'vitest';
import { runCli } from './testing/run-cli.js';

// Exit codes of commander's own outcomes; these runs never open the config or the network.

describe('runCampus exit codes', () => {
  it('asked-for help and version exit 0 on stdout', async () => {
    const help = await runCli(['--help']);
    expect(help.exitCode).toBe(0);
    expect(help.stdout).toContain('whoami');
    expect((await runCli(['help', 'auth'])).stdout).toContain('login');
    const version = await runCli(['--version']);
    expect(version.exitCode).toBe(0);
    expect(version.stdout).toMatch(/^\d+\.\d+\.\d+\n$/);
  });

  it('bare campus prints the help on stdout and exits 0, as bare gh does', async () => {
    const bare = await runCli([]);
    expect(bare.exitCode).toBe(0);
    expect(bare.stderr).toBe('');
    expect(bare.stdout).toBe((await runCli(['--help'])).stdout);
    expect(bare.stdout).toContain('Usage: campus');
  });

  it('an unknown command, or a noun without its verb, is a usage error (exit 2) on stderr', async () => {
    const typo = await runCli(['whoamii']);
    expect(typo.exitCode).toBe(2);
    expect(typo.stdout).toBe('');
    expect(typo.stderr).toContain("unknown command 'whoamii'");
    expect(typo.stderr).toContain('(Did you mean whoami?)');
    const noun = await runCli(['auth']);
    expect(noun.exitCode).toBe(2);
    expect(noun.stderr).toContain('Usage: campus auth');
  });

  it('a bad global flag is a usage error', async () => {
    const result = await runCli(['whoami', '--profile', '../etc']);
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toContain('Invalid profile name');
  });
});
