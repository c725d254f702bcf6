import { afterEach, describe, expect, it, vi } from 'vitest';
import { compressPhoto } from './compress-photo.ts';

// What compressorjs was asked for, and the size of what it gives back for each side length.
const encodings: { maxWidth: number; maxHeight: number; quality: number; mimeType: string }[] = [];

vi.mock('compressorjs', () => ({
  default: class {
    constructor(_file: File, options: { maxWidth: number; maxHeight: number; quality: number; mimeType: string; success: (blob: Blob) => void }) {
      encodings.push({ maxWidth: options.maxWidth, maxHeight: options.maxHeight, quality: options.quality, mimeType: options.mimeType });
      // A JPEG whose bytes grow with the side it was allowed.
      options.success(new Blob([new Uint8Array(options.maxWidth * 10)], { type: 'image/jpeg' }));
    }
  },
}));

afterEach(() => {
  encodings.length = 0;
});

const photo = (bytes: number, type = 'image/jpeg') => new File([new Uint8Array(bytes)], 'photo.jpg', { type });

describe('compressPhoto: one way a photo leaves the phone', () => {
  it('refuses what is not a picture', async () => {
    await expect(compressPhoto(photo(10, 'application/pdf'), { maxChars: 1000 })).rejects.toThrow('请选择图片文件');
  });

  it('sends a small JPEG as it is, without re-encoding it', async () => {
    const dataUrl = await compressPhoto(photo(300), { maxChars: 1000, keepUpToBytes: 500 });
    expect(dataUrl.startsWith('data:image/jpeg;base64,')).toBe(true);
    expect(encodings).toEqual([]);
  });

  it('re-encodes a larger one as JPEG within the size and quality asked, shrinking until its data URL fits', async () => {
    // 1680 px → 16,800 bytes (22,424 chars); 1176 → 11,760; 823 → 8,230 (10,998 chars).
    const dataUrl = await compressPhoto(photo(5000), { maxChars: 12_000, keepUpToBytes: 1000, maxWidth: 1680, maxHeight: 1260, quality: 0.8 });
    expect(dataUrl.length).toBeLessThanOrEqual(12_000);
    expect(encodings.map((encoding) => encoding.maxWidth)).toEqual([1680, 1176, 823]);
    expect(encodings[0]).toEqual({ maxWidth: 1680, maxHeight: 1260, quality: 0.8, mimeType: 'image/jpeg' });
  });

  it('gives up with a Chinese message when no size fits', async () => {
    await expect(compressPhoto(photo(5000), { maxChars: 10 })).rejects.toThrow('图片过大，请重新选择');
  });
});
