import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes name.br and name.gz beside every text file of the build over 1 KB, compressed once at the best
 * levels (too slow per request), so the server sends them as they are (@fastify/static's preCompressed).
 * Smaller files gain little; the server compresses what is left on the fly.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'campus-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = await readdir(outDir, { recursive: true });
      const texts = files.filter((file) => /\.(js|mjs|css|html|svg|json|txt)$/.test(file));
      await Promise.all(
        texts.map(async (file) => {
          const path = join(outDir, file);
          if ((await stat(path)).size < 1024) return;
          const content = await readFile(path);
          const br = await brotli(content, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 11,
              [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          });
          await writeFile(`${path}.br`, br);
          await writeFile(`${path}.gz`, await gzipAsync(content, { level: 9 }));
        }),
      );
    },
  };
}

// `vite` serves the app on 5173 and proxies the API to the Campus server; `vite build` writes web/dist,
// which the server serves on its own port.
export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    proxy: {
      '/api': { target: 'http://localhost:8080', changeOrigin: true },
      // Uploaded images (event galleries, photos) are served by the server at /uploads/.
      '/uploads': { target: 'http://localhost:8080', changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Long-lived vendor chunks, cached across deploys of the app's own code.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/,
            },
            // @mantine/tiptap stays with the editor's lazy chunk: it would pull ProseMirror into every page;
            // @mantine/charts stays with the admin Dashboard's chart: it would pull recharts in.
            { name: 'mantine', test: /node_modules[\\/]@mantine[\\/](?!tiptap|charts)/ },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            // The rich-text editor, loaded only by the pages that edit rich text.
            {
              name: 'editor',
              test: /node_modules[\\/](@tiptap|@mantine[\\/]tiptap|prosemirror-[a-z-]+|linkifyjs|orderedmap|rope-sequence|w3c-keyname)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
