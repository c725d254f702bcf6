import { describeCancelOwing, describeCancelOwingAtReview } from '@hall/contract/applications/rules';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, balanceLedger, numberDebts, sandboxWechatUsers, subscribers } from '../../db/schema.ts';
import { finishFaceCheck } from '../../test/face-check.ts';
import { callAsStaff, DemoStaff, logInStaff } from '../../test/staff-session.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// A cancellation and money: a number that owes cannot be cancelled by its owner (the form is
// refused, and so is the review's pass when it owes at the decision), the reviewer sees the
// balance, and what the final bill leaves owing is kept as a debt, never dropped.

const PIN = '123456';
const LINA = { phone: '17012340002', idCard: '440106198811204321', name: '李娜' };
const ZHAOLEI = { phone: '17012340007', idCard: '42010619850615231X', name: '赵磊' };
const WANGFANG = { phone: '17012340003', idCard: '310104199512125678', name: '王芳' };

let api: TestApp;
let auditor: string;
let testUsers = 0;

beforeAll(async () => {
  api = await createTestApp();
  auditor = await logInStaff(api, DemoStaff.AUDITOR);
});
afterAll(() => api.close());

type Person = typeof LINA;

async function bindNewMember(phone: string): Promise<string> {
  testUsers += 1;
  const openid = `o_test_cancel_money_${testUsers}`;
  await api.deps.db.insert(sandboxWechatUsers).values({ openid, nickname: `销户用户${testUsers}` });
  const token = await api.logInAs(openid);
  api.advanceSeconds(61);
  expect(await api.call('SEND_SMS_CODE', { mobilePhone: phone, type: '01' }, token, `10.8.0.${testUsers}`)).toMatchObject({ code: 1 });
  const bound = await api.call('BIND_PHONE', { phone, code: await api.readLatestSmsCode(phone) }, token);
  expect(bound, bound.msg).toMatchObject({ code: 1 });
  return token;
}

async function passCheck(token: string, person: Person): Promise<string> {
  const started = await api.call(
    'CLOSE_ACCONT',
    { mobilePhone: person.phone, idCard: person.idCard, name: person.name, consent: true, returnUrl: '/cancelForm' },
    token,
  );
  expect(started, started.msg).toMatchObject({ code: 1 });
  const { biz_no: bizNo, url } = started.data as { biz_no: string; url: string };
  await finishFaceCheck(api, url);
  return bizNo;
}

const cancelForm = (bizNo: string, person: Person, phonePassword = PIN) => ({
  biz_no: bizNo,
  reason: '不再使用',
  mobilePhone: person.phone,
  phonePassword,
  refundType: 1,
});

const setBalance = (phone: string, balanceFen: number) => api.deps.db.update(subscribers).set({ balanceFen }).where(eq(subscribers.phone, phone));
const readNumber = async (phone: string) => (await api.deps.db.select().from(subscribers).where(eq(subscribers.phone, phone)))[0]!;

async function pendingCancellation(phone: string) {
  const [row] = await api.deps.db
    .select()
    .from(applications)
    .where(and(eq(applications.phone, phone), eq(applications.kind, 'cancel')))
    .orderBy(desc(applications.id))
    .limit(1);
  return row!;
}

const decide = (id: number, decision: 'pass' | 'fail') => callAsStaff(api, 'CONSOLE_REVIEW_DECIDE', auditor, { kind: 'cancel', id: String(id), decision });
const detailOf = async (id: number) => {
  const body = await callAsStaff(api, 'CONSOLE_REVIEW_DETAIL', auditor, { kind: 'cancel', id: String(id) });
  expect(body, body.msg).toMatchObject({ code: 1 });
  return Object.fromEntries((body.data as { fields: { label: string; value: string }[] }).fields.map((field) => [field.label, field.value]));
};

describe('an owing number and its cancellation', () => {
  it('refuses the form with what it owes, before the password or the check is spent; once paid the same check submits', async () => {
    const owner = await bindNewMember(WANGFANG.phone);
    const bizNo = await passCheck(owner, WANGFANG);
    expect(await api.call('ACCOUNT_FORM', cancelForm(bizNo, WANGFANG, '000000'), owner)).toMatchObject({ code: -100, msg: describeCancelOwing(1560) });
    expect(describeCancelOwing(1560)).toBe('您的号码欠费15.60元，请先缴清欠费后再申请销户');
    expect(await api.deps.db.select().from(applications).where(eq(applications.phone, WANGFANG.phone))).toEqual([]);

    await api.deps.boss.creditBalance({ phone: WANGFANG.phone, amountFen: 1560, reference: 'cancel-money:wangfang' });
    // The wrong password above was never checked: still three tries.
    expect(await api.call('ACCOUNT_FORM', cancelForm(bizNo, WANGFANG, '000000'), owner)).toMatchObject({ msg: '服务密码错误，还可尝试2次' });
    expect(await api.call('ACCOUNT_FORM', cancelForm(bizNo, WANGFANG), owner)).toMatchObject({ code: 1 });
    expect(await detailOf((await pendingCancellation(WANGFANG.phone)).id)).toMatchObject({ 账户余额: '0.00元' });
  });

  it('refuses the pass of a number that owes at the decision, leaves it pending and the number as it was; passes once paid', async () => {
    const owner = await bindNewMember(ZHAOLEI.phone);
    await setBalance(ZHAOLEI.phone, 2000);
    expect(await api.call('ACCOUNT_FORM', cancelForm(await passCheck(owner, ZHAOLEI), ZHAOLEI), owner)).toMatchObject({ code: 1 });
    const application = await pendingCancellation(ZHAOLEI.phone);
    expect(await detailOf(application.id)).toMatchObject({ 账户余额: '20.00元' });

    // Usage after the submission took it below zero.
    await setBalance(ZHAOLEI.phone, -845);
    expect(await detailOf(application.id)).toMatchObject({ 账户余额: '欠费8.45元（缴清前不能通过）' });
    const before = await readNumber(ZHAOLEI.phone);
    expect(await decide(application.id, 'pass')).toMatchObject({ code: -100, msg: describeCancelOwingAtReview(845) });
    expect(await pendingCancellation(ZHAOLEI.phone)).toMatchObject({ id: application.id, status: 'pending' });
    expect(await readNumber(ZHAOLEI.phone)).toEqual(before);

    await api.deps.boss.creditBalance({ phone: ZHAOLEI.phone, amountFen: 10_000, reference: 'cancel-money:zhaolei' });
    expect(await decide(application.id, 'pass')).toMatchObject({ code: 1 });
    expect(await readNumber(ZHAOLEI.phone)).toMatchObject({ status: 'cancelled' });
  });

  it('keeps what the final bill leaves owing as a debt of the cancelled number, with the balance back at zero by a ledger entry', async () => {
    const owner = await bindNewMember(LINA.phone);
    await setBalance(LINA.phone, 0);
    expect(await api.call('ACCOUNT_FORM', cancelForm(await passCheck(owner, LINA), LINA), owner)).toMatchObject({ code: 1 });
    const application = await pendingCancellation(LINA.phone);
    expect(await decide(application.id, 'pass')).toMatchObject({ code: 1 });

    const ledger = await api.deps.db.select().from(balanceLedger).where(eq(balanceLedger.phone, LINA.phone));
    const finalBillFen = -ledger.filter((entry) => entry.reason === 'monthly_run').reduce((sum, entry) => sum + entry.changeFen, 0);
    expect(finalBillFen).toBeGreaterThan(0);
    expect(await readNumber(LINA.phone)).toMatchObject({ status: 'cancelled', balanceFen: 0 });
    expect(await api.deps.db.select().from(numberDebts).where(eq(numberDebts.phone, LINA.phone))).toEqual([
      expect.objectContaining({ amountFen: finalBillFen, cause: 'ownerCancellation', status: 'owed' }),
    ]);
    expect(ledger.filter((entry) => entry.reason === 'debt')).toEqual([expect.objectContaining({ changeFen: finalBillFen, balanceAfterFen: 0 })]);
  });
});
