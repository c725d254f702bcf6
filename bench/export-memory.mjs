// Memory of a streamed console export: the compiled server on PostgreSQL exports the review
// decisions of one day holding 1,000 rows, then of a day holding 100,000 and of one holding three
// times as many, while its RSS is sampled every 100 ms. A file built in memory grows the peak with
// the rows; a streamed one keeps it flat (pages read and not yet collected, socket buffers), so the
// figure is the ratio of the two large exports' growth over idle, in the same run. V8 lets its heap
// grow with garbage when it may, so the run is made twice: as production starts the server, and
// with the old generation capped at 96 MiB, under which a file held in memory could not be built.
import pg from 'pg';
import { readRssMiB, startHallServer, watchPeakRss } from './server-process.mjs';

const DEMO_STAFF_PASSWORD = process.env.DEMO_STAFF_PASSWORD ?? 'sandbox-staff-pass';
const LARGE_ROWS = Number(process.env.BENCH_EXPORT_ROWS ?? 100_000);
export const EXPORT_ROWS = { small: 1_000, large: LARGE_ROWS, larger: 3 * LARGE_ROWS };

/** The China day `daysBack` days ago (YYYY-MM-DD), and its first instant as SQL sees it. */
function chinaDay(daysBack) {
  const day = new Date(Date.now() + 8 * 3600_000 - daysBack * 86_400_000).toISOString().slice(0, 10);
  return { day, start: `${day}T00:00:00+08:00` };
}

/** `count` review decisions spread over one China day, by the demo auditor, of the first kind a queue has. */
async function seedDecisions(databaseUrl, { start }, count) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `insert into audit_log (staff_id, action, subject_type, subject_id, detail, created_at)
       select (select id from staff_users where username = 'auditor'), case when n % 5 = 0 then 'review_fail' else 'review_pass' end,
              'cancellation', 'BENCH' || n, jsonb_build_object('reason', case when n % 5 = 0 then '身份证图片不清晰，请重新上传' else '' end),
              $1::timestamptz + (n * (86000.0 / $2)) * interval '1 second'
       from generate_series(1, $2) as n`,
      [start, count],
    );
    await client.query('analyze audit_log');
  } finally {
    await client.end();
  }
}

async function logInAuditor(baseUrl) {
  const response = await fetch(`${baseUrl}/api/console/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ username: 'auditor', password: DEMO_STAFF_PASSWORD }),
  });
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0];
  if (!cookie) {
    throw new Error(`auditor login failed: ${await response.text()}`);
  }
  return cookie;
}

/** Reads one export to its end; answers its size, lines and the server's peak RSS meanwhile. */
async function exportDay(server, cookie, { day }) {
  const stopWatching = watchPeakRss(server.pid);
  const started = performance.now();
  const response = await fetch(`${server.baseUrl}/api/console/exportReviewDecisions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.baseUrl, cookie },
    body: JSON.stringify({ kind: '', from: day, to: day }),
  });
  let bytes = 0;
  let lines = 0;
  for await (const chunk of response.body) {
    bytes += chunk.length;
    for (const byte of chunk) {
      lines += byte === 10 ? 1 : 0;
    }
  }
  return { bytes, rows: lines - 1, seconds: (performance.now() - started) / 1000, peakMiB: stopWatching() };
}

/** The export runs on one server; `heapCapMiB` caps its old generation (--max-old-space-size). */
async function measureOnce(databaseUrl, port, heapCapMiB) {
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS;
  if (heapCapMiB) {
    process.env.BENCH_SERVER_NODE_ARGS = `${nodeArgs ?? ''} --max-old-space-size=${heapCapMiB}`;
  }
  const server = await startHallServer({ port, databaseUrl, compiled: true, keepData: true });
  if (nodeArgs === undefined) {
    delete process.env.BENCH_SERVER_NODE_ARGS;
  } else {
    process.env.BENCH_SERVER_NODE_ARGS = nodeArgs;
  }
  try {
    const cookie = await logInAuditor(server.baseUrl);
    // One small export first, so the code paths are loaded before the idle figure.
    await exportDay(server, cookie, chinaDay(30));
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const idleMiB = readRssMiB(server.pid);
    const small = await exportDay(server, cookie, DAYS.small);
    const large = await exportDay(server, cookie, DAYS.large);
    const larger = await exportDay(server, cookie, DAYS.larger);
    return { idleMiB, small, large, larger };
  } finally {
    await server.stop();
  }
}

const DAYS = { small: chinaDay(4), large: chinaDay(3), larger: chinaDay(2) };
export const EXPORT_HEAP_CAP_MIB = 96;

export async function measureExportMemory({ postgres, port }) {
  const databaseUrl = postgres.createDatabase('hall_export');
  // The first start migrates and seeds the database; the decisions are added after it.
  await (await startHallServer({ port, databaseUrl, compiled: true })).stop();
  for (const size of ['small', 'large', 'larger']) {
    await seedDecisions(databaseUrl, DAYS[size], EXPORT_ROWS[size]);
  }
  return { uncapped: await measureOnce(databaseUrl, port), capped: await measureOnce(databaseUrl, port, EXPORT_HEAP_CAP_MIB) };
}
