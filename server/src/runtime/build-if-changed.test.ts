import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../config.js';

// scripts/build-if-changed.mjs (what `pnpm start` runs before the server) in a small pnpm workspace of its
// own: web, cli and server packages (their build scripts run as pnpm would run them) whose build writes their output and appends their name to builds.log.

let root: string;
const OUTPUTS = { web: 'index.html', cli: 'campus.mjs', server: 'main.mjs' } as const;

function write(path: string, text: string) {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), text);
}

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'campus-build-if-changed-'));
  mkdirSync(join(root, 'scripts'));
  copyFileSync(
    join(REPO_ROOT, 'scripts', 'build-if-changed.mjs'),
    join(root, 'scripts', 'build-if-changed.mjs'),
  );
  write('package.json', JSON.stringify({ name: 'fake', private: true, type: 'module' }));
  write('pnpm-workspace.yaml', 'packages:\n  - web\n  - cli\n  - server\n  - sdk\n  - fixtures\n');
  write('pnpm-lock.yaml', "lockfileVersion: '9.0'\n");
  write('tsconfig.base.json', '{}');
  for (const [name, output] of Object.entries(OUTPUTS)) {
    const build = `node -e "const f=require('fs');f.mkdirSync('dist',{recursive:true});f.writeFileSync('dist/${output}','x');f.appendFileSync('../builds.log','${name}\\n')"`;
    write(
      `${name}/package.json`,
      JSON.stringify({ name: `@campus/${name}`, private: true, scripts: { build } }),
    );
    write(`${name}/src/index.ts`, `export const name = '${name}';\n`);
  }
  write('sdk/package.json', JSON.stringify({ name: '@campus/sdk', private: true }));
  write('sdk/src/index.ts', 'export const rule = 1;\n');
  write('fixtures/package.json', JSON.stringify({ name: '@campus/fixtures', private: true }));
  write('fixtures/src/index.ts', 'export const users = [];\n');
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Runs the script and returns the packages it built, in order. */
function start(): string[] {
  rmSync(join(root, 'builds.log'), { force: true });
  execFileSync(process.execPath, [join(root, 'scripts', 'build-if-changed.mjs')], {
    cwd: root,
    stdio: 'pipe',
  });
  try {
    return readFileSync(join(root, 'builds.log'), 'utf8').trim().split('\n').filter(Boolean);
  } catch {
    return [];
  }
}

describe('build-if-changed', { timeout: 120_000 }, () => {
  it('builds everything the first time, then nothing while the sources stay the same', () => {
    expect(start()).toEqual(['web', 'cli', 'server']);
    expect(start()).toEqual([]);
  });

  it('builds only the packages whose inputs changed: the sdk feeds all three, the server its own', () => {
    write('sdk/src/index.ts', 'export const rule = 2;\n');
    expect(start()).toEqual(['web', 'cli', 'server']);
    write('server/src/index.ts', "export const name = 'server 2';\n");
    expect(start()).toEqual(['server']);
    write('fixtures/src/index.ts', 'export const users = [1];\n');
    expect(start()).toEqual(['server']);
    expect(start()).toEqual([]);
  });

  it('ignores tests and what builds write, and builds again when an output was removed', () => {
    write('web/src/index.test.ts', 'it();\n');
    write('server/node_modules/x/index.js', 'x');
    expect(start()).toEqual([]);
    rmSync(join(root, 'cli', 'dist'), { recursive: true });
    expect(start()).toEqual(['cli']);
  });

  it('builds again when the lockfile changes (a dependency moved)', () => {
    write('pnpm-lock.yaml', "lockfileVersion: '9.0'\n# changed\n");
    expect(start()).toEqual(['web', 'cli', 'server']);
  });
});
