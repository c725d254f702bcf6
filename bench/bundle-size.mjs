// Size of what the phone downloads: the first route (the hall on /Recharge) and each route's
// own chunk, from the production build's manifest. gzip level 9 and brotli, in KiB.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const dist = join(import.meta.dirname, '..', 'apps', 'web', 'dist');
const manifestPath = join(dist, '.vite', 'manifest.json');
const FIRST_ROUTE_PAGES = ['src/features/hall/pages/hall-page.tsx', 'src/features/recharge/pages/recharge-tab-page.tsx'];

function compressedSize(file) {
  const bytes = readFileSync(join(dist, file));
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, brotli: brotliCompressSync(bytes).length };
}

function addSizes(files) {
  return [...files]
    .map(compressedSize)
    .reduce((sum, size) => ({ raw: sum.raw + size.raw, gzip: sum.gzip + size.gzip, brotli: sum.brotli + size.brotli }), { raw: 0, gzip: 0, brotli: 0 });
}

/** The files a manifest chunk needs before it runs: itself, its static imports, their CSS. */
function collectFiles(manifest, key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) {
    return files;
  }
  files.add(chunk.file);
  (chunk.css ?? []).forEach((css) => files.add(css));
  (chunk.imports ?? []).forEach((imported) => collectFiles(manifest, imported, files));
  return files;
}

export function measureBundles() {
  if (!existsSync(manifestPath)) {
    throw new Error('No build manifest: run `npm run build` first.');
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const entryFiles = collectFiles(manifest, entryKey);
  const firstRouteFiles = new Set(entryFiles);
  // The first route's pages: their own manifest entries, or the 'first-route' chunk that holds them.
  const firstRouteKeys = Object.keys(manifest).filter((key) => FIRST_ROUTE_PAGES.includes(key) || manifest[key].name === 'first-route');
  firstRouteKeys.forEach((key) => collectFiles(manifest, key, firstRouteFiles));
  // And whatever index.html itself links (modulepreload, stylesheets), so nothing fetched up front escapes the count.
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  for (const [, href] of html.matchAll(/<(?:link|script)[^>]+(?:href|src)="\/(assets\/[^"]+)"/g)) {
    firstRouteFiles.add(href);
  }
  const routeChunks = Object.entries(manifest)
    .filter(([key, chunk]) => chunk.isDynamicEntry && key.includes('/pages/'))
    .map(([key, chunk]) => ({ page: key.replace(/^src\/features\//, '').replace(/\.tsx$/, ''), ...compressedSize(chunk.file) }))
    .sort((left, right) => right.gzip - left.gzip);
  // The page loaders' chunk (app/page-modules.ts), fetched once the first route is idle.
  const warmupKey = Object.keys(manifest).find((key) => key.endsWith('src/app/page-modules.ts'));
  const idleWarmup = warmupKey ? addSizes([manifest[warmupKey].file]) : null;
  return { entry: addSizes(entryFiles), firstRoute: addSizes(firstRouteFiles), firstRouteFiles: [...firstRouteFiles], routeChunks, idleWarmup };
}
