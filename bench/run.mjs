#!/usr/bin/env node
// Performance figures of the product (see bench/README.md). Measurements, never pass/fail.
import { measureBundles } from './bundle-size.mjs';

const FIRST_ROUTE_BUDGET_KIB = 125;
const ROUTE_CHUNK_BUDGET_KIB = 30;
const kib = (bytes) => (bytes / 1024).toFixed(1);

const bundles = measureBundles();
console.log('First load of the hall (/Recharge): JS + CSS');
console.log(`  entry only      gzip ${kib(bundles.entry.gzip).padStart(6)} KiB   brotli ${kib(bundles.entry.brotli).padStart(6)} KiB`);
console.log(
  `  first route     gzip ${kib(bundles.firstRoute.gzip).padStart(6)} KiB   brotli ${kib(bundles.firstRoute.brotli).padStart(6)} KiB   ` +
    `budget ${FIRST_ROUTE_BUDGET_KIB} KiB gzip, ratio ${(bundles.firstRoute.gzip / 1024 / FIRST_ROUTE_BUDGET_KIB).toFixed(2)}`,
);
console.log(`\nEach route's own chunk (gzip KiB; budget ${ROUTE_CHUNK_BUDGET_KIB}):`);
for (const chunk of bundles.routeChunks) {
  const flag = chunk.gzip / 1024 > ROUTE_CHUNK_BUDGET_KIB ? '  over budget' : '';
  console.log(`  ${kib(chunk.gzip).padStart(6)}  ${chunk.page}${flag}`);
}
