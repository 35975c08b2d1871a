import { describe, expect, it } from 'vitest';
import { EXIT_CODE_MEANINGS } from './errors.js';
import { ENVIRONMENT_VARIABLES } from './globals.js';
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

  it('an unknown command or verb is a usage error (exit 2) on stderr', async () => {
    const typo = await runCli(['whoamii']);
    expect(typo.exitCode).toBe(2);
    expect(typo.stdout).toBe('');
    expect(typo.stderr).toContain("unknown command 'whoamii'");
    expect(typo.stderr).toContain('(Did you mean whoami?)');
    const verb = await runCli(['auth', 'logn']);
    expect(verb.exitCode).toBe(2);
    expect(verb.stderr).toContain("unknown command 'logn'");
    expect((await runCli(['help', 'nosuch'])).exitCode).toBe(2);
  });

  it('a noun without its verb, or global flags without a command, print the help on stdout and exit 0', async () => {
    const noun = await runCli(['auth']);
    expect(noun).toMatchObject({ exitCode: 0, stderr: '' });
    expect(noun.stdout).toBe((await runCli(['auth', '--help'])).stdout);
    expect(noun.stdout).toContain('Usage: campus auth');
    const flagsOnly = await runCli(['--api-url', 'http://localhost:9/api']);
    expect(flagsOnly).toMatchObject({ exitCode: 0, stderr: '' });
    expect(flagsOnly.stdout).toBe((await runCli(['--help'])).stdout);
    const nested = await runCli(['courses', 'sessions']);
    expect(nested).toMatchObject({ exitCode: 0, stderr: '' });
    expect(nested.stdout).toContain('Usage: campus courses sessions');
  });

  it('a bad global flag is a usage error', async () => {
    const result = await runCli(['whoami', '--profile', '../etc']);
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toContain('Invalid profile name');
  });
});

describe('campus --help', () => {
  it('ends with Examples, Environment and Exit codes sections', async () => {
    const { stdout } = await runCli(['--help']);
    const examples = stdout.indexOf('\nExamples:\n');
    const environment = stdout.indexOf('\nEnvironment:\n');
    const exitCodes = stdout.indexOf('\nExit codes:\n');
    expect(examples).toBeGreaterThan(stdout.indexOf('\nCommands:\n'));
    expect(environment).toBeGreaterThan(examples);
    expect(exitCodes).toBeGreaterThan(environment);
    expect(stdout).toContain('  $ echo campus123 | campus auth login --username admin --password-stdin\n');
    const lines = stdout.split('\n');
    for (const [name, meaning] of ENVIRONMENT_VARIABLES) {
      expect(lines.find((line) => line.startsWith(`  ${name} `))).toContain(meaning);
    }
    for (const [code, meaning] of Object.entries(EXIT_CODE_MEANINGS)) {
      expect(stdout).toContain(`  ${code}  ${meaning}\n`);
    }
  });

  it('keeps those sections to the root: a command shows only its own examples', async () => {
    const { stdout } = await runCli(['whoami', '--help']);
    expect(stdout).toContain('Examples:');
    // The examples use the global flags, so the command's help lists them.
    expect(stdout).toMatch(/Global Options:\n(.*\n)* {2}--profile <name>/);
    expect(stdout).not.toContain('Environment:');
    expect(stdout).not.toContain('Exit codes:');
  });

  it.each(['auth login', 'auth logout', 'auth status', 'auth sessions', 'whoami', 'tui'])(
    'campus %s --help shows examples of itself',
    async (command) => {
      const help = await runCli([...command.split(' '), '--help']);
      expect(help.exitCode).toBe(0);
      const examples = help.stdout.slice(help.stdout.indexOf('\nExamples:\n'));
      expect(examples).toContain(`  $ campus ${command}`);
    },
  );
});
