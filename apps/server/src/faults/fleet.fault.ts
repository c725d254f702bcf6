import { endpoints } from '@hall/contract/endpoints';
import { ANONYMOUS_LOOKUP } from '@hall/contract/rate-limits';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { callOperation, isUserOutcome, runLoops, sendPaymentNotification, sleep, type CallResult } from './support/client.ts';
import { SERVED_BY_HEADER, startHaproxy, type RunningHaproxy } from './support/haproxy.ts';
import { compareLedgers, readLedgerState, runSql, type LedgerState } from './support/ledgers.ts';
import { createDatabase } from './support/postgres.ts';
import { killServer, rememberDatabaseOf, scanServerLog, startServer, stopServer, type RunningServer } from './support/server.ts';
import { grantPoints, isTopUpDue, logInMembers, paymentOf, resendNotifications, type LoadMember, type TopUpOrder } from './support/traffic.ts';

// The fleet: two instances on one PostgreSQL database behind a real haproxy, all on 127.0.0.1.
// One per-address limit is driven through the balancer to both instances and holds once. Then
// a mixed load runs through the balancer for FAULTS_FLEET_SECONDS (120 by default; CI runs 30)
// and one instance is killed with SIGKILL a third of the way in; the other carries on. Only
// requests in flight at the kill may fail; nothing answered as done is lost, the ledgers agree,
// the notification outbox (a schedule every instance looks at every 2 s) sends each due row
// once and never runs twice in one slot.

const BASE_PORT = Number(process.env.FAULTS_PORT ?? 3461);
const DURATION_SECONDS = Number(process.env.FAULTS_FLEET_SECONDS ?? 120);
const CONNECTIONS = Number(process.env.FAULTS_FLEET_CONNECTIONS ?? 12);
const EXTRA_POINTS = 100_000;
/** haproxy checks every 500 ms and takes an instance out after 2 failed checks; a margin on a busy machine. */
const TAKEN_OUT_WITHIN_MS = 5000;
const NOTIFICATION_PASS = { name: 'notification pass', intervalMs: 2000 };
/** Rows a killed worker claimed are due again when their lease runs out (the time budget + 15 s). */
const OUTBOX_WAIT_MS = 90_000;

let databaseUrl: string;
let first: RunningServer;
let second: RunningServer;
let balancer: RunningHaproxy;
let members: LoadMember[];
let baseline: LedgerState;

const startInstance = (name: string, port: number) =>
  startServer({ port, databaseUrl, name, env: { TRUST_PROXY: '127.0.0.1', PROVIDER_TIME_BUDGET_MS: '2000' } });

beforeAll(async () => {
  databaseUrl = await createDatabase(inject('postgres'), 'hall_faults_fleet');
  // One starts first (migrations and seed), then the second joins the same database.
  first = await startInstance('fleet-a', BASE_PORT + 8);
  second = await startInstance('fleet-b', BASE_PORT + 9);
  balancer = await startHaproxy(BASE_PORT + 10, [
    { name: 'a', port: BASE_PORT + 8 },
    { name: 'b', port: BASE_PORT + 9 },
  ]);
  rememberDatabaseOf(balancer.baseUrl, databaseUrl);
  members = await logInMembers(balancer.baseUrl);
  // Enough points to exchange all the time: a grant, written to the ledger like any other change.
  await grantPoints(databaseUrl, members, EXTRA_POINTS);
  baseline = await readLedgerState(databaseUrl);
});
afterAll(async () => {
  await balancer?.stop();
  for (const server of [first, second]) {
    if (server?.isRunning()) {
      await stopServer(server);
    }
  }
});

interface TopUpAttempt {
  order?: TopUpOrder;
  /** WeChat Pay heard SUCCESS: the top-up was answered as settled. */
  isSettled: boolean;
}

interface ExchangeAttempt {
  phone: string;
  requestId: string;
  isDone: boolean;
}

interface Outcome {
  results: CallResult[];
  topUp?: TopUpAttempt;
  exchange?: ExchangeAttempt;
}

const isNotified = (result: CallResult) => result.status === 200 && (result.envelope as { code?: unknown } | undefined)?.code === 'SUCCESS';

/** One step of a person's visit through the balancer. */
async function visit(member: LoadMember, loop: number, iteration: number): Promise<Outcome> {
  const roll = Math.random();
  const options = { token: member.token, timeoutMs: 30_000 };
  const baseUrl = balancer.baseUrl;
  if (roll < 0.55) {
    const name = (['PERSONAL_DATA', 'QUERY_BALANCE', 'POINTS_EXCHANGE_LIST', 'QUERY_SET_MEAL', 'RECHARGE_PRODUCT', 'POINTS_DETAIL'] as const)[
      Math.floor(Math.random() * 6)
    ];
    return { results: [await callOperation(baseUrl, name ?? 'PERSONAL_DATA', {}, options)] };
  }
  if (roll < 0.62) {
    return { results: [await callOperation(baseUrl, 'SIGN', {}, options)] };
  }
  if (roll < 0.8) {
    const requestId = `fleet-${loop}-${iteration}`;
    const result = await callOperation(baseUrl, 'POINTS_EXCHANGE', { productId: 'PP_FLOW_1G', requestId }, options);
    return { results: [result], exchange: { phone: member.phone, requestId, isDone: result.status === 200 && result.envelope?.code === 1 } };
  }
  if (!isTopUpDue(member)) {
    return { results: [await callOperation(baseUrl, 'QUERY_BALANCE', {}, options)] };
  }
  const created = await callOperation(baseUrl, 'ADD_ORDERS', { productId: 'CALL_10' }, options);
  const data = created.envelope?.data as { outTradeNo?: string; amount?: number } | undefined;
  if (created.envelope?.code !== 1 || !data?.outTradeNo || !data.amount) {
    return { results: [created], topUp: { isSettled: false } };
  }
  const order = { outTradeNo: data.outTradeNo, amountFen: data.amount };
  const notified = await sendPaymentNotification(baseUrl, paymentOf(order));
  return { results: [created, notified], topUp: { order, isSettled: isNotified(notified) } };
}

function isSystemFailure(result: CallResult): boolean {
  return result.name === 'PAYMENT_NOTIFY' ? !isNotified(result) : !isUserOutcome(result);
}

/** Due rows the notification schedule must send, queued as the decisions and staff actions queue them. */
async function queueNotifications(batch: number, phones: string[]): Promise<void> {
  for (const [index, phone] of phones.entries()) {
    await runSql(databaseUrl, `insert into notifications (dedupe_key, kind, phone, params) values ($1, 'serviceAnswered', $2, $3)`, [
      `fleet:${batch}:${index}`,
      phone,
      JSON.stringify({ answer: `集群测试 ${batch}-${index}` }),
    ]);
  }
}

interface NotificationState {
  unsent: number;
  total: number;
  sms: number;
}

async function readNotificationState(): Promise<NotificationState> {
  const result = await runSql(
    databaseUrl,
    `select count(*) filter (where n.sent_at is null)::int as unsent, count(*)::int as total,
       (select count(*)::int from sandbox_sms_outbox o join notifications m on m.id = o.notification_id where m.dedupe_key like 'fleet:%') as sms
     from notifications n where n.dedupe_key like 'fleet:%'`,
  );
  return result.rows[0] as NotificationState;
}

async function readPassRuns(): Promise<{ runs: number; at: number }> {
  const result = await runSql(databaseUrl, `select runs_total::int as runs, extract(epoch from now()) * 1000 as at from scheduled_runs where name = $1`, [
    NOTIFICATION_PASS.name,
  ]);
  const row = result.rows[0] as { runs: number; at: string } | undefined;
  return { runs: row?.runs ?? 0, at: Number(row?.at ?? 0) };
}

describe('two instances behind haproxy', () => {
  it('hold one per-address limit between them, from the address the balancer forwards', async () => {
    const max = ANONYMOUS_LOOKUP[0]?.max ?? 0;
    const ask = async (address = '203.0.113.91') => {
      const response = await fetch(`${balancer.baseUrl}${endpoints.GET_SESSION.path}`, {
        method: endpoints.GET_SESSION.method,
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify({ workNo: 'A10001' }),
      });
      await response.arrayBuffer();
      return { status: response.status, servedBy: response.headers.get(SERVED_BY_HEADER) };
    };
    const answers = [];
    for (let index = 0; index < max; index += 1) {
      answers.push(await ask());
    }
    expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);
    expect(new Set(answers.map((answer) => answer.servedBy))).toEqual(new Set(['a', 'b']));
    const over = [await ask(), await ask()];
    expect(over.map((answer) => answer.status)).toEqual([429, 429]);
    expect(new Set(over.map((answer) => answer.servedBy))).toEqual(new Set(['a', 'b']));
    // The limit is the forwarded address's, not the balancer's: another person is still answered.
    expect((await ask('203.0.113.92')).status).toBe(200);
  });

  it(`lose nothing answered as done, keep every ledger and run each due item once when one is killed -9 mid-load (${DURATION_SECONDS} s)`, async () => {
    const startedAt = Date.now();
    const endsAt = startedAt + DURATION_SECONDS * 1000;
    const killAfterMs = (DURATION_SECONDS * 1000) / 3;
    const passBefore = await readPassRuns();
    let killedAt = Number.POSITIVE_INFINITY;

    const load = runLoops(
      CONNECTIONS,
      () => Date.now() >= endsAt,
      (loop, iteration) => visit(members[loop % members.length] as LoadMember, loop, iteration),
    );
    // Due rows for the outbox all along, and the kill a third of the way in (on conditions, not guesses).
    let batch = 0;
    while (Date.now() < endsAt) {
      await queueNotifications(
        batch,
        members.map((member) => member.phone),
      );
      batch += 1;
      if (!Number.isFinite(killedAt) && Date.now() - startedAt >= killAfterMs) {
        killedAt = Date.now();
        await killServer(second);
      }
      await sleep(1000);
    }
    const outcomes = await load;
    const passAfter = await readPassRuns();
    const results = outcomes.flatMap((outcome) => outcome.results);

    // Only what was in flight on the killed instance, or sent before haproxy took it out, failed.
    const failures = results.filter(isSystemFailure);
    const outsideKill = failures.filter((result) => result.startedAt + result.elapsedMs < killedAt || result.startedAt > killedAt + TAKEN_OUT_WITHIN_MS);
    expect(outsideKill.map((result) => `${result.name}: HTTP ${result.status} ${result.error ?? JSON.stringify(result.envelope)?.slice(0, 200)}`)).toEqual([]);
    const afterKill = results.filter((result) => result.startedAt > killedAt + TAKEN_OUT_WITHIN_MS);
    expect(afterKill.length).toBeGreaterThan(0);
    expect(first.isRunning()).toBe(true);

    // Straight after the load, before WeChat Pay repeats anything: every top-up answered as settled is credited once.
    const topUps = outcomes.flatMap((outcome) => (outcome.topUp ? [outcome.topUp] : []));
    const orders = topUps.flatMap((topUp) => (topUp.order ? [topUp.order] : []));
    const settledNow = topUps.filter((topUp) => topUp.isSettled).map((topUp) => topUp.order?.outTradeNo);
    const credited = await runSql(
      databaseUrl,
      `select o.out_trade_no from recharge_orders o
       where o.out_trade_no = any($1) and o.status = 2 and (select count(*) from balance_ledger l where l.reason = 'recharge' and l.reference = o.out_trade_no) = 1`,
      [settledNow],
    );
    expect(credited.rows.length).toBe(settledNow.length);
    // Every exchange answered as done took its points once (one order per request, its ledger row beside it).
    const exchangesDone = outcomes.flatMap((outcome) => (outcome.exchange?.isDone ? [outcome.exchange] : []));
    const exchanged = await runSql(databaseUrl, `select count(*)::int as found from points_orders where request_id = any($1)`, [
      exchangesDone.map((exchange) => exchange.requestId),
    ]);
    expect(exchanged.rows[0]).toEqual({ found: exchangesDone.length });
    expect(compareLedgers(baseline, await readLedgerState(databaseUrl)), 'ledgers straight after the load').toEqual([]);

    // WeChat Pay repeats every notification until it hears SUCCESS: each order then settles, once.
    const resent = await resendNotifications(balancer.baseUrl, orders);
    expect(resent.filter((result) => !isNotified(result)).map((result) => `HTTP ${result.status} ${result.error ?? ''}`)).toEqual([]);
    const settled = await runSql(
      databaseUrl,
      `select count(*) filter (where o.status = 2)::int as paid,
         (select count(*)::int from balance_ledger l where l.reason = 'recharge' and l.reference = any($1)) as credits
       from recharge_orders o where o.out_trade_no = any($1)`,
      [orders.map((order) => order.outTradeNo)],
    );
    expect(settled.rows[0]).toEqual({ paid: orders.length, credits: orders.length });
    expect(compareLedgers(baseline, await readLedgerState(databaseUrl)), 'ledgers after the repeats').toEqual([]);

    // Each due notification went out once, and the schedule never ran twice in one slot.
    const deadline = Date.now() + OUTBOX_WAIT_MS;
    let notifications = await readNotificationState();
    while (notifications.unsent > 0 && Date.now() < deadline) {
      await sleep(500);
      notifications = await readNotificationState();
    }
    expect(notifications).toEqual({ unsent: 0, total: batch * members.length, sms: batch * members.length });
    const passRuns = passAfter.runs - passBefore.runs;
    expect(passRuns).toBeGreaterThan(0);
    expect(passRuns).toBeLessThanOrEqual(Math.floor((passAfter.at - passBefore.at) / NOTIFICATION_PASS.intervalMs) + 1);

    for (const server of [first, second]) {
      expect(scanServerLog(server.logFile).status, server.logFile).toBe(0);
    }
    const elapsedSeconds = (Date.now() - startedAt) / 1000;
    console.log(
      `fleet: ${results.length} requests through haproxy in ${DURATION_SECONDS} s over ${CONNECTIONS} connections, one instance killed -9 at ${((killedAt - startedAt) / 1000).toFixed(0)} s; ` +
        `${failures.length} failed in flight at the kill, ${afterKill.length} answered after it; ${settledNow.length} of ${orders.length} top-ups answered as settled before the repeats, all ${orders.length} settled once after; ` +
        `${exchangesDone.length} exchanges done once; ${notifications.total} notifications sent once each by ${passRuns} passes of the outbox in ${((passAfter.at - passBefore.at) / 1000).toFixed(0)} s; ` +
        `checks done ${elapsedSeconds.toFixed(0)} s after the load began`,
    );
  });
});
