/**
 * Lossless removal of the metadata an uploaded original may carry (a phone photo's EXIF: GPS position,
 * camera, owner; XMP; IPTC; comments): the segments or chunks that hold it are cut out of the file and the
 * pixels' bytes are kept as they were. Decoding and re-encoding a 24-megapixel photo to drop them cost about
 * a second of CPU per image (issue 18); this costs a copy. Each function answers null when the file is not
 * laid out as expected, and the caller then re-encodes the image instead.
 */

const JPEG_SOI = 0xd8;
const JPEG_EOI = 0xd9;
const JPEG_SOS = 0xda;
const JPEG_APP0 = 0xe0;
const JPEG_APP1 = 0xe1;
const JPEG_APP2 = 0xe2;
const JPEG_APP14 = 0xee;
const JPEG_APP15 = 0xef;
const JPEG_COM = 0xfe;

const ICC_PROFILE = Buffer.from('ICC_PROFILE\0', 'latin1');
const ADOBE = Buffer.from('Adobe', 'latin1');

/** Whether a JPEG segment is kept: everything but APP1-APP15 and comments, except ICC profiles and Adobe's. */
function keepsJpegSegment(marker: number, payload: Buffer): boolean {
  if (marker === JPEG_COM) return false;
  if (marker < JPEG_APP1 || marker > JPEG_APP15) return true;
  // APP2 holds the colour profile (kept) or MPF / FlashPix data (dropped: MPF's second images carry EXIF).
  if (marker === JPEG_APP2) return payload.subarray(0, ICC_PROFILE.length).equals(ICC_PROFILE);
  // APP14 'Adobe' says how to read CMYK and YCCK colours.
  if (marker === JPEG_APP14) return payload.subarray(0, ADOBE.length).equals(ADOBE);
  return false;
}

/**
 * An APP1 segment with an EXIF block holding the orientation only (one IFD0 entry, big-endian TIFF), so that
 * a photo taken sideways still shows upright once everything else is gone.
 */
export function orientationExifSegment(orientation: number): Buffer {
  const payload = Buffer.alloc(6 + 8 + 2 + 12 + 4);
  payload.write('Exif\0\0', 0, 'latin1');
  payload.write('MM', 6, 'latin1');
  payload.writeUInt16BE(42, 8);
  payload.writeUInt32BE(8, 10); // IFD0 right after the 8-byte TIFF header
  payload.writeUInt16BE(1, 14); // one entry
  payload.writeUInt16BE(0x0112, 16); // Orientation
  payload.writeUInt16BE(3, 18); // SHORT
  payload.writeUInt32BE(1, 20); // one value
  payload.writeUInt16BE(orientation, 24); // the value, left-justified in the 4-byte field
  payload.writeUInt32BE(0, 28); // no next IFD
  const header = Buffer.from([0xff, JPEG_APP1, 0, 0]);
  header.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([header, payload]);
}

/**
 * The JPEG without EXIF, XMP, IPTC, comments and other application data, and without anything after the end
 * of the image (MPF's gain maps and previews); the colour profile and Adobe's colour flag stay. When
 * `orientation` is 2-8 an EXIF block with the orientation alone is put back.
 */
export function stripJpegMetadata(bytes: Buffer, orientation = 1): Buffer | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== JPEG_SOI) return null;
  const parts: Buffer[] = [bytes.subarray(0, 2)];
  let orientationPlaced = orientation < 2 || orientation > 8;
  let pos = 2;
  while (pos < bytes.length) {
    if (bytes[pos] !== 0xff) return null;
    // Fill bytes: any number of 0xFF before a marker.
    while (bytes[pos + 1] === 0xff) pos += 1;
    const marker = bytes[pos + 1];
    if (marker === undefined) return null;
    if (marker === JPEG_EOI) {
      parts.push(bytes.subarray(pos, pos + 2));
      return orientationPlaced ? Buffer.concat(parts) : null;
    }
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      parts.push(bytes.subarray(pos, pos + 2));
      pos += 2;
      continue;
    }
    if (pos + 4 > bytes.length) return null;
    const length = bytes.readUInt16BE(pos + 2);
    const end = pos + 2 + length;
    if (length < 2 || end > bytes.length) return null;
    const payload = bytes.subarray(pos + 4, end);
    if (!orientationPlaced && marker !== JPEG_APP0) {
      // After SOI and JFIF's APP0 (which must come first), before anything else.
      parts.push(orientationExifSegment(orientation));
      orientationPlaced = true;
    }
    if (keepsJpegSegment(marker, payload)) parts.push(bytes.subarray(pos, end));
    pos = end;
    if (marker === JPEG_SOS) {
      // Entropy-coded data up to the next marker: 0xFF is followed by 0x00 (stuffing) or RST0-7 inside it.
      const start = pos;
      while (pos < bytes.length) {
        if (bytes[pos] === 0xff) {
          const next = bytes[pos + 1];
          if (next === undefined) return null;
          if (next !== 0x00 && !(next >= 0xd0 && next <= 0xd7)) break;
        }
        pos += 1;
      }
      parts.push(bytes.subarray(start, pos));
    }
  }
  return null;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** PNG chunks of metadata: EXIF, text (XMP and IPTC travel as text too) and the modification time. */
const PNG_METADATA = new Set(['eXIf', 'tEXt', 'zTXt', 'iTXt', 'tIME']);

/** The PNG without its EXIF, text and time chunks, and nothing after IEND; every other chunk kept. */
export function stripPngMetadata(bytes: Buffer): Buffer | null {
  if (bytes.length < 8 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return null;
  const parts: Buffer[] = [bytes.subarray(0, 8)];
  let pos = 8;
  while (pos + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(pos);
    const type = bytes.toString('latin1', pos + 4, pos + 8);
    const end = pos + 12 + length;
    if (end > bytes.length) return null;
    if (!PNG_METADATA.has(type)) parts.push(bytes.subarray(pos, end));
    pos = end;
    if (type === 'IEND') return Buffer.concat(parts);
  }
  return null;
}

/** VP8X flags of the EXIF and XMP chunks. */
const WEBP_EXIF_FLAG = 0x08;
const WEBP_XMP_FLAG = 0x04;

/** The WebP without its EXIF and XMP chunks (their VP8X flags cleared); every other chunk kept. */
export function stripWebpMetadata(bytes: Buffer): Buffer | null {
  if (
    bytes.length < 12 ||
    bytes.toString('latin1', 0, 4) !== 'RIFF' ||
    bytes.toString('latin1', 8, 12) !== 'WEBP'
  ) {
    return null;
  }
  const riffEnd = 8 + bytes.readUInt32LE(4);
  if (riffEnd > bytes.length) return null;
  const chunks: Buffer[] = [];
  let pos = 12;
  while (pos + 8 <= riffEnd) {
    const fourcc = bytes.toString('latin1', pos, pos + 4);
    const size = bytes.readUInt32LE(pos + 4);
    const end = pos + 8 + size + (size % 2);
    if (end > riffEnd) return null;
    if (fourcc === 'VP8X') {
      const chunk = Buffer.from(bytes.subarray(pos, end));
      chunk[8] = (chunk[8] ?? 0) & ~(WEBP_EXIF_FLAG | WEBP_XMP_FLAG);
      chunks.push(chunk);
    } else if (fourcc !== 'EXIF' && fourcc !== 'XMP ') {
      chunks.push(bytes.subarray(pos, end));
    }
    pos = end;
  }
  if (pos !== riffEnd) return null;
  const body = Buffer.concat(chunks);
  const header = Buffer.alloc(12);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(body.length + 4, 4);
  header.write('WEBP', 8, 'latin1');
  return Buffer.concat([header, body]);
}
