// API throughput and latency with autocannon (50 connections, 10 s, loopback), each figure also
// as a ratio to a bare Fastify route measured in the same run. Requests carry the tokens of bulk-
// seeded bench subscribers: reads pick a random one, writes (SIGN, POINTS_EXCHANGE) take each
// member once, so every write is a real first sign-in or exchange. A reply counts as an error
// unless it is HTTP 200 with envelope code 1. Server memory (RSS) at idle and at the peak of each run.
import autocannon from 'autocannon';
import { BENCH_PRODUCT_ID, benchToken, seedEmbedded, seedPostgres } from './seed-bench-data.mjs';
import { ensureServerBuild, idleRssMiB, startBareServer, startHallServer, watchPeakRss, readRssMiB } from './server-process.mjs';

export const CONNECTIONS = 50;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);

/** The reads and writes measured, by the spec's operation names. */
export const READS = [
  { name: 'PERSONAL_DATA', path: '/api/wechat/memberInfo', body: (token) => ({ token }) },
  { name: 'QUERY_BILL_DETAILS', path: '/api/wechat/queryBill', body: (token) => ({ token }) },
  { name: 'POINTS_EXCHANGE_LIST', path: '/api/wechat/pointsExchangeList', body: (token) => ({ token }) },
];
const WRITES = [
  { name: 'SIGN', path: '/api/wechat/sign', body: (token) => ({ token }) },
  { name: 'POINTS_EXCHANGE', path: '/api/wechat/pointsExchange', body: (token) => ({ token, productId: BENCH_PRODUCT_ID }) },
];

const isSuccess = (status, body) => status === 200 && /^\{"code":1[,}]/.test(body);

/**
 * One autocannon run: `nextBody()` gives each request's JSON body. With `limit`, the run stops
 * once that many requests were sent (writes never reuse a member: the caller keeps a margin of
 * members for the requests already in flight). Answers req/s, latency percentiles and errors.
 */
export function runLoad({ url, nextBody, limit, durationSeconds = DURATION_SECONDS, connections = CONNECTIONS }) {
  let errors = 0;
  const errorKinds = {};
  let sent = 0;
  let isCapped = false;
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: target.origin,
        connections,
        duration: durationSeconds,
        requests: [
          {
            method: 'POST',
            path: target.pathname,
            headers: { 'content-type': 'application/json' },
            setupRequest: (request) => {
              sent += 1;
              if (limit && sent >= limit && !isCapped) {
                isCapped = true;
                setImmediate(() => instance.stop());
              }
              return { ...request, body: JSON.stringify(nextBody()) };
            },
            onResponse: (status, body) => {
              if (!isSuccess(status, body)) {
                errors += 1;
                const kind = `HTTP ${status} ${/"msg":"([^"]*)"/.exec(body)?.[1] ?? ''}`.trim();
                errorKinds[kind] = (errorKinds[kind] ?? 0) + 1;
              }
            },
          },
        ],
      },
      (error, result) => {
        if (error) {
          reject(error);
          return;
        }
        resolve({
          requests: result.requests.total,
          requestsPerSecond: result.requests.total / result.duration,
          p50: result.latency.p50,
          p99: result.latency.p99,
          // autocannon counts a timeout among its errors too.
          errors: errors + result.errors,
          errorKinds: {
            ...errorKinds,
            ...(result.timeouts > 0 ? { 'timed out': result.timeouts } : {}),
            ...(result.errors > result.timeouts ? { 'connection errors': result.errors - result.timeouts } : {}),
          },
          isCapped,
        });
      },
    );
  });
}

/** The bare Fastify baseline, with the same client and the same per-request body work. */
export async function measureBare(port) {
  const bare = await startBareServer(port);
  try {
    await runLoad({ url: bare.url, nextBody: () => ({}), durationSeconds: Math.min(WARMUP_SECONDS, DURATION_SECONDS) });
    return await runLoad({ url: bare.url, nextBody: () => ({}) });
  } finally {
    await bare.stop();
  }
}

const randomMember = (count) => 1 + Math.floor(Math.random() * count);

/**
 * A member's visit: the hall's first screen asks two reads with one token at once, and each page
 * after it one or two more within seconds. The random-member runs are the other extreme, every
 * request a member the server has not seen for minutes.
 */
export const VISIT_REQUESTS = 5;
export const VISIT_READ_NAME = `PERSONAL_DATA, visits of ${VISIT_REQUESTS}`;

/** Members in visits: each random member for VISIT_REQUESTS requests in a row, then the next. */
function visitingMembers(count) {
  let member = 0;
  let left = 0;
  return () => {
    if (left === 0) {
      member = randomMember(count);
      left = VISIT_REQUESTS;
    }
    left -= 1;
    return member;
  };
}

/** One request of each read first: a refusal would make every figure meaningless, so say it now. */
export async function checkReads(baseUrl, member) {
  for (const read of READS) {
    const response = await fetch(`${baseUrl}${read.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(read.body(benchToken(member))),
    });
    const text = await response.text();
    if (!isSuccess(response.status, text)) {
      throw new Error(`${read.name} with bench member ${member} answered ${response.status} ${text.slice(0, 200)}`);
    }
  }
}

/**
 * Reads with random members among 1..memberCount: each operation once, after a warm-up of every
 * one of them (a read whose tables no other read touches would otherwise be measured on cold pages
 * when it comes first). `firstRead` rotates the order, so that across rounds no read is always the
 * one measured first after the warm-up. The figures are keyed by operation name; PERSONAL_DATA is
 * then measured once more in members' visits (VISIT_READ_NAME) unless `visits` is false.
 */
export async function measureReads(baseUrl, memberCount, serverPid, { firstRead = 0, visits = true } = {}) {
  const order = READS.map((_, index) => READS[(index + firstRead) % READS.length]);
  const nextBodyOf = (read) => () => read.body(benchToken(randomMember(memberCount)));
  await checkReads(baseUrl, memberCount);
  for (const read of order) {
    await runLoad({ url: `${baseUrl}${read.path}`, nextBody: nextBodyOf(read), durationSeconds: WARMUP_SECONDS });
  }
  const results = {};
  for (const read of order) {
    const stopWatching = watchPeakRss(serverPid);
    const figures = await runLoad({ url: `${baseUrl}${read.path}`, nextBody: nextBodyOf(read) });
    results[read.name] = { ...figures, peakRss: stopWatching() };
  }
  if (!visits) {
    return results;
  }
  const personalData = READS[0];
  const nextVisitor = visitingMembers(memberCount);
  const stopWatching = watchPeakRss(serverPid);
  const visitFigures = await runLoad({ url: `${baseUrl}${personalData.path}`, nextBody: () => personalData.body(benchToken(nextVisitor())) });
  results[VISIT_READ_NAME] = { ...visitFigures, peakRss: stopWatching() };
  return results;
}

/** Writes on distinct members: each operation gets its own range of `perOperation` members. */
async function measureWrites(baseUrl, firstMember, perOperation, serverPid) {
  const results = {};
  let offset = firstMember;
  for (const write of WRITES) {
    let next = offset;
    const stopWatching = watchPeakRss(serverPid);
    // Requests in flight when the limit is reached still get members of this range.
    const figures = await runLoad({ url: `${baseUrl}${write.path}`, nextBody: () => write.body(benchToken(next++)), limit: perOperation - 2 * CONNECTIONS });
    results[write.name] = { ...figures, peakRss: stopWatching() };
    offset += perOperation;
  }
  return results;
}

/**
 * The bare baseline, then the real server on one database (PGlite in a fresh folder, or the
 * PostgreSQL database at `databaseUrl`) with `members` bench subscribers: reads, then writes.
 */
export async function measureApi({ label, databaseUrl, port, members }) {
  // The compiled server, as production runs it: its memory is production's, not the TypeScript loader's.
  ensureServerBuild();
  const baseline = await measureBare(port + 1);
  // The writes take half the members each; reads pick among all of them.
  const perWrite = Math.floor(members / 2);
  let server = await startHallServer({ port, databaseUrl, compiled: true });
  const seedStarted = Date.now();
  if (databaseUrl) {
    await seedPostgres(databaseUrl, 1, members);
  } else {
    // The embedded database belongs to one process: seed it while the server is stopped.
    await server.stop({ removeData: false });
    await seedEmbedded(server.dataDir, 1, members);
    server = await startHallServer({ port, keepData: true, dataDir: server.dataDir, compiled: true });
  }
  const seedSeconds = (Date.now() - seedStarted) / 1000;
  try {
    const startRss = readRssMiB(server.pid);
    const idleRss = await idleRssMiB(server.pid);
    const reads = await measureReads(server.baseUrl, members, server.pid);
    const writes = await measureWrites(server.baseUrl, 1, perWrite, server.pid);
    const operations = { ...reads, ...writes };
    const peakRss = Math.max(...Object.values(operations).map((figures) => figures.peakRss));
    return { label, baseline, operations, startRss, idleRss, peakRss, members, perWrite, seedSeconds };
  } finally {
    await server.stop({ removeData: true });
  }
}
