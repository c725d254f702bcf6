import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sleep, type CallResult } from './support/client.ts';
import { callAsStaff, logInStaff } from './support/console.ts';
import { compareLedgers, readLedgerState, runSql, type LedgerState } from './support/ledgers.ts';
import { createDatabase } from './support/postgres.ts';
import { killServer, scanServerLog, startServer, stopServer, type RunningServer } from './support/server.ts';

// kill -9 amid staff decisions: cancellations are passed all at once and the server is killed as
// the first answers come back. After a restart the auditor decides again what got no answer, and
// the server is killed once more while its worker sends the notifications. Every application is
// decided once, acts once (number cancelled, one refund record, ledgers agree) and its SMS is sent
// exactly once.

const PORT = Number(process.env.FAULTS_PORT ?? 3461) + 5;
const ROUNDS = Number(process.env.FAULTS_DECISION_ROUNDS ?? 2);
const APPLICATIONS_PER_ROUND = 30;
const BALANCE_FEN = 1234;
const POINTS = 500;
const ALREADY_DECIDED = '该申请已处理，不能重复审核';
/** Rows a killed worker held are due again when their lease runs out (the time budget + 15 s). */
const OUTBOX_WAIT_MS = 60_000;

let databaseUrl: string;
let server: RunningServer;
let auditor: string;
let baseline: LedgerState;
const startServerHere = () => startServer({ port: PORT, databaseUrl, name: 'decisions', env: { PROVIDER_TIME_BUDGET_MS: '2000' } });

beforeAll(async () => {
  databaseUrl = await createDatabase(inject('postgres'), 'hall_faults_decisions');
  server = await startServerHere();
  auditor = await logInStaff(server.baseUrl, 'auditor');
});
afterAll(async () => {
  if (server.isRunning()) {
    await stopServer(server);
  }
});

/** A number with a balance and points, and its owner's pending cancellation (checked face, refund to the bank declined). */
async function insertPendingCancellation(round: number, index: number): Promise<number> {
  const serial = `${round}${String(index).padStart(3, '0')}`;
  const phone = `1669000${serial}`;
  const sparePhone = `1889000${serial}`;
  const bizNo = `faults-decision-${serial}`;
  await runSql(
    databaseUrl,
    `insert into subscribers (phone, owner_name, id_number, id_last6, status, package_id, joined_at, province, city, balance_fen, iccid)
     select $1, '故障测试', '11010119900101123X', '01123X', 'normal', package_id, now() - interval '1 year', province, city, $2, $3
     from subscribers order by phone limit 1`,
    [phone, BALANCE_FEN, `8986000${serial}0000000`.slice(0, 20)],
  );
  await runSql(databaseUrl, `insert into points_accounts (phone, current_points, grand_total_points) values ($1, $2, $2)`, [phone, POINTS]);
  await runSql(
    databaseUrl,
    `insert into identity_checks (biz_no, auth_type, member_id, phone, owner_name, id_hint, status, return_url, decided_at, expires_at, consumed_at)
     values ($1, 'cancel', null, $2, '故障测试', '1101**********123X', 'passed', '/', now(), now() + interval '1 day', now())`,
    [bizNo, phone],
  );
  const inserted = await runSql(
    databaseUrl,
    `insert into applications (application_no, kind, phone, biz_no, status, form) values ($1, 'cancel', $2, $3, 'pending', $4) returning id`,
    [`FD${serial}`, phone, bizNo, JSON.stringify({ reason: '不再使用', sparePhone, refundType: 0 })],
  );
  return Number((inserted.rows[0] as { id: string }).id);
}

const decide = (id: number) => callAsStaff(server.baseUrl, 'CONSOLE_REVIEW_DECIDE', auditor, { kind: 'cancel', id: String(id), decision: 'pass' }, 15_000);
const isDecidedNow = (result: CallResult) => result.status === 200 && result.envelope?.code === 1;

interface ApplicationState {
  id: number;
  status: string;
  audits: number;
  notifications: number;
  sent: number;
  sms: number;
  smsToContact: number;
  numberStatus: string;
  refunds: number;
}

async function readStates(ids: number[]): Promise<ApplicationState[]> {
  const result = await runSql(
    databaseUrl,
    `select a.id::int as id, a.status,
       (select count(*)::int from audit_log l where l.subject_type = 'cancel' and l.subject_id = a.id::text) as audits,
       (select count(*)::int from notifications n where n.dedupe_key = 'application:' || a.id || ':decision') as notifications,
       (select count(*)::int from notifications n where n.dedupe_key = 'application:' || a.id || ':decision' and n.sent_at is not null) as sent,
       (select count(*)::int from sandbox_sms_outbox o join notifications n on n.id = o.notification_id
          where n.dedupe_key = 'application:' || a.id || ':decision') as sms,
       (select count(*)::int from sandbox_sms_outbox o where o.phone = a.form ->> 'sparePhone') as "smsToContact",
       (select s.status from subscribers s where s.phone = a.phone) as "numberStatus",
       (select count(*)::int from balance_refunds r where r.application_id = a.id) as refunds
     from applications a where a.id = any($1) order by a.id`,
    [ids],
  );
  return result.rows as ApplicationState[];
}

/** Decided and acted on wholly, or not at all: never half. */
function findHalfDone(states: ApplicationState[]): ApplicationState[] {
  return states.filter((state) => {
    const isPassed = state.status === 'passed';
    const expected = isPassed ? 1 : 0;
    return (
      (state.status !== 'passed' && state.status !== 'pending') ||
      state.audits !== expected ||
      state.notifications !== expected ||
      state.refunds !== expected ||
      state.numberStatus !== (isPassed ? 'cancelled' : 'normal') ||
      state.sms > state.notifications
    );
  });
}

async function waitForOutbox(ids: number[]): Promise<void> {
  const deadline = Date.now() + OUTBOX_WAIT_MS;
  while (Date.now() < deadline) {
    const states = await readStates(ids);
    if (states.every((state) => state.sent === 1)) {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

describe('kill -9 amid staff decisions', () => {
  it(`decides each application once, with one effect and one SMS, ${ROUNDS} times`, async () => {
    const allIds: number[] = [];
    const summary: string[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      if (!server.isRunning()) {
        server = await startServerHere();
      }
      const ids = [];
      for (let index = 0; index < APPLICATIONS_PER_ROUND; index += 1) {
        ids.push(await insertPendingCancellation(round, index));
      }
      allIds.push(...ids);
      baseline = await readLedgerState(databaseUrl);

      // All at once; kill -9 as soon as the first decision is answered.
      const decisions = ids.map((id) => decide(id));
      await Promise.race(decisions.map((decision) => decision.then((result) => (isDecidedNow(result) ? result : new Promise(() => undefined)))));
      await killServer(server);
      const firstTry = await Promise.all(decisions);
      const answered = firstTry.filter(isDecidedNow).length;

      // Straight after the crash: every application is wholly decided or still pending.
      const afterKill = await readStates(ids);
      expect(findHalfDone(afterKill), `round ${round + 1}, straight after kill -9`).toEqual([]);
      const committed = afterKill.filter((state) => state.status === 'passed').length;
      expect(compareLedgers(baseline, await readLedgerState(databaseUrl)), `round ${round + 1}, ledgers after kill -9`).toEqual([]);

      // Restart; the auditor decides again what got no answer (a repeat is refused, which is fine).
      server = await startServerHere();
      const lost = ids.filter((_id, index) => !isDecidedNow(firstTry[index] as CallResult));
      const secondTry = await Promise.all(lost.map((id) => decide(id)));
      for (const result of secondTry) {
        expect(result.envelope, result.error).toMatchObject(result.envelope?.code === 1 ? { code: 1 } : { code: -100, msg: ALREADY_DECIDED });
      }
      // A second kill -9 at some moment while the worker drains the outbox.
      await sleep(Math.floor(Math.random() * 2500));
      await killServer(server);
      const sentAtKill = (await readStates(ids)).filter((state) => state.sent === 1).length;
      summary.push(
        `round ${round + 1}: ${answered} answered and ${committed} committed of ${ids.length} decisions at the first kill -9, ${sentAtKill} SMS sent at the second`,
      );
      // The kill landed in the middle: some decided, some not.
      expect(answered).toBeGreaterThan(0);
      expect(committed).toBeLessThan(ids.length);
    }

    server = await startServerHere();
    await waitForOutbox(allIds);
    const states = await readStates(allIds);
    const expected = (state: ApplicationState) => ({
      id: state.id,
      status: 'passed',
      audits: 1,
      notifications: 1,
      sent: 1,
      sms: 1,
      smsToContact: 1,
      numberStatus: 'cancelled',
      refunds: 1,
    });
    expect(states).toEqual(states.map(expected));
    expect(states).toHaveLength(allIds.length);
    expect(compareLedgers(baseline, await readLedgerState(databaseUrl))).toEqual([]);
    expect(scanServerLog(server.logFile).status).toBe(0);
    console.log(`decisions: ${summary.join('; ')}; ${allIds.length} cancellations each decided, acted on and notified once`);
  });
});
