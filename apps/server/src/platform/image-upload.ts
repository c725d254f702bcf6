// Uploaded pictures (signatures, ID photos, joint photos) are accepted only when their bytes are
// what they claim: a well-formed PNG or JPEG with nothing appended and no markup inside, so no
// SVG, HTML or image/HTML polyglot is ever stored or served back.

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

/** The image of a PNG or JPEG data URL, or null when the bytes are not that image (or not only that). */
export function readImageDataUrl(dataUrl: string): UploadedImage | null {
  const match = DATA_URL_PATTERN.exec(dataUrl);
  if (!match?.[1] || !match[2]) {
    return null;
  }
  const mimeType: ImageMimeType = match[1] === 'png' ? 'image/png' : 'image/jpeg';
  const bytes = Buffer.from(match[2], 'base64');
  const isDeclaredType = mimeType === 'image/png' ? isWellFormedPng(bytes) : isWellFormedJpeg(bytes);
  if (!isDeclaredType || MARKUP_PATTERN.test(bytes.toString('latin1'))) {
    return null;
  }
  return { mimeType, bytes };
}

/** The data URL of an accepted image, for storing it sealed and showing it to its owner. */
export function toDataUrl(image: UploadedImage): string {
  return `data:${image.mimeType};base64,${image.bytes.toString('base64')}`;
}
