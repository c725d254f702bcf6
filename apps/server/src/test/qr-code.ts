import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import type { TestApp } from './test-app.ts';

/** The text a PNG data URL's QR code holds, as a phone camera reads it. */
export function readQrCode(dataUrl: string): string {
  const png = PNG.sync.read(Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64'));
  const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  if (!decoded) {
    throw new Error('no QR code in the image');
  }
  return decoded.data;
}

/** Opens the promise-video page a CPDEIMG code leads to and records the video there, as the owner would. */
export async function recordPromiseVideoByQrCode(api: TestApp, qrImage: string): Promise<string> {
  const target = new URL(readQrCode(qrImage));
  const page = await api.app.inject({ method: 'GET', url: `${target.pathname}${target.search}` });
  const recorded = await api.app.inject({ method: 'POST', url: '/sandbox/promise-video', payload: { ticket: target.searchParams.get('ticket') } });
  if (!recorded.body.includes('上传成功')) {
    throw new Error('the promise video was not recorded');
  }
  return page.body;
}
