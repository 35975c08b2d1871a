import sharp from 'sharp';

/**
 * Large sample images for the image upload bench (bench/image-uploads.ts) and the image store's tests: each
 * under 5MB (the upload limit) yet many megapixels, the inputs that cost the most to decode and re-encode.
 * `variant` changes a colour, so that no two images of a request are the same bytes.
 */
export type SampleImageKind =
  /** A flat-colour PNG: a few hundred kilobytes for any size, the whole bitmap decoded. */
  | 'png'
  /** The same with EXIF naming orientation 6 (turned a quarter): the original must be made upright. */
  | 'png-rotated'
  /** A noisy JPEG (quality 40) with EXIF (camera, GPS): a phone photo's metadata to strip. */
  | 'jpeg-exif'
  /** The same with orientation 6. */
  | 'jpeg-rotated'
  /** A flat-colour WebP with EXIF (camera). */
  | 'webp-exif';

const EXIF = {
  IFD0: { Make: 'PhoneCo', Model: 'Bench 1' },
  IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 26/1 46/1' },
};

export async function sampleImage(
  kind: SampleImageKind,
  width: number,
  height: number,
  variant = 0,
): Promise<Buffer> {
  const background = { r: (40 + variant * 17) % 256, g: 120, b: 200 };
  const flat = () => sharp({ create: { width, height, channels: 3, background } });
  switch (kind) {
    case 'png':
      return flat().png().toBuffer();
    case 'png-rotated':
      return flat().withExif(EXIF).withMetadata({ orientation: 6 }).png().toBuffer();
    case 'webp-exif':
      return flat().withExif(EXIF).webp({ quality: 80 }).toBuffer();
    case 'jpeg-exif':
    case 'jpeg-rotated': {
      const noise = sharp({
        create: {
          width,
          height,
          channels: 3,
          background,
          noise: { type: 'gaussian', mean: 100 + variant, sigma: 18 },
        },
      }).withExif(EXIF);
      const image = kind === 'jpeg-rotated' ? noise.withMetadata({ orientation: 6 }) : noise;
      return image.jpeg({ quality: 40 }).toBuffer();
    }
  }
}
