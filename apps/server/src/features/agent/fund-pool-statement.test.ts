import type { FundPoolStatementEntry } from '@hall/contract/agent/fund-pool-statement-schemas';
import { FUND_POOL_STATEMENT_PAGE_SIZE } from '@hall/contract/agent/fund-pool-statement-rules';
import { formatChinaDate, shiftChinaDate } from '@hall/contract/china-time';
import type { Envelope } from '@hall/contract/codes';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/connection.ts';
import { dealers, notifications, sandboxSmsOutbox } from '../../db/schema.ts';
import { setAgentRole } from '../../domain/dealer-accounts.ts';
import { topUpFundPool } from '../../domain/fund-pool.ts';
import { runDueJobs } from '../../platform/jobs/run-due-jobs.ts';
import { notificationJob } from '../../platform/notification-delivery.ts';
import { queueNotification } from '../../platform/notifications.ts';
import { callAsAgent, logInAgent, openRecord } from '../../test/agents.ts';
import { callAsStaff, DemoStaff, logInStaff } from '../../test/staff-session.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// 资金池流水: the manager's statement is the pool's ledger (opening balance, every movement with
// its running balance, closing balance equal to the pool), every fen of a pool is a ledger row that
// chains on the one before, and a debit crossing below the dealer's alert threshold sends one SMS.

let api: TestApp;
let manager: string;
let admin: string;

interface Statement {
  from: string;
  to: string;
  openingFen: number;
  closingFen: number;
  inFen: number;
  outFen: number;
  list: FundPoolStatementEntry[];
  hasMore: boolean;
}

const statementOf = async (token: string, payload: Record<string, unknown> = {}): Promise<Statement> => {
  const reply = await callAsAgent(api, 'AGENT_FUND_POOL_STATEMENT', payload, token);
  expect(reply, reply.msg).toMatchObject({ code: 1 });
  return reply.data as Statement;
};
const poolOf = async (dealerId: string) => Number((await api.deps.db.select().from(dealers).where(eq(dealers.id, dealerId)))[0]?.fundPoolFen);

/** Dealers whose pool is not the sum of their ledger, and ledger rows whose running balance is not the previous one plus the amount. */
async function findLedgerBreaks(): Promise<string[]> {
  const pools = await queryRows<{ id: string }>(
    api.deps.db,
    sql`select d.id from dealers d where d.fund_pool_fen <> coalesce((select sum(l.amount_fen) from fund_pool_ledger l where l.dealer_id = d.id), 0)`,
  );
  const chains = await queryRows<{ id: string }>(
    api.deps.db,
    sql`select id::text from (
      select id, amount_fen, balance_after_fen, lag(balance_after_fen, 1, 0::bigint) over (partition by dealer_id order by id) as previous
      from fund_pool_ledger) l
    where balance_after_fen <> previous + amount_fen`,
  );
  return [...pools.map((row) => `pool of ${row.id}`), ...chains.map((row) => `ledger row ${row.id}`)];
}

type OpenedRecord = Awaited<ReturnType<typeof openRecord>>;

/** Pays an opened record's fee from D1001's pool. */
function payFromPool(record: OpenedRecord): Promise<Envelope> {
  return callAsAgent(api, 'FUND_POOL_RECHARGE', { service_id: record.serviceId, recordNumber: record.recordNumber, pay_fee: record.sumFee }, manager);
}

/** Opens a stock number of D1001 and pays its fee from the pool; its record number and fee. */
async function payOpening(phone: string): Promise<{ recordNumber: string; fee: number; reply: Envelope }> {
  const record = await openRecord(api, manager, phone);
  return { recordNumber: record.recordNumber, fee: record.sumFee, reply: await payFromPool(record) };
}

beforeAll(async () => {
  api = await createTestApp({ RATE_LIMITS_ENABLED: 'false' });
  manager = await logInAgent(api, 'A10001');
  admin = await logInStaff(api, DemoStaff.ADMIN);
});
afterAll(() => api.close());

describe('the fund pool and its ledger', () => {
  it('holds every fen of every seeded pool, each running balance chaining on the one before', async () => {
    expect(await findLedgerBreaks()).toEqual([]);
    const seeded = await queryRows<{ dealer_id: string; amount_fen: string; note: string }>(
      api.deps.db,
      sql`select dealer_id, amount_fen::text, note from fund_pool_ledger where kind = 'top_up' order by id`,
    );
    expect(seeded).toContainEqual({ dealer_id: 'D1001', amount_fen: '500000', note: '渠道初始资金' });
  });
});

describe('AGENT_FUND_POOL_STATEMENT', () => {
  it('answers the month: the opening deposit, a debit with its record and work number, a closing balance equal to the pool', async () => {
    const paid = await payOpening('16610000001');
    expect(paid.reply, paid.reply.msg).toMatchObject({ code: 1 });
    const statement = await statementOf(manager);
    const today = formatChinaDate(api.deps.now());
    expect(statement).toMatchObject({ from: `${today.slice(0, 8)}01`, to: today, openingFen: 0, inFen: 500_000, outFen: paid.fee, hasMore: false });
    expect(statement.list[0]).toMatchObject({
      kind: 'top_up',
      amountFen: 500_000,
      balanceAfterFen: 500_000,
      note: '渠道初始资金',
      recordNumber: null,
      workNo: null,
    });
    expect(statement.list.at(-1)).toMatchObject({
      kind: 'opening',
      amountFen: -paid.fee,
      balanceAfterFen: 500_000 - paid.fee,
      recordNumber: paid.recordNumber,
      workNo: 'A10001',
    });
    expect(statement.closingFen).toBe(await poolOf('D1001'));
    expect(statement.openingFen + statement.inFen - statement.outFen).toBe(statement.closingFen);
    expect(await findLedgerBreaks()).toEqual([]);
  });

  it('carries the balance over a range with no movement (本期无资金变动) and pages a long month', async () => {
    const yesterday = shiftChinaDate(formatChinaDate(api.deps.now()), -1);
    const quiet = await statementOf(manager, { from: shiftChinaDate(yesterday, -3), to: yesterday });
    expect(quiet).toMatchObject({ openingFen: 0, closingFen: 0, inFen: 0, outFen: 0, list: [], hasMore: false });
    await api.deps.db.transaction(async (tx) => {
      for (let index = 0; index < FUND_POOL_STATEMENT_PAGE_SIZE; index += 1) {
        await topUpFundPool(tx, {
          dealerId: 'D1001',
          amountFen: 100,
          reference: `PAGE-${index}`,
          staffId: null,
          actor: 'admin',
          note: '',
          now: api.deps.now(),
        });
      }
    });
    const first = await statementOf(manager);
    const second = await statementOf(manager, { page: 2 });
    expect(first.list).toHaveLength(FUND_POOL_STATEMENT_PAGE_SIZE);
    expect(first.hasMore).toBe(true);
    expect(second.hasMore).toBe(false);
    const rows = [...first.list, ...second.list];
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
    expect(rows.at(-1)?.balanceAfterFen).toBe(second.closingFen);
    expect(second.closingFen).toBe(await poolOf('D1001'));
    for (const [index, row] of rows.entries()) {
      expect(row.balanceAfterFen).toBe((rows[index - 1]?.balanceAfterFen ?? first.openingFen) + row.amountFen);
    }
  });

  it('refuses a bad range in Chinese', async () => {
    const today = formatChinaDate(api.deps.now());
    const refusal = async (payload: Record<string, unknown>) => (await callAsAgent(api, 'AGENT_FUND_POOL_STATEMENT', payload, manager)).msg;
    expect(await refusal({ from: today, to: shiftChinaDate(today, -1) })).toBe('开始日期不能晚于结束日期');
    expect(await refusal({ from: shiftChinaDate(today, -100), to: today })).toBe('查询区间不能超过92天');
    expect(await refusal({ from: today, to: shiftChinaDate(today, 1) })).toBe('结束日期不能晚于今天');
    expect(await refusal({ from: shiftChinaDate(today, -400), to: shiftChinaDate(today, -380) })).toBe('只能查询近12个月的资金池流水');
    expect(await refusal({ from: '2026-02-30', to: today })).toBe('日期格式错误');
    expect(await refusal({ from: today })).toBe('请选择结束日期');
  });

  it("is the manager's own dealer's only: a plain agent is refused, another dealer's manager sees none of it", async () => {
    const plain = await callAsAgent(api, 'AGENT_FUND_POOL_STATEMENT', {}, await logInAgent(api, 'A10002'));
    expect(plain).toMatchObject({ code: -100, msg: '仅店长可查看经销商资金与佣金' });
    await setAgentRole(api.deps.db, 'B20001', 'manager');
    const other = await statementOf(await logInAgent(api, 'B20001'));
    expect(other.list.every((row) => row.kind === 'top_up')).toBe(true);
    expect(other.closingFen).toBe(await poolOf('D2001'));
    expect(other.closingFen).not.toBe(await poolOf('D1001'));
  });
});

describe('the low-balance alert', () => {
  const CONTACT = '13900009876';
  const smsToContact = () => api.deps.db.select().from(sandboxSmsOutbox).where(eq(sandboxSmsOutbox.phone, CONTACT));
  const alertsQueued = () => api.deps.db.select().from(notifications).where(eq(notifications.phone, CONTACT));

  it('sends one SMS for concurrent debits crossing the threshold, none for a replayed job, one more after a top-up re-arms it', async () => {
    const before = await poolOf('D1001');
    const records: OpenedRecord[] = [];
    for (const phone of ['16610000002', '16610000003', '16610000004']) {
      records.push(await openRecord(api, manager, phone));
    }
    const fee = records[0]?.sumFee ?? 0;
    expect(records.every((record) => record.sumFee === fee && fee > 0)).toBe(true);
    // One debit stays at the threshold or above; the next ones go below it.
    const thresholdFen = before - fee - 1;
    const edited = await callAsStaff(api, 'CONSOLE_UPDATE_DEALER', admin, {
      id: 'D1001',
      name: '星海通讯天河店',
      payKind: 2,
      alertMobile: CONTACT,
      alertThresholdFen: thresholdFen,
    });
    expect(edited, edited.msg).toMatchObject({ code: 1, data: { alertMobile: CONTACT, alertThresholdFen: thresholdFen } });
    const paid = await Promise.all(records.map(payFromPool));
    expect(paid.map((reply) => reply.code)).toEqual([1, 1, 1]);
    expect(await alertsQueued()).toHaveLength(1);
    await runDueJobs(api.deps, notificationJob);
    await runDueJobs(api.deps, notificationJob);
    const [queued] = await alertsQueued();
    // The same crossing queued again (a replayed enqueue) is the row already sent.
    await queueNotification(api.deps.db, {
      kind: 'fundPoolLow',
      phone: CONTACT,
      params: { balance: queued?.params.balance ?? '', threshold: queued?.params.threshold ?? '' },
      dedupeKey: queued?.dedupeKey ?? '',
      now: api.deps.now(),
    });
    await runDueJobs(api.deps, notificationJob);
    const sent = await smsToContact();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.text).toContain(`已低于提醒金额${(thresholdFen / 100).toFixed(2)}元，请及时充值。`);
    // Still below: another debit sends nothing; a top-up back to the threshold re-arms it.
    expect((await payOpening('16610000005')).reply.code).toBe(1);
    expect(await alertsQueued()).toHaveLength(1);
    const lift = thresholdFen - (await poolOf('D1001'));
    const topUp = await callAsStaff(api, 'CONSOLE_FUND_POOL_TOP_UP', admin, { dealerId: 'D1001', amountFen: lift, note: '', requestId: 'alert-rearm-1' });
    expect(topUp, topUp.msg).toMatchObject({ code: 1, data: { fundPoolFen: thresholdFen } });
    expect((await payOpening('16610000006')).reply.code).toBe(1);
    await runDueJobs(api.deps, notificationJob);
    expect(await smsToContact()).toHaveLength(2);
    expect(await findLedgerBreaks()).toEqual([]);
  });

  it('refuses a threshold without a contact, and a contact that is not a mobile number', async () => {
    const edit = (alertMobile: string, alertThresholdFen: number) =>
      callAsStaff(api, 'CONSOLE_UPDATE_DEALER', admin, { id: 'D2001', name: '联星数码城西店', payKind: 1, alertMobile, alertThresholdFen });
    expect(await edit('', 10_000)).toMatchObject({ code: -100, msg: '设置了提醒金额，请填写提醒手机号' });
    expect(await edit('12345', 10_000)).toMatchObject({ code: -100, msg: '请输入正确的提醒手机号' });
    expect(await edit('', 0)).toMatchObject({ code: 1, data: { alertMobile: '', alertThresholdFen: 0 } });
  });
});
