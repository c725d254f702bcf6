import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { callOperation, isUserOutcome, logInMember, runLoops, sendPaymentNotification, sleep, type CallResult } from './support/client.ts';
import { compareLedgers, readLedgerState, type LedgerState } from './support/ledgers.ts';
import { measureLiveMemory, type LiveMemory } from './support/live-heap.ts';
import { createDatabase } from './support/postgres.ts';
import { scanServerLog, startServer, stopServer, type RunningServer } from './support/server.ts';
import { BOUND_DEMO_MEMBERS, isTopUpDue, logInMembers, paymentOf, type LoadMember } from './support/traffic.ts';

// Item 15: a mixed load (browsing, sign-ins, exchanges, top-ups, board posts) from many clients
// at once, as fast as the server answers them, for FAULTS_MIXED_LOAD_SECONDS (600 by default; CI
// runs 45). Zero errors that are not the person's own, memory flat, ledgers whole afterwards.
// Memory is the live heap after a full collection, read through the server's inspector once the
// load has warmed up and again when it ends: retained memory that grows with the requests served
// is a leak, whatever the run's length. RSS is logged; it follows V8's heap sizing, not leaks.

const PORT = Number(process.env.FAULTS_PORT ?? 3461) + 4;
const DURATION_SECONDS = Number(process.env.FAULTS_MIXED_LOAD_SECONDS ?? 600);
const CONNECTIONS = Number(process.env.FAULTS_MIXED_LOAD_CONNECTIONS ?? 16);
const INSPECT_PORT = PORT + 1000;
const RSS_SAMPLE_MS = 2000;
const WARM_UP_MS = Math.max(10_000, DURATION_SECONDS * 200);

let databaseUrl: string;
let server: RunningServer;
let members: LoadMember[];
let baseline: LedgerState;

beforeAll(async () => {
  databaseUrl = await createDatabase(inject('postgres'), 'hall_faults_mixed');
  server = await startServer({ port: PORT, databaseUrl, name: 'mixed-load', inspectPort: INSPECT_PORT });
  members = await logInMembers(server.baseUrl);
  baseline = await readLedgerState(databaseUrl);
});
afterAll(async () => {
  await stopServer(server);
});

const BROWSING = [
  'PERSONAL_DATA',
  'QUERY_BALANCE',
  'POINTS_EXCHANGE_LIST',
  'QUERY_SET_MEAL',
  'RECHARGE_PRODUCT',
  'GET_ACTIVITY_LIST',
  'QUERY_HISTORY_BILL',
  'POINTS_DETAIL',
] as const;

/** How often one person posts on the board. */
const POST_INTERVAL_MS = 150_000;
const lastPostAtByMember = new Map<string, number>();

interface Outcome {
  kind: string;
  results: CallResult[];
  /** A failure outside the calls themselves (a login that did not complete). */
  failure?: string;
}

/** One step of a person's visit, picked at random with the weights of a day in the hall. */
async function visit(member: LoadMember): Promise<Outcome> {
  const roll = Math.random();
  const options = { token: member.token, timeoutMs: 30_000 };
  if (roll < 0.55) {
    const name = BROWSING[Math.floor(Math.random() * BROWSING.length)] ?? 'PERSONAL_DATA';
    return { kind: 'browse', results: [await callOperation(server.baseUrl, name, {}, options)] };
  }
  if (roll < 0.6) {
    // Signing in again through WeChat, as a returning visitor does.
    const openid = BOUND_DEMO_MEMBERS[Math.floor(Math.random() * BOUND_DEMO_MEMBERS.length)]?.openid ?? 'o_demo_zhangwei';
    try {
      const token = await logInMember(server.baseUrl, openid);
      return { kind: 'login', results: [await callOperation(server.baseUrl, 'PERSONAL_DATA', {}, { token })] };
    } catch (error) {
      return { kind: 'login', results: [], failure: (error as Error).message };
    }
  }
  if (roll < 0.65) {
    return { kind: 'sign-in', results: [await callOperation(server.baseUrl, 'SIGN', {}, options)] };
  }
  if (roll < 0.75) {
    return { kind: 'exchange', results: [await callOperation(server.baseUrl, 'POINTS_EXCHANGE', { productId: 'PP_FLOW_1G' }, options)] };
  }
  if (roll < 0.9 && !isTopUpDue(member)) {
    return { kind: 'browse', results: [await callOperation(server.baseUrl, 'QUERY_BALANCE', {}, options)] };
  }
  if (roll < 0.9) {
    const created = await callOperation(server.baseUrl, 'ADD_ORDERS', { productId: 'CALL_10' }, options);
    const data = created.envelope?.data as { outTradeNo?: string; amount?: number } | undefined;
    if (!data?.outTradeNo || !data.amount) {
      return { kind: 'top-up', results: [created] };
    }
    const order = { outTradeNo: data.outTradeNo, amountFen: data.amount };
    const notified = await sendPaymentNotification(server.baseUrl, paymentOf(order));
    const result = await callOperation(server.baseUrl, 'BOSS_QUERY_ORDER', { outTradeNo: order.outTradeNo });
    return {
      kind: 'top-up',
      results: [created, notified, result],
      failure:
        notified.status === 200 && (notified.envelope as { code?: unknown } | undefined)?.code === 'SUCCESS'
          ? undefined
          : `notification answered ${notified.status}`,
    };
  }
  const boardPage = () => callOperation(server.baseUrl, 'comment_list', { tab: 2, page: 1, page_size: 10 }, options);
  // A person writes a post now and then (the board allows 5 in 10 minutes); in between they read.
  const lastPostAt = lastPostAtByMember.get(member.openid) ?? 0;
  if (Date.now() - lastPostAt < POST_INTERVAL_MS) {
    return { kind: 'board', results: [await boardPage()] };
  }
  lastPostAtByMember.set(member.openid, Date.now());
  const posted = await callOperation(server.baseUrl, 'sub_content', { content: `压测留言 ${Date.now()}：营业厅很好用` }, options);
  return { kind: 'post', results: [posted, await boardPage()] };
}

function isSystemFailure(result: CallResult): boolean {
  if (result.name === 'PAYMENT_NOTIFY') {
    return false;
  }
  return !isUserOutcome(result);
}

describe(`${DURATION_SECONDS} s of mixed load`, () => {
  it("has zero errors that are not the person's, flat memory, and whole ledgers", async () => {
    const rss: { at: number; mib: number }[] = [];
    const sampler = setInterval(() => {
      if (server.isRunning()) {
        rss.push({ at: Date.now(), mib: server.rssMiB() });
      }
    }, RSS_SAMPLE_MS);
    const startedAt = Date.now();
    const endsAt = startedAt + DURATION_SECONDS * 1000;
    let warmMemory: Promise<LiveMemory> | undefined;
    const warmTimer = setTimeout(() => {
      warmMemory = measureLiveMemory(INSPECT_PORT);
    }, WARM_UP_MS);
    let outcomes: Outcome[];
    try {
      outcomes = await runLoops(
        CONNECTIONS,
        () => Date.now() >= endsAt,
        (loop) => visit(members[loop % members.length] as LoadMember),
      );
    } finally {
      clearInterval(sampler);
      clearTimeout(warmTimer);
    }
    const elapsedSeconds = (Date.now() - startedAt) / 1000;
    await sleep(500);
    const early = await warmMemory;
    const late = await measureLiveMemory(INSPECT_PORT);

    const results = outcomes.flatMap((outcome) => outcome.results);
    const failures = [
      ...outcomes.filter((outcome) => outcome.failure).map((outcome) => `${outcome.kind}: ${outcome.failure}`),
      ...results
        .filter(isSystemFailure)
        .map((result) => `${result.name}: HTTP ${result.status} ${result.error ?? JSON.stringify(result.envelope)?.slice(0, 200)}`),
    ];
    const userErrors = results.filter((result) => result.name !== 'PAYMENT_NOTIFY' && result.envelope?.code !== 1 && isUserOutcome(result));
    const kinds = Object.entries(
      outcomes.reduce<Record<string, number>>((counts, outcome) => ({ ...counts, [outcome.kind]: (counts[outcome.kind] ?? 0) + 1 }), {}),
    )
      .map(([kind, count]) => `${kind} ${count}`)
      .join(', ');
    const latencies = results.map((result) => result.elapsedMs).sort((left, right) => left - right);

    const retained = (memory: LiveMemory | undefined) => (memory ? memory.heapUsedMiB + memory.externalMiB : Number.NaN);
    const grownMiB = retained(late) - retained(early);
    const describeMemory = (memory: LiveMemory | undefined) =>
      memory ? `heap ${memory.heapUsedMiB.toFixed(1)} + external ${memory.externalMiB.toFixed(1)} MiB` : 'not measured';

    console.log(
      `mixed load: ${results.length} requests in ${elapsedSeconds.toFixed(0)} s (${(results.length / elapsedSeconds).toFixed(0)} req/s over ${CONNECTIONS} connections; ${kinds}); ` +
        `p50 ${latencies[Math.floor(latencies.length / 2)]} ms, p99 ${latencies[Math.floor(latencies.length * 0.99)]} ms; ${userErrors.length} errors of the person (points short, signed in already, …), ${failures.length} others; ` +
        `live after warm-up ${describeMemory(early)}, at the end ${describeMemory(late)}; RSS max ${Math.max(...rss.map((sample) => sample.mib)).toFixed(0)} MiB`,
    );
    expect(failures.slice(0, 20)).toEqual([]);
    expect(results.length).toBeGreaterThan(DURATION_SECONDS * 5);
    expect(early, 'the live heap was read after the warm-up').toBeDefined();
    expect(grownMiB).toBeLessThan(Math.max(8, retained(early) * 0.1));
    expect(server.isRunning()).toBe(true);
    expect(compareLedgers(baseline, await readLedgerState(databaseUrl))).toEqual([]);
    expect(scanServerLog(server.logFile).status).toBe(0);
  });
});
