#!/usr/bin/env node
// Performance figures of the product (see bench/README.md). Measurements, never pass/fail.
// `npm run bench` (all), `npm run bench -- bundle` or `-- api` for one part.
import { measureApi } from './api-load.mjs';
import { measureBundles } from './bundle-size.mjs';
import { startPostgres } from './postgres.mjs';

const FIRST_ROUTE_BUDGET_KIB = 125;
const ROUTE_CHUNK_BUDGET_KIB = 30;
const kib = (bytes) => (bytes / 1024).toFixed(1);
const parts = process.argv.slice(2);
const wants = (part) => parts.length === 0 || parts.includes(part);

if (wants('bundle')) {
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
}

if (wants('api')) {
  const runs = [await measureApi({ label: 'PGlite (embedded)', port: 3400 })];
  const postgres = startPostgres();
  if (postgres) {
    try {
      runs.push(await measureApi({ label: 'PostgreSQL server', databaseUrl: postgres.url, port: 3410 }));
    } finally {
      postgres.stop();
    }
  } else {
    console.log('\n(no PostgreSQL server available: the server run is skipped)');
  }
  for (const run of runs) {
    console.log(`\nAPI on ${run.label}, 50 connections:`);
    console.log(`  bare Fastify route     ${run.baseline.requestsPerSecond.toFixed(0).padStart(7)} req/s  p99 ${String(run.baseline.p99).padStart(4)} ms`);
    for (const [name, figures] of Object.entries(run.operations)) {
      const ratio = figures.requestsPerSecond / run.baseline.requestsPerSecond;
      console.log(
        `  ${name.padEnd(22)} ${figures.requestsPerSecond.toFixed(0).padStart(7)} req/s  p99 ${String(figures.p99).padStart(4)} ms  ` +
          `ratio to bare ${(ratio * 100).toFixed(0)} %  errors ${figures.errors}`,
      );
    }
    console.log(`  server RSS idle ${run.idleRss.toFixed(0)} MiB, peak ${run.peakRss.toFixed(0)} MiB`);
  }
}
