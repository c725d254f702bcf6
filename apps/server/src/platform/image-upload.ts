import type * as SharpModuleType from 'sharp';

// Uploaded pictures (signatures, ID photos, joint photos) are accepted only when their bytes are
// what they claim: a well-formed PNG or JPEG with nothing appended and no markup inside, so no
// SVG, HTML or image/HTML polyglot is ever stored or served back. What is stored is the picture
// decoded and encoded again by sharp: that proves it is an image, applies and drops its EXIF
// orientation, and leaves every other metadata behind (GPS position, camera, time).

/** The longest side kept, in pixels: an ID card stays legible, a 48-megapixel photo does not stay 48. */
export const STORED_IMAGE_MAX_SIDE = 2048;
/** Pixels decoded at most: a small file that claims a huge image (a decompression bomb) is refused. */
const DECODED_PIXELS_MAX = 50_000_000;
const JPEG_QUALITY = 85;

export type ImageMimeType = 'image/png' | 'image/jpeg';

export interface UploadedImage {
  mimeType: ImageMimeType;
  bytes: Buffer;
}

const DATA_URL_PATTERN = /^data:image\/(png|jpeg|jpg);base64,([A-Za-z0-9+/]+={0,2})$/;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PNG_CHUNK_TYPE = /^[A-Za-z]{4}$/;

/** Markup a browser or an XML reader would act on; long enough not to occur by chance in image data. */
const MARKUP_PATTERN = /<(?:script|html|body|iframe|object|embed|!doctype|\?xml|\?php)|<svg[\s>/]|javascript:/i;

/** Walks the chunks of a PNG: IHDR first, IEND last and exactly at the end of the bytes. */
function isWellFormedPng(bytes: Buffer): boolean {
  if (bytes.length < 8 + 25 + 12 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE)) {
    return false;
  }
  let offset = 8;
  let isFirst = true;
  while (offset + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    const next = offset + 12 + length;
    if (!PNG_CHUNK_TYPE.test(type) || next > bytes.length || (isFirst && type !== 'IHDR')) {
      return false;
    }
    if (type === 'IEND') {
      return next === bytes.length;
    }
    isFirst = false;
    offset = next;
  }
  return false;
}

/** A JPEG starts with its SOI marker and ends with its EOI marker (nothing hidden after it). */
function isWellFormedJpeg(bytes: Buffer): boolean {
  return (
    bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff && bytes[bytes.length - 2] === 0xff && bytes[bytes.length - 1] === 0xd9
  );
}

function isWellFormedImage(image: UploadedImage): boolean {
  const isDeclaredType = image.mimeType === 'image/png' ? isWellFormedPng(image.bytes) : isWellFormedJpeg(image.bytes);
  return isDeclaredType && !MARKUP_PATTERN.test(image.bytes.toString('latin1'));
}

/** The image of a PNG or JPEG data URL, or null when the bytes are not that image (or not only that). */
export function readImageDataUrl(dataUrl: string): UploadedImage | null {
  const match = DATA_URL_PATTERN.exec(dataUrl);
  if (!match?.[1] || !match[2]) {
    return null;
  }
  const mimeType: ImageMimeType = match[1] === 'png' ? 'image/png' : 'image/jpeg';
  const image: UploadedImage = { mimeType, bytes: Buffer.from(match[2], 'base64') };
  return isWellFormedImage(image) ? image : null;
}

type SharpModule = typeof SharpModuleType;

let loadingSharp: Promise<SharpModule> | undefined;

/** sharp (libvips) loads with the first upload, not with the server; its cache would only hold memory. */
function loadSharp(): Promise<SharpModule> {
  loadingSharp ??= import('sharp').then((module) => {
    module.default.cache(false);
    return module;
  });
  return loadingSharp;
}

/**
 * The image of an upload as it is stored: checked as readImageDataUrl does, then decoded and encoded
 * again in its own type, turned upright, at most STORED_IMAGE_MAX_SIDE pixels a side, with no
 * metadata. Null when the bytes are not an image sharp can decode.
 */
export async function reencodeUploadedImage(dataUrl: string): Promise<UploadedImage | null> {
  const upload = readImageDataUrl(dataUrl);
  if (!upload) {
    return null;
  }
  const { default: sharp } = await loadSharp();
  try {
    const pipeline = sharp(upload.bytes, { limitInputPixels: DECODED_PIXELS_MAX, failOn: 'error' })
      .rotate()
      .resize({ width: STORED_IMAGE_MAX_SIDE, height: STORED_IMAGE_MAX_SIDE, fit: 'inside', withoutEnlargement: true });
    const bytes = upload.mimeType === 'image/png' ? await pipeline.png().toBuffer() : await pipeline.jpeg({ quality: JPEG_QUALITY }).toBuffer();
    const stored: UploadedImage = { mimeType: upload.mimeType, bytes };
    // The encoder's output is checked like an upload: pixels chosen to spell markup stay refused.
    return isWellFormedImage(stored) ? stored : null;
  } catch {
    return null;
  }
}

/** The data URL of an accepted image, for storing it sealed and showing it to its owner. */
export function toDataUrl(image: UploadedImage): string {
  return `data:${image.mimeType};base64,${image.bytes.toString('base64')}`;
}
