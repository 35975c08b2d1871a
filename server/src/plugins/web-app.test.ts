import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/test-app.js';
import { IMMUTABLE_CACHE } from './web-app.js';

// A small fake build in a temporary folder, laid out as `vite build` and its precompress step leave web/dist:
// index.html, a hashed bundle with its .br and .gz beside it, and a small bundle with none.
const BUNDLE = `export const words = ${JSON.stringify('campus '.repeat(600))};\n`;
const BUNDLE_BR = brotliCompressSync(BUNDLE);
const BUNDLE_GZ = gzipSync(BUNDLE);
const INDEX =
  '<!doctype html><html><head><script type="module" src="/assets/app-A1b2C3.js"></script></head></html>';

let webDir: string;
let testApp: TestApp;

beforeAll(async () => {
  webDir = await mkdtemp(join(tmpdir(), 'campus-web-app-'));
  await mkdir(join(webDir, 'assets'));
  await writeFile(join(webDir, 'index.html'), INDEX);
  await writeFile(join(webDir, 'assets', 'app-A1b2C3.js'), BUNDLE);
  await writeFile(join(webDir, 'assets', 'app-A1b2C3.js.br'), BUNDLE_BR);
  await writeFile(join(webDir, 'assets', 'app-A1b2C3.js.gz'), BUNDLE_GZ);
  await writeFile(join(webDir, 'assets', 'tiny-Z9y8X7.js'), 'export {};\n');
  await writeFile(join(webDir, 'assets', 'gone-after-start-Q1w2E3.js'), 'export const early = 1;\n');
  await writeFile(join(webDir, '.source-hash'), 'abc\n');
  testApp = await buildTestApp({ webDir });
});

afterAll(async () => {
  await testApp?.close();
  await rm(webDir, { recursive: true, force: true });
});

const get = (url: string, encoding?: string) =>
  testApp.app.inject({
    method: 'GET',
    url,
    headers: encoding ? { 'accept-encoding': encoding } : {},
  });

describe('the web app: precompressed assets', () => {
  it('sends the .br file as it is to a client that takes br', async () => {
    const response = await get('/assets/app-A1b2C3.js', 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    // The very bytes written at build time, not compressed a second time.
    expect(response.rawPayload.equals(BUNDLE_BR)).toBe(true);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(BUNDLE);
  });

  it('sends the .gz file to a client that takes only gzip', async () => {
    const response = await get('/assets/app-A1b2C3.js', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.rawPayload.equals(BUNDLE_GZ)).toBe(true);
    expect(gunzipSync(response.rawPayload).toString()).toBe(BUNDLE);
  });

  it('sends the plain file to a client that asks for no encoding', async () => {
    const response = await get('/assets/app-A1b2C3.js');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(BUNDLE);
  });

  it('a missing asset is a 404, not the HTML page', async () => {
    const response = await get('/assets/gone-000000.js', 'br');
    expect(response.statusCode).toBe(404);
  });
});

describe('the web app: served from memory', () => {
  it('reads the build once at start: a file removed or added since changes nothing until a restart', async () => {
    await rm(join(webDir, 'assets', 'gone-after-start-Q1w2E3.js'));
    await writeFile(join(webDir, 'assets', 'late-R4t5Y6.js'), 'export {};\n');
    const kept = await get('/assets/gone-after-start-Q1w2E3.js');
    expect(kept.statusCode).toBe(200);
    expect(kept.body).toBe('export const early = 1;\n');
    expect((await get('/assets/late-R4t5Y6.js')).statusCode).toBe(404);
  });

  it('never serves dotfiles (the build stamp of pnpm start)', async () => {
    // Not a file to the SPA fallback (no extension): the app's page, never the stamp.
    const response = await get('/.source-hash');
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).not.toContain('abc');
  });

  it('answers 304 to a client holding the same form of the file (ETag per encoding)', async () => {
    const first = await get('/assets/app-A1b2C3.js', 'br');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/-br"$/);
    const again = await testApp.app.inject({
      method: 'GET',
      url: '/assets/app-A1b2C3.js',
      headers: { 'accept-encoding': 'br', 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const plain = await get('/assets/app-A1b2C3.js');
    expect(plain.headers.etag).not.toBe(etag);
  });

  it('answers HEAD with the GET headers and no body', async () => {
    const head = await testApp.app.inject({ method: 'HEAD', url: '/assets/app-A1b2C3.js' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toMatch(/javascript/);
    expect(head.body).toBe('');
  });
});

describe('the web app: cache headers', () => {
  it('hashed assets are cached for a year, compressed or not', async () => {
    for (const encoding of ['br', 'gzip', undefined]) {
      const response = await get('/assets/app-A1b2C3.js', encoding);
      expect(response.headers['cache-control']).toBe(IMMUTABLE_CACHE);
    }
    expect((await get('/assets/tiny-Z9y8X7.js', 'br')).headers['cache-control']).toBe(IMMUTABLE_CACHE);
  });

  it.each(['/', '/index.html', '/dashboard', '/events/12/edit'])(
    '%s answers index.html revalidated on every use (no-cache)',
    async (url) => {
      const response = await get(url, 'br');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      const body =
        response.headers['content-encoding'] === 'br'
          ? brotliDecompressSync(response.rawPayload).toString()
          : response.body;
      expect(body).toBe(INDEX);
    },
  );
});

describe('compressed JSON answers', () => {
  it('a big answer goes out as br when the client takes it, plain otherwise', async () => {
    const plain = await get('/api/openapi.json');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const compressed = await get('/api/openapi.json', 'gzip, deflate, br');
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(compressed.rawPayload).toString())).toEqual(plain.json());
  });

  it('gzip when the client takes only gzip', async () => {
    const response = await get('/api/openapi.json', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(response.rawPayload).toString()).openapi).toBe('3.1.0');
  });

  it('a small answer stays plain even when the client takes br', async () => {
    const response = await get('/api/user', 'br');
    expect(response.statusCode).toBe(401);
    expect(response.rawPayload.length).toBeLessThan(1024);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toMatchObject({ status: 'error' });
  });
});
