// Bundles the CLI into dist/: campus.mjs (the commands) plus chunks that load on demand (sdk and undici
// on the first API call, Ink and React only for `campus tui`), so `campus --help` starts fast.
import { rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = dirname(fileURLToPath(import.meta.url));

/**
 * Commander requires node:child_process (and with it net and dgram) when it loads, only to spawn
 * executable subcommands, which campus does not have: that cost a few ms of every start-up (issue 22).
 * Its require gets a stand-in that loads the module on first use, should it ever be used.
 */
const childProcessOnDemand = {
  name: 'child-process-on-demand',
  setup(plugin) {
    plugin.onResolve({ filter: /^node:child_process$/ }, ({ importer }) =>
      importer.includes('/node_modules/commander/')
        ? { path: 'child-process-on-demand', namespace: 'campus' }
        : undefined,
    );
    plugin.onLoad({ filter: /.*/, namespace: 'campus' }, () => ({
      contents:
        "let loaded; module.exports = new Proxy({}, { get: (_target, key) => (loaded ??= require('node:child_process'))[key] });",
      loader: 'js',
    }));
  },
};
const outdir = join(root, 'dist');

await rm(outdir, { recursive: true, force: true });
await build({
  entryPoints: { campus: join(root, 'src/index.ts') },
  outdir,
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  outExtension: { '.js': '.mjs' },
  chunkNames: 'chunks/[name]-[hash]',
  jsx: 'automatic',
  // Some bundled CommonJS (react, ink's deps) calls require() for Node built-ins.
  banner: {
    js: "import { createRequire as __campusCreateRequire } from 'node:module'; const require = __campusCreateRequire(import.meta.url);",
  },
  // Ink imports the React devtools only when DEV is set; it is not a dependency. jq-wasm finds its .wasm
  // beside its own file (__dirname), so it loads from node_modules, not from a chunk.
  external: ['react-devtools-core', 'jq-wasm'],
  define: { 'process.env.NODE_ENV': '"production"' },
  legalComments: 'none',
  logLevel: 'warning',
  plugins: [childProcessOnDemand],
});
