import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { loadFixtureIds } from '../server/src/testing/fixture-ids.js';
import { type SampleImageKind, sampleImage } from '../server/src/testing/sample-images.js';
import { buildTestApp } from '../server/src/testing/test-app.js';
import type { Bench } from './lib/types.js';

// Ten large images in one POST /api/events/{id}/images (the most one request may carry: 10 images of at most
// 5MB each), over real HTTP on the demo data (in-memory PGlite): the request's wall time and the server
// process's CPU time (every thread: sharp decodes and encodes on libuv's pool). Issue 18 measured 11.7 s for
// ten 6,000 x 6,000 images. Figures only: nothing asserts a time. `BENCH_IMAGE_ONLY=png` runs the cases
// whose name holds one of the comma-separated words.

const IMAGES = 10;

interface Case {
  name: string;
  kind: SampleImageKind;
  width: number;
  height: number;
}

const CASES: readonly Case[] = [
  { name: 'PNG 6000x6000 (36 MP, the issue)', kind: 'png', width: 6000, height: 6000 },
  { name: 'JPEG+EXIF 6000x6000', kind: 'jpeg-exif', width: 6000, height: 6000 },
  { name: 'PNG 5000x5000 (25 MP)', kind: 'png', width: 5000, height: 5000 },
  { name: 'JPEG+EXIF 5000x5000', kind: 'jpeg-exif', width: 5000, height: 5000 },
  { name: 'JPEG+EXIF rotated 5000x5000', kind: 'jpeg-rotated', width: 5000, height: 5000 },
  { name: 'PNG+EXIF rotated 5000x5000', kind: 'png-rotated', width: 5000, height: 5000 },
  { name: 'WebP+EXIF 5000x5000', kind: 'webp-exif', width: 5000, height: 5000 },
  { name: 'JPEG+EXIF rotated 4032x3024 (a phone photo)', kind: 'jpeg-rotated', width: 4032, height: 3024 },
];

interface Figures {
  status: number;
  megabytes: number;
  wallMs: number;
  cpuMs: number;
}

async function measure(url: string, token: string, images: Buffer[]): Promise<Figures> {
  const form = new FormData();
  images.forEach((bytes, index) => {
    form.append(`images[${index}][file]`, new Blob([new Uint8Array(bytes)]), `image-${index}`);
  });
  const cpu = process.cpuUsage();
  const start = performance.now();
  const response = await fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  await response.arrayBuffer();
  const wallMs = performance.now() - start;
  const used = process.cpuUsage(cpu);
  const megabytes = images.reduce((sum, bytes) => sum + bytes.length, 0) / 1e6;
  return { status: response.status, megabytes, wallMs, cpuMs: (used.user + used.system) / 1000 };
}

const bench: Bench = {
  name: 'image-uploads',
  description: `${IMAGES} large images in one gallery upload (POST /api/events/{id}/images): wall and CPU time`,
  async run() {
    const only = process.env.BENCH_IMAGE_ONLY?.split(',').map((word) => word.trim().toLowerCase());
    const cases = CASES.filter((c) => !only || only.some((word) => c.name.toLowerCase().includes(word)));
    const testApp = await buildTestApp();
    const rows: string[][] = [];
    try {
      await testApp.app.listen({ host: '127.0.0.1', port: 0 });
      const port = (testApp.app.server.address() as AddressInfo).port;
      const ids = await loadFixtureIds(testApp.database);
      const url = `http://127.0.0.1:${port}/api/events/${ids.event('Grade 8 Parent-Teacher Night')}/images`;
      const token = await testApp.loginAs('teacher');
      for (const c of cases) {
        const images: Buffer[] = [];
        for (let variant = 0; variant < IMAGES; variant += 1) {
          images.push(await sampleImage(c.kind, c.width, c.height, variant));
        }
        const f = await measure(url, token, images);
        rows.push([
          c.name,
          String(f.status),
          f.megabytes.toFixed(1),
          (f.wallMs / 1000).toFixed(2),
          (f.cpuMs / 1000).toFixed(2),
          (f.wallMs / IMAGES).toFixed(0),
        ]);
      }
    } finally {
      await testApp.close();
    }
    return {
      headers: ['10 images of', 'status', 'MB sent', 'wall s', 'CPU s', 'wall ms/image'],
      rows,
      notes: [
        'One request each, the images made first (not timed); CPU s is the whole process during the request.',
        '422: refused (e.g. more pixels than the cap) before any image is decoded.',
        'On a shared machine compare figures taken side by side (git stash, run, unstash, run).',
      ],
    };
  },
};

export default bench;
