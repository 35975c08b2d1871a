import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

export interface PageWeight {
  files: number;
  /** Bytes once decoded (what the browser parses). */
  raw: number;
  /** Bytes as sent (content-encoding br or gzip where the server gives it). */
  wire: number;
}

interface Fetched {
  body: Buffer;
  encoding: string | undefined;
}

/** GET with accept-encoding br, gzip, keeping the body as it came over the wire (fetch would decode it). */
function getRaw(url: string): Promise<Fetched> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': 'br, gzip' } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        if (response.statusCode !== 200) reject(new Error(`${url} answered ${response.statusCode}`));
        else resolve({ body: Buffer.concat(chunks), encoding: response.headers['content-encoding'] });
      });
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

function decode({ body, encoding }: Fetched): Buffer {
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'gzip') return gunzipSync(body);
  return body;
}

/** The files a guest's browser loads first: index.html and the scripts, stylesheets and modulepreloads it names. */
export function assetsNamedIn(html: string): string[] {
  const urls = new Set<string>();
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const isScript = tag.startsWith('<script');
    const rel = /\brel="([^"]+)"/.exec(tag)?.[1];
    if (!isScript && rel !== 'stylesheet' && rel !== 'modulepreload') continue;
    const url = /\b(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    if (url) urls.add(url);
  }
  return [...urls];
}

/** What a guest downloads for the home page, raw and on the wire. */
export async function homePageWeight(baseUrl: string): Promise<PageWeight> {
  const index = await getRaw(`${baseUrl}/`);
  const html = decode(index).toString('utf8');
  const assets = await Promise.all(assetsNamedIn(html).map((path) => getRaw(new URL(path, baseUrl).href)));
  const all = [index, ...assets];
  return {
    files: all.length,
    raw: all.reduce((sum, file) => sum + decode(file).length, 0),
    wire: all.reduce((sum, file) => sum + file.body.length, 0),
  };
}
