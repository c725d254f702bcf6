import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createJpegWithGps, hasGpsTag, SPOOFED_JPEG, toJpegDataUrl } from '../test/exif-images.ts';
import { PNG_DATA_URL } from '../test/images.ts';
import { readImageDataUrl, reencodeUploadedImage, STORED_IMAGE_MAX_SIDE } from './image-upload.ts';

// What is stored of an uploaded photo is the picture alone: re-encoded, upright, bounded in size,
// with no EXIF (no GPS position, no camera); bytes that only look like an image are refused.

describe('reencodeUploadedImage', () => {
  it('stores a JPEG without its EXIF (GPS included), turned upright as its orientation said', async () => {
    const photo = await createJpegWithGps();
    const before = await sharp(photo).metadata();
    expect(hasGpsTag(before.exif)).toBe(true);
    expect(before.orientation).toBe(6);

    const stored = await reencodeUploadedImage(toJpegDataUrl(photo));
    expect(stored?.mimeType).toBe('image/jpeg');
    const after = await sharp(stored?.bytes).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(stored?.bytes.includes(Buffer.from('PhoneCo'))).toBe(false);
    expect({ width: after.width, height: after.height }).toEqual({ width: 32, height: 64 });
  });

  it('keeps a PNG a PNG, transparency included', async () => {
    const stored = await reencodeUploadedImage(PNG_DATA_URL);
    expect(stored?.mimeType).toBe('image/png');
    const metadata = await sharp(stored?.bytes).metadata();
    expect(metadata).toMatchObject({ format: 'png', width: 1, height: 1, hasAlpha: true });
  });

  it(`bounds the longest side to ${STORED_IMAGE_MAX_SIDE} pixels`, async () => {
    const large = await sharp({ create: { width: 4000, height: 1000, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer();
    const stored = await reencodeUploadedImage(toJpegDataUrl(large));
    expect(await sharp(stored?.bytes).metadata()).toMatchObject({ width: STORED_IMAGE_MAX_SIDE, height: 512 });
  });

  it('refuses bytes that pass the magic-number check but are no image', async () => {
    expect(readImageDataUrl(toJpegDataUrl(SPOOFED_JPEG))).not.toBeNull();
    expect(await reencodeUploadedImage(toJpegDataUrl(SPOOFED_JPEG))).toBeNull();
  });
});
