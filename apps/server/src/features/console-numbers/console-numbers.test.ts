import type { NumberRecord } from '@hall/contract/console-numbers/schemas';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, balanceLedger, notifications, sandboxWechatUsers, subscribers } from '../../db/schema.ts';
import { finishFaceCheck } from '../../test/face-check.ts';
import { callAsStaff, DemoStaff, logInStaff } from '../../test/staff-session.ts';
import { createTestApp, DemoUser, type TestApp } from '../../test/test-app.ts';

// The number record shows staff what the back office holds for a number after a decision: its
// status, refund, card change, applications, orders and the SMS log, with personal data masked.

const LINA = { phone: '17012340002', idCard: '440106198811204321', name: '李娜', balanceFen: 3200 };
const ZHANGWEI = { phone: '17012340001', idCard: '110105199003071234', name: '张伟' };
const ZHANGWEI_SECOND = { phone: '17012340005', idCard: '110105199003071234', name: '张伟' };
const BANK_CARD = '6216600000000005678';
const SPARE_PHONE = '13900003333';
const RECEIVER_PHONE = '13800138000';
const NEW_ICCID = '89860317000000054321';
const PIN = '123456';

let api: TestApp;
let auditor: string;
let service: string;

beforeAll(async () => {
  api = await createTestApp();
  auditor = await logInStaff(api, DemoStaff.AUDITOR);
  service = await logInStaff(api, DemoStaff.SERVICE);
});
afterAll(() => api.close());

const ok = (body: { code: number; msg: string; data?: unknown }) => {
  expect(body, body.msg).toMatchObject({ code: 1 });
  return body.data as Record<string, unknown>;
};

const readRecord = async (phone: string, cookie = service) => ok(await callAsStaff(api, 'CONSOLE_NUMBER_RECORD', cookie, { phone })) as unknown as NumberRecord;

/** A new WeChat member bound to the number by its SMS code. */
async function bindNewMember(phone: string): Promise<string> {
  const openid = `o_test_number_record_${phone}`;
  await api.deps.db.insert(sandboxWechatUsers).values({ openid, nickname: '档案测试用户' });
  const token = await api.logInAs(openid);
  api.advanceSeconds(61);
  ok(await api.call('SEND_SMS_CODE', { mobilePhone: phone, type: '01' }, token, '10.9.9.9'));
  ok(await api.call('BIND_PHONE', { phone, code: await api.readLatestSmsCode(phone) }, token));
  return token;
}

/** A cancellation applied for by a new member bound to the number and passed by the auditor; with a refund to the card, or none. */
/** What the cancellation left to refund: the balance less the final bill of the month up to that day. */
async function refundDueOf(person: { phone: string; balanceFen: number }): Promise<number> {
  const finalBill = await api.deps.db
    .select({ changeFen: balanceLedger.changeFen })
    .from(balanceLedger)
    .where(and(eq(balanceLedger.phone, person.phone), eq(balanceLedger.reason, 'monthly_run')));
  return person.balanceFen + finalBill.reduce((sum, entry) => sum + entry.changeFen, 0);
}

async function passCancellation(person: { phone: string; idCard: string; name: string }, isRefund: boolean): Promise<void> {
  const token = await bindNewMember(person.phone);
  const started = ok(
    await api.call('CLOSE_ACCONT', { mobilePhone: person.phone, idCard: person.idCard, name: person.name, consent: true, returnUrl: '/cancelForm' }, token),
  );
  await finishFaceCheck(api, String(started.url));
  const refund = isRefund ? { refundType: 2, accountName: person.name, accountBank: '中国银行广州分行', bankCard: BANK_CARD } : { refundType: 1 };
  ok(
    await api.call(
      'ACCOUNT_FORM',
      { biz_no: started.biz_no, reason: '不再使用', mobilePhone: person.phone, phonePassword: PIN, sparePhone: SPARE_PHONE, ...refund },
      token,
    ),
  );
  const pending = ok(await callAsStaff(api, 'CONSOLE_REVIEW_LIST', auditor, { kind: 'cancel' })) as { list: { id: string; phone: string }[] };
  const item = pending.list.find((entry) => entry.phone === `${person.phone.slice(0, 3)}****${person.phone.slice(-4)}`);
  ok(await callAsStaff(api, 'CONSOLE_REVIEW_DECIDE', auditor, { kind: 'cancel', id: item?.id ?? '', decision: 'pass' }));
}

async function passedSimReplacementOfZhangwei(): Promise<void> {
  const token = await api.logInAs(DemoUser.BOUND_NORMAL);
  const started = ok(await api.call('CHANGE_CARD', { idCard: ZHANGWEI.idCard, name: ZHANGWEI.name, consent: true, returnUrl: '/changeCardForm' }, token));
  await finishFaceCheck(api, String(started.url));
  const applied = ok(
    await api.call(
      'CHANGE_CARD_FORM',
      {
        biz_no: started.biz_no,
        reason: '手机丢失',
        mobilePhone: ZHANGWEI.phone,
        phonePassword: PIN,
        receive_man: '张伟',
        receive_phone: RECEIVER_PHONE,
        receive_addr: '北京市朝阳区建国路1号',
      },
      token,
    ),
  );
  ok(
    await callAsStaff(api, 'CONSOLE_REVIEW_DECIDE', auditor, {
      kind: 'simReplacement',
      id: String(applied.applicationId),
      decision: 'pass',
      fields: { iccid: NEW_ICCID },
    }),
  );
}

describe('CONSOLE_NUMBER_RECORD', () => {
  it('shows a passed cancellation: closed, no member bound, the refund by bank card (last 4 only), the application and its SMS to the spare number', async () => {
    await passCancellation(LINA, true);
    const record = await readRecord(LINA.phone);

    expect(record.number).toMatchObject({
      phone: '170****0002',
      status: 'cancelled',
      ownerName: '李*',
      idNumber: '4401**********4321',
      boundMembers: 0,
      balanceFen: 0,
      points: 0,
    });
    expect(record.number.cancelledAt).not.toBeNull();
    expect(record.number.iccid).toMatch(/^\*{4}\w{4}$/);
    expect(record.refunds).toEqual([expect.objectContaining({ amountFen: await refundDueOf(LINA), route: 'bank', bankCardTail: '5678', status: 'pending' })]);
    expect(record.applications).toEqual([
      expect.objectContaining({ kind: 'cancel', kindLabel: '销户申请', status: 'passed', reason: null, reviewedAt: expect.any(String) }),
    ]);
    expect(record.sms).toEqual([
      expect.objectContaining({
        kind: 'cancellationPassed',
        kindLabel: '销户审核通过',
        text: '您的销户申请已审核通过，号码已注销，绑定关系已解除。如有余额，将按您选择的方式退还。',
        phone: '139****3333',
        status: 'waiting',
        attempts: 0,
        finishedAt: null,
      }),
    ]);

    const text = JSON.stringify(record);
    for (const secret of [LINA.idCard, LINA.name, BANK_CARD, SPARE_PHONE, LINA.phone]) {
      expect(text).not.toContain(secret);
    }
  });

  it('tells the SMS log apart: waiting, sent with its time, given up as failed', async () => {
    const [row] = await api.deps.db.select().from(notifications).where(eq(notifications.kind, 'cancellationPassed'));
    const sentAt = new Date(api.deps.now().getTime() + 2000);
    await api.deps.db
      .update(notifications)
      .set({ sentAt, attempts: 1 })
      .where(eq(notifications.id, row?.id ?? 0));
    expect((await readRecord(LINA.phone)).sms[0]).toMatchObject({ status: 'sent', attempts: 1, finishedAt: sentAt.toISOString() });

    await api.deps.db
      .update(notifications)
      .set({ sentAt: null, failedAt: sentAt, attempts: 8 })
      .where(eq(notifications.id, row?.id ?? 0));
    expect((await readRecord(LINA.phone)).sms[0]).toMatchObject({ status: 'failed', attempts: 8 });
  });

  it('shows a passed SIM replacement: the new card (last 4), the old and new card, the order 审核通过 and the receiver told', async () => {
    const [before] = await api.deps.db.select({ iccid: subscribers.iccid }).from(subscribers).where(eq(subscribers.phone, ZHANGWEI.phone));
    await passedSimReplacementOfZhangwei();
    const record = await readRecord(ZHANGWEI.phone, auditor);

    expect(record.number).toMatchObject({ status: 'normal', iccid: '****4321', ownerName: '张*' });
    expect(record.number.boundMembers).toBeGreaterThanOrEqual(1);
    expect(record.cardChanges).toEqual([expect.objectContaining({ oldIccidTail: before?.iccid.slice(-4), newIccidTail: '4321' })]);
    expect(record.applications).toContainEqual(expect.objectContaining({ kind: 'simReplacement', kindLabel: '补换卡申请', status: 'passed' }));
    expect(record.orders).toContainEqual(expect.objectContaining({ name: '补换卡', status: '审核通过' }));
    expect(record.sms).toContainEqual(
      expect.objectContaining({ kind: 'simReplacementPassed', phone: '138****8000', text: expect.stringContaining('尾号4321') as unknown as string }),
    );
    expect(JSON.stringify(record)).not.toContain(NEW_ICCID);
  });

  it('shows a number nothing happened to with empty lists', async () => {
    const record = await readRecord('17012340009');
    expect(record.number).toMatchObject({ phone: '170****0009', status: 'normal' });
    expect(record).toMatchObject({ refunds: [], cardChanges: [], applications: [], orders: [], sms: [] });
  });

  it('refuses a number that is not ours, and a malformed one', async () => {
    expect(await callAsStaff(api, 'CONSOLE_NUMBER_RECORD', service, { phone: '13800000000' })).toMatchObject({ code: -100, msg: '号码不存在' });
    expect(await callAsStaff(api, 'CONSOLE_NUMBER_RECORD', service, { phone: '' })).toMatchObject({ code: -100, msg: '请输入手机号' });
    expect(await callAsStaff(api, 'CONSOLE_NUMBER_RECORD', service, { phone: '1701234' })).toMatchObject({ code: -100 });
  });

  it('is open to customer service and auditors only, and every reading is audit-logged', async () => {
    const editor = await logInStaff(api, DemoStaff.EDITOR);
    const refused = await callAsStaff(api, 'CONSOLE_NUMBER_RECORD', editor, { phone: ZHANGWEI.phone });
    expect(refused.code).not.toBe(1);
    expect(JSON.stringify(refused)).not.toContain('张*');

    const views = await api.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'number_record_view'), eq(auditLog.subjectId, ZHANGWEI.phone)));
    expect(views).toHaveLength(1);
  });
});

describe('CONSOLE_REFUND_PAID', () => {
  it("records a bank refund's payment once, audit-logged, and tells the former owner on the spare number", async () => {
    const admin = await logInStaff(api, DemoStaff.ADMIN);
    const [refund] = (await readRecord(LINA.phone)).refunds;
    const refundId = refund?.id ?? 0;
    const refundYuan = ((refund?.amountFen ?? 0) / 100).toFixed(2);
    const bankRefundsCounted = async () => (await api.deps.metrics.refundsPaid.get()).values.find((value) => value.labels.kind === 'bank')?.value ?? 0;
    const countedBefore = await bankRefundsCounted();
    expect(await callAsStaff(api, 'CONSOLE_REFUND_PAID', auditor, { refundId, reference: 'BOC20261125001' })).toMatchObject({
      code: -100,
      msg: '无权执行此操作',
    });
    expect(await callAsStaff(api, 'CONSOLE_REFUND_PAID', admin, { refundId, reference: '' })).toMatchObject({ code: -100, msg: '请填写银行流水号' });

    const paid = ok(await callAsStaff(api, 'CONSOLE_REFUND_PAID', admin, { refundId, reference: 'BOC20261125001' }));
    expect(paid).toMatchObject({ id: refundId, status: 'paid', paidReference: 'BOC20261125001', paidAt: expect.any(String), bankCardTail: '5678' });
    expect(await callAsStaff(api, 'CONSOLE_REFUND_PAID', admin, { refundId, reference: 'BOC20261125002' })).toMatchObject({
      code: -100,
      msg: '该退费已处理或无需退款',
    });
    // The metrics count the refund once.
    expect(await bankRefundsCounted()).toBe(countedBefore + 1);

    expect((await readRecord(LINA.phone)).refunds).toEqual([expect.objectContaining({ status: 'paid', paidReference: 'BOC20261125001' })]);
    expect(
      await api.deps.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'refund_paid'), eq(auditLog.subjectId, String(refundId)))),
    ).toHaveLength(1);
    expect(
      await api.deps.db
        .select()
        .from(notifications)
        .where(eq(notifications.dedupeKey, `refund:${refundId}:paid`)),
    ).toEqual([expect.objectContaining({ kind: 'refundPaid', phone: SPARE_PHONE, params: { amount: refundYuan, cardTail: '5678' } })]);
    expect((await readRecord(LINA.phone)).sms).toContainEqual(
      expect.objectContaining({ kind: 'refundPaid', text: `您销户余额退款${refundYuan}元已退至您尾号5678的银行卡，请注意查收。` }),
    );
  });

  it('refuses a refund with nothing to pay (no refund asked for) and an unknown one', async () => {
    const admin = await logInStaff(api, DemoStaff.ADMIN);
    await passCancellation(ZHANGWEI_SECOND, false);
    const [nothingToPay] = (await readRecord(ZHANGWEI_SECOND.phone)).refunds;
    expect(nothingToPay).toMatchObject({ route: 'forfeited', status: 'none' });
    expect(await callAsStaff(api, 'CONSOLE_REFUND_PAID', admin, { refundId: nothingToPay?.id ?? 0, reference: 'X1' })).toMatchObject({
      msg: '该退费已处理或无需退款',
    });
    expect(await callAsStaff(api, 'CONSOLE_REFUND_PAID', admin, { refundId: 999999, reference: 'X1' })).toMatchObject({ msg: '该退费已处理或无需退款' });
  });
});
