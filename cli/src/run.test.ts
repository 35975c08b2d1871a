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

  it('a missing or unknown command is a usage error (exit 2) explained on stderr', async () => {
    const bare = await runCli([]);
    expect(bare.exitCode).toBe(2);
    expect(bare.stdout).toBe('');
    expect(bare.stderr).toContain('Usage: campus');
    const typo = await runCli(['whoamii']);
    expect(typo.exitCode).toBe(2);
    expect(typo.stderr).toContain('whoami');
    expect((await runCli(['auth'])).exitCode).toBe(2);
  });

  it('a bad global flag is a usage error', async () => {
    const result = await runCli(['whoami', '--profile', '../etc']);
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toContain('Invalid profile name');
  });
});
