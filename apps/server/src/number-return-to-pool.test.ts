import type { OperationName } from '@hall/contract/endpoints';
import type { OperationOutput } from '@hall/contract/schemas';
import { formerOwnerKey } from '@hall/contract/number-key';
import { asc, count, eq } from 'drizzle-orm';
import { getTableConfig, PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from './db/schema.ts';
import { cardStock, members, notifications, numberStateChanges, numberTenures, subscribers } from './db/schema.ts';
import { logInForToken, passRealName, prepareOpening, submitOpening } from './features/agent/agent-test-steps.ts';
import { callAsStaff, DemoStaff, logInStaff } from './test/staff-session.ts';
import { createTestApp, DemoUser, type TestApp } from './test/test-app.ts';
import { runCreditControlSettled } from './test/credit-control-run.ts';
import { readCreditSettings } from './boss/credit-settings.ts';
import { FORMER_OWNER_RECORDS, NOT_FORMER_OWNER_RECORDS } from './boss/number-release.ts';

// A cancelled number's return to the pool: after its quarantine, the former owner's records move
// apart, the number can be stocked and opened again, and its new owner starts with nothing of theirs.

const DAY_SECONDS = 24 * 3600;
/** 张伟's number: bound, with bills, points, orders, services and messages of three years. */
const RICH_NUMBER = '17012340001';
const OWING_NUMBER = '17099000001';
const NEXT_OWNER_ID = '440106198507070036';

let api: TestApp;

beforeAll(async () => {
  api = await createTestApp();
});
afterAll(() => api.close());

const ok = <T>(body: { code: number; msg?: string; data?: unknown }): T => {
  expect(body, body.msg).toMatchObject({ code: 1 });
  return body.data as T;
};
const creditControl = () => runCreditControlSettled(api);
/** An admin's fresh session: the clock moves months here, past any session's end. */
const asAdmin = async (name: OperationName, payload: Record<string, unknown>) => callAsStaff(api, name, await logInStaff(api, DemoStaff.ADMIN), payload);

/** Rows under a key in every table of the owner's records, by table. */
async function recordsUnder(key: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const column of FORMER_OWNER_RECORDS) {
    const table = column.table as PgTable;
    const [row] = await api.deps.db.select({ total: count() }).from(table).where(eq(column, key));
    const total = Number(row?.total ?? 0);
    if (total > 0) {
      counts[getTableConfig(table).name] = total;
    }
  }
  return counts;
}

/** Staff start the cancellation; 预销户 runs out and credit control cancels it. */
async function cancelByStaff(phone: string): Promise<void> {
  ok(await asAdmin('CONSOLE_START_CANCELLATION', { phone, reason: '机主到厅申请销户' }));
  const { preCancelDaysBeforeCancel } = await readCreditSettings(api.deps.db);
  api.advanceSeconds(preCancelDaysBeforeCancel * DAY_SECONDS + 60);
  await creditControl();
  expect((await api.deps.db.select({ status: subscribers.status }).from(subscribers).where(eq(subscribers.phone, phone)))[0]?.status).toBe('cancelled');
}

async function waitOutQuarantine(): Promise<void> {
  const { quarantineDaysBeforeRelease } = await readCreditSettings(api.deps.db);
  api.advanceSeconds(quarantineDaysBeforeRelease * DAY_SECONDS + 60);
}

describe('the columns that name a number', () => {
  it('are each either moved with the former owner’s records or say why not, never both', () => {
    const tables: unknown[] = Object.values(schema);
    const namingNumbers = tables
      .filter((value): value is PgTable => value instanceof PgTable)
      .flatMap((table) =>
        getTableConfig(table)
          .columns.filter((column) => /phone|service_id/.test(column.name))
          .map((column) => `${getTableConfig(table).name}.${column.name}`),
      );
    const named = (column: PgColumn) => `${getTableConfig(column.table as PgTable).name}.${column.name}`;
    const moved = FORMER_OWNER_RECORDS.map(named);
    const kept = [...NOT_FORMER_OWNER_RECORDS.keys()].map(named);
    expect(moved.filter((column) => kept.includes(column))).toEqual([]);
    expect(namingNumbers.filter((column) => !moved.includes(column) && !kept.includes(column))).toEqual([]);
  });
});

describe('a cancelled number’s return to the pool', () => {
  it('waits out the quarantine, then moves every record of the former owner apart, once', async () => {
    const before = await recordsUnder(RICH_NUMBER);
    expect(Object.keys(before).length).toBeGreaterThan(10);
    await cancelByStaff(RICH_NUMBER);
    const cancelled = await recordsUnder(RICH_NUMBER);

    api.advanceSeconds(DAY_SECONDS);
    expect((await creditControl()).returnToPool).toBe(0);
    await waitOutQuarantine();
    // Two instances' runs at once, and the app's own schedule beside them: the number goes back to
    // the pool once (one returnToPool below, one tenure), by whichever run locked it first.
    const runs = await Promise.all([creditControl(), creditControl()]);
    expect(runs[0]!.returnToPool + runs[1]!.returnToPool).toBeLessThanOrEqual(1);

    const key = formerOwnerKey(RICH_NUMBER, 1);
    expect(await recordsUnder(RICH_NUMBER)).toEqual({});
    const archived = await recordsUnder(key);
    expect({ ...archived, number_state_changes: 0 }).toEqual({ ...cancelled, number_state_changes: 0 });
    expect(await api.deps.db.select().from(subscribers).where(eq(subscribers.phone, RICH_NUMBER))).toEqual([]);
    expect((await api.deps.db.select().from(subscribers).where(eq(subscribers.phone, key)))[0]).toMatchObject({ status: 'released', ownerName: '张伟' });
    const changes = await api.deps.db
      .select({ transition: numberStateChanges.transition, to: numberStateChanges.toState })
      .from(numberStateChanges)
      .where(eq(numberStateChanges.phone, key))
      .orderBy(asc(numberStateChanges.id));
    expect(changes.slice(-3).map((change) => `${change.transition}→${change.to}`)).toEqual([
      'staffPreCancellation→preCancelled',
      'arrearsCancellation→cancelled',
      'returnToPool→released',
    ]);
    expect(await api.deps.db.select().from(numberTenures).where(eq(numberTenures.phone, RICH_NUMBER))).toEqual([
      expect.objectContaining({ tenure: 1, archiveKey: key, releasedAt: api.deps.now() }),
    ]);
    expect(await api.deps.db.select().from(members).where(eq(members.boundPhone, RICH_NUMBER))).toEqual([]);
    expect(await api.deps.boss.findSubscriber(RICH_NUMBER)).toBeNull();
    // Staff looking the number up are told where it is.
    expect(await asAdmin('CONSOLE_NUMBER_RECORD', { phone: RICH_NUMBER })).toMatchObject({
      code: -100,
      msg: '该号码已销户并回收至号码池，当前无在网机主',
    });
  });

  it('lets a new card of the number be stocked and opened; the new owner starts with nothing of the former one’s', async () => {
    const csv = `89860166700000000011,${RICH_NUMBER}`;
    expect(await asAdmin('CONSOLE_IMPORT_STOCK', { dealerId: 'D1001', offerId: '1354262', csv })).toMatchObject({
      code: 1,
      data: { importedCount: 1, problemCount: 0 },
    });
    // An agent of the dealer, logged in now (the clock moved months since any earlier session).
    const agent = await logInForToken(api, 'A10001');
    const record = await prepareOpening(api, RICH_NUMBER, agent);
    const { bizId } = await passRealName(api, RICH_NUMBER, record.recordNumber, agent);
    expect(await submitOpening(api, RICH_NUMBER, record, bizId, agent)).toMatchObject({ code: 1, data: { code: 0 } });

    const [number] = await api.deps.db.select().from(subscribers).where(eq(subscribers.phone, RICH_NUMBER));
    expect(number).toMatchObject({ ownerName: '王小明', iccid: '89860166700000000011', packageId: 'PKG_KING_19' });
    const numberCards = await api.deps.db.select({ iccid: cardStock.iccid, status: cardStock.status }).from(cardStock).where(eq(cardStock.phone, RICH_NUMBER));
    expect(numberCards.filter((card) => card.status !== 'retired')).toEqual([{ iccid: '89860166700000000011', status: 'opened' }]);
    const recordOfNumber = ok<OperationOutput<'CONSOLE_NUMBER_RECORD'>>(await asAdmin('CONSOLE_NUMBER_RECORD', { phone: RICH_NUMBER }));
    expect(recordOfNumber.formerOwners).toEqual([expect.objectContaining({ tenure: 1, ownerName: '张*' })]);
    expect(recordOfNumber.refunds).toEqual([]);
    const account = ok<OperationOutput<'CONSOLE_NUMBER_ACCOUNT'>>(await asAdmin('CONSOLE_NUMBER_ACCOUNT', { phone: RICH_NUMBER }));
    expect(account.bills).toEqual([]);
    expect(account.debts).toEqual([]);
    expect(account.stateChanges.every((change) => change.transition !== 'returnToPool')).toBe(true);
  });

  it('no longer lists the number as valid in its former owner’s card lookup once another owner holds it', async () => {
    const lookUpOpenings = async () => {
      const body = await api.call('CHECK_OPEN_PHONE_WORK', { customerName: '王小明', identityCode: '440106199001011234' }, await api.logInAs(DemoUser.UNBOUND));
      return (ok<{ list: { serviceId: string; ifValid: number }[] }>(body).list ?? []).filter((opening) => opening.serviceId === '170****0001');
    };
    expect(await lookUpOpenings()).toEqual([expect.objectContaining({ ifValid: 1 })]);

    // 王小明's number is cancelled and goes back to the pool; another customer opens a new card of it.
    await cancelByStaff(RICH_NUMBER);
    await waitOutQuarantine();
    await creditControl();
    const csv = `89860166700000000029,${RICH_NUMBER}`;
    expect(await asAdmin('CONSOLE_IMPORT_STOCK', { dealerId: 'D1001', offerId: '1354262', csv })).toMatchObject({ code: 1, data: { importedCount: 1 } });
    const agent = await logInForToken(api, 'A10001');
    const record = await prepareOpening(api, RICH_NUMBER, agent);
    const { bizId } = await passRealName(api, RICH_NUMBER, record.recordNumber, agent, 'passed', NEXT_OWNER_ID);
    expect(await submitOpening(api, RICH_NUMBER, record, bizId, agent, NEXT_OWNER_ID)).toMatchObject({ code: 1, data: { code: 0 } });

    expect(await lookUpOpenings()).toEqual([expect.objectContaining({ ifValid: 0 })]);
  });

  it('keeps what a former owner owes on finance’s list under the number, marked as theirs, and sends them no notice left queued', async () => {
    await api.deps.db.insert(subscribers).values({
      phone: OWING_NUMBER,
      ownerName: '欠费人',
      idNumber: '110105199003071234',
      idLast6: '071234',
      status: 'owing',
      packageId: 'PKG_STD_A',
      joinedAt: new Date(api.deps.now().getTime() - 400 * DAY_SECONDS * 1000),
      province: '北京',
      city: '北京',
      balanceFen: -1234,
      iccid: '89860199000000000001',
      stateSince: api.deps.now(),
    });
    await cancelByStaff(OWING_NUMBER);
    await waitOutQuarantine();
    // A notice still waiting for its retry when the number is released: the sender cannot take it
    // first (a notice due now could be sent by the app's own sender in between, on PostgreSQL at once).
    await api.deps.db.insert(notifications).values({
      dedupeKey: 'release-test',
      kind: 'arrearsNotice',
      phone: OWING_NUMBER,
      params: { balance: '-12.34' },
      attempts: 1,
      lastError: '短信网关超时',
      claimedUntil: new Date(api.deps.now().getTime() + 3600_000),
    });
    await creditControl();

    const debts = ok<OperationOutput<'CONSOLE_DEBTS'>>(await asAdmin('CONSOLE_DEBTS', { phone: OWING_NUMBER }));
    expect(debts.list).toEqual([expect.objectContaining({ phone: formerOwnerKey(OWING_NUMBER, 1), status: 'owed' })]);
    const [queued] = await api.deps.db.select().from(notifications).where(eq(notifications.dedupeKey, 'release-test'));
    expect(queued).toMatchObject({ phone: formerOwnerKey(OWING_NUMBER, 1), sentAt: null, lastError: '号码已回收，未发送' });
    expect(queued?.failedAt).not.toBeNull();
    expect(await api.deps.db.select({ tenure: numberTenures.tenure }).from(numberTenures).where(eq(numberTenures.phone, OWING_NUMBER))).toEqual([
      { tenure: 1 },
    ]);
  });
});
