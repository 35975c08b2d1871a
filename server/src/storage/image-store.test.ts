import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MAX_IMAGE_PIXELS } from '@campus/sdk';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskImageStore, imageRefusal, prepareImage, uploadsRoot } from './image-store.js';

let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'campus-image-store-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const base = () => sharp({ create: { width: 64, height: 32, channels: 3, background: '#2a7' } });

describe('prepareImage', () => {
  it('takes JPEG, PNG, GIF, WebP and AVIF by their bytes, with the extension of what they are', async () => {
    const cases: Array<[Buffer, string]> = [
      [await base().jpeg().toBuffer(), 'jpg'],
      [await base().png().toBuffer(), 'png'],
      [await base().gif().toBuffer(), 'gif'],
      [await base().webp().toBuffer(), 'webp'],
      [await base().avif().toBuffer(), 'avif'],
    ];
    for (const [bytes, extension] of cases) {
      const image = await prepareImage(bytes);
      expect(image?.extension, extension).toBe(extension);
      expect([image?.width, image?.height]).toEqual([64, 32]);
      expect((await sharp(image?.small).metadata()).format).toBe('webp');
    }
  });

  it("keeps an original without metadata as sent, and cuts a photo's EXIF (GPS, camera) out but its orientation", async () => {
    const plain = await base().jpeg().toBuffer();
    expect((await prepareImage(plain))?.original).toBe(plain);
    // Orientation 6: the stored pixels are 64 x 32, shown turned a quarter (32 x 64).
    const photo = await base()
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({
        IFD0: { Make: 'PhoneCo' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 26/1 46/1' },
      })
      .toBuffer();
    expect(await sharp(photo).metadata()).toMatchObject({ orientation: 6, exif: expect.any(Buffer) });
    expect(photo.includes(Buffer.from('PhoneCo'))).toBe(true);
    const image = await prepareImage(photo);
    if (!image) throw new Error('the photo was refused');
    const stored = await sharp(image.original).metadata();
    expect(stored.format).toBe('jpeg');
    expect(image.original.includes(Buffer.from('PhoneCo'))).toBe(false);
    expect(image.original.includes(Buffer.from('GPS'))).toBe(false);
    // The same pixels with the orientation alone (no re-encoding): browsers show it upright.
    expect(stored).toMatchObject({ width: 64, height: 32, orientation: 6 });
    expect((await sharp(image.original).raw().toBuffer()).equals(await sharp(photo).raw().toBuffer())).toBe(
      true,
    );
    for (const copy of [image.small, image.large]) {
      const metadata = await sharp(copy).metadata();
      expect([metadata.width, metadata.height, metadata.exif]).toEqual([32, 64, undefined]);
    }
  });

  it('encodes a sideways PNG again, upright and without its EXIF (PNG has no orientation to keep)', async () => {
    const photo = await base()
      .withExif({ IFD0: { Make: 'PhoneCo' } })
      .withMetadata({ orientation: 6 })
      .png()
      .toBuffer();
    const image = await prepareImage(photo);
    if (!image) throw new Error('the photo was refused');
    const stored = await sharp(image.original).metadata();
    expect([stored.format, stored.width, stored.height, stored.exif]).toEqual(['png', 32, 64, undefined]);
    expect(image.original.includes(Buffer.from('PhoneCo'))).toBe(false);
  });

  it(`refuses more than ${MAX_IMAGE_PIXELS / 1_000_000} megapixels from the header, before decoding`, async () => {
    const square = Math.floor(Math.sqrt(MAX_IMAGE_PIXELS));
    const atCap = await sharp({ create: { width: square, height: square, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const overCap = await sharp({ create: { width: 6000, height: 6000, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    expect(await imageRefusal(atCap)).toBeNull();
    expect(await imageRefusal(overCap)).toBe('tooManyPixels');
    expect(await prepareImage(overCap)).toBeNull();
    expect(await imageRefusal(Buffer.from('text'))).toBe('notImage');
  });

  it('refuses TIFF, SVG, text and empty bytes', async () => {
    for (const bytes of [
      await base().tiff().toBuffer(),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>'),
      Buffer.from('GIF89a but not really'),
      Buffer.alloc(0),
    ]) {
      expect(await prepareImage(bytes)).toBeNull();
    }
  });
});

describe('the disk store', () => {
  it('writes three files with random names and removes only files inside the uploads folder', async () => {
    const store = createDiskImageStore(dataDir);
    const image = await prepareImage(await base().png().toBuffer());
    if (!image) throw new Error('an image expected');
    const first = await store.save(['events', '7'], image);
    const second = await store.save(['events', '7'], image);
    expect(first.original).toMatch(/^\/uploads\/events\/7\/[0-9a-f]{32}-original\.png$/);
    expect(first.original).not.toBe(second.original);
    const path = (url: string) => join(uploadsRoot(dataDir), url.slice('/uploads/'.length));
    expect(existsSync(path(first.small))).toBe(true);

    const outside = join(dataDir, 'keep.txt');
    await writeFile(outside, 'keep');
    await store.remove([
      '/uploads/../keep.txt',
      '/uploads/events/../../keep.txt',
      `/uploads/${'..%2f'}keep.txt`,
      'https://example.com/x.jpg',
      null,
      first.original,
      first.small,
      first.large,
    ]);
    expect(existsSync(outside)).toBe(true);
    expect([first.original, first.small, first.large].some((url) => existsSync(path(url)))).toBe(false);
    expect(existsSync(path(second.large))).toBe(true);
  });

  it('refuses folder names that could leave the uploads folder', async () => {
    const store = createDiskImageStore(dataDir);
    await mkdir(join(dataDir, 'precious'), { recursive: true });
    await expect(store.removeFolder(['..', 'precious'])).rejects.toThrow();
    await expect(store.removeFolder([])).rejects.toThrow();
    expect(existsSync(join(dataDir, 'precious'))).toBe(true);
  });
});
