#!/usr/bin/env node
// Performance figures of the product (see bench/README.md). Measurements, never pass/fail: each
// figure is printed with its ratio to a baseline measured in the same run, or to its budget.
// `npm run bench` runs every part; `npm run bench -- bundle lighthouse api scale start` any of them.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cpus, freemem, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { CONNECTIONS, measureApi, VISIT_READ_NAME } from './api-load.mjs';
import { measureBundles } from './bundle-size.mjs';
import { startPostgres } from './postgres.mjs';
import { IDLE_QUIET_MS, root } from './server-process.mjs';
import { createTargetReport, TARGETS } from './targets.mjs';

const PARTS = ['bundle', 'lighthouse', 'api', 'scale', 'fleet', 'start', 'run', 'export'];
const FIRST_ROUTE_BUDGET_KIB = TARGETS.firstRouteGzipKiB.target;
const ROUTE_CHUNK_BUDGET_KIB = TARGETS.routeChunkGzipKiB.target;
const LIGHTHOUSE_TARGET = { score: TARGETS.hallScore.target, lcp: TARGETS.hallLcpMs.target };
const report = createTargetReport();
const API_MEMBERS = { embedded: Number(process.env.BENCH_API_MEMBERS_PGLITE ?? 30_000), server: Number(process.env.BENCH_API_MEMBERS ?? 100_000) };

const requested = process.argv.slice(2).filter((argument) => !argument.startsWith('-'));
const unknown = requested.filter((part) => !PARTS.includes(part));
if (unknown.length > 0) {
  console.error(`Unknown part ${unknown.join(', ')}; parts: ${PARTS.join(', ')}`);
  process.exit(2);
}
const wants = (part) => requested.length === 0 || requested.includes(part);

const kib = (bytes) => (bytes / 1024).toFixed(1);
const pad = (value, width) => String(value).padStart(width);
const percent = (ratio) => `${(ratio * 100).toFixed(0)} %`;
const seconds = (milliseconds) => `${(milliseconds / 1000).toFixed(2)} s`;
const heading = (text) => console.log(`\n## ${text}`);

function printMachine() {
  const cpuModel = cpus()[0]?.model ?? 'unknown';
  console.log('# Performance bench');
  console.log(
    `machine: ${cpus().length} cores (${cpuModel}), ${(totalmem() / 1024 ** 3).toFixed(1)} GiB RAM (${(freemem() / 1024 ** 3).toFixed(1)} free), ` +
      `Node ${process.version}, load average ${loadavg()
        .map((load) => load.toFixed(2))
        .join(' ')} at start`,
  );
  console.log(`date: ${new Date().toISOString()}; commit ${execSync('git rev-parse --short HEAD', { cwd: root }).toString().trim()}`);
}

function ensureBuild() {
  if (!existsSync(join(root, 'apps', 'web', 'dist', '.vite', 'manifest.json'))) {
    console.log('(no production build: running `npm run build` first)');
    execSync('npm run build', { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  }
}

function ensureChromium() {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(path) && process.getuid?.() === 0) {
    console.log('(installing Debian chromium)');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null', { stdio: 'inherit' });
  }
  return existsSync(path);
}

function printBundles() {
  const bundles = measureBundles();
  heading('1a. First load of the hall (/Recharge): JS + CSS of the first route, production build');
  console.log(
    `  entry chunk + its imports  gzip ${pad(kib(bundles.entry.gzip), 6)} KiB   brotli ${pad(kib(bundles.entry.brotli), 6)} KiB   raw ${pad(kib(bundles.entry.raw), 6)} KiB`,
  );
  console.log(
    `  first route (${bundles.firstRouteFiles.length} files)     gzip ${pad(kib(bundles.firstRoute.gzip), 6)} KiB   brotli ${pad(kib(bundles.firstRoute.brotli), 6)} KiB   ` +
      `raw ${pad(kib(bundles.firstRoute.raw), 6)} KiB   ratio to the ${FIRST_ROUTE_BUDGET_KIB} KiB gzip budget ${(bundles.firstRoute.gzip / 1024 / FIRST_ROUTE_BUDGET_KIB).toFixed(3)}`,
  );
  if (bundles.idleWarmup) {
    console.log(`  fetched when idle after load (page loaders): gzip ${kib(bundles.idleWarmup.gzip)} KiB, not part of the first route`);
  }
  report.add('firstRouteGzipKiB', bundles.firstRoute.gzip / 1024);
  const largestPhoneChunk = bundles.routeChunks.find((chunk) => !chunk.page.startsWith('console/'));
  if (largestPhoneChunk) {
    report.add('routeChunkGzipKiB', largestPhoneChunk.gzip / 1024, largestPhoneChunk.page);
  }
  const over = bundles.routeChunks.filter((chunk) => chunk.gzip / 1024 > ROUTE_CHUNK_BUDGET_KIB);
  const phoneOver = over.filter((chunk) => !chunk.page.startsWith('console/'));
  console.log(
    `\n  Each route's own chunk, gzip KiB and ratio to the ${ROUTE_CHUNK_BUDGET_KIB} KiB budget (${bundles.routeChunks.length} pages; phone pages over budget: ${phoneOver.length}):`,
  );
  for (const chunk of bundles.routeChunks) {
    const ratio = chunk.gzip / 1024 / ROUTE_CHUNK_BUDGET_KIB;
    const note = chunk.page.startsWith('console/') ? '  (operator console, desktop; not a phone route)' : ratio > 1 ? '  over budget' : '';
    console.log(`  ${pad(kib(chunk.gzip), 7)}  ${ratio.toFixed(2)}  ${chunk.page}${note}`);
  }
}

const THROTTLING = [
  { method: 'simulate', part: '1b', title: 'simulated throttling', detail: 'simulated' },
  { method: 'devtools', part: '1c', title: 'applied throttling', detail: 'applied' },
];

async function printLighthouse() {
  if (!ensureChromium()) {
    console.log('\n(no chromium: the Lighthouse part is skipped)');
    return;
  }
  ensureBuild();
  const { measureLighthouse } = await import('./lighthouse.mjs');
  for (const throttling of THROTTLING) {
    await printLighthouseWith(measureLighthouse, throttling);
  }
}

async function printLighthouseWith(measureLighthouse, { method, part, title, detail }) {
  const { hall, plain, failures } = await measureLighthouse({ port: 3540, throttlingMethod: method });
  if (hall.runs.length === 0 || plain.runs.length === 0) {
    console.log(`\n(Lighthouse with ${title} failed every attempt: ${failures.join('; ')})`);
    return;
  }
  heading(`${part}. Lighthouse mobile (${title}), median of ${hall.runs.length} runs, Debian chromium`);
  console.log('  the hall logged in (/Recharge, production server, sandbox providers) and a plain HTML page (baseline)');
  console.log('                     score      FCP       LCP      TBT       CLS');
  const row = (label, figures) =>
    console.log(
      `  ${label.padEnd(18)} ${pad(figures.score, 5)} ${pad(seconds(figures.fcp), 8)}  ${pad(seconds(figures.lcp), 8)} ${pad(Math.round(figures.tbt), 5)} ms  ${figures.cls.toFixed(3)}`,
    );
  row('hall', hall);
  row('plain page', plain);
  console.log(
    `  hall / plain: LCP ${(hall.lcp / plain.lcp).toFixed(2)}x, FCP ${(hall.fcp / plain.fcp).toFixed(2)}x; ` +
      `hall vs target: score ${hall.score}/${LIGHTHOUSE_TARGET.score}, LCP ratio to ${seconds(LIGHTHOUSE_TARGET.lcp)} ${(hall.lcp / LIGHTHOUSE_TARGET.lcp).toFixed(2)}`,
  );
  console.log(
    `  each hall run (score FCP LCP TBT CLS): ${hall.runs.map((run) => `${run.score} ${seconds(run.fcp)} ${seconds(run.lcp)} ${Math.round(run.tbt)}ms ${run.cls.toFixed(3)}`).join(' | ')}`,
  );
  console.log(
    `  LCP element: ${hall.runs[0]?.lcpElement ?? ''}; machine benchmark index (Lighthouse) ${hall.runs.map((run) => run.benchmarkIndex).join(', ')}`,
  );
  const longTasks = hall.runs[0]?.longTasks ?? [];
  console.log(
    `  long tasks of the first hall run (start, duration, script): ${longTasks.map((task) => `${Math.round(task.startTime)} ms +${Math.round(task.duration)} ms ${task.url.replace(/^https?:\/\/[^/]+/, '')}`).join('; ') || 'none'}`,
  );
  if (failures.length > 0) {
    console.log(`  audits that failed and were run again: ${failures.length} (${failures.join('; ')})`);
  }
  report.add('hallScore', hall.score, detail);
  report.add('hallFcpMs', hall.fcp, detail);
  report.add('hallLcpMs', hall.lcp, detail);
  report.add('hallLcpToPlain', hall.lcp / plain.lcp, detail);
  const wrongPage = hall.runs.find((run) => !run.finalUrl.endsWith('/Recharge'));
  if (wrongPage) {
    console.log(`  WARNING: a run ended on ${wrongPage.finalUrl}, not the hall`);
  }
}

function printApiRun(run) {
  console.log(
    `\n  ${run.label}: ${run.members.toLocaleString('en')} bench subscribers bulk-seeded in ${run.seedSeconds.toFixed(1)} s; writes take ${run.perWrite.toLocaleString('en')} distinct members each`,
  );
  console.log('  operation               req/s   p50 ms  p99 ms  ratio to bare  errors  peak RSS');
  console.log(
    `  ${'bare Fastify route'.padEnd(21)} ${pad(run.baseline.requestsPerSecond.toFixed(0), 7)} ${pad(run.baseline.p50, 8)} ${pad(run.baseline.p99, 7)}  ${pad('100 %', 13)} ${pad(run.baseline.errors, 7)}`,
  );
  for (const [name, figures] of Object.entries(run.operations)) {
    const capped = figures.isCapped ? '  (ran out of members before 10 s)' : '';
    console.log(
      `  ${name.padEnd(21)} ${pad(figures.requestsPerSecond.toFixed(0), 7)} ${pad(figures.p50, 8)} ${pad(figures.p99, 7)}  ` +
        `${pad(percent(figures.requestsPerSecond / run.baseline.requestsPerSecond), 13)} ${pad(figures.errors, 7)} ${pad(figures.peakRss.toFixed(0), 6)} MiB${capped}`,
    );
  }
  for (const [name, figures] of Object.entries(run.operations)) {
    const kinds = Object.entries(figures.errorKinds ?? {});
    if (kinds.length > 0) {
      console.log(`  ${name} errors: ${kinds.map(([kind, count]) => `${count} ${kind}`).join(', ')}`);
    }
  }
  console.log(
    `  server RSS: after start ${run.startRss.toFixed(0)} MiB, idle (${IDLE_QUIET_MS / 1000} s without requests) ${run.idleRss.toFixed(0)} MiB, peak ${run.peakRss.toFixed(0)} MiB`,
  );
  reportApiRun(run);
}

/** The API run's figures against their targets: the reads, the writes and memory on PostgreSQL, PERSONAL_DATA on PGlite. */
function reportApiRun(run) {
  const bare = run.baseline.requestsPerSecond;
  if (!run.isServer) {
    const read = run.operations.PERSONAL_DATA;
    if (read) {
      report.add('pgliteShareOfBare', read.requestsPerSecond / bare);
    }
    const { SIGN: sign, POINTS_EXCHANGE: exchange } = run.operations;
    if (sign && exchange) {
      report.add('pgliteWriteErrors', sign.errors + exchange.errors, 'SIGN and POINTS_EXCHANGE, 50 connections');
    }
    return;
  }
  for (const name of ['PERSONAL_DATA', 'QUERY_BILL_DETAILS', 'POINTS_EXCHANGE_LIST', VISIT_READ_NAME]) {
    const read = run.operations[name];
    if (read) {
      report.add('readShareOfBare', read.requestsPerSecond / bare, name);
      report.add('readP99Ms', read.p99, name);
    }
  }
  const { SIGN: sign, POINTS_EXCHANGE: exchange } = run.operations;
  if (sign && exchange) {
    report.add('signPerSecond', sign.requestsPerSecond);
    report.add('exchangePerSecond', exchange.requestsPerSecond);
    report.add('exchangeP99Ms', exchange.p99);
    report.add('writeErrors', sign.errors + exchange.errors, 'SIGN and POINTS_EXCHANGE');
  }
  report.add('idleRssMiB', run.idleRss);
  report.add('peakRssMiB', run.peakRss);
}

function printScale(scale) {
  heading(
    `3. Scale on the PostgreSQL server: reads at ${scale.sizes.map((size) => size.size.toLocaleString('en')).join(' and ')} subscribers, measured alternately, median of ${scale.sizes[0].rounds} rounds`,
  );
  for (const size of scale.sizes) {
    console.log(
      `  ${size.size.toLocaleString('en')} subscribers: seeded in ${size.seedSeconds.toFixed(1)} s ` +
        `(${Math.round(size.added / size.seedSeconds).toLocaleString('en')} subscribers/s); ${size.rowCount.toLocaleString('en')} rows, ${size.databaseMiB.toFixed(0)} MiB database; server RSS after seeding ${size.idleRss.toFixed(0)} MiB`,
    );
  }
  const [small, large] = scale.sizes;
  console.log(
    `  operation               p99 @${small.size / 1000}k  p99 @${large.size >= 1e6 ? `${large.size / 1e6}M` : `${large.size / 1000}k`}  p99 ratio  req/s @small  req/s @large  req/s ratio  errors  peak RSS`,
  );
  for (const name of scale.operations) {
    const before = small.reads[name];
    const after = large.reads[name];
    console.log(
      `  ${name.padEnd(21)} ${pad(`${before.p99} ms`, 10)} ${pad(`${after.p99} ms`, 9)} ${pad(`${(after.p99 / before.p99).toFixed(2)}x`, 10)} ` +
        `${pad(before.requestsPerSecond.toFixed(0), 12)} ${pad(after.requestsPerSecond.toFixed(0), 13)} ${pad(`${(after.requestsPerSecond / before.requestsPerSecond).toFixed(2)}x`, 12)} ` +
        `${pad(before.errors + after.errors, 7)} ${pad(Math.max(before.peakRss, after.peakRss).toFixed(0), 6)} MiB`,
    );
  }
  for (const name of scale.operations) {
    report.add('scaleP99Ratio', large.reads[name].p99 / small.reads[name].p99, name);
  }
  console.log(
    `  p99 of each round (small | large): ${scale.operations.map((name) => `${name} ${small.reads[name].p99s.join('/')} | ${large.reads[name].p99s.join('/')} ms`).join('; ')}`,
  );
  const { plans } = scale;
  console.log(
    `\n  Query plans at ${large.size.toLocaleString('en')} subscribers (auto_explain, actual rows; one request each of ${scale.operations.join(', ')}, SIGN, POINTS_EXCHANGE):`,
  );
  for (const entry of plans.plans) {
    console.log(`\n  -- ${entry.query.replace(/\s+/g, ' ').slice(0, 220)}`);
    console.log(
      entry.plan
        .split('\n')
        .map((line) => `     ${line}`)
        .join('\n'),
    );
  }
  console.log(`\n  Index use: ${plans.indexScans.length} distinct index scans: ${plans.indexScans.join('; ')}`);
  const seqSummary = plans.seqScans.map((scan) => `${scan.table} (${scan.rows.toLocaleString('en')} rows)`);
  console.log(`  Sequential scans: ${seqSummary.length === 0 ? 'none' : [...new Set(seqSummary)].join(', ')}`);
  console.log(
    `  Sequential scans of tables with 50,000 rows or more: ${plans.largeSeqScans.length === 0 ? 'none' : plans.largeSeqScans.map((scan) => `${scan.table} in ${scan.query.slice(0, 80)}`).join('; ')}`,
  );
}

function printMonthlyRun(run) {
  heading(`6. The monthly run on the PostgreSQL server: ${run.numbers.toLocaleString('en')} numbers, one transaction each, beside the floor`);
  const row = (label, milliseconds, count) =>
    console.log(
      `  ${label.padEnd(52)} ${pad(seconds(milliseconds), 9)}  ${pad(Math.round((count / milliseconds) * 1000).toLocaleString('en'), 7)} numbers/s  ${pad((milliseconds / run.floorMs).toFixed(2), 5)}x`,
    );
  row('floor: lock, once-row, balance, ledger (baseline)', run.floorMs, run.numbers);
  row(`runMonth ${run.month} (${run.billed.toLocaleString('en')} billed)`, run.runMs, run.billed);
  console.log(`  the same month again: ${seconds(run.repeatMs)}, ${run.repeatBilled} billed (nothing left to close)`);
}

function printFleet(fleet) {
  heading(
    `6. Fleet: one and two compiled instances on one PostgreSQL database (${fleet.members.toLocaleString('en')} subscribers; both instances measured at once, the ${CONNECTIONS} connections split between them)`,
  );
  for (const [name, { one, two }] of Object.entries(fleet.reads)) {
    console.log(
      `  ${name.padEnd(22)} one ${pad(one.requestsPerSecond.toFixed(0), 7)} req/s p99 ${pad(one.p99, 4)} ms   two ${pad(two.requestsPerSecond.toFixed(0), 7)} req/s p99 ${pad(two.p99, 4)} ms   ` +
        `ratio two/one ${(two.requestsPerSecond / one.requestsPerSecond).toFixed(2)}   errors ${one.errors + two.errors}`,
    );
  }
  console.log(
    `  idle RSS on PostgreSQL: compiled ${fleet.rss.compiled.toFixed(0)} MiB, from sources through tsx ${fleet.rss.sources.toFixed(0)} MiB (ratio ${(fleet.rss.compiled / fleet.rss.sources).toFixed(2)})`,
  );
}

async function main() {
  printMachine();
  if (wants('bundle')) {
    ensureBuild();
    printBundles();
  }
  if (wants('lighthouse')) {
    await printLighthouse();
  }
  const postgres = wants('api') || wants('scale') || wants('fleet') || wants('run') || wants('export') ? startPostgres() : null;
  try {
    if (wants('api')) {
      heading(
        `2. API at 50 connections for ${process.env.BENCH_SECONDS ?? 10} s on loopback (autocannon), each with the bare Fastify route measured just before`,
      );
      // BENCH_API_DATABASES=server (or embedded) measures one of the two only.
      const databases = (process.env.BENCH_API_DATABASES ?? 'embedded,server').split(',');
      if (databases.includes('embedded')) {
        printApiRun({ ...(await measureApi({ label: 'PGlite (embedded)', port: 3500, members: API_MEMBERS.embedded })), isServer: false });
      }
      if (!databases.includes('server')) {
        // Nothing more to measure on the server.
      } else if (postgres) {
        const server = await measureApi({
          label: 'PostgreSQL server',
          databaseUrl: postgres.createDatabase('hall_api'),
          port: 3510,
          members: API_MEMBERS.server,
        });
        printApiRun({ ...server, isServer: true });
      } else {
        console.log('\n  (no PostgreSQL server available: the server run is skipped)');
      }
      heading('4. Memory: server RSS at idle and at the peak of each run: see the RSS columns above' + (wants('scale') ? ' and below' : ''));
    }
    if (wants('scale')) {
      if (postgres) {
        const { measureScale } = await import('./scale.mjs');
        printScale(await measureScale({ postgres, port: 3530 }));
      } else {
        console.log('\n(no PostgreSQL server available: the scale part is skipped)');
      }
    }
    if (wants('fleet')) {
      if (postgres) {
        const { measureFleet } = await import('./fleet.mjs');
        printFleet(await measureFleet({ postgres, port: 3560 }));
      } else {
        console.log('\n(no PostgreSQL server available: the fleet part is skipped)');
      }
    }
    if (wants('run')) {
      if (postgres) {
        const { measureMonthlyRun } = await import('./monthly-run.mjs');
        printMonthlyRun(measureMonthlyRun({ postgres }));
      } else {
        console.log('\n(no PostgreSQL server available: the monthly run part is skipped)');
      }
    }
    if (wants('export')) {
      if (postgres) {
        const { measureExportMemory } = await import('./export-memory.mjs');
        printExportMemory(await measureExportMemory({ postgres, port: 3560 }));
      } else {
        console.log('\n(no PostgreSQL server available: the export part is skipped)');
      }
    }
  } finally {
    postgres?.stop();
  }
  if (wants('start')) {
    const { measureStart } = await import('./start-time.mjs');
    const start = await measureStart({ port: 3550 });
    heading(`5. Start: from starting the command to the first answered request (median of ${start.runs}; npm start once)`);
    const row = (label, value) => console.log(`  ${label.padEnd(50)} ${pad(value.toFixed(2), 6)} s  ${pad((value / start.bare).toFixed(2), 6)}x`);
    row('bare Fastify process (baseline)', start.bare);
    row('server, fresh embedded database (migrate + seed)', start.freshServe);
    row('server, existing embedded database (restart)', start.restartServe);
    row('npm start (build + serve, fresh database)', start.npmStart);
  }
}

function printExportMemory({ uncapped, capped }) {
  heading('7. A streamed CSV export: the compiled server on PostgreSQL, review decisions of one day, RSS sampled every 100 ms');
  console.log('  as production starts it:');
  printExportRun(uncapped);
  console.log('  with the old generation capped at 96 MiB (--max-old-space-size), so garbage is collected rather than kept:');
  printExportRun(capped);
}

function printExportRun({ idleMiB, small, large, larger }) {
  const growth = (run) => Math.max(1, run.peakMiB - idleMiB);
  const row = (run) =>
    console.log(
      `    ${pad(run.rows.toLocaleString('en'), 9)} rows ${pad((run.bytes / 1024 ** 2).toFixed(1), 6)} MiB in ${pad(run.seconds.toFixed(2), 6)} s` +
        `   peak RSS ${pad(run.peakMiB.toFixed(0), 4)} MiB (+${(run.peakMiB - idleMiB).toFixed(0)} over idle)`,
    );
  console.log(`    server RSS idle ${idleMiB.toFixed(0)} MiB`);
  [small, large, larger].forEach(row);
  console.log(
    `    ${(larger.rows / Math.max(1, large.rows)).toFixed(1)}x the rows, ${(larger.bytes / Math.max(1, large.bytes)).toFixed(1)}x the file: ` +
      `peak growth over idle ${(growth(larger) / growth(large)).toFixed(2)}x (streamed: about 1; built in memory: with the file)`,
  );
}

// The figures measured so far are reported even when a later part fails.
try {
  await main();
} finally {
  report.print();
}
