import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applications,
  autoTopUpSettings,
  balanceLedger,
  balanceRefunds,
  callInterceptions,
  callProtectionEntries,
  callProtectionSettings,
  members,
  notifications,
  packageChangeOrders,
  pointsAccounts,
  pointsLedger,
  sandboxSmsOutbox,
  sandboxWechatUsers,
  serviceOrders,
  subscribers,
  transferOrders,
} from '../../db/schema.ts';
import { INVOICE_MESSAGES } from '@hall/contract/invoices/rules';
import { closeMonthForNumber } from '../../boss/built-in-monthly-run.ts';
import { formatChinaMonth } from '@hall/contract/china-time';
import { openSealedData } from '../../platform/sealed-data.ts';
import { finishFaceCheck } from '../../test/face-check.ts';
import { issueRealNameLink } from '../../test/real-name-orders.ts';
import { callAsStaff, DemoStaff, logInStaff } from '../../test/staff-session.ts';
import { createTestApp, DemoUser, type TestApp } from '../../test/test-app.ts';

// A staff decision does what it says to the number, in its own transaction, exactly once.

const PIN = '123456';
const PNG_SIGNATURE = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

interface Person {
  phone: string;
  idCard: string;
  name: string;
}
const ZHANGWEI: Person = { phone: '17012340001', idCard: '110105199003071234', name: '张伟' };
const LINXIAO: Person = { phone: '17012340011', idCard: '440305199808085125', name: '林晓' };
const LINA: Person = { phone: '17012340002', idCard: '440106198811204321', name: '李娜' };
const ZHAOLEI: Person = { phone: '17012340007', idCard: '42010619850615231X', name: '赵磊' };
const SUNLI: Person = { phone: '17012340008', idCard: '320102199409094567', name: '孙丽' };
const ZHANGWEI_SECOND: Person = { phone: '17012340005', idCard: '110105199003071234', name: '张伟' };
/** Whoever receives a transferred number here: a person who owns no demo number. */
const RECEIVER = { receiverName: '陈晨', receiverIdCard: '11010519491231002X' };

let api: TestApp;
let auditor: string;
let testUsers = 0;

beforeAll(async () => {
  api = await createTestApp();
  auditor = await logInStaff(api, DemoStaff.AUDITOR);
});
afterAll(() => api.close());

const ok = (body: { code: number; msg: string; data?: unknown }) => {
  expect(body, body.msg).toMatchObject({ code: 1 });
  return body.data as Record<string, unknown>;
};

/** A new WeChat member, optionally bound to a number by its SMS code. */
async function newMember(phone?: string): Promise<string> {
  testUsers += 1;
  const openid = `o_test_decisions_${testUsers}`;
  await api.deps.db.insert(sandboxWechatUsers).values({ openid, nickname: `测试用户${testUsers}` });
  const token = await api.logInAs(openid);
  if (phone) {
    api.advanceSeconds(61);
    ok(await api.call('SEND_SMS_CODE', { mobilePhone: phone, type: '01' }, token, `10.0.0.${testUsers}`));
    ok(await api.call('BIND_PHONE', { phone, code: await api.readLatestSmsCode(phone) }, token));
  }
  return token;
}

async function decide(kind: string, id: number | string, decision: 'pass' | 'fail', extra: { reason?: string; fields?: Record<string, string> } = {}) {
  return callAsStaff(api, 'CONSOLE_REVIEW_DECIDE', auditor, { kind, id: String(id), decision, ...extra });
}

async function pendingApplication(phone: string, kind: string) {
  const [row] = await api.deps.db
    .select()
    .from(applications)
    .where(and(eq(applications.phone, phone), eq(applications.kind, kind as 'cancel')))
    .orderBy(desc(applications.id))
    .limit(1);
  if (!row) {
    throw new Error(`no ${kind} application of ${phone}`);
  }
  return row;
}

const readSubscriber = async (phone: string) => (await api.deps.db.select().from(subscribers).where(eq(subscribers.phone, phone)))[0];
const notificationsOf = (dedupeKey: string) => api.deps.db.select().from(notifications).where(eq(notifications.dedupeKey, dedupeKey));

async function applyForCancellation(token: string, person: Person, withRefund: boolean) {
  const started = ok(
    await api.call('CLOSE_ACCONT', { mobilePhone: person.phone, idCard: person.idCard, name: person.name, consent: true, returnUrl: '/cancelForm' }, token),
  );
  await finishFaceCheck(api, String(started.url));
  const refund = withRefund ? { refundType: 2, accountName: person.name, accountBank: '中国银行北京分行', bankCard: '6216600000000001234' } : { refundType: 1 };
  ok(
    await api.call(
      'ACCOUNT_FORM',
      { biz_no: started.biz_no, reason: '不再使用', mobilePhone: person.phone, phonePassword: PIN, sparePhone: '13900001111', ...refund },
      token,
    ),
  );
  return pendingApplication(person.phone, 'cancel');
}

describe('a cancellation decision', () => {
  it('passed: closes the number, refunds the balance by the chosen route, clears the points by the ledger, unbinds and logs out its members, once', async () => {
    const owner = await newMember(ZHANGWEI.phone);
    const other = await newMember();
    const before = await readSubscriber(ZHANGWEI.phone);
    const [points] = await api.deps.db.select().from(pointsAccounts).where(eq(pointsAccounts.phone, ZHANGWEI.phone));
    // A package change waiting for the 1st of next month lapses with the number.
    api.advanceSeconds(61);
    ok(await api.call('SEND_SMS_CODE', { mobilePhone: ZHANGWEI.phone, type: '06' }, owner, '10.7.7.7'));
    ok(await api.call('VERIFICATION_CODE', { service_id: ZHANGWEI.phone, code: await api.readLatestSmsCode(ZHANGWEI.phone) }, owner));
    ok(await api.call('PACKAGE_CHANGE', { packageId: before?.packageId, newofferId: 'PKG_STD_E', packageName: '当前套餐', newofferName: '目标套餐' }, owner));
    const application = await applyForCancellation(owner, ZHANGWEI, true);

    ok(await decide('cancel', application.id, 'pass'));
    expect(await decide('cancel', application.id, 'pass')).toMatchObject({ msg: '该申请已处理，不能重复审核' });

    expect(await readSubscriber(ZHANGWEI.phone)).toMatchObject({ status: 'cancelled', balanceFen: 0, cancelledAt: expect.any(Date) });
    // The month in progress is billed up to today before the rest of the balance is refunded.
    const finalBill = await api.deps.db
      .select()
      .from(balanceLedger)
      .where(and(eq(balanceLedger.phone, ZHANGWEI.phone), eq(balanceLedger.reason, 'monthly_run')));
    expect(finalBill).toEqual([expect.objectContaining({ reference: `monthly_run:${ZHANGWEI.phone}:${formatChinaMonth(api.deps.now())}` })]);
    const finalBillFen = -(finalBill[0]?.changeFen ?? 0);
    expect(finalBillFen).toBeGreaterThan(0);
    // The monthly run finds the month closed and bills the refunded number nothing more.
    expect(await closeMonthForNumber(api.deps.db, ZHANGWEI.phone, formatChinaMonth(api.deps.now()), api.deps.now())).toBe('alreadyRun');
    const refunds = await api.deps.db.select().from(balanceRefunds).where(eq(balanceRefunds.applicationId, application.id));
    expect(refunds).toEqual([expect.objectContaining({ amountFen: Math.max(0, (before?.balanceFen ?? 0) - finalBillFen), route: 'bank', status: 'pending' })]);
    expect(openSealedData(api.deps.secretKey, refunds[0]?.sealedBank ?? '')).toMatchObject({ bankCard: '6216600000000001234', accountName: '张伟' });
    const ledger = await api.deps.db
      .select()
      .from(balanceLedger)
      .where(and(eq(balanceLedger.phone, ZHANGWEI.phone), eq(balanceLedger.reason, 'cancellation')));
    expect(ledger).toHaveLength((before?.balanceFen ?? 0) > 0 ? 1 : 0);
    const [pointsAfter] = await api.deps.db.select().from(pointsAccounts).where(eq(pointsAccounts.phone, ZHANGWEI.phone));
    expect(pointsAfter?.currentPoints).toBe(0);
    const cleared = await api.deps.db
      .select()
      .from(pointsLedger)
      .where(and(eq(pointsLedger.phone, ZHANGWEI.phone), eq(pointsLedger.kind, 'cancellation')));
    expect(cleared).toEqual((points?.currentPoints ?? 0) > 0 ? [expect.objectContaining({ change: -(points?.currentPoints ?? 0), balanceAfter: 0 })] : []);

    expect(
      await api.deps.db.select({ status: packageChangeOrders.status }).from(packageChangeOrders).where(eq(packageChangeOrders.phone, ZHANGWEI.phone)),
    ).toEqual([{ status: 'cancelled' }]);
    expect(
      await api.deps.db
        .select({ checkStatus: serviceOrders.checkStatus })
        .from(serviceOrders)
        .where(and(eq(serviceOrders.phone, ZHANGWEI.phone), eq(serviceOrders.kind, 'packageChange'))),
    ).toEqual([{ checkStatus: '订单已失效' }]);

    expect(await api.deps.db.select().from(members).where(eq(members.boundPhone, ZHANGWEI.phone))).toEqual([]);
    expect(await api.call('PERSONAL_DATA', {}, owner)).toMatchObject({ code: -101 });
    expect(await api.call('BIND_PHONE', { phone: ZHANGWEI.phone, code: '123456' }, other)).toMatchObject({ msg: '该号码不是本网号码，无法绑定' });
    expect(await notificationsOf(`application:${application.id}:decision`)).toEqual([
      expect.objectContaining({ kind: 'cancellationPassed', phone: '13900001111' }),
    ]);
  });

  it('refused: leaves the number as it was and tells the owner why', async () => {
    const owner = await newMember(LINXIAO.phone);
    const before = await readSubscriber(LINXIAO.phone);
    const application = await applyForCancellation(owner, LINXIAO, false);
    ok(await decide('cancel', application.id, 'fail', { reason: '号码存在未结清费用' }));
    expect(await readSubscriber(LINXIAO.phone)).toEqual(before);
    expect(await api.call('PERSONAL_DATA', {}, owner)).toMatchObject({ code: 1, data: { mobilePhoneInfo: { mobilePhone: LINXIAO.phone } } });
    expect(await notificationsOf(`application:${application.id}:decision`)).toEqual([
      expect.objectContaining({ kind: 'cancellationRefused', params: { reason: '号码存在未结清费用' } }),
    ]);
  });
});

interface Transfer {
  owner: string;
  receiver: string;
  orderNo: string;
  outId: number;
  inId: number;
}

/** The owner applies to transfer the number and a new member receives it: two pending applications. */
async function applyForTransfer(person: Person): Promise<Transfer> {
  const owner = await newMember(person.phone);
  const started = ok(await api.call('TRANS_ACCT_S', { idCard: person.idCard, name: person.name, consent: true, returnUrl: '/transAcctSForm' }, owner));
  await finishFaceCheck(api, String(started.url));
  const submitted = ok(
    await api.call('TRANS_ACCT_S_FORM', { biz_no: started.biz_no, reason: '转给家人', mobilePhone: person.phone, phonePassword: PIN }, owner),
  );
  const orderNo = String(submitted.orderNo);
  const [sms] = await api.deps.db.select().from(sandboxSmsOutbox).where(eq(sandboxSmsOutbox.phone, person.phone)).orderBy(desc(sandboxSmsOutbox.id)).limit(1);
  const code = /过户验证码为([A-Z0-9]{6})/.exec(sms?.text ?? '')?.[1] ?? '';
  const receiver = await newMember();
  const check = ok(await api.call('TRANS_ACCT_T', { ...RECEIVER, idCard: orderNo, name: code, consent: true, returnUrl: '/transAcctTForm' }, receiver));
  ok(await api.call('UP_LOAD_CARD', { image: PNG_SIGNATURE, biz_no: check.biz_no, agreementVersion: 1 }, receiver));
  ok(await api.call('UP_LOAD_CARD', { image: PNG_SIGNATURE, biz_no: check.biz_no, fileKind: 'photo' }, receiver));
  await finishFaceCheck(api, String(check.url));
  ok(await api.call('TRANS_ACCT_T_FORM', { biz_no: check.biz_no, sparePhone: '13800138000' }, receiver));
  return {
    owner,
    receiver,
    orderNo,
    outId: (await pendingApplication(person.phone, 'transferOut')).id,
    inId: (await pendingApplication(person.phone, 'transferIn')).id,
  };
}

async function expectTransferred(person: Person, transfer: Transfer) {
  // The new owner is the identity the receiver's face check verified, real-name with its full ID.
  expect(await readSubscriber(person.phone)).toMatchObject({
    ownerName: RECEIVER.receiverName,
    idNumber: RECEIVER.receiverIdCard,
    idLast6: RECEIVER.receiverIdCard.slice(-6),
    isRealName: true,
  });
  expect(await api.call('PERSONAL_DATA', {}, transfer.owner)).toMatchObject({ code: 1, data: { mobilePhoneInfo: null } });
  const [order] = await api.deps.db.select().from(transferOrders).where(eq(transferOrders.orderNo, transfer.orderNo));
  expect(order?.outcome).toBe('transferred');
  for (const id of [transfer.outId, transfer.inId]) {
    expect(await notificationsOf(`application:${id}:decision`)).toEqual([expect.objectContaining({ kind: 'transferPassed' })]);
  }
  // The receiver binds the number with its SMS code, as the holder of the SIM.
  api.advanceSeconds(61);
  ok(await api.call('SEND_SMS_CODE', { mobilePhone: person.phone, type: '01' }, transfer.receiver, '10.9.9.9'));
  ok(await api.call('BIND_PHONE', { phone: person.phone, code: await api.readLatestSmsCode(person.phone) }, transfer.receiver));
}

async function expectRefusedPair(person: Person, transfer: Transfer, reason: string) {
  const subscriber = await readSubscriber(person.phone);
  expect(subscriber).toMatchObject({ ownerName: person.name, idNumber: person.idCard });
  expect(await api.call('PERSONAL_DATA', {}, transfer.owner)).toMatchObject({ data: { mobilePhoneInfo: { mobilePhone: person.phone } } });
  for (const [kind, token] of [
    ['transferOut', transfer.owner],
    ['transferIn', transfer.receiver],
  ] as const) {
    expect(await api.call('APPLICATION_STATUS', { kind }, token)).toMatchObject({
      data: { application: { status: 'failed', reason: expect.stringContaining(reason) } },
    });
  }
  const [order] = await api.deps.db.select().from(transferOrders).where(eq(transferOrders.orderNo, transfer.orderNo));
  expect(order?.outcome).toBe('refused');
  for (const id of [transfer.outId, transfer.inId]) {
    expect(await notificationsOf(`application:${id}:decision`)).toEqual([expect.objectContaining({ kind: 'transferRefused' })]);
  }
}

describe('a transfer decision', () => {
  it('changes nothing until both sides passed, then changes the owner and ends the old bindings (initiator decided first)', async () => {
    const transfer = await applyForTransfer(LINA);
    ok(await decide('transferOut', transfer.outId, 'pass'));
    expect(await readSubscriber(LINA.phone)).toMatchObject({ ownerName: LINA.name, idNumber: LINA.idCard });
    expect(await api.call('PERSONAL_DATA', {}, transfer.owner)).toMatchObject({ data: { mobilePhoneInfo: { mobilePhone: LINA.phone } } });
    ok(await decide('transferIn', transfer.inId, 'pass'));
    await expectTransferred(LINA, transfer);
  });

  it('gives the same outcome when the receiver side is decided first', async () => {
    const transfer = await applyForTransfer(ZHAOLEI);
    ok(await decide('transferIn', transfer.inId, 'pass'));
    expect(await readSubscriber(ZHAOLEI.phone)).toMatchObject({ ownerName: ZHAOLEI.name });
    ok(await decide('transferOut', transfer.outId, 'pass'));
    await expectTransferred(ZHAOLEI, transfer);
  });

  it('fails the pair when the initiator side is refused, with the reason on both sides', async () => {
    const transfer = await applyForTransfer(SUNLI);
    ok(await decide('transferIn', transfer.inId, 'pass'));
    ok(await decide('transferOut', transfer.outId, 'fail', { reason: '机主资料不全' }));
    await expectRefusedPair(SUNLI, transfer, '机主资料不全');
  });

  it('fails the pair when the receiver side is refused, even after the initiator passed', async () => {
    const transfer = await applyForTransfer(ZHANGWEI_SECOND);
    ok(await decide('transferOut', transfer.outId, 'pass'));
    ok(await decide('transferIn', transfer.inId, 'fail', { reason: '签名不清晰' }));
    await expectRefusedPair(ZHANGWEI_SECOND, transfer, '签名不清晰');
  });

  it('settles once when two staff decide the two sides at the same moment', async () => {
    const transfer = await applyForTransfer(SUNLI);
    const secondAuditor = await logInStaff(api, DemoStaff.ADMIN);
    const [outgoing, incoming] = await Promise.all([
      decide('transferOut', transfer.outId, 'pass'),
      callAsStaff(api, 'CONSOLE_REVIEW_DECIDE', secondAuditor, { kind: 'transferIn', id: String(transfer.inId), decision: 'pass' }),
    ]);
    ok(outgoing);
    ok(incoming);
    await expectTransferred(SUNLI, transfer);
  });

  it("gives the receiver none of the previous owner's block lists, auto top-up rules or intercepted calls", async () => {
    // Its earlier transfer was refused: the owner applies again.
    const transfer = await applyForTransfer(ZHANGWEI_SECOND);
    const phone = ZHANGWEI_SECOND.phone;
    const earlier = new Date(api.deps.now().getTime() - 60_000);
    const [holder] = await api.deps.db.select({ id: members.id }).from(members).where(eq(members.boundPhone, phone)).limit(1);
    await api.deps.db.insert(callProtectionSettings).values({ phone, enabledSince: earlier, updatedAt: earlier }).onConflictDoNothing();
    await api.deps.db.insert(callProtectionEntries).values({ phone, kind: 'number', value: '13900001111', position: 0, addedAt: earlier });
    await api.deps.db
      .insert(autoTopUpSettings)
      .values({ phone, memberId: holder!.id, thresholdFen: 1000, amountFen: 2000, monthlyLimit: 2, updatedAt: earlier })
      .onConflictDoNothing();
    await api.deps.db.insert(callInterceptions).values({
      eventId: `transfer-test:${phone}`,
      phone,
      kind: 'call',
      otherParty: '13900001111',
      reason: 'number',
      matched: '13900001111',
      seconds: 30,
      occurredAt: earlier,
      interceptedAt: earlier,
    });
    ok(await decide('transferOut', transfer.outId, 'pass'));
    ok(await decide('transferIn', transfer.inId, 'pass'));
    await expectTransferred(ZHANGWEI_SECOND, transfer);

    expect(await api.deps.db.select().from(callProtectionEntries).where(eq(callProtectionEntries.phone, phone))).toEqual([]);
    expect(await api.deps.db.select().from(callProtectionSettings).where(eq(callProtectionSettings.phone, phone))).toEqual([]);
    expect(await api.deps.db.select().from(autoTopUpSettings).where(eq(autoTopUpSettings.phone, phone))).toEqual([]);
    expect(ok(await api.call('CALL_INTERCEPTIONS', { page: 1 }, transfer.receiver))).toMatchObject({ list: [], total: 0 });
    // The previous owner's interception stays theirs: kept, not shown.
    expect(await api.deps.db.select().from(callInterceptions).where(eq(callInterceptions.phone, phone))).toHaveLength(1);
  });
});

describe('a real-name supplement decision', () => {
  it('passed: the number is real-name, so the invoice pages let its owner in', async () => {
    const liuyang = await api.logInAs(DemoUser.BOUND_NOT_REAL_NAME);
    const phone = '17012340004';
    expect(await readSubscriber(phone)).toMatchObject({ isRealName: false });
    expect(await api.call('NEW_CHECKCODE', { service_id: phone, code: '000000' }, liuyang)).toMatchObject({ msg: INVOICE_MESSAGES.REAL_NAME_ONLY });
    const orderId = await issueRealNameLink(api, phone);
    const started = ok(await api.call('NEW_TRANS_ACCT_T', { id: orderId, returnUrl: '/realNameLinkForm', consent: true }));
    await finishFaceCheck(api, String(started.url));
    ok(await api.call('NEW_TRANS_ACCT_T_FORM', { biz_no: started.biz_no, sparePhone: '13700137000', id: orderId }));
    const application = await pendingApplication(phone, 'realName');
    ok(await decide('realName', application.id, 'pass'));
    expect(await readSubscriber(phone)).toMatchObject({ isRealName: true });
    expect(await api.call('PERSONAL_DATA', {}, liuyang)).toMatchObject({ data: { memberInfo: { realName: 1 } } });
    api.advanceSeconds(61);
    ok(await api.call('SEND_SMS_CODE', { mobilePhone: phone, type: '08' }, liuyang, '10.8.8.8'));
    ok(await api.call('NEW_CHECKCODE', { service_id: phone, code: await api.readLatestSmsCode(phone) }, liuyang));
    expect(await notificationsOf(`application:${application.id}:decision`)).toEqual([
      expect.objectContaining({ kind: 'realNamePassed', phone: '13700137000' }),
    ]);
  });
});
