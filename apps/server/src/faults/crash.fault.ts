import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { callOperation, logInAgent, runLoops, sendPaymentNotification, sleep, type CallResult } from './support/client.ts';
import { compareLedgers, readLedgerState, runSql, type LedgerState } from './support/ledgers.ts';
import { createDatabase } from './support/postgres.ts';
import { killServer, scanServerLog, startServer, stopServer, type RunningServer } from './support/server.ts';
import { grantPoints, logInMembers, paymentOf, resendNotifications, type LoadMember, type TopUpOrder } from './support/traffic.ts';

// Item 14: kill -9 in the middle of points exchanges, payment settlements and fund-pool debits,
// several times. After each restart every balance, fund pool and points account equals its
// ledger (a fund pool's running balance chaining row by row) and nothing is half done; WeChat Pay's retries and the agents' retries then complete
// what was cut off, each exactly once.

const PORT = Number(process.env.FAULTS_PORT ?? 3461) + 3;
const ROUNDS = Number(process.env.FAULTS_CRASH_ROUNDS ?? 3);
const RECORDS_PER_ROUND = 12;
const ORDERS_PER_MEMBER = 5;
const OPENING_FEE_FEN = 5000;
const EXTRA_POINTS = 100_000;

let databaseUrl: string;
let server: RunningServer;
let members: LoadMember[];
let agent: string;
let baseline: LedgerState;
const startServerHere = () => startServer({ port: PORT, databaseUrl, name: 'crash' });

/** Stock cards of the fund-pool dealer with a fee, for the openings of every round. */
async function addStockCards(count: number): Promise<string[]> {
  const phones = Array.from({ length: count }, (_unused, index) => `1661900${String(index + 1).padStart(4, '0')}`);
  for (const phone of phones) {
    const iccid = `89860${phone.slice(1)}${phone.slice(-4)}0`.padEnd(20, '7').slice(0, 20);
    await runSql(databaseUrl, `insert into card_stock (iccid, phone, dealer_id, offer_id) values ($1, $2, 'D1001', '1354122')`, [iccid, phone]);
  }
  return phones;
}

beforeAll(async () => {
  databaseUrl = await createDatabase(inject('postgres'), 'hall_faults_crash');
  server = await startServerHere();
  members = await logInMembers(server.baseUrl);
  agent = await logInAgent(server.baseUrl, 'A10001');
  // Enough points to exchange all the time: a grant, written to the ledger like any other change.
  await grantPoints(databaseUrl, members, EXTRA_POINTS);
  baseline = await readLedgerState(databaseUrl);
});
afterAll(async () => {
  if (server.isRunning()) {
    await stopServer(server);
  }
});

/** Starts the opening of a card up to its payment (record at step 1 with the fee). */
async function prepareRecord(phone: string): Promise<{ recordNumber: string; phone: string }> {
  const query = await callOperation(server.baseUrl, 'SIM_OR_SERVICE_ID_QUERY', { iccidOrServiceId: phone, type: 2 }, { agentToken: agent });
  const { cardNo, recordNumber } = query.envelope?.data as { cardNo: string; recordNumber: string };
  const saved = await callOperation(
    server.baseUrl,
    'ADD_OPEN_CARD_LOCATION',
    { applyEvent: 'OpenCard', uimId: cardNo, serviceId: phone, prodOfferId: '1354122', openCardLocation: 1, recordNumber },
    { agentToken: agent },
  );
  expect(saved.envelope, saved.envelope?.msg).toMatchObject({ code: 1, data: { sumFee: OPENING_FEE_FEN } });
  return { recordNumber: (saved.envelope?.data as { recordNumber: string }).recordNumber, phone };
}

const payFromPool = (record: { recordNumber: string; phone: string }) =>
  callOperation(
    server.baseUrl,
    'FUND_POOL_RECHARGE',
    { service_id: record.phone, recordNumber: record.recordNumber, pay_fee: OPENING_FEE_FEN },
    { agentToken: agent, timeoutMs: 15_000 },
  );

describe('kill -9 in the middle of money', () => {
  it(`leaves every balance equal to its ledger and nothing half done, ${ROUNDS} times`, async () => {
    const allPhones = await addStockCards(ROUNDS * RECORDS_PER_ROUND);
    const allOrders: TopUpOrder[] = [];
    const allRecords: { recordNumber: string; phone: string }[] = [];
    const summary: string[] = [];
    const cutOffCounts: { answered: number; total: number }[] = [];

    for (let round = 0; round < ROUNDS; round += 1) {
      if (!server.isRunning()) {
        server = await startServerHere();
      }
      const records = [];
      for (const phone of allPhones.slice(round * RECORDS_PER_ROUND, (round + 1) * RECORDS_PER_ROUND)) {
        records.push(await prepareRecord(phone));
      }
      allRecords.push(...records);
      const orders: TopUpOrder[] = [];
      for (const member of members) {
        for (let index = 0; index < ORDERS_PER_MEMBER; index += 1) {
          const created = await callOperation(server.baseUrl, 'ADD_ORDERS', { productId: 'CALL_20' }, { token: member.token });
          const data = created.envelope?.data as { outTradeNo: string; amount: number };
          orders.push({ outTradeNo: data.outTradeNo, amountFen: data.amount });
        }
      }
      allOrders.push(...orders);

      // Everything at once: exchanges, notifications (each three times), pool debits (each twice).
      let isKilled = false;
      const exchanges = runLoops(
        members.length,
        () => isKilled,
        (loop, iteration) =>
          callOperation(
            server.baseUrl,
            'POINTS_EXCHANGE',
            { productId: 'PP_FLOW_1G', requestId: `crash-${round}-${loop}-${iteration}` },
            { token: members[loop]?.token, timeoutMs: 15_000 },
          ),
      );
      const settlements = Promise.all(orders.flatMap((order) => [0, 1, 2].map(() => sendPaymentNotification(server.baseUrl, paymentOf(order), 15_000))));
      const debits = Promise.all(records.flatMap((record) => [payFromPool(record), payFromPool(record)]));

      // Somewhere in the middle: some work done, some in flight, some not started.
      await sleep(300 + Math.floor(Math.random() * 1200));
      await killServer(server);
      isKilled = true;
      const cutOff: CallResult[] = [...(await exchanges), ...(await settlements), ...(await debits)];
      const answered = cutOff.filter((result) => result.status === 200).length;

      // Straight after the crash, before anything is retried: the database is whole.
      expect(compareLedgers(baseline, await readLedgerState(databaseUrl)), `round ${round + 1}, straight after kill -9`).toEqual([]);

      // Restart; WeChat Pay repeats its notifications and the agents pay again: each completes once.
      server = await startServerHere();
      const resent = await resendNotifications(server.baseUrl, orders);
      expect(resent.map((result) => result.status)).toEqual(orders.map(() => 200));
      const repaid = await Promise.all(records.map(payFromPool));
      for (const result of repaid) {
        expect(result.envelope, result.envelope?.msg).toMatchObject({ code: 1, data: { code: 0 } });
      }
      expect(compareLedgers(baseline, await readLedgerState(databaseUrl)), `round ${round + 1}, after the retries`).toEqual([]);
      summary.push(`round ${round + 1}: ${answered} of ${cutOff.length} requests answered before kill -9`);
      cutOffCounts.push({ answered, total: cutOff.length });
    }

    // The kills did land in the middle of the work.
    expect(cutOffCounts.some((count) => count.answered > 0)).toBe(true);
    expect(cutOffCounts.every((count) => count.answered < count.total)).toBe(true);

    // Every order settled once, every opening paid once, from the pool, with one ledger row each.
    const settled = await runSql(
      databaseUrl,
      `select count(*)::int as settled, count(*) filter (where status = 2)::int as paid from recharge_orders where out_trade_no = any($1)`,
      [allOrders.map((order) => order.outTradeNo)],
    );
    expect(settled.rows[0]).toEqual({ settled: allOrders.length, paid: allOrders.length });
    const credits = await runSql(databaseUrl, `select count(*)::int as credits from balance_ledger where reason = 'recharge' and reference = any($1)`, [
      allOrders.map((order) => order.outTradeNo),
    ]);
    expect(credits.rows[0]).toEqual({ credits: allOrders.length });
    const debited = await runSql(
      databaseUrl,
      `select count(*)::int as debits, coalesce(sum(amount_fen), 0)::int as total from fund_pool_ledger where record_number = any($1)`,
      [allRecords.map((record) => record.recordNumber)],
    );
    expect(debited.rows[0]).toEqual({ debits: allRecords.length, total: -OPENING_FEE_FEN * allRecords.length });
    const pool = await runSql(databaseUrl, `select fund_pool_fen::int as pool from dealers where id = 'D1001'`);
    expect(pool.rows[0]).toEqual({ pool: 500_000 - OPENING_FEE_FEN * allRecords.length });
    // Every fen of every pool is in its ledger, seeded deposit included, and each row's running
    // balance is the previous row's plus its amount: absolutely, not only against the baseline.
    const fundPoolBreaks = (await readLedgerState(databaseUrl)).contradictions.filter((contradiction) => contradiction.includes('fund'));
    expect(fundPoolBreaks).toEqual([]);
    const unledgered = await runSql(
      databaseUrl,
      `select id from dealers d where d.fund_pool_fen <> coalesce((select sum(amount_fen) from fund_pool_ledger l where l.dealer_id = d.id), 0)`,
    );
    expect(unledgered.rows).toEqual([]);
    const unpaidRecords = await runSql(
      databaseUrl,
      `select count(*)::int as open from open_card_records where record_number = any($1) and recharge_flag <> 'finish'`,
      [allRecords.map((record) => record.recordNumber)],
    );
    expect(unpaidRecords.rows[0]).toEqual({ open: 0 });
    expect(scanServerLog(server.logFile).status).toBe(0);
    console.log(`crash: ${summary.join('; ')}; ${allOrders.length} top-ups and ${allRecords.length} fund-pool openings each settled once, ledgers agree`);
  });
});
