import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  ApiError,
  type CampusEvent,
  createCampusClient,
  type EventImage,
  IMAGE_MESSAGES,
  imageUploadForm,
  MAX_IMAGE_BYTES,
  type PhotoUpload,
} from '@campus/sdk';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventImages, events } from '../../db/schema.js';
import { IMMUTABLE_CACHE } from '../../plugins/web-app.js';
import { uploadsRoot } from '../../storage/image-store.js';
import { type FixtureIds, loadFixtureIds } from '../../testing/fixture-ids.js';
import { httpCaller } from '../../testing/http.js';
import { startTestServer, type TestServer } from '../../testing/start-test-server.js';
import { removeEventImageFiles } from './service.js';

// The gallery of an event (spec section 7 "Event images") over real HTTP: multipart bodies built with
// FormData and Blob as a browser sends them, on the demo events (fixtures/src/demo-events.ts). Grade 8
// Parent-Teacher Night is owned by teacher and coordinator; student sees it (a member) but does not own it.

let server: TestServer;
let ids: FixtureIds;
const tokens = new Map<string, string>();

beforeAll(async () => {
  server = await startTestServer();
  ids = await loadFixtureIds(server.database);
  for (const user of ['admin', 'teacher', 'coordinator', 'student', 'parent', 'manager']) {
    tokens.set(user, await server.loginAs(user));
  }
}, 60_000);
afterAll(async () => {
  await server?.close();
});

const call = httpCaller(() => server.url, tokens);

const privateEvent = () => ids.event('Grade 8 Parent-Teacher Night');
const publicEvent = () => ids.event('Spring Science Fair');
const gallery = (eventId: number) => `/api/events/${eventId}/images`;

async function jpeg(width: number, height: number, color = '#3366cc'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
}

async function png(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: '#ff000080' } })
    .png()
    .toBuffer();
}

/** A valid 1 x 1 PNG whose header claims width x height (its CRC fixed): tiny, but billions of pixels. */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const bytes = Buffer.from(await png(1, 1));
  // Signature (8), IHDR length (4) and type (4), then width and height; the CRC covers type and data.
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  bytes.writeUInt32BE(crc32(bytes.subarray(12, 29)), 29);
  return bytes;
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function form(files: Array<{ bytes: Buffer; name: string; caption?: string }>): FormData {
  return imageUploadForm(
    files.map(({ bytes, name, caption }) => ({ file: new Blob([new Uint8Array(bytes)]), name, caption })),
  );
}

async function upload(eventId: number, user: string, files: Parameters<typeof form>[0]) {
  return call<EventImage[]>('POST', gallery(eventId), user, form(files));
}

/** Files stored for the event (its uploads folder), sorted. */
async function filesOf(eventId: number | string): Promise<string[]> {
  const dir = join(uploadsRoot(server.app.dataDir), 'events', String(eventId));
  return existsSync(dir) ? (await readdir(dir)).sort() : [];
}

async function imageRows(eventId: number) {
  return server.database.db.select().from(eventImages).where(eq(eventImages.eventId, eventId));
}

function fileOf(url: string | undefined): string {
  if (!url) throw new Error('a URL expected');
  return join(uploadsRoot(server.app.dataDir), url.replace(/^\/uploads\//, ''));
}

describe('POST /api/events/{id}/images', () => {
  it('stores the original and small and large WebP copies of each image, with captions, in order', async () => {
    const eventId = privateEvent();
    const response = await upload(eventId, 'teacher', [
      { bytes: await jpeg(2000, 1000), name: 'wide.jpg', caption: '  The hall  ' },
      { bytes: await png(300, 200), name: 'small.png' },
    ]);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const [wide, small] = response.body.data;
    expect(wide).toMatchObject({ caption: 'The hall', is_main: false });
    expect(small).toMatchObject({ caption: null, is_main: false });
    expect(small?.display_order).toBe((wide?.display_order ?? 0) + 1);
    if (!wide || !small) throw new Error('two images expected');
    expect(wide.image_url).toMatch(new RegExp(`^/uploads/events/${eventId}/[0-9a-f]{32}-original\\.jpg$`));
    expect(small.image_url).toMatch(/-original\.png$/);

    const wideSmall = await sharp(await readFile(fileOf(wide.image_url_small))).metadata();
    const wideLarge = await sharp(await readFile(fileOf(wide.image_url_large))).metadata();
    expect([wideSmall.format, wideSmall.width, wideSmall.height]).toEqual(['webp', 400, 200]);
    expect([wideLarge.format, wideLarge.width, wideLarge.height]).toEqual(['webp', 1600, 800]);
    // Never enlarged.
    const smallLarge = await sharp(await readFile(fileOf(small.image_url_large))).metadata();
    expect([smallLarge.width, smallLarge.height]).toEqual([300, 200]);
    // The original as sent.
    expect(await readFile(fileOf(wide.image_url))).toEqual(await jpeg(2000, 1000));
    expect(await imageRows(eventId)).toHaveLength(2);
    expect(await filesOf(eventId)).toHaveLength(6);
  });

  it('refuses a renamed text file with 422 and stores nothing, not even the good image beside it', async () => {
    const eventId = ids.event('Robotics Showcase');
    const response = await upload(eventId, 'coordinator', [
      { bytes: await jpeg(50, 50), name: 'ok.jpg' },
      { bytes: Buffer.from('just some text, not a picture'), name: 'photo.jpg' },
    ]);
    expect(response.status).toBe(422);
    expect(response.body.message).toBe(IMAGE_MESSAGES.notImage);
    expect(response.body.errors?.images).toEqual([IMAGE_MESSAGES.notImage]);
    expect(await imageRows(eventId)).toEqual([]);
    expect(await filesOf(eventId)).toEqual([]);
  });

  it('refuses a corrupt image (a truncated JPEG) and an SVG', async () => {
    const eventId = ids.event('Robotics Showcase');
    const whole = await jpeg(600, 400, '#884422');
    for (const bytes of [
      whole.subarray(0, Math.floor(whole.length / 2)),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script/></svg>'),
    ]) {
      const response = await upload(eventId, 'teacher', [{ bytes, name: 'x.jpg' }]);
      expect(response.status).toBe(422);
      expect(response.body.message).toBe(IMAGE_MESSAGES.notImage);
    }
    expect(await imageRows(eventId)).toEqual([]);
    expect(await filesOf(eventId)).toEqual([]);
  });

  it('refuses a decompression bomb (a small PNG that claims too many pixels)', async () => {
    const bomb = await pngClaiming(60_000, 60_000);
    expect(bomb.length).toBeLessThan(MAX_IMAGE_BYTES);
    const response = await upload(publicEvent(), 'admin', [{ bytes: bomb, name: 'bomb.png' }]);
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ images: [IMAGE_MESSAGES.tooManyPixels] });
    expect(await imageRows(publicEvent())).toEqual([]);
  });

  it('refuses the whole upload when one image has too many pixels, before decoding the others', async () => {
    const fine = await jpeg(30, 20);
    const bomb = await pngClaiming(6_000, 6_000);
    const response = await upload(publicEvent(), 'admin', [
      { bytes: fine, name: 'fine.jpg' },
      { bytes: bomb, name: 'big.png' },
    ]);
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ images: [IMAGE_MESSAGES.tooManyPixels] });
    expect(await imageRows(publicEvent())).toEqual([]);
    for (const path of ['/api/events/upload-photo', '/api/courses/upload-photo']) {
      const body = new FormData();
      body.append('photo', new Blob([new Uint8Array(bomb)]), 'big.png');
      const photo = await call('POST', path, 'teacher', body);
      expect(photo.status, path).toBe(422);
      expect(photo.body.errors, path).toEqual({ photo: [IMAGE_MESSAGES.tooManyPixels] });
    }
  });

  it('refuses 11 files with 422 and stores nothing', async () => {
    const eventId = ids.event('Robotics Showcase');
    const bytes = await jpeg(20, 20);
    const files = Array.from({ length: 11 }, (_, index) => ({ bytes, name: `${index}.jpg` }));
    const response = await upload(eventId, 'teacher', files);
    expect(response.status).toBe(422);
    expect(response.body.errors?.images).toEqual([IMAGE_MESSAGES.tooMany]);
    expect(await imageRows(eventId)).toEqual([]);
    expect(await filesOf(eventId)).toEqual([]);
  });

  it('refuses a file over 5 MB with 422 and stores nothing', async () => {
    const eventId = ids.event('Robotics Showcase');
    const big = Buffer.concat([await jpeg(20, 20), Buffer.alloc(MAX_IMAGE_BYTES)]);
    const response = await upload(eventId, 'teacher', [{ bytes: big, name: 'big.jpg' }]);
    expect(response.status).toBe(422);
    expect(response.body.errors?.images).toEqual([IMAGE_MESSAGES.tooLarge]);
    expect(await imageRows(eventId)).toEqual([]);
    expect(await filesOf(eventId)).toEqual([]);
  });

  it('refuses a request without files, a JSON body and a caption over 255 characters with 422', async () => {
    const eventId = ids.event('Robotics Showcase');
    const empty = await call('POST', gallery(eventId), 'teacher', new FormData());
    expect(empty.status).toBe(422);
    expect(empty.body.message).toBe(IMAGE_MESSAGES.none);
    const json = await call('POST', gallery(eventId), 'teacher', { images: [] });
    expect(json.status).toBe(422);
    const long = await upload(eventId, 'teacher', [
      { bytes: await jpeg(20, 20), name: 'a.jpg', caption: 'x'.repeat(256) },
    ]);
    expect(long.status).toBe(422);
    expect(long.body.errors?.['images[0][caption]']).toEqual(['Caption may be at most 255 characters']);
    const nul = await upload(eventId, 'teacher', [
      { bytes: await jpeg(20, 20), name: 'a.jpg', caption: 'a\u0000b' },
    ]);
    expect(nul.status).toBe(422);
    expect(await imageRows(eventId)).toEqual([]);
  });

  it('refuses a malformed multipart body with a 4xx', async () => {
    const response = await fetch(`${server.url}${gallery(ids.event('Robotics Showcase'))}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${tokens.get('teacher')}`,
        'content-type': 'multipart/form-data; boundary=xyz',
      },
      body: '--xyz\r\nContent-Disposition: form-data; name="images[0][file]"; filename="a.jpg"\r\n\r\nabc',
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });

  it('is refused to users who do not manage the event, before anything is read or stored', async () => {
    const eventId = privateEvent();
    const before = await imageRows(eventId);
    const bytes = await jpeg(30, 30);
    // student sees the private event (a member of its group) but does not own it: 403.
    expect((await upload(eventId, 'student', [{ bytes, name: 'a.jpg' }])).status).toBe(403);
    // manager does not see it at all: 404.
    expect((await upload(eventId, 'manager', [{ bytes, name: 'a.jpg' }])).status).toBe(404);
    // jchen's draft: 404 for an owner of other events.
    const draft = ids.event('Alumni Networking Brunch');
    expect((await upload(draft, 'teacher', [{ bytes, name: 'a.jpg' }])).status).toBe(404);
    const guest = await call('POST', gallery(eventId), undefined, form([{ bytes, name: 'a.jpg' }]));
    expect(guest.status).toBe(401);
    expect(await imageRows(eventId)).toEqual(before);
    expect(await imageRows(draft)).toEqual([]);
    expect(await filesOf(draft)).toEqual([]);
  });
});

describe('hostile multipart bodies', () => {
  const eventId = () => ids.event('Robotics Showcase');

  /** A multipart body by hand, for what FormData will not send. */
  function raw(parts: Array<{ headers: string; body: string | Buffer }>, boundary = 'campus-boundary') {
    const chunks = parts.flatMap(({ headers, body }) => [
      Buffer.from(`--${boundary}\r\n${headers}\r\n\r\n`),
      Buffer.from(body),
      Buffer.from('\r\n'),
    ]);
    return Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]);
  }

  async function post(body: Buffer | string, contentType: string) {
    const response = await fetch(`${server.url}${gallery(eventId())}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.get('teacher')}`, 'content-type': contentType },
      body: new Uint8Array(Buffer.from(body)),
    });
    return { status: response.status, body: (await response.json()) as { message: string } };
  }

  const file = (name: string, bytes: Buffer) => ({
    headers: `Content-Disposition: form-data; name="${name}"; filename="a.jpg"\r\nContent-Type: image/jpeg`,
    body: bytes,
  });
  const field = (name: string, value: string, type?: string) => ({
    headers: `Content-Disposition: form-data; name="${name}"${type ? `\r\nContent-Type: ${type}` : ''}`,
    body: value,
  });

  it('answers 4xx, never 5xx, and stores nothing', async () => {
    const image = await jpeg(20, 20);
    const cases: Array<[string, Buffer | string, string]> = [
      ['no boundary', raw([file('images[0][file]', image)]), 'multipart/form-data'],
      ['an empty body', '', 'multipart/form-data; boundary=campus-boundary'],
      ['__proto__ as a field', raw([field('__proto__', 'x'), file('images[0][file]', image)]), ''],
      ['constructor as a file', raw([file('constructor', image)]), ''],
      ['a file under another name', raw([file('photo', image)]), ''],
      ['two files for one image', raw([file('images[0][file]', image), file('images[0][file]', image)]), ''],
      [
        'a JSON caption',
        raw([file('images[0][file]', image), field('images[0][caption]', '{"a":1}', 'application/json')]),
        '',
      ],
      [
        'broken JSON caption',
        raw([file('images[0][file]', image), field('images[0][caption]', '{', 'application/json')]),
        '',
      ],
      [
        'too many fields',
        raw([file('images[0][file]', image), ...Array.from({ length: 40 }, (_, i) => field(`f${i}`, 'x'))]),
        '',
      ],
      ['an index out of range', raw([file('images[100][file]', image)]), ''],
      [
        'a caption of 5,000 bytes',
        raw([file('images[0][file]', image), field('images[0][caption]', 'x'.repeat(5000))]),
        '',
      ],
    ];
    for (const [name, body, type] of cases) {
      const answer = await post(body, type || 'multipart/form-data; boundary=campus-boundary');
      expect(answer.status, `${name}: ${JSON.stringify(answer.body)}`).toBeGreaterThanOrEqual(400);
      expect(answer.status, name).toBeLessThan(500);
    }
    expect(await imageRows(eventId())).toEqual([]);
    expect(await filesOf(eventId())).toEqual([]);
  });

  it('takes multipart only on its own routes: elsewhere it is a 415', async () => {
    const response = await fetch(`${server.url}/api/events/${eventId()}/rsvp`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.get('student')}` },
      body: form([{ bytes: await jpeg(10, 10), name: 'a.jpg' }]),
    });
    expect(response.status).toBe(415);
  });
});

describe('serving /uploads', () => {
  it('serves the files with a year of caching, nosniff and the sniffed type; no path leaves the folder', async () => {
    const response = await upload(publicEvent(), 'admin', [{ bytes: await jpeg(500, 500), name: 'x.png' }]);
    expect(response.status).toBe(201);
    const image = response.body.data[0];
    if (!image) throw new Error('an image expected');
    for (const [url, type] of [
      [image.image_url, 'image/jpeg'],
      [image.image_url_small, 'image/webp'],
      [image.image_url_large, 'image/webp'],
    ] as const) {
      const file = await fetch(`${server.url}${url}`);
      expect(file.status).toBe(200);
      expect(file.headers.get('cache-control')).toBe(IMMUTABLE_CACHE);
      expect(file.headers.get('x-content-type-options')).toBe('nosniff');
      expect(file.headers.get('content-type')).toBe(type);
      expect(Buffer.from(await file.arrayBuffer())).toEqual(await readFile(fileOf(url)));
    }
    for (const path of [
      '/uploads/../package.json',
      '/uploads/%2e%2e/%2e%2e/package.json',
      '/uploads/events/..%2f..%2fpackage.json',
      '/uploads/events/',
      '/uploads/events/missing.webp',
      '/uploads/.hidden',
      '/uploads/events/no-extension',
    ]) {
      const answer = await fetch(`${server.url}${path}`);
      expect([400, 403, 404], path).toContain(answer.status);
      expect(await answer.text(), path).not.toContain('@campus/server');
      // Never the web app's page in place of a missing file.
      expect(answer.headers.get('content-type'), path).not.toContain('text/html');
    }
  });
});

describe('GET /api/events/{id}/images', () => {
  it('lists the images in display order to whoever sees the event, guests included on a public one', async () => {
    const guest = await call<EventImage[]>('GET', gallery(publicEvent()));
    expect(guest.status).toBe(200);
    expect(guest.body.data.length).toBeGreaterThan(0);
    const orders = guest.body.data.map((image) => image.display_order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect((await call('GET', gallery(privateEvent()))).status).toBe(404);
    expect((await call('GET', gallery(privateEvent()), 'manager')).status).toBe(404);
    expect((await call('GET', gallery(privateEvent()), 'parent')).status).toBe(200);
    expect((await call('GET', gallery(ids.event('Alumni Networking Brunch')), 'teacher')).status).toBe(404);
  });
});

describe('caption, main photo, reorder and delete', () => {
  async function freshGallery(count: number): Promise<EventImage[]> {
    const eventId = ids.event('Robotics Showcase');
    const files = await Promise.all(
      Array.from({ length: count }, async (_, index) => ({
        bytes: await jpeg(40 + index, 40),
        name: `${index}.jpg`,
        caption: `Image ${index}`,
      })),
    );
    const response = await upload(eventId, 'teacher', files);
    expect(response.status).toBe(201);
    return response.body.data;
  }

  it("changes and clears a caption; others get 403/404; another event's image is a 404", async () => {
    const eventId = ids.event('Robotics Showcase');
    const [image] = await freshGallery(1);
    if (!image) throw new Error('an image expected');
    const url = `${gallery(eventId)}/${image.id}`;
    const changed = await call<EventImage>('PUT', url, 'coordinator', { caption: ' New caption ' });
    expect(changed.status).toBe(200);
    expect(changed.body.data.caption).toBe('New caption');
    expect((await call<EventImage>('PUT', url, 'teacher', { caption: '' })).body.data.caption).toBeNull();
    expect((await call('PUT', url, 'student', { caption: 'x' })).status).toBe(404);
    // The image under another event's path (one the teacher owns too): 404.
    expect(
      (await call('PUT', `${gallery(privateEvent())}/${image.id}`, 'teacher', { caption: 'x' })).status,
    ).toBe(404);
    expect((await call('PUT', url, 'teacher', { caption: 'x'.repeat(256) })).status).toBe(422);
  });

  it('sets the main photo and answers the event; deleting it clears the main photo and removes its files', async () => {
    const eventId = ids.event('Robotics Showcase');
    const [image] = await freshGallery(1);
    if (!image) throw new Error('an image expected');
    const main = await call<CampusEvent>('PUT', `${gallery(eventId)}/${image.id}/main-photo`, 'teacher');
    expect(main.status).toBe(200);
    expect(main.body.message).toBe('Main photo updated successfully!');
    expect(main.body.data.id).toBe(eventId);
    expect(main.body.data.main_photo).toEqual({
      image_url_small: image.image_url_small,
      image_url_large: image.image_url_large,
    });
    expect(main.body.data.images?.find((each) => each.id === image.id)?.is_main).toBe(true);
    const listed = await call<EventImage[]>('GET', gallery(eventId), 'teacher');
    expect(listed.body.data.filter((each) => each.is_main).map((each) => each.id)).toEqual([image.id]);

    const files = [image.image_url ?? '', image.image_url_small, image.image_url_large].map(fileOf);
    expect(files.every((file) => existsSync(file))).toBe(true);
    expect((await call('DELETE', `${gallery(eventId)}/${image.id}`, 'student')).status).toBe(404);
    const deleted = await call('DELETE', `${gallery(eventId)}/${image.id}`, 'coordinator');
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toBeNull();
    expect(files.some((file) => existsSync(file))).toBe(false);
    const [event] = await server.database.db.select().from(events).where(eq(events.id, eventId));
    expect(event?.mainImageId).toBeNull();
    expect((await call('DELETE', `${gallery(eventId)}/${image.id}`, 'coordinator')).status).toBe(404);
  });

  it("refuses the main photo to non-owners and for another event's image", async () => {
    const [image] = await freshGallery(1);
    if (!image) throw new Error('an image expected');
    const eventId = ids.event('Robotics Showcase');
    expect((await call('PUT', `${gallery(eventId)}/${image.id}/main-photo`, 'manager')).status).toBe(404);
    expect((await call('PUT', `${gallery(privateEvent())}/${image.id}/main-photo`, 'teacher')).status).toBe(
      404,
    );
    const [event] = await server.database.db.select().from(events).where(eq(events.id, eventId));
    expect(event?.mainImageId).not.toBe(image.id);
  });

  it('reorders in one go; an id of another event refuses the whole list and changes nothing', async () => {
    const eventId = ids.event('Robotics Showcase');
    await freshGallery(3);
    const current = (await call<EventImage[]>('GET', gallery(eventId), 'teacher')).body.data;
    const reversed = current.map((image, index) => ({ id: image.id, display_order: current.length - index }));
    const url = `${gallery(eventId)}/reorder`;
    const response = await call<EventImage[]>('PUT', url, 'teacher', { image_order: reversed });
    expect(response.status).toBe(200);
    expect(response.body.message).toBe('Images reordered successfully!');
    expect(response.body.data.map((image) => image.id)).toEqual(current.map((image) => image.id).reverse());

    const foreign = (await imageRows(privateEvent()))[0];
    if (!foreign) throw new Error('the private event has images from an earlier test');
    const before = await imageRows(eventId);
    const mixed = [
      ...current.map((image) => ({ id: image.id, display_order: 0 })),
      { id: foreign.id, display_order: 1 },
    ];
    const refused = await call('PUT', url, 'teacher', { image_order: mixed });
    expect(refused.status).toBe(422);
    expect(refused.body.errors?.image_order).toBeDefined();
    expect(await imageRows(eventId)).toEqual(before);
    const duplicate = current.slice(0, 1).flatMap((image) => [image, image]);
    expect(
      (
        await call('PUT', url, 'teacher', {
          image_order: duplicate.map(({ id }) => ({ id, display_order: 1 })),
        })
      ).status,
    ).toBe(422);
    expect((await call('PUT', url, 'student', { image_order: reversed })).status).toBe(404);
    expect((await call('PUT', url, 'manager', { image_order: reversed })).status).toBe(404);
    expect(await imageRows(eventId)).toEqual(before);
  });
});

describe('POST /api/events/upload-photo', () => {
  it('stores a photo for the event form and answers its url and sizes', async () => {
    const body = new FormData();
    body.append('photo', new Blob([new Uint8Array(await jpeg(1800, 900))]), 'cover.jpg');
    const response = await call<PhotoUpload>('POST', '/api/events/upload-photo', 'teacher', body);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const { url, sizes } = response.body.data;
    expect(url).toBe(sizes.large);
    expect(sizes.original).toMatch(/^\/uploads\/events\/photos\/[0-9a-f]{32}-original\.jpg$/);
    const large = await sharp(await readFile(fileOf(sizes.large))).metadata();
    expect([large.width, large.height]).toEqual([1600, 800]);
    expect((await fetch(`${server.url}${sizes.small}`)).status).toBe(200);
  });

  it('refuses a non-image (422), no photo (422), and users without create_event (403)', async () => {
    const photos = await filesOf('photos');
    const text = new FormData();
    text.append('photo', new Blob(['hello']), 'cover.png');
    const refused = await call('POST', '/api/events/upload-photo', 'teacher', text);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(IMAGE_MESSAGES.notImage);
    expect((await call('POST', '/api/events/upload-photo', 'teacher', new FormData())).status).toBe(422);
    const good = new FormData();
    good.append('photo', new Blob([new Uint8Array(await jpeg(10, 10))]), 'a.jpg');
    expect((await call('POST', '/api/events/upload-photo', 'student', good)).status).toBe(403);
    expect((await call('POST', '/api/events/upload-photo', undefined, good)).status).toBe(401);
    expect(await filesOf('photos')).toEqual(photos);
  });
});

describe('removeEventImageFiles', () => {
  it("removes an event's gallery folder (for DELETE /events/{id}) and leaves other events' files", async () => {
    const eventId = privateEvent();
    expect((await filesOf(eventId)).length).toBeGreaterThan(0);
    const others = await filesOf(publicEvent());
    await removeEventImageFiles(server.app.imageStore, eventId);
    expect(await filesOf(eventId)).toEqual([]);
    expect(await filesOf(publicEvent())).toEqual(others);
    // Twice is fine.
    await removeEventImageFiles(server.app.imageStore, eventId);
    const [count] = await server.database.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(eventImages);
    expect(count?.n).toBeGreaterThan(0);
  });
});

describe('through the sdk client (as the web app and the CLI call it)', () => {
  it('uploads, lists, captions, stars, reorders and deletes, every answer parsed by the contract', async () => {
    const token = tokens.get('teacher');
    const client = createCampusClient({ baseUrl: server.apiUrl, getToken: () => token });
    const eventId = ids.event('Community Book Fair');
    const uploaded = await client.eventImages.upload(
      eventId,
      form([
        { bytes: await jpeg(80, 40), name: 'a.jpg', caption: 'First' },
        { bytes: await png(40, 80), name: 'b.png' },
      ]),
    );
    expect(uploaded.map((image) => image.caption)).toEqual(['First', null]);
    const [first, second] = uploaded;
    if (!first || !second) throw new Error('two images expected');
    expect((await client.eventImages.updateCaption(eventId, second.id, { caption: 'Second' })).caption).toBe(
      'Second',
    );
    const event = await client.eventImages.setMain(eventId, second.id);
    expect(event.main_photo?.image_url_large).toBe(second.image_url_large);
    const reordered = await client.eventImages.reorder(eventId, {
      image_order: [
        { id: first.id, display_order: 1 },
        { id: second.id, display_order: 0 },
      ],
    });
    expect(reordered.map((image) => [image.id, image.is_main])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
    expect(await client.eventImages.remove(eventId, first.id)).toBeNull();
    expect((await client.eventImages.list(eventId)).map((image) => image.id)).toEqual([second.id]);

    const text = new FormData();
    text.append('photo', new Blob(['not an image']), 'x.jpg');
    const refused = await client.events.uploadPhoto(text).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(422);
  });
});
