import { DefaultMessage } from '@hall/contract/codes';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { callOperation, runLoops, sleep, type CallResult } from './support/client.ts';
import { compareLedgers, readLedgerState, type LedgerState } from './support/ledgers.ts';
import { createDatabase, startCluster, stopCluster, type PostgresCluster } from './support/postgres.ts';
import { scanServerLog, startServer, stopServer, type RunningServer } from './support/server.ts';
import { startStallableProxy, type StallableProxy } from './support/tcp-proxy.ts';
import { actAsSubscriber, logInMembers, resendNotifications, type LoadMember, type TopUpOrder } from './support/traffic.ts';

// Item 12: the database is lost (the PostgreSQL server stops mid-run) and then stalls (a proxy
// that forwards nothing). The process stays up, requests fail fast with the spec's transport
// message (503, 系统更新中，请稍后重试...), it recovers by itself when the database returns, and
// afterwards every balance, fund pool and points account agrees with its ledger.

const PORT = Number(process.env.FAULTS_PORT ?? 3461) + 1;
const PROXY_PORT = PORT + 100;
/** pg's connection timeout (5 s) plus scheduling slack on a busy machine. */
const LOST_REPLY_BUDGET_MS = 7000;
const OUTAGE_MS = 8000;
const STALL_MS = 15_000;
/** A request stuck on a stalled connection fails at the 12 s query timeout; one in a transaction also waits for its rollback. */
const STALLED_REPLY_BUDGET_MS = STALL_MS + 5000;

let cluster: PostgresCluster;
let databaseUrl: string;
let proxy: StallableProxy;
let server: RunningServer;
let members: LoadMember[];
let baseline: LedgerState;
const orders: TopUpOrder[] = [];

beforeAll(async () => {
  cluster = inject('postgres');
  databaseUrl = await createDatabase(cluster, 'hall_faults_database');
  proxy = await startStallableProxy(PROXY_PORT, cluster.port);
  const throughProxy = new URL(databaseUrl);
  throughProxy.port = String(PROXY_PORT);
  server = await startServer({ port: PORT, databaseUrl: throughProxy.toString(), name: 'database' });
  members = await logInMembers(server.baseUrl);
  baseline = await readLedgerState(databaseUrl);
});
afterAll(async () => {
  startClusterIfStopped();
  await stopServer(server);
  await proxy.close();
});

function startClusterIfStopped() {
  try {
    startCluster(cluster);
  } catch {
    // Already running.
  }
}

/** Waits until the server answers PERSONAL_DATA again; how long that took. */
async function waitForRecovery(member: LoadMember, limitMs: number): Promise<number> {
  const startedAt = Date.now();
  while (Date.now() - startedAt < limitMs) {
    const result = await callOperation(server.baseUrl, 'PERSONAL_DATA', {}, { token: member.token, timeoutMs: 20_000 });
    if (result.envelope?.code === 1) {
      return Date.now() - startedAt;
    }
    await sleep(250);
  }
  throw new Error(`no recovery within ${limitMs} ms`);
}

function describeFailures(results: CallResult[]): string[] {
  return results
    .filter((result) => !(result.status === 200 && result.envelope && result.envelope.code !== -1))
    .filter((result) => !(result.status === 503 && result.envelope?.code === -1 && result.envelope.msg === DefaultMessage.UNAVAILABLE))
    .map((result) => `${result.name}: HTTP ${result.status} ${result.error ?? JSON.stringify(result.envelope)}`);
}

describe('a lost, then stalled database', () => {
  it('fails requests fast with the transport message, stays up, recovers by itself, and keeps ledgers whole', async () => {
    let isDone = false;
    const load = runLoops(
      8,
      () => isDone,
      (loop, iteration) =>
        actAsSubscriber(server.baseUrl, members[loop % members.length] as LoadMember, ((loop * 7919 + iteration * 104729) % 1000) / 1000, orders),
    );
    await sleep(3000);

    // 1. The PostgreSQL server stops (sessions cut) and stays away for a while.
    const lostAt = Date.now();
    stopCluster(cluster, 'fast');
    await sleep(OUTAGE_MS);
    expect(server.isRunning()).toBe(true);
    const probeWhileLost = await callOperation(server.baseUrl, 'PERSONAL_DATA', {}, { token: members[0]?.token });
    startCluster(cluster);
    const backAt = Date.now();
    const recoveryAfterLossMs = await waitForRecovery(members[0] as LoadMember, 30_000);

    await sleep(3000);
    // 2. The network to it hangs: connections stay open, nothing arrives.
    const stalledAt = Date.now();
    proxy.stall();
    await sleep(STALL_MS);
    expect(server.isRunning()).toBe(true);
    proxy.resume();
    const resumedAt = Date.now();
    const recoveryAfterStallMs = await waitForRecovery(members[0] as LoadMember, 30_000);
    await sleep(2000);
    isDone = true;
    const results = (await load).flat();

    // While lost: every reply within the connect timeout, 503 with the transport message.
    expect(probeWhileLost).toMatchObject({ status: 503, envelope: { code: -1, msg: DefaultMessage.UNAVAILABLE } });
    expect(probeWhileLost.elapsedMs).toBeLessThan(LOST_REPLY_BUDGET_MS);
    const duringLoss = results.filter((result) => result.startedAt >= lostAt + 200 && result.startedAt + result.elapsedMs <= backAt);
    expect(duringLoss.length).toBeGreaterThan(0);
    expect(Math.max(...duringLoss.map((result) => result.elapsedMs))).toBeLessThan(LOST_REPLY_BUDGET_MS);
    expect(duringLoss.filter((result) => result.status === 503).length).toBeGreaterThan(0);

    // While stalled (every request in flight at some moment of the stall): every reply before the
    // client's own 30 s timeout, none hangs for good.
    const duringStall = results.filter((result) => result.startedAt < resumedAt && result.startedAt + result.elapsedMs > stalledAt);
    expect(duringStall.length).toBeGreaterThan(0);
    expect(duringStall.every((result) => result.status !== 0)).toBe(true);
    expect(Math.max(...duringStall.map((result) => result.elapsedMs))).toBeLessThan(STALLED_REPLY_BUDGET_MS);

    // Whatever failed, failed as the transport message or the person's own error; never a crash or a 500.
    expect(describeFailures(results)).toEqual([]);

    // Afterwards: WeChat Pay repeats what it could not deliver; every ledger agrees.
    const resent = await resendNotifications(server.baseUrl, orders);
    expect(resent.every((result) => result.status === 200)).toBe(true);
    expect(compareLedgers(baseline, await readLedgerState(databaseUrl))).toEqual([]);
    expect(scanServerLog(server.logFile).status).toBe(0);

    const count = (list: CallResult[], predicate: (result: CallResult) => boolean) => list.filter(predicate).length;
    console.log(
      `database: ${results.length} requests; lost for ${OUTAGE_MS} ms: ${duringLoss.length} requests, ${count(duringLoss, (result) => result.status === 503)} got 503, slowest ${Math.max(...duringLoss.map((result) => result.elapsedMs))} ms, recovered ${recoveryAfterLossMs} ms after the server returned; ` +
        `stalled for ${STALL_MS} ms: ${duringStall.length} requests, ${count(duringStall, (result) => result.status === 503)} got 503, slowest ${Math.max(...duringStall.map((result) => result.elapsedMs))} ms, recovered ${recoveryAfterStallMs} ms after; ${orders.length} top-ups, ledgers agree`,
    );
  });
});
