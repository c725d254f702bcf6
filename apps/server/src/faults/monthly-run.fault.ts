import { formatChinaMonth } from '@hall/contract/china-time';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sleep } from './support/client.ts';
import { compareLedgers, readLedgerState, runSql, type LedgerState } from './support/ledgers.ts';
import { createDatabase } from './support/postgres.ts';
import { killServer, scanServerLog, startServer, stopServer, type RunningServer } from './support/server.ts';

// SIGTERM, then kill -9, amid the monthly run: a few thousand numbers wait for last month's bill
// when the server starts. It is stopped while it bills them (the run stops between numbers and is
// recorded as interrupted, due at once), started again, which bills on at once rather than an
// interval later, then killed, restarted, and left to finish. Every number is billed exactly once
// (one billing_runs row, one ledger entry, one 套餐月费 line) and none is missed.
// FAULTS_MONTHLY_RUN_NUMBERS sets how many (default 3000, about 20 s).

const PORT = Number(process.env.FAULTS_PORT ?? 3461) + 7;
const NUMBERS = Number(process.env.FAULTS_MONTHLY_RUN_NUMBERS ?? 3000);
const BALANCE_FEN = 5000;
const FINISH_WAIT_MS = 10 * 60_000;
/** The run checks every minute: an instance started after a stop must bill on well before that. */
const RESUME_WITHIN_MS = 30_000;

let databaseUrl: string;
let server: RunningServer;
const startServerHere = () => startServer({ port: PORT, databaseUrl, name: 'monthly-run' });

/** The month the run closes: the China month before the current one. */
const lastChinaMonth = () => formatChinaMonth(new Date(), 1);

const countBilled = async (month: string) =>
  Number(
    (
      (await runSql(databaseUrl, `select count(*)::int as n from billing_runs where bill_month = $1 and phone like '16692%'`, [month])).rows[0] as {
        n: number;
      }
    ).n,
  );

beforeAll(async () => {
  databaseUrl = await createDatabase(inject('postgres'), 'hall_faults_monthly_run');
  // The first start migrates and seeds; the numbers join while it is down, so the next start's
  // run finds them unbilled.
  server = await startServerHere();
  await stopServer(server);
  await runSql(
    databaseUrl,
    `insert into subscribers (phone, owner_name, id_number, id_last6, status, package_id, joined_at, province, city, balance_fen, iccid)
     select '16692' || lpad(i::text, 6, '0'), '故障测试', '11010119900101123X', '01123X', 'normal', 'PKG_KING_19', now() - interval '1 year', '广东', '广州', $2,
       '8986092' || lpad(i::text, 13, '0')
     from generate_series(1, $1) as i`,
    [NUMBERS, BALANCE_FEN],
  );
  // The first start ran the month's run (nothing to bill then) and set the next check a minute on:
  // the next start finds it due, as a start after that minute would.
  await runSql(databaseUrl, `update scheduled_runs set next_due_at = now() where name = 'monthly run'`);
});
afterAll(async () => {
  if (server.isRunning()) {
    await stopServer(server);
  }
});

const readSchedule = async () =>
  (
    await runSql(
      databaseUrl,
      `select interruptions_total::int as interruptions, next_due_at <= now() as "isDue" from scheduled_runs where name = 'monthly run'`,
    )
  ).rows[0];

async function waitUntilBilled(month: string, count: number, deadline = Date.now() + FINISH_WAIT_MS): Promise<number> {
  let billed = await countBilled(month);
  while (billed < count && Date.now() < deadline) {
    await sleep(50);
    billed = await countBilled(month);
  }
  return billed;
}

describe('SIGTERM, then kill -9, amid the monthly run', () => {
  it(`bills each of ${NUMBERS} numbers exactly once, none missed`, async () => {
    const month = lastChinaMonth();
    const baseline: LedgerState = await readLedgerState(databaseUrl);
    const feeFen = Number(
      ((await runSql(databaseUrl, `select monthly_fee_fen from packages where id = 'PKG_KING_19'`)).rows[0] as { monthly_fee_fen: number }).monthly_fee_fen,
    );
    expect(feeFen).toBeGreaterThan(0);

    const interruptionsBefore = Number((await readSchedule())?.interruptions ?? 0);
    server = await startServerHere();
    await waitUntilBilled(month, NUMBERS / 10);
    await stopServer(server);
    const stoppedAt = Date.now();
    const billedAtStop = await countBilled(month);
    expect(billedAtStop).toBeLessThan(NUMBERS);
    expect(await readSchedule()).toMatchObject({ interruptions: interruptionsBefore + 1, isDue: true });

    server = await startServerHere();
    expect(await waitUntilBilled(month, billedAtStop + 1, stoppedAt + RESUME_WITHIN_MS), 'billing goes on at once after the restart').toBeGreaterThan(
      billedAtStop,
    );
    await waitUntilBilled(month, billedAtStop + NUMBERS / 10);
    await killServer(server);
    const billedAtKill = await countBilled(month);
    expect(billedAtKill).toBeLessThan(NUMBERS);
    expect(compareLedgers(baseline, await readLedgerState(databaseUrl)), 'ledgers straight after kill -9').toEqual([]);

    server = await startServerHere();
    const deadline = Date.now() + FINISH_WAIT_MS;
    while ((await countBilled(month)) < NUMBERS && Date.now() < deadline) {
      await sleep(500);
    }
    const wrong = await runSql(
      databaseUrl,
      `select s.phone, s.balance_fen,
         (select count(*)::int from billing_runs r where r.phone = s.phone and r.bill_month = $1) as runs,
         (select count(*)::int from balance_ledger l where l.phone = s.phone and l.reference = 'monthly_run:' || s.phone || ':' || $1) as entries,
         (select coalesce(sum(amount_fen), 0)::int from bill_items b where b.phone = s.phone and b.bill_month = $1 and b.item_name = '套餐月费') as line
       from subscribers s where s.phone like '16692%'`,
      [month],
    );
    const rows = wrong.rows as { phone: string; balance_fen: string; runs: number; entries: number; line: number }[];
    expect(rows).toHaveLength(NUMBERS);
    const notOnce = rows.filter((row) => row.runs !== 1 || row.entries !== 1 || row.line !== feeFen || Number(row.balance_fen) !== BALANCE_FEN - feeFen);
    expect(notOnce.slice(0, 5)).toEqual([]);
    expect(compareLedgers(baseline, await readLedgerState(databaseUrl))).toEqual([]);
    expect(scanServerLog(server.logFile).status).toBe(0);
    console.log(
      `monthly run: ${billedAtStop} of ${NUMBERS} numbers billed at SIGTERM, ${billedAtKill} at kill -9; after the restarts each billed exactly once`,
    );
  });
});
