import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { stripJpegMetadata, stripPngMetadata, stripWebpMetadata } from './strip-metadata.js';

// The originals lose their metadata's bytes and keep their pixels' bytes: decoded, they are the same image.

const XMP =
  '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
  '<rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>Jane Owner</dc:creator>' +
  '</rdf:Description></rdf:RDF></x:xmpmeta>';
const EXIF = {
  IFD0: { Make: 'PhoneCo', Copyright: 'Jane Owner' },
  IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 26/1 46/1' },
};

/** A small noisy picture (noise, so that a re-encode would change the pixels). */
const picture = () =>
  sharp({
    create: {
      width: 48,
      height: 24,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 120, sigma: 40 },
    },
  });

async function pixels(bytes: Buffer): Promise<Buffer> {
  return sharp(bytes).raw().toBuffer();
}

function leaks(bytes: Buffer): boolean {
  return ['PhoneCo', 'Jane Owner', 'hidden comment'].some((text) => bytes.includes(Buffer.from(text)));
}

/** A COM segment right after SOI, and bytes after EOI (as MPF previews and gain maps sit). */
function withCommentAndTrailer(jpeg: Buffer): Buffer {
  const text = Buffer.from('hidden comment');
  const comment = Buffer.concat([Buffer.from([0xff, 0xfe, 0, text.length + 2]), text]);
  return Buffer.concat([jpeg.subarray(0, 2), comment, jpeg.subarray(2), Buffer.from('Jane Owner trailer')]);
}

describe('stripJpegMetadata', () => {
  it('drops EXIF, XMP, comments and what follows the image; keeps the pixels and the colour profile', async () => {
    for (const progressive of [false, true]) {
      const photo = withCommentAndTrailer(
        await picture()
          .withExif(EXIF)
          .withXmp(XMP)
          .withIccProfile('p3')
          .jpeg({ quality: 80, progressive })
          .toBuffer(),
      );
      expect(leaks(photo)).toBe(true);
      const stripped = stripJpegMetadata(photo);
      if (!stripped) throw new Error('not stripped');
      expect(leaks(stripped)).toBe(false);
      const metadata = await sharp(stripped).metadata();
      expect(metadata).toMatchObject({ format: 'jpeg', width: 48, height: 24, isProgressive: progressive });
      expect([metadata.exif, metadata.xmp, metadata.iptc]).toEqual([undefined, undefined, undefined]);
      expect(metadata.icc).toBeInstanceOf(Buffer);
      expect((await pixels(stripped)).equals(await pixels(photo))).toBe(true);
    }
  });

  it('keeps the orientation alone, so a photo taken sideways still shows upright', async () => {
    const photo = await picture().withExif(EXIF).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    const stripped = stripJpegMetadata(photo, 6);
    if (!stripped) throw new Error('not stripped');
    expect(leaks(stripped)).toBe(false);
    expect(await sharp(stripped).metadata()).toMatchObject({ orientation: 6, width: 48, height: 24 });
    const upright = await sharp(stripped).rotate().toBuffer({ resolveWithObject: true });
    expect([upright.info.width, upright.info.height]).toEqual([24, 48]);
  });

  it('answers null for what is not a JPEG laid out as expected', async () => {
    const jpeg = await picture().jpeg().toBuffer();
    expect(stripJpegMetadata(Buffer.from('not a jpeg'))).toBeNull();
    expect(stripJpegMetadata(jpeg.subarray(0, jpeg.length - 40))).toBeNull();
    const badLength = Buffer.from(jpeg);
    badLength.writeUInt16BE(0xfff0, 4);
    expect(stripJpegMetadata(badLength)).toBeNull();
  });
});

describe('stripPngMetadata', () => {
  it('drops the EXIF and text chunks and what follows IEND; keeps the pixels', async () => {
    const photo = Buffer.concat([
      await picture().withExif(EXIF).withXmp(XMP).png().toBuffer(),
      Buffer.from('Jane Owner trailer'),
    ]);
    expect(leaks(photo)).toBe(true);
    const stripped = stripPngMetadata(photo);
    if (!stripped) throw new Error('not stripped');
    expect(leaks(stripped)).toBe(false);
    const metadata = await sharp(stripped).metadata();
    expect([metadata.exif, metadata.xmp]).toEqual([undefined, undefined]);
    expect((await pixels(stripped)).equals(await pixels(photo))).toBe(true);
    expect(stripPngMetadata(photo.subarray(0, 40))).toBeNull();
  });
});

describe('stripWebpMetadata', () => {
  it('drops the EXIF and XMP chunks and their flags; keeps the pixels', async () => {
    const photo = await picture().withExif(EXIF).withXmp(XMP).webp({ quality: 80 }).toBuffer();
    expect(leaks(photo)).toBe(true);
    const stripped = stripWebpMetadata(photo);
    if (!stripped) throw new Error('not stripped');
    expect(leaks(stripped)).toBe(false);
    const metadata = await sharp(stripped).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 48, height: 24 });
    expect([metadata.exif, metadata.xmp]).toEqual([undefined, undefined]);
    expect((await pixels(stripped)).equals(await pixels(photo))).toBe(true);
    expect(stripWebpMetadata(photo.subarray(0, photo.length - 10))).toBeNull();
  });
});
