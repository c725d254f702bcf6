// Runs in a worker thread of the captcha renderer's pool (captcha-renderer.ts): drawing the SVG and
// rasterising it to PNG take milliseconds of CPU each, which on the main thread would stall every
// other request. Plain JavaScript, so the worker loads without the TypeScript loader (tsx, vitest).
import { threadId } from 'node:worker_threads';
import { Resvg } from '@resvg/resvg-js';
import svgCaptcha from 'svg-captcha';

/** Four characters over curved noise lines; the answer text goes back with the picture. */
export default function renderCaptcha() {
  const captcha = svgCaptcha.create({
    size: 4,
    noise: 4,
    ignoreChars: '0oO1iIlLqg9',
    color: true,
    background: '#f2f3f5',
    width: 120,
    height: 44,
    fontSize: 46,
  });
  const png = new Resvg(captcha.data, { fitTo: { mode: 'width', value: 240 } }).render().asPng();
  return { text: captcha.text, png, threadId };
}
