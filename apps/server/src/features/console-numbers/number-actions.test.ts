import { testNumberRow } from '../../test/test-numbers.ts';
import type { NumberAccount, NumberAdjustment, NumberRecord } from '@hall/contract/console-numbers/schemas';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  balanceLedger,
  billItems,
  numberDebts,
  numberStateChanges,
  notifications,
  sandboxWechatUsers,
  serviceOrders,
  subscribers,
  usageDays,
} from '../../db/schema.ts';
import { runCreditControlSettled } from '../../test/credit-control-run.ts';
import { readCreditSettings } from '../../boss/credit-settings.ts';
import { moveNumber } from '../../boss/number-state-machine.ts';
import { upsertStaffUser } from '../../domain/staff-users.ts';
import { formatChinaDate, formatChinaMonth, DAY_MS } from '@hall/contract/china-time';
import { callAsStaff, DemoStaff, logInStaff } from '../../test/staff-session.ts';
import { createTestApp, TEST_STAFF_PASSWORD, type TestApp } from '../../test/test-app.ts';

// Staff actions on the number record: each moves the number only as the state machine allows (a
// refused one changes nothing), keeps its reason, is audit-logged and is a service order the owner
// sees; an adjustment above the threshold waits for a second staff member, never its requester,
// and is applied once however many approve it at once.

let api: TestApp;
const cookies = { admin: '', service: '', auditor: '', editor: '', secondAdmin: '', thirdAdmin: '' };
let numberSequence = 0;

async function logInEveryone(): Promise<void> {
  cookies.admin = await logInStaff(api, DemoStaff.ADMIN);
  cookies.service = await logInStaff(api, DemoStaff.SERVICE);
  cookies.auditor = await logInStaff(api, DemoStaff.AUDITOR);
  cookies.editor = await logInStaff(api, DemoStaff.EDITOR);
  cookies.secondAdmin = await logInStaff(api, 'finance2');
  cookies.thirdAdmin = await logInStaff(api, 'finance3');
}

beforeAll(async () => {
  api = await createTestApp();
  await upsertStaffUser(api.deps.db, { username: 'finance2', displayName: '财务复核甲', roles: ['admin'], password: TEST_STAFF_PASSWORD });
  await upsertStaffUser(api.deps.db, { username: 'finance3', displayName: '财务复核乙', roles: ['admin'], password: TEST_STAFF_PASSWORD });
  await logInEveryone();
});
afterAll(() => api.close());

/** A new number on 标准卡A (¥30 credit limit in the demo catalogue) with the given balance, in service. */
async function openNumber(balanceFen: number): Promise<string> {
  numberSequence += 1;
  const phone = `1707${String(numberSequence).padStart(7, '0')}`;
  await api.deps.db.insert(subscribers).values(testNumberRow(phone, api.deps.now(), { status: balanceFen < 0 ? 'owing' : 'normal', balanceFen }));
  return phone;
}

/** Moves a number as a flow would (the opening audit, credit control, the owner). */
const moveAsFlow = (phone: string, transition: Parameters<typeof moveNumber>[1]['transition']) =>
  api.deps.db.transaction(async (tx) => {
    await tx.select().from(subscribers).where(eq(subscribers.phone, phone)).for('update');
    return moveNumber(tx, { phone, transition, now: api.deps.now() });
  });

const ok = <Data>(body: { code: number; msg: string; data?: unknown }) => {
  expect(body, body.msg).toMatchObject({ code: 1 });
  return body.data as Data;
};

const numberOf = async (phone: string) => (await api.deps.db.select().from(subscribers).where(eq(subscribers.phone, phone)))[0]!;
const noticesOf = async (phone: string) =>
  (await api.deps.db.select().from(notifications).where(eq(notifications.phone, phone)).orderBy(asc(notifications.id))).map((row) => ({
    kind: row.kind,
    params: row.params,
  }));
const ordersOf = (phone: string) => api.deps.db.select().from(serviceOrders).where(eq(serviceOrders.phone, phone)).orderBy(asc(serviceOrders.createdAt));
const auditOf = (phone: string) =>
  api.deps.db
    .select({ action: auditLog.action, detail: auditLog.detail, staffId: auditLog.staffId })
    .from(auditLog)
    .where(and(eq(auditLog.subjectType, 'number'), eq(auditLog.subjectId, phone)))
    .orderBy(asc(auditLog.id));
const changesOf = (phone: string) =>
  api.deps.db.select().from(numberStateChanges).where(eq(numberStateChanges.phone, phone)).orderBy(asc(numberStateChanges.id));
const accountOf = async (phone: string, cookie = cookies.service) => ok<NumberAccount>(await callAsStaff(api, 'CONSOLE_NUMBER_ACCOUNT', cookie, { phone }));
const recordOf = async (phone: string) => ok<NumberRecord>(await callAsStaff(api, 'CONSOLE_NUMBER_RECORD', cookies.service, { phone }));

/** The owner, bound in the hall by an SMS code, so /orderQuery can be read as they read it. */
async function bindOwner(phone: string): Promise<string> {
  const openid = `o_test_number_actions_${phone}`;
  await api.deps.db.insert(sandboxWechatUsers).values({ openid, nickname: '号码操作测试' });
  const token = await api.logInAs(openid);
  api.advanceSeconds(61);
  ok(await api.call('SEND_SMS_CODE', { mobilePhone: phone, type: '01' }, token, '10.7.7.7'));
  ok(await api.call('BIND_PHONE', { phone, code: await api.readLatestSmsCode(phone) }, token));
  return token;
}

describe('CONSOLE_SUSPEND_NUMBER and CONSOLE_RESUME_NUMBER', () => {
  it("customer service suspends a number in service: 管理停机 with the reason on the change, in the owner's notice, the audit log and an order the owner sees", async () => {
    const phone = await openNumber(2000);
    const owner = await bindOwner(phone);
    const suspended = ok<{ status: string; stateSince: string }>(
      await callAsStaff(api, 'CONSOLE_SUSPEND_NUMBER', cookies.service, { phone, reason: ' 涉嫌诈骗，公安协查 ' }),
    );
    expect(suspended).toEqual({ status: 'staffSuspended', stateSince: api.deps.now().toISOString() });
    expect(await numberOf(phone)).toMatchObject({ status: 'staffSuspended', stateSince: api.deps.now() });
    expect(await changesOf(phone)).toEqual([
      expect.objectContaining({
        fromState: 'normal',
        toState: 'staffSuspended',
        transition: 'staffSuspension',
        reason: '涉嫌诈骗，公安协查',
        staffId: expect.any(Number),
      }),
    ]);
    expect(await noticesOf(phone)).toContainEqual({ kind: 'staffSuspended', params: { reason: '涉嫌诈骗，公安协查' } });
    expect(await auditOf(phone)).toEqual([
      expect.objectContaining({
        action: 'number_suspend',
        detail: expect.objectContaining({ reason: '涉嫌诈骗，公安协查', from: 'normal', to: 'staffSuspended' }),
      }),
    ]);

    const orders = ok<{ list: { oid: string; name: string; check: string; detail: string }[] }>(await api.call('ORDER_QUERY', {}, owner)).list;
    expect(orders).toEqual([expect.objectContaining({ name: '管理停机', check: '审核通过', detail: '管理停机' })]);
    expect(orders[0]?.oid).toMatch(/^GL\d{18}$/);
    const detail = ok<{ list: { title: string; content: string }[] }>(await api.call('ORDER_DETAIL', { oid: orders[0]?.oid }, owner));
    expect(detail.list).toEqual(
      expect.arrayContaining([
        { title: '业务名称', content: '管理停机' },
        { title: '办理渠道', content: '营业厅人工办理' },
        { title: '号码状态', content: '管理停机' },
        { title: '办理原因', content: '涉嫌诈骗，公安协查' },
      ]),
    );
  });

  it('resuming brings the number back in service, owing when its balance is below zero, with the restore notice and an order', async () => {
    const phone = await openNumber(-500);
    ok(await callAsStaff(api, 'CONSOLE_SUSPEND_NUMBER', cookies.service, { phone, reason: '机主要求临时停机' }));
    api.advanceSeconds(1);
    expect(ok(await callAsStaff(api, 'CONSOLE_RESUME_NUMBER', cookies.service, { phone, reason: '机主到厅申请复机' }))).toMatchObject({ status: 'owing' });
    expect((await changesOf(phone)).map((change) => `${change.transition}→${change.toState}`)).toEqual([
      'staffSuspension→staffSuspended',
      'staffResumption→owing',
    ]);
    expect((await noticesOf(phone)).map((notice) => notice.kind)).toEqual(['staffSuspended', 'serviceRestored']);
    expect((await ordersOf(phone)).map((order) => [order.name, order.checkStatus])).toEqual([
      ['管理停机', '审核通过'],
      ['管理复机', '审核通过'],
    ]);
    expect((await auditOf(phone)).map((entry) => entry.action)).toEqual(['number_suspend', 'number_resume']);
  });

  it('refuses a move the state does not allow, naming the state, and changes nothing', async () => {
    const phone = await openNumber(1000);
    expect(await callAsStaff(api, 'CONSOLE_RESUME_NUMBER', cookies.service, { phone, reason: '复机' })).toMatchObject({
      code: -100,
      msg: '号码当前为正常状态，不能办理此业务',
    });
    await api.deps.db
      .update(subscribers)
      .set({ keptUntil: new Date(api.deps.now().getTime() + 30 * DAY_MS) })
      .where(eq(subscribers.phone, phone));
    await moveAsFlow(phone, 'keepSuspension');
    expect(await callAsStaff(api, 'CONSOLE_SUSPEND_NUMBER', cookies.service, { phone, reason: '停机' })).toMatchObject({
      code: -100,
      msg: '号码当前为停机保号状态，不能办理此业务',
    });
    expect((await numberOf(phone)).status).toBe('keptSuspended');
    expect((await changesOf(phone)).map((change) => change.transition)).toEqual(['keepSuspension']);
    expect(await ordersOf(phone)).toEqual([]);
    expect(await auditOf(phone)).toEqual([]);
  });

  it('wants a reason and a number of ours; auditors and editors may not act', async () => {
    const phone = await openNumber(1000);
    expect(await callAsStaff(api, 'CONSOLE_SUSPEND_NUMBER', cookies.service, { phone, reason: '  ' })).toMatchObject({ code: -100, msg: '请填写停机原因' });
    expect(await callAsStaff(api, 'CONSOLE_SUSPEND_NUMBER', cookies.service, { phone: '13800000000', reason: '停机' })).toMatchObject({
      code: -100,
      msg: '号码不存在',
    });
    for (const cookie of [cookies.auditor, cookies.editor]) {
      expect(await callAsStaff(api, 'CONSOLE_SUSPEND_NUMBER', cookie, { phone, reason: '停机' })).toMatchObject({ code: -100, msg: '无权执行此操作' });
    }
    expect((await numberOf(phone)).status).toBe('normal');
  });
});

describe('CONSOLE_LIFT_AUDIT_SUSPENSION', () => {
  it('lifts a suspension of the opening audit once the ID is checked in person: in service, real-name, the restore notice and an order', async () => {
    const phone = await openNumber(3000);
    await api.deps.db.update(subscribers).set({ isRealName: false }).where(eq(subscribers.phone, phone));
    await moveAsFlow(phone, 'auditSuspension');
    ok(await callAsStaff(api, 'CONSOLE_LIFT_AUDIT_SUSPENSION', cookies.service, { phone, reason: '机主持身份证原件到厅核验' }));
    expect(await numberOf(phone)).toMatchObject({ status: 'normal', isRealName: true });
    expect((await noticesOf(phone)).map((notice) => notice.kind)).toEqual(['serviceRestored']);
    expect((await ordersOf(phone)).map((order) => order.name)).toEqual(['解除审核停机']);
    expect((await auditOf(phone)).map((entry) => entry.action)).toEqual(['number_audit_lift']);
    expect(await callAsStaff(api, 'CONSOLE_LIFT_AUDIT_SUSPENSION', cookies.service, { phone, reason: '再次核验' })).toMatchObject({
      msg: '号码当前为正常状态，不能办理此业务',
    });
  });
});

describe('CONSOLE_START_CANCELLATION', () => {
  it('is for admins: 预销户 now with its notice; when the days run out credit control cancels it and records the debt as a staff cancellation', async () => {
    const phone = await openNumber(-1200);
    expect(await callAsStaff(api, 'CONSOLE_START_CANCELLATION', cookies.service, { phone, reason: '机主申请' })).toMatchObject({ msg: '无权执行此操作' });
    expect(ok(await callAsStaff(api, 'CONSOLE_START_CANCELLATION', cookies.admin, { phone, reason: '机主到厅申请销户' }))).toMatchObject({
      status: 'preCancelled',
    });
    expect((await noticesOf(phone)).map((notice) => notice.kind)).toEqual(['preCancelled']);
    expect((await ordersOf(phone)).map((order) => order.name)).toEqual(['预销户']);
    expect((await auditOf(phone)).map((entry) => entry.action)).toEqual(['number_cancellation_start']);
    expect(await callAsStaff(api, 'CONSOLE_START_CANCELLATION', cookies.admin, { phone, reason: '再次发起' })).toMatchObject({
      msg: '号码当前为预销户状态，不能办理此业务',
    });

    const { preCancelDaysBeforeCancel } = await readCreditSettings(api.deps.db);
    api.advanceSeconds(preCancelDaysBeforeCancel * 24 * 3600 + 60);
    await runCreditControlSettled(api);
    await logInEveryone();
    expect((await numberOf(phone)).status).toBe('cancelled');
    const debts = await api.deps.db.select().from(numberDebts).where(eq(numberDebts.phone, phone));
    expect(debts).toEqual([expect.objectContaining({ cause: 'staffCancellation', status: 'owed' })]);
    expect(debts[0]!.amountFen).toBeGreaterThanOrEqual(1200);
  });
});

describe('CONSOLE_SET_CREDIT_LIMIT', () => {
  it("gives the number its own limit, which credit control and the record use, and back to the package's; audit-logged, an order each", async () => {
    const phone = await openNumber(-5000);
    expect(ok(await callAsStaff(api, 'CONSOLE_SET_CREDIT_LIMIT', cookies.admin, { phone, creditLimitFen: 8000, reason: '大客户临时提额' }))).toEqual({
      creditLimitFen: 8000,
      isOwnCreditLimit: true,
    });
    expect((await recordOf(phone)).number).toMatchObject({ creditLimitFen: 8000, isOwnCreditLimit: true, status: 'owing' });
    await runCreditControlSettled(api);
    expect((await numberOf(phone)).status).toBe('owing');

    api.advanceSeconds(1);
    expect(ok(await callAsStaff(api, 'CONSOLE_SET_CREDIT_LIMIT', cookies.admin, { phone, creditLimitFen: null, reason: '恢复套餐额度' }))).toEqual({
      creditLimitFen: 3000,
      isOwnCreditLimit: false,
    });
    expect((await numberOf(phone)).creditLimitFen).toBeNull();
    await runCreditControlSettled(api);
    expect((await numberOf(phone)).status).toBe('arrearsSuspended');
    const orders = await ordersOf(phone);
    expect(orders.map((order) => order.summary)).toEqual(['80.00元', '按套餐额度（30.00元）']);
    expect((await auditOf(phone)).filter((entry) => entry.action === 'credit_limit_set').map((entry) => entry.detail)).toEqual([
      { reason: '大客户临时提额', creditLimitFen: 8000, inForceFen: 8000 },
      { reason: '恢复套餐额度', creditLimitFen: null, inForceFen: 3000 },
    ]);
  });

  it('refuses customer service, a negative or too large limit, and a cancelled number', async () => {
    const phone = await openNumber(0);
    expect(await callAsStaff(api, 'CONSOLE_SET_CREDIT_LIMIT', cookies.service, { phone, creditLimitFen: 100, reason: '提额' })).toMatchObject({
      msg: '无权执行此操作',
    });
    expect(await callAsStaff(api, 'CONSOLE_SET_CREDIT_LIMIT', cookies.admin, { phone, creditLimitFen: -1, reason: '提额' })).toMatchObject({
      code: -100,
      msg: '信用额度不能为负数',
    });
    expect(await callAsStaff(api, 'CONSOLE_SET_CREDIT_LIMIT', cookies.admin, { phone, creditLimitFen: 1_000_001, reason: '提额' })).toMatchObject({
      code: -100,
    });
    await moveAsFlow(phone, 'ownerCancellation');
    expect(await callAsStaff(api, 'CONSOLE_SET_CREDIT_LIMIT', cookies.admin, { phone, creditLimitFen: 100, reason: '提额' })).toMatchObject({
      msg: '号码当前为已销户状态，不能办理此业务',
    });
    expect(await ordersOf(phone)).toEqual([]);
  });
});

describe('CONSOLE_REQUEST_ADJUSTMENT', () => {
  it('applies one up to the threshold at once: the balance, a ledger entry 调账, an order and the audit entry', async () => {
    const phone = await openNumber(1000);
    const adjustment = ok<NumberAdjustment>(
      await callAsStaff(api, 'CONSOLE_REQUEST_ADJUSTMENT', cookies.service, { phone, amountFen: 500, reason: '网络故障补偿' }),
    );
    expect(adjustment).toMatchObject({ amountFen: 500, status: 'applied', reason: '网络故障补偿', decidedBy: null, canDecide: false });
    expect((await numberOf(phone)).balanceFen).toBe(1500);
    expect(
      await api.deps.db
        .select()
        .from(balanceLedger)
        .where(and(eq(balanceLedger.phone, phone), eq(balanceLedger.reason, 'adjustment'))),
    ).toEqual([expect.objectContaining({ changeFen: 500, balanceAfterFen: 1500, reference: `adjustment:${adjustment.id}` })]);
    expect((await ordersOf(phone)).map((order) => [order.name, order.checkStatus, order.summary])).toEqual([['话费调账', '审核通过', '+5.00元']]);
    expect((await auditOf(phone)).map((entry) => entry.action)).toEqual(['balance_adjustment_request']);
  });

  it('money added restores a number suspended for arrears as a payment does; money taken below zero makes a number owing', async () => {
    const suspended = await openNumber(-4000);
    await runCreditControlSettled(api);
    expect((await numberOf(suspended)).status).toBe('arrearsSuspended');
    ok(await callAsStaff(api, 'CONSOLE_REQUEST_ADJUSTMENT', cookies.service, { phone: suspended, amountFen: 2000, reason: '错扣费用退回' }));
    expect(await numberOf(suspended)).toMatchObject({ status: 'owing', balanceFen: -2000 });
    expect((await changesOf(suspended)).at(-1)).toMatchObject({ transition: 'paidBack', toState: 'owing' });
    expect((await noticesOf(suspended)).map((notice) => notice.kind)).toEqual(['arrearsSuspended', 'serviceRestored']);

    const inService = await openNumber(300);
    ok(await callAsStaff(api, 'CONSOLE_REQUEST_ADJUSTMENT', cookies.service, { phone: inService, amountFen: -800, reason: '补收漏计费用' }));
    expect(await numberOf(inService)).toMatchObject({ status: 'owing', balanceFen: -500 });
    expect((await noticesOf(inService)).map((notice) => notice.kind)).toEqual(['arrearsNotice']);
  });

  it('refuses a zero or oversized amount, a missing reason, a cancelled number and auditors', async () => {
    const phone = await openNumber(0);
    expect(await callAsStaff(api, 'CONSOLE_REQUEST_ADJUSTMENT', cookies.service, { phone, amountFen: 0, reason: '调账' })).toMatchObject({
      code: -100,
      msg: '调账金额不能为0',
    });
    expect(await callAsStaff(api, 'CONSOLE_REQUEST_ADJUSTMENT', cookies.service, { phone, amountFen: 1_000_001, reason: '调账' })).toMatchObject({
      code: -100,
      msg: '单笔调账金额不能超过10000元',
    });
    expect(await callAsStaff(api, 'CONSOLE_REQUEST_ADJUSTMENT', cookies.service, { phone, amountFen: 100, reason: '' })).toMatchObject({
      code: -100,
      msg: '请填写调账原因',
    });
    expect(await callAsStaff(api, 'CONSOLE_REQUEST_ADJUSTMENT', cookies.auditor, { phone, amountFen: 100, reason: '调账' })).toMatchObject({
      msg: '无权执行此操作',
    });
    await moveAsFlow(phone, 'ownerCancellation');
    expect(await callAsStaff(api, 'CONSOLE_REQUEST_ADJUSTMENT', cookies.service, { phone, amountFen: 100, reason: '调账' })).toMatchObject({
      msg: '号码当前为已销户状态，不能办理此业务',
    });
  });
});

describe('CONSOLE_DECIDE_ADJUSTMENT', () => {
  const large = async () => (await readCreditSettings(api.deps.db)).adjustmentApprovalAboveFen + 100;

  it('above the threshold it waits (the balance untouched, the order 待审核) for a second staff member; the requester cannot approve their own', async () => {
    const phone = await openNumber(1000);
    const amountFen = await large();
    const waiting = ok<NumberAdjustment>(await callAsStaff(api, 'CONSOLE_REQUEST_ADJUSTMENT', cookies.admin, { phone, amountFen, reason: '套餐争议退费' }));
    expect(waiting).toMatchObject({ status: 'pending', decidedAt: null, canDecide: false });
    expect((await numberOf(phone)).balanceFen).toBe(1000);
    expect((await ordersOf(phone)).map((order) => order.checkStatus)).toEqual(['待审核']);

    expect(await callAsStaff(api, 'CONSOLE_DECIDE_ADJUSTMENT', cookies.admin, { adjustmentId: waiting.id, decision: 'approve', reason: '同意' })).toMatchObject(
      {
        code: -100,
        msg: '不能审批自己提交的调账，请由其他管理员审批',
      },
    );
    expect(
      await callAsStaff(api, 'CONSOLE_DECIDE_ADJUSTMENT', cookies.service, { adjustmentId: waiting.id, decision: 'approve', reason: '同意' }),
    ).toMatchObject({
      msg: '无权执行此操作',
    });
    expect((await accountOf(phone, cookies.admin)).adjustments[0]).toMatchObject({ id: waiting.id, canDecide: false });
    expect((await accountOf(phone, cookies.secondAdmin)).adjustments[0]).toMatchObject({ id: waiting.id, canDecide: true });
    expect((await accountOf(phone, cookies.service)).adjustments[0]).toMatchObject({ id: waiting.id, canDecide: false });

    const approved = ok<NumberAdjustment>(
      await callAsStaff(api, 'CONSOLE_DECIDE_ADJUSTMENT', cookies.secondAdmin, { adjustmentId: waiting.id, decision: 'approve', reason: '核实无误' }),
    );
    expect(approved).toMatchObject({ status: 'applied', decidedBy: '财务复核甲', decisionReason: '核实无误', canDecide: false });
    expect((await numberOf(phone)).balanceFen).toBe(1000 + amountFen);
    expect((await ordersOf(phone)).map((order) => order.checkStatus)).toEqual(['审核通过']);
    expect((await auditOf(phone)).map((entry) => entry.action)).toEqual(['balance_adjustment_request', 'balance_adjustment_approve']);
    expect(
      await callAsStaff(api, 'CONSOLE_DECIDE_ADJUSTMENT', cookies.thirdAdmin, { adjustmentId: waiting.id, decision: 'reject', reason: '驳回' }),
    ).toMatchObject({
      code: -100,
      msg: '该调账已审批，不能重复处理',
    });
  });

  it('two approvals of one adjustment at the same moment apply it once', async () => {
    for (let round = 0; round < 4; round += 1) {
      const phone = await openNumber(0);
      const amountFen = -(await large());
      const waiting = ok<NumberAdjustment>(await callAsStaff(api, 'CONSOLE_REQUEST_ADJUSTMENT', cookies.service, { phone, amountFen, reason: '补收费用' }));
      const answers = await Promise.all(
        [cookies.secondAdmin, cookies.thirdAdmin].map((cookie) =>
          callAsStaff(api, 'CONSOLE_DECIDE_ADJUSTMENT', cookie, { adjustmentId: waiting.id, decision: 'approve', reason: '同意' }),
        ),
      );
      expect(answers.map((answer) => answer.code).sort()).toEqual([-100, 1]);
      expect(answers.find((answer) => answer.code !== 1)?.msg).toBe('该调账已审批，不能重复处理');
      expect((await numberOf(phone)).balanceFen).toBe(amountFen);
      expect(
        await api.deps.db
          .select()
          .from(balanceLedger)
          .where(and(eq(balanceLedger.phone, phone), eq(balanceLedger.reason, 'adjustment'))),
      ).toHaveLength(1);
      expect((await noticesOf(phone)).map((notice) => notice.kind)).toEqual(['arrearsNotice']);
    }
  });

  it('a rejection leaves the balance as it was, with the reason on the order', async () => {
    const phone = await openNumber(700);
    const waiting = ok<NumberAdjustment>(
      await callAsStaff(api, 'CONSOLE_REQUEST_ADJUSTMENT', cookies.service, { phone, amountFen: await large(), reason: '客户投诉补偿' }),
    );
    const rejected = ok<NumberAdjustment>(
      await callAsStaff(api, 'CONSOLE_DECIDE_ADJUSTMENT', cookies.admin, { adjustmentId: waiting.id, decision: 'reject', reason: '补偿标准不符' }),
    );
    expect(rejected).toMatchObject({ status: 'rejected', decisionReason: '补偿标准不符' });
    expect((await numberOf(phone)).balanceFen).toBe(700);
    const [order] = await ordersOf(phone);
    expect(order?.checkStatus).toBe('审核未通过');
    expect(order?.details).toContainEqual({ title: '未通过原因', content: '补偿标准不符' });
    expect((await auditOf(phone)).map((entry) => entry.action)).toEqual(['balance_adjustment_request', 'balance_adjustment_reject']);
  });

  it('refuses an unknown adjustment and a missing decision', async () => {
    expect(await callAsStaff(api, 'CONSOLE_DECIDE_ADJUSTMENT', cookies.admin, { adjustmentId: 999999, decision: 'approve', reason: '同意' })).toMatchObject({
      code: -100,
      msg: '调账记录不存在',
    });
    expect(await callAsStaff(api, 'CONSOLE_DECIDE_ADJUSTMENT', cookies.admin, { adjustmentId: 1, decision: 'maybe', reason: '同意' })).toMatchObject({
      code: -100,
      msg: '请选择审批结果',
    });
  });
});

describe('CONSOLE_WRITE_OFF_DEBT', () => {
  it("an admin writes off a cancelled number's debt once, with who and why; an order and the audit entry", async () => {
    const phone = await openNumber(0);
    await moveAsFlow(phone, 'ownerCancellation');
    const [debt] = await api.deps.db
      .insert(numberDebts)
      .values({ phone, amountFen: 4321, cause: 'arrearsCancellation', createdAt: api.deps.now() })
      .returning();
    expect(await callAsStaff(api, 'CONSOLE_WRITE_OFF_DEBT', cookies.service, { debtId: debt!.id, reason: '无法追回' })).toMatchObject({
      msg: '无权执行此操作',
    });
    const written = ok(await callAsStaff(api, 'CONSOLE_WRITE_OFF_DEBT', cookies.admin, { debtId: debt!.id, reason: '机主已故，无法追回' }));
    expect(written).toMatchObject({
      id: debt!.id,
      status: 'writtenOff',
      writeOffReason: '机主已故，无法追回',
      writtenOffBy: expect.any(String),
      writtenOffAt: expect.any(String),
    });
    expect(await callAsStaff(api, 'CONSOLE_WRITE_OFF_DEBT', cookies.secondAdmin, { debtId: debt!.id, reason: '再次核销' })).toMatchObject({
      code: -100,
      msg: '该欠款已核销或不存在',
    });
    expect(await callAsStaff(api, 'CONSOLE_WRITE_OFF_DEBT', cookies.admin, { debtId: 999999, reason: '核销' })).toMatchObject({ msg: '该欠款已核销或不存在' });
    expect((await ordersOf(phone)).map((order) => [order.name, order.summary])).toEqual([['欠款核销', '43.21元']]);
    expect((await auditOf(phone)).map((entry) => entry.action)).toEqual(['debt_write_off']);
    expect((await accountOf(phone)).debts).toEqual([expect.objectContaining({ id: debt!.id, status: 'writtenOff', cause: 'arrearsCancellation' })]);
  });
});

describe('CONSOLE_NUMBER_ACCOUNT', () => {
  it("shows the last 12 months' bills, the ledger newest first, 31 days of usage and the state changes with who made them and why", async () => {
    const phone = await openNumber(5000);
    const now = api.deps.now();
    await api.deps.db.insert(billItems).values([
      { phone, billMonth: formatChinaMonth(now), itemName: '套餐月费', amountFen: 1900, sortOrder: 1 },
      { phone, billMonth: formatChinaMonth(now), itemName: '短信彩信费', amountFen: 30, sortOrder: 4 },
      { phone, billMonth: formatChinaMonth(now, 11), itemName: '套餐月费', amountFen: 1900, sortOrder: 1 },
      { phone, billMonth: formatChinaMonth(now, 12), itemName: '套餐月费', amountFen: 1900, sortOrder: 1 },
    ]);
    await api.deps.db.insert(usageDays).values([
      { phone, day: formatChinaDate(now), generalMb: 1024, voiceMinutes: 12, smsCount: 3 },
      { phone, day: formatChinaDate(new Date(now.getTime() - 30 * DAY_MS)), generalMb: 5 },
      { phone, day: formatChinaDate(new Date(now.getTime() - 31 * DAY_MS)), generalMb: 7 },
    ]);
    ok(await callAsStaff(api, 'CONSOLE_REQUEST_ADJUSTMENT', cookies.service, { phone, amountFen: -200, reason: '补收' }));
    ok(await callAsStaff(api, 'CONSOLE_SUSPEND_NUMBER', cookies.service, { phone, reason: '机主要求' }));

    const account = await accountOf(phone, cookies.auditor);
    expect(account.bills).toEqual([
      {
        month: formatChinaMonth(now),
        totalFen: 1930,
        items: [
          { name: '套餐月费', amountFen: 1900 },
          { name: '短信彩信费', amountFen: 30 },
        ],
      },
      { month: formatChinaMonth(now, 11), totalFen: 1900, items: [{ name: '套餐月费', amountFen: 1900 }] },
    ]);
    expect(account.ledger).toEqual([expect.objectContaining({ changeFen: -200, balanceAfterFen: 4800, reason: 'adjustment' })]);
    expect(account.usage.map((day) => day.generalMb)).toEqual([1024, 5]);
    expect(account.stateChanges).toEqual([
      expect.objectContaining({
        fromState: 'normal',
        toState: 'staffSuspended',
        transitionLabel: '管理停机',
        reason: '机主要求',
        staffName: expect.any(String),
      }),
    ]);
    expect(account.adjustments).toEqual([expect.objectContaining({ amountFen: -200, status: 'applied', requestedBy: expect.any(String) })]);
    expect(account.debts).toEqual([]);
    expect(account.approvalAboveFen).toBe((await readCreditSettings(api.deps.db)).adjustmentApprovalAboveFen);

    const record = await recordOf(phone);
    expect(record.number).toMatchObject({ status: 'staffSuspended', stateSince: api.deps.now().toISOString(), creditLimitFen: 3000, isOwnCreditLimit: false });
  });

  it('refuses an unknown number and editors', async () => {
    expect(await callAsStaff(api, 'CONSOLE_NUMBER_ACCOUNT', cookies.service, { phone: '13800000000' })).toMatchObject({ code: -100, msg: '号码不存在' });
    expect(await callAsStaff(api, 'CONSOLE_NUMBER_ACCOUNT', cookies.editor, { phone: '17012340001' })).toMatchObject({ msg: '无权执行此操作' });
  });
});
