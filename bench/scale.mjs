// Scale: the hot reads with 10 k and then with BENCH_SCALE_MAX (default 1 M) bench subscribers
// (and their members, sessions, bills, points ledgers and board posts) bulk-seeded into a
// PostgreSQL server, p99 at the large size as a ratio to p99 at the small one. Then the plans of
// the queries those requests really run, printed by PostgreSQL's auto_explain (with actual row
// counts) while one request of each operation is sent, and a check that none scans a large table.
import { readFileSync, statSync } from 'node:fs';
import { benchToken, queryPostgres, seedPostgres } from './seed-bench-data.mjs';
import { checkReads, measureReads, READS } from './api-load.mjs';
import { readRssMiB, startHallServer } from './server-process.mjs';

export const SCALE_SMALL = 10_000;
export const SCALE_MAX = Number(process.env.BENCH_SCALE_MAX ?? 1_000_000);
const LARGE_TABLE_ROWS = 50_000;

async function sendOneOfEach(baseUrl, member) {
  await checkReads(baseUrl, member);
  // The writes' queries are hot too: a first sign-in and an exchange by a member not used before.
  for (const [path, body] of [
    ['/api/wechat/sign', { token: benchToken(member) }],
    ['/api/wechat/pointsExchange', { token: benchToken(member), productId: 'BENCH_COUPON' }],
  ]) {
    await fetch(`${baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  }
}

/** auto_explain on for every statement while one request of each operation runs; the plans from the server log. */
async function capturePlans(postgres, databaseUrl, baseUrl, member) {
  const logStart = statSync(postgres.logPath).size;
  await queryPostgres(databaseUrl, 'alter system set auto_explain.log_min_duration = 0');
  await queryPostgres(databaseUrl, 'select pg_reload_conf()');
  await new Promise((resolve) => setTimeout(resolve, 500));
  try {
    await sendOneOfEach(baseUrl, member);
  } finally {
    await queryPostgres(databaseUrl, 'alter system reset auto_explain.log_min_duration');
    await queryPostgres(databaseUrl, 'select pg_reload_conf()');
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
  const log = readFileSync(postgres.logPath, 'utf8').slice(logStart);
  const plans = [];
  for (const block of log.split(/\n(?=\S)/)) {
    const match = /duration: ([\d.]+) ms\s+plan:\s*\n\s*Query Text: ([\s\S]*)/.exec(block);
    if (!match) {
      continue;
    }
    const [queryText, ...planLines] = match[2].split('\n');
    if (/pg_reload_conf|alter system/i.test(queryText)) {
      continue;
    }
    const plan = planLines.map((line) => line.replace(/^\t/, '')).filter((line) => line.trim() !== '').join('\n');
    plans.push({ durationMs: Number(match[1]), query: queryText.trim(), plan });
  }
  const tableRows = Object.fromEntries(
    (await queryPostgres(databaseUrl, "select relname, reltuples::bigint as rows from pg_class where relkind = 'r' and relnamespace = 'public'::regnamespace")).map((row) => [row.relname, Number(row.rows)]),
  );
  // A sequential scan of a table with many rows is what breaks flat latency.
  const seqScans = plans.flatMap((entry) =>
    [...entry.plan.matchAll(/Seq Scan on (\w+)/g)].map(([, table]) => ({ table, rows: tableRows[table] ?? 0, query: entry.query })),
  );
  const indexScans = [...new Set(plans.flatMap((entry) => [...entry.plan.matchAll(/(Index(?: Only)? Scan(?: Backward)?) using (\w+) on (\w+)/g)].map(([, kind, index, table]) => `${kind} using ${index} on ${table}`)))];
  return { plans, seqScans, largeSeqScans: seqScans.filter((scan) => scan.rows >= LARGE_TABLE_ROWS), indexScans, tableRows };
}

/** Seeds 10 k, measures the reads; seeds up to the maximum, measures again; prints the plans. */
export async function measureScale({ postgres, port }) {
  const databaseUrl = postgres.createDatabase('hall_scale');
  const server = await startHallServer({ port, databaseUrl });
  try {
    const sizes = [];
    let seeded = 0;
    for (const size of [SCALE_SMALL, SCALE_MAX]) {
      const started = Date.now();
      await seedPostgres(databaseUrl, seeded + 1, size);
      const seedSeconds = (Date.now() - started) / 1000;
      const rowCount = (await queryPostgres(databaseUrl, "select sum(reltuples)::bigint as rows from pg_class where relkind = 'r' and relnamespace = 'public'::regnamespace"))[0].rows;
      const databaseBytes = (await queryPostgres(databaseUrl, 'select pg_database_size(current_database()) as bytes'))[0].bytes;
      const idleRss = readRssMiB(server.pid);
      const reads = await measureReads(server.baseUrl, size, server.pid);
      sizes.push({ size, added: size - seeded, seedSeconds, rowCount: Number(rowCount), databaseMiB: Number(databaseBytes) / 1024 / 1024, idleRss, reads });
      seeded = size;
    }
    // A member none of the runs touched with a write, from the far end of the table.
    const plans = await capturePlans(postgres, databaseUrl, server.baseUrl, SCALE_MAX - 7);
    return { sizes, plans, operations: READS.map((read) => read.name) };
  } finally {
    await server.stop();
  }
}
