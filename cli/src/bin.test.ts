import { execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { startTestServer } from '@campus/server/testing';
import { beforeAll, describe, expect, it } from 'vitest';

// The bundled binary, run as users run it: catches what only shows after esbuild (chunks, banner, JSON).
const run = promisify(execFile);
const cliDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const binary = join(cliDir, 'dist', 'campus.mjs');

interface Exit {
  code: number;
  stdout: string;
  stderr: string;
}

async function campus(args: string[], env: Record<string, string> = {}): Promise<Exit> {
  try {
    const { stdout, stderr } = await run(process.execPath, [binary, ...args], {
      env: { PATH: process.env.PATH ?? '', ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

beforeAll(async () => {
  if (!existsSync(binary)) await run(process.execPath, [join(cliDir, 'build.mjs')], { cwd: cliDir });
});

describe('the built campus binary', () => {
  it('stops quietly (exit 0, no stack trace) when the reader of its output goes away', async () => {
    // What `campus --help | head -1` does: the pipe is closed after the first chunk, the help still writing.
    const child = spawn(process.execPath, [binary, '--help'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.stdout.once('data', () => child.stdout.destroy());
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(stderr).not.toMatch(/EPIPE|Unhandled/);
    expect(code).toBe(0);
  });

  it('prints help listing auth and whoami (exit 0)', async () => {
    const result = await campus(['--help']);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^\s+auth\b/m);
    expect(result.stdout).toMatch(/^\s+whoami\b/m);
    const auth = await campus(['auth', '--help']);
    expect(auth.stdout).toMatch(/login/);
    expect(auth.stdout).toMatch(/status/);
    expect(auth.stdout).toMatch(/logout/);
  });

  it('bare campus prints the help on stdout and exits 0; --help ends with examples, environment, exit codes', async () => {
    const bare = await campus([]);
    expect(bare.code).toBe(0);
    expect(bare.stderr).toBe('');
    expect(bare.stdout).toMatch(/^Usage: campus /);
    for (const title of ['Examples:', 'Environment:', 'Exit codes:']) {
      expect(bare.stdout).toContain(`\n${title}\n`);
    }
    expect(bare.stdout).toMatch(/^ {2}CAMPUS_TOKEN +\S/m);
    expect(bare.stdout).toMatch(/^ {2}4 {2}not signed in/m);
    const login = await campus(['auth', 'login', '--help']);
    expect(login.stdout).toContain('$ echo campus123 | campus auth login --username admin --password-stdin');
  });

  it('exits 2 on an unknown command and 4 when not signed in', async () => {
    const unknown = await campus(['frobnicate']);
    expect(unknown.code).toBe(2);
    expect(unknown.stdout).toBe('');
    expect(unknown.stderr).toContain("unknown command 'frobnicate'");
    const configDir = await mkdtemp(join(tmpdir(), 'campus-bin-test-'));
    try {
      const result = await campus(['whoami'], { CAMPUS_CONFIG_DIR: configDir });
      expect(result.code).toBe(4);
      expect(result.stderr).toContain('campus auth login');
    } finally {
      await rm(configDir, { recursive: true, force: true });
    }
  });
});

/** The sources esbuild bundled into campus.mjs and the chunks it imports statically (what start-up evaluates). */
async function startupSources(): Promise<string[]> {
  const sources: string[] = [];
  const seen = new Set<string>();
  const pending = [binary];
  for (let file = pending.pop(); file; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const text = await readFile(file, 'utf8');
    // Static imports only (`import ... from "./x"`, `import "./x"`); import("./x") loads on demand.
    for (const match of text.matchAll(/^import\s*(?:[^"'();]*?from\s*)?["'](\.[^"']+)["']/gm)) {
      pending.push(join(dirname(file), match[1] ?? ''));
    }
    // esbuild heads each bundled file with a `// path` comment.
    for (const match of text.matchAll(/^\/\/ (src\/\S+)$/gm)) sources.push(match[1] ?? '');
  }
  return sources;
}

describe('the built campus binary at start-up', () => {
  it('evaluates no verb module: the registry loads each when it is used (issue 22)', async () => {
    const sources = await startupSources();
    expect(sources).toContain('src/program.ts');
    expect(sources).toContain('src/commands/registry.ts');
    const commands = sources.filter((source) => source.startsWith('src/commands/'));
    expect(commands.sort()).toEqual(['src/commands/nouns.ts', 'src/commands/registry.ts']);
  });
});

describe('the built campus binary against a real server', () => {
  it('filters a read through --jq (jq-wasm loads from its bundled chunk)', async () => {
    const server = await startTestServer();
    try {
      const env = {
        CAMPUS_API_URL: server.apiUrl,
        CAMPUS_CONFIG_DIR: await mkdtemp(join(tmpdir(), 'campus-bin-')),
      };
      const listed = await campus(['events', 'list', '--json', 'id,title'], env);
      expect(listed.code, listed.stderr).toBe(0);
      const events = JSON.parse(listed.stdout) as Array<{ id: number; title: string }>;
      expect(events.length).toBeGreaterThan(0);
      const filtered = await campus(['events', 'list', '--json', 'id,title', '--jq', '.[0].title'], env);
      expect(filtered.code, filtered.stderr).toBe(0);
      expect(filtered.stdout.trim()).toBe(events[0]?.title);
      await rm(env.CAMPUS_CONFIG_DIR, { recursive: true, force: true });
    } finally {
      await server.close();
    }
  }, 120_000);
});
