#!/usr/bin/env node
// Performance figures of the product (see bench/README.md). Measurements, never pass/fail.
// Today: the JS and CSS the phone downloads for the hall's first route, gzip and brotli, from
// the production build, and each route's own chunk. Run `npm run build` first.
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const dist = join(import.meta.dirname, '..', 'apps', 'web', 'dist');
if (!existsSync(join(dist, 'index.html'))) {
  console.error('No build found: run `npm run build` first.');
  process.exit(1);
}
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entryFiles = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]);

const sizeOf = (file) => {
  const bytes = readFileSync(join(dist, file));
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, brotli: brotliCompressSync(bytes).length };
};
const kib = (bytes) => (bytes / 1024).toFixed(1);

const total = entryFiles.map(sizeOf).reduce((sum, size) => ({ raw: sum.raw + size.raw, gzip: sum.gzip + size.gzip, brotli: sum.brotli + size.brotli }), { raw: 0, gzip: 0, brotli: 0 });
const budgetKib = 125;
console.log('First load (entry JS + CSS referenced by index.html):');
console.log(`  files: ${entryFiles.join(', ')}`);
console.log(`  raw ${kib(total.raw)} KiB | gzip ${kib(total.gzip)} KiB | brotli ${kib(total.brotli)} KiB | budget ${budgetKib} KiB gzip (ratio ${(total.gzip / 1024 / budgetKib).toFixed(2)})`);
