// Scale: the hot reads with 10 k and with BENCH_SCALE_MAX (default 1 M) bench subscribers (and
// their members, sessions, bills, points ledgers and board posts) bulk-seeded into two databases
// of a PostgreSQL server, measured alternately, p99 at the large size as a ratio to the small. Then the plans of
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
    const plan = planLines
      .map((line) => line.replace(/^\t/, ''))
      .filter((line) => line.trim() !== '')
      .join('\n');
    plans.push({ durationMs: Number(match[1]), query: queryText.trim(), plan });
  }
  const tableRows = Object.fromEntries(
    (
      await queryPostgres(databaseUrl, "select relname, reltuples::bigint as rows from pg_class where relkind = 'r' and relnamespace = 'public'::regnamespace")
    ).map((row) => [row.relname, Number(row.rows)]),
  );
  // A sequential scan of a table with many rows is what breaks flat latency.
  const seqScans = plans.flatMap((entry) =>
    [...entry.plan.matchAll(/Seq Scan on (\w+)/g)].map(([, table]) => ({ table, rows: tableRows[table] ?? 0, query: entry.query })),
  );
  const indexScans = [
    ...new Set(
      plans.flatMap((entry) =>
        [...entry.plan.matchAll(/(Index(?: Only)? Scan(?: Backward)?) using (\w+) on (\w+)/g)].map(
          ([, kind, index, table]) => `${kind} using ${index} on ${table}`,
        ),
      ),
    ),
  ];
  return { plans, seqScans, largeSeqScans: seqScans.filter((scan) => scan.rows >= LARGE_TABLE_ROWS), indexScans, tableRows };
}

const ROUNDS = Number(process.env.BENCH_SCALE_ROUNDS ?? 3);
const median = (values) => [...values].sort((left, right) => left - right)[Math.floor(values.length / 2)];

/**
 * Two databases, 10 k and BENCH_SCALE_MAX subscribers, each with its own server; the reads are
 * measured on them alternately (small, large, small, large …, BENCH_SCALE_ROUNDS rounds) and each
 * figure is the median of its rounds, so a busy moment of the machine does not land on one size
 * only. Each round starts its reads from the next one, after warming all of them. Then the plans,
 * on the large one.
 */
export async function measureScale({ postgres, port }) {
  const databases = [];
  try {
    for (const [index, size] of [SCALE_SMALL, SCALE_MAX].entries()) {
      const databaseUrl = postgres.createDatabase(`hall_scale_${size}`);
      const server = await startHallServer({ port: port + 2 * index, databaseUrl });
      databases.push({ size, databaseUrl, server });
      const started = Date.now();
      await seedPostgres(databaseUrl, 1, size);
      const seedSeconds = (Date.now() - started) / 1000;
      const rowCount = (
        await queryPostgres(databaseUrl, "select sum(reltuples)::bigint as rows from pg_class where relkind = 'r' and relnamespace = 'public'::regnamespace")
      )[0].rows;
      const databaseBytes = (await queryPostgres(databaseUrl, 'select pg_database_size(current_database()) as bytes'))[0].bytes;
      Object.assign(databases[index], {
        seedSeconds,
        rowCount: Number(rowCount),
        databaseMiB: Number(databaseBytes) / 1024 / 1024,
        idleRss: readRssMiB(server.pid),
        rounds: [],
      });
    }
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const database of databases) {
        database.rounds.push(await measureReads(database.server.baseUrl, database.size, database.server.pid, { firstRead: round, visits: false }));
      }
    }
    const sizes = databases.map((database) => ({
      size: database.size,
      added: database.size,
      seedSeconds: database.seedSeconds,
      rowCount: database.rowCount,
      databaseMiB: database.databaseMiB,
      idleRss: database.idleRss,
      rounds: database.rounds.length,
      reads: Object.fromEntries(
        READS.map(({ name }) => {
          const runs = database.rounds.map((reads) => reads[name]);
          return [
            name,
            {
              p99: median(runs.map((run) => run.p99)),
              p99s: runs.map((run) => run.p99),
              requestsPerSecond: median(runs.map((run) => run.requestsPerSecond)),
              errors: runs.reduce((sum, run) => sum + run.errors, 0),
              peakRss: Math.max(...runs.map((run) => run.peakRss)),
            },
          ];
        }),
      ),
    }));
    // A member none of the runs touched with a write, from the far end of the table.
    const large = databases[1];
    const plans = await capturePlans(postgres, large.databaseUrl, large.server.baseUrl, SCALE_MAX - 7);
    return { sizes, plans, operations: READS.map((read) => read.name) };
  } finally {
    for (const database of databases) {
      await database.server.stop();
    }
  }
}
