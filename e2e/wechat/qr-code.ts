import { expect, type Locator } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

/** What a phone's camera reads from the QR code on the screen: the element's pixels, decoded. */
export async function scanQrCode(code: Locator): Promise<string> {
  await expect(code).toBeVisible();
  const image = PNG.sync.read(await code.screenshot());
  const found = jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
  if (!found) {
    throw new Error('no QR code could be read from the element');
  }
  return found.data;
}
