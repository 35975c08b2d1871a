// Bundles the server into dist/main.mjs for `pnpm start`: Node runs plain JavaScript instead of compiling
// TypeScript through tsx at every start (about 0.8 s and 70 MiB less). The workspace packages
// (@campus/sdk, @campus/fixtures) are TypeScript sources, so they go into the bundle, with any package only
// they depend on. The server's own dependencies stay in node_modules: PGlite loads its wasm and data files
// from beside its own code, and sharp and @node-rs/argon2 are native.
import { existsSync } from 'node:fs';
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { build } from 'esbuild';

const root = dirname(fileURLToPath(import.meta.url));
const outdir = join(root, 'dist');
const { dependencies } = JSON.parse(await readFile(join(root, 'package.json'), 'utf8'));
const external = Object.entries(dependencies)
  .filter(([, version]) => !version.startsWith('workspace:'))
  .flatMap(([name]) => [name, `${name}/*`]);

// The PGlite template survives rebuilds (see below); everything else is written afresh.
for (const stale of ['main.mjs', 'main.mjs.map', 'migrations']) {
  await rm(join(outdir, stale), { recursive: true, force: true });
}
await mkdir(outdir, { recursive: true });
await build({
  entryPoints: { main: join(root, 'src/main.ts') },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  outExtension: { '.js': '.mjs' },
  external,
  // Stack traces point into src/ when run with --enable-source-maps.
  sourcemap: 'linked',
  legalComments: 'none',
  logLevel: 'warning',
});
// migrate.ts reads the SQL files beside itself (new URL('./migrations', import.meta.url)); in the bundle
// that is dist/migrations. config.ts's paths (SERVER_ROOT = one folder up) hold as they are: dist/ sits
// where src/ does.
await cp(join(root, 'src/db/migrations'), join(outdir, 'migrations'), { recursive: true });

// A fresh data folder starts from this tarball of an initdb'd, empty cluster (main.ts) instead of PGlite
// running initdb itself, which creates a second PGlite and the initdb WebAssembly beside the real one: about
// 15 s and 400 MiB of RSS more at a fresh start, released only at the first garbage collection. It holds
// no schema (migrations and the demo seed, which is dated from today, run at start), so it depends only
// on the PGlite version and is rebuilt only when that changes.
const template = join(outdir, 'pglite-initdb.tar.gz');
const stamp = join(outdir, 'pglite-initdb.version');
const { version } = JSON.parse(
  await readFile(join(root, 'node_modules/@electric-sql/pglite/package.json'), 'utf8'),
);
const built = await readFile(stamp, 'utf8').catch(() => '');
if (built !== version || !existsSync(template)) {
  const pglite = await PGlite.create();
  await writeFile(template, Buffer.from(await (await pglite.dumpDataDir('gzip')).arrayBuffer()));
  await pglite.close();
  await writeFile(stamp, version);
}
