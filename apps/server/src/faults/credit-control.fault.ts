import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sleep } from './support/client.ts';
import { compareLedgers, readLedgerState, runSql } from './support/ledgers.ts';
import { createDatabase } from './support/postgres.ts';
import { killServer, scanServerLog, startServer, stopServer, type RunningServer } from './support/server.ts';

// kill -9 amid credit control: numbers owing past their credit limit wait for the run when the
// server starts; it is killed while it suspends them and while its worker sends the notices, then
// restarted and left to finish. Every number ends 欠费停机 by exactly one recorded change, with one
// notice row, sent exactly once (one sandbox SMS), and the balances are untouched.
// FAULTS_CREDIT_CONTROL_NUMBERS sets how many (default 1500).

const PORT = Number(process.env.FAULTS_PORT ?? 3461) + 9;
const NUMBERS = Number(process.env.FAULTS_CREDIT_CONTROL_NUMBERS ?? 1500);
/** Past the demo catalogue's ¥30 credit limit. */
const BALANCE_FEN = -4000;
const FINISH_WAIT_MS = 5 * 60_000;

let databaseUrl: string;
let server: RunningServer;
const startServerHere = () => startServer({ port: PORT, databaseUrl, name: 'credit-control', env: { PROVIDER_TIME_BUDGET_MS: '2000' } });

const countOf = async (sql: string) => Number(((await runSql(databaseUrl, sql)).rows[0] as { n: number }).n);
const countSuspended = () => countOf(`select count(*)::int as n from subscribers where phone like '16693%' and status = 'arrearsSuspended'`);
const countSent = () => countOf(`select count(*)::int as n from notifications where phone like '16693%' and kind = 'arrearsSuspended' and sent_at is not null`);

async function waitFor(read: () => Promise<number>, atLeast: number, deadline = Date.now() + FINISH_WAIT_MS): Promise<number> {
  let value = await read();
  while (value < atLeast && Date.now() < deadline) {
    await sleep(50);
    value = await read();
  }
  return value;
}

beforeAll(async () => {
  databaseUrl = await createDatabase(inject('postgres'), 'hall_faults_credit_control');
  // The first start migrates and seeds; the owing numbers arrive while it is down.
  server = await startServerHere();
  await stopServer(server);
  await runSql(
    databaseUrl,
    `insert into subscribers (phone, owner_name, id_number, id_last6, status, package_id, joined_at, province, city, balance_fen, iccid)
     select '16693' || lpad(i::text, 6, '0'), '故障测试', '11010119900101123X', '01123X', 'owing', 'PKG_KING_19', now() - interval '1 year', '广东', '广州', $2,
       '8986093' || lpad(i::text, 13, '0')
     from generate_series(1, $1) as i`,
    [NUMBERS, BALANCE_FEN],
  );
  await runSql(databaseUrl, `update scheduled_runs set next_due_at = now() where name = 'credit control'`);
});
afterAll(async () => {
  if (server.isRunning()) {
    await stopServer(server);
  }
});

describe('kill -9 amid credit control', () => {
  it(`suspends each of ${NUMBERS} numbers past their limit once, with one notice sent once`, async () => {
    const baseline = await readLedgerState(databaseUrl);
    server = await startServerHere();
    await waitFor(countSuspended, NUMBERS / 10);
    await killServer(server);
    const suspendedAtKill = await countSuspended();
    expect(suspendedAtKill).toBeLessThan(NUMBERS);

    server = await startServerHere();
    expect(await waitFor(countSuspended, NUMBERS)).toBe(NUMBERS);
    // A second kill -9 while the worker sends the notices; rows a killed worker held come due again.
    await waitFor(countSent, NUMBERS / 3);
    await killServer(server);
    const sentAtKill = await countSent();
    server = await startServerHere();
    expect(await waitFor(countSent, NUMBERS)).toBe(NUMBERS);

    const wrong = await runSql(
      databaseUrl,
      `select s.phone, s.status, s.balance_fen,
         (select count(*)::int from number_state_changes c where c.phone = s.phone) as changes,
         (select count(*)::int from notifications n where n.phone = s.phone) as notices,
         (select count(*)::int from sandbox_sms_outbox o join notifications n on n.id = o.notification_id where n.phone = s.phone) as sms
       from subscribers s where s.phone like '16693%'`,
    );
    const rows = wrong.rows as { phone: string; status: string; balance_fen: string; changes: number; notices: number; sms: number }[];
    expect(rows).toHaveLength(NUMBERS);
    const notOnce = rows.filter(
      (row) => row.status !== 'arrearsSuspended' || row.changes !== 1 || row.notices !== 1 || row.sms !== 1 || Number(row.balance_fen) !== BALANCE_FEN,
    );
    expect(notOnce.slice(0, 5)).toEqual([]);
    expect(compareLedgers(baseline, await readLedgerState(databaseUrl))).toEqual([]);
    expect(scanServerLog(server.logFile).status).toBe(0);
    console.log(`credit control: ${suspendedAtKill} of ${NUMBERS} suspended at the first kill -9, ${sentAtKill} notices sent at the second; each once`);
  });
});
