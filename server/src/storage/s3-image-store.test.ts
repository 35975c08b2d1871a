import { ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import type { EventImage } from '@campus/sdk';
import { imageUploadForm } from '@campus/sdk';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { S3Config } from '../config.js';
import { IMMUTABLE_CACHE } from '../plugins/web-app.js';
import { type FixtureIds, loadFixtureIds } from '../testing/fixture-ids.js';
import { httpCaller } from '../testing/http.js';
import { startTestS3Server, type TestS3Server } from '../testing/s3-server.js';
import { startTestServer, type TestServer } from '../testing/start-test-server.js';
import { prepareImage } from './image-store.js';
import { createS3Client, createS3ImageStore, objectKeyOf, type S3ImageStore } from './s3-image-store.js';

// Images on S3-compatible storage, against a real S3-protocol server (s3rver) started here: the store on its
// own, then the app with S3_BUCKET, uploading, serving and deleting through the API as on disk.

let s3: TestS3Server;
let config: S3Config;
let client: S3Client;
let store: S3ImageStore;

beforeAll(async () => {
  s3 = await startTestS3Server();
  config = await s3.bucket();
  client = createS3Client(config);
  store = createS3ImageStore(client, config.bucket);
});
afterAll(async () => {
  client?.destroy();
  await s3?.close();
});

async function jpeg(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .jpeg()
    .toBuffer();
}

async function keysUnder(prefix: string, bucket = config.bucket): Promise<string[]> {
  const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
  return (page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : [])).sort();
}

async function bytesOf(path: string): Promise<Buffer | null> {
  const object = await store.open(path);
  if (!object) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

describe('the S3 image store', () => {
  it('writes the three files under the folder, reads them back with their type, and removes them', async () => {
    const image = await prepareImage(await jpeg(800, 600));
    if (!image) throw new Error('not an image');
    const stored = await store.save(['events', '7'], image);
    expect(stored.original).toMatch(/^\/uploads\/events\/7\/[a-f0-9]{32}-original\.jpg$/);
    expect(stored.small).toMatch(/-small\.webp$/);
    expect(await keysUnder('events/7/')).toHaveLength(3);

    const original = await store.open(stored.original.slice('/uploads/'.length));
    expect(original?.contentType).toBe('image/jpeg');
    expect(original?.length).toBe(image.original.length);
    original?.body.resume();
    expect(await bytesOf(stored.large.slice('/uploads/'.length))).toEqual(image.large);

    await store.remove([stored.original, stored.small, stored.large]);
    expect(await keysUnder('events/7/')).toEqual([]);
    expect(await store.open(stored.small.slice('/uploads/'.length))).toBeNull();
  });

  it('removes a whole folder and nothing beside it', async () => {
    const image = await prepareImage(await jpeg(50, 50));
    if (!image) throw new Error('not an image');
    await store.save(['courses', '3', 'sessions', '4'], image);
    await store.save(['courses', '3', 'sessions', '4'], image);
    const kept = await store.save(['courses', '30'], image);
    await store.removeFolder(['courses', '3']);
    expect(await keysUnder('courses/3/')).toEqual([]);
    expect(await keysUnder('courses/30/')).toHaveLength(3);
    await store.remove([kept.original, kept.small, kept.large]);
  });

  it('names only keys it could have made: no traversal, no foreign names, URLs elsewhere left alone', async () => {
    const name = 'a'.repeat(32);
    expect(objectKeyOf(`events/1/${name}-small.webp`)).toBe(`events/1/${name}-small.webp`);
    expect(objectKeyOf(`events/../1/${name}-small.webp`)).toBeNull();
    expect(objectKeyOf(`${name}-small.webp`)).toBeNull();
    expect(objectKeyOf('events/1/secret.txt')).toBeNull();
    expect(objectKeyOf(`events/1/${name}-small.svg`)).toBeNull();
    await expect(
      store.remove(['https://example.com/x.png', '/uploads/../../etc/passwd', null]),
    ).resolves.toBe(undefined);
    await expect(store.removeFolder([])).rejects.toThrow(/Not an uploads folder/);
    await expect(store.removeFolder(['..'])).rejects.toThrow(/Not an uploads folder/);
  });
});

describe('the app with S3_BUCKET', () => {
  let server: TestServer;
  let ids: FixtureIds;
  let serverBucket: S3Config;
  const tokens = new Map<string, string>();
  const call = httpCaller(() => server.url, tokens);

  beforeAll(async () => {
    serverBucket = await s3.bucket();
    server = await startTestServer({ s3: serverBucket });
    ids = await loadFixtureIds(server.database);
    tokens.set('admin', await server.loginAs('admin'));
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  it('stores a gallery upload in the bucket, serves it at its URL, and deletes it', async () => {
    const eventId = ids.event('Spring Science Fair');
    const form = imageUploadForm([{ file: new Blob([new Uint8Array(await jpeg(640, 480))]), name: 'a.jpg' }]);
    const uploaded = await call<EventImage[]>('POST', `/api/events/${eventId}/images`, 'admin', form);
    expect(uploaded.status).toBe(201);
    expect(await keysUnder(`events/${eventId}/`, serverBucket.bucket)).toHaveLength(3);
    const image = uploaded.body.data.at(-1);
    if (!image) throw new Error('no image answered');
    expect(server.app.imageStore.kind).toBe('s3');

    for (const url of [image.image_url, image.image_url_small, image.image_url_large]) {
      if (!url) throw new Error('an image URL is missing');
      const served = await fetch(`${server.url}${url}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('cache-control')).toBe(IMMUTABLE_CACHE);
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      const bytes = Buffer.from(await served.arrayBuffer());
      expect((await sharp(bytes).metadata()).format).toBe(url.endsWith('.jpg') ? 'jpeg' : 'webp');
      expect(served.headers.get('content-type')).toBe(url.endsWith('.jpg') ? 'image/jpeg' : 'image/webp');
    }
    const missing = await fetch(`${server.url}/uploads/events/${eventId}/${'b'.repeat(32)}-small.webp`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ status: 'error', message: 'Not found' });
    expect((await fetch(`${server.url}/uploads/events/..%2F..%2Fetc/passwd`)).status).toBe(404);

    const deleted = await call('DELETE', `/api/events/${eventId}/images/${image.id}`, 'admin');
    expect(deleted.status).toBe(200);
    expect((await fetch(`${server.url}${image.image_url_small}`)).status).toBe(404);
  });

  it('refuses what is not an image as on disk, and stores nothing', async () => {
    const eventId = ids.event('Spring Science Fair');
    const before = await server.app.inject({ method: 'GET', url: `/api/events/${eventId}/images` });
    const objectsBefore = await keysUnder(`events/${eventId}/`, serverBucket.bucket);
    const form = imageUploadForm([{ file: new Blob(['just text']), name: 'a.jpg' }]);
    const refused = await call('POST', `/api/events/${eventId}/images`, 'admin', form);
    expect(refused.status).toBe(422);
    const after = await server.app.inject({ method: 'GET', url: `/api/events/${eventId}/images` });
    expect(after.json()).toEqual(before.json());
    expect(await keysUnder(`events/${eventId}/`, serverBucket.bucket)).toEqual(objectsBefore);
  });
});
