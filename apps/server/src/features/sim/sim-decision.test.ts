import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, simCardChanges, simReplacementApplications, subscribers } from '../../db/schema.ts';
import { finishFaceCheck } from '../../test/face-check.ts';
import { callAsStaff, DemoStaff, logInStaff } from '../../test/staff-session.ts';
import { createTestApp, DemoUser, type TestApp } from '../../test/test-app.ts';

// A SIM replacement is passed with the new card's ICCID: the number moves to the new card, the old
// one is invalid, the order shows it and the receiver is told; a refusal shows its reason.

const PHONE = '17012340001';
const NEW_ICCID = '89860317000000012345';
let api: TestApp;
let auditor: string;
let zhangwei: string;

beforeAll(async () => {
  api = await createTestApp();
  auditor = await logInStaff(api, DemoStaff.AUDITOR);
  zhangwei = await api.logInAs(DemoUser.BOUND_NORMAL);
});
afterAll(() => api.close());

async function applyForNewCard(): Promise<string> {
  const started = await api.call('CHANGE_CARD', { idCard: '110105199003071234', name: '张伟', consent: true, returnUrl: '/changeCardForm' }, zhangwei);
  const { biz_no: bizNo, url } = started.data as { biz_no: string; url: string };
  await finishFaceCheck(api, url);
  const body = await api.call(
    'CHANGE_CARD_FORM',
    {
      biz_no: bizNo,
      reason: '手机丢失',
      mobilePhone: PHONE,
      phonePassword: '123456',
      receive_man: '张伟',
      receive_phone: '13800138000',
      receive_addr: '北京市朝阳区建国路1号',
    },
    zhangwei,
  );
  expect(body, body.msg).toMatchObject({ code: 1 });
  return (body.data as { applicationId: string }).applicationId;
}

const decide = (id: string, decision: 'pass' | 'fail', extra: object = {}) =>
  callAsStaff(api, 'CONSOLE_REVIEW_DECIDE', auditor, { kind: 'simReplacement', id, decision, ...extra });

async function orderOf(id: string) {
  const orders = await api.call('ORDER_QUERY', {}, zhangwei);
  const order = (orders.data as { list: { oid: string; name: string; check: string }[] }).list.find((item) => item.name.includes('补换卡'));
  const detail = await api.call('ORDER_DETAIL', { oid: order?.oid ?? '' }, zhangwei);
  return { order, detail: detail.data as { list: { title: string; content: string }[]; tips: string }, id };
}

describe('a SIM replacement decision', () => {
  it('asks the reviewer for the new card and refuses a malformed, current or taken ICCID without deciding', async () => {
    const id = await applyForNewCard();
    const detail = await callAsStaff(api, 'CONSOLE_REVIEW_DETAIL', auditor, { kind: 'simReplacement', id });
    expect(detail).toMatchObject({ data: { passFields: [{ name: 'iccid', label: '新卡ICCID' }] } });
    expect(await decide(id, 'pass')).toMatchObject({ code: -100, msg: '请填写新卡ICCID' });
    expect(await decide(id, 'pass', { fields: { iccid: '12345' } })).toMatchObject({ code: -100, msg: '请输入正确的新卡ICCID（89开头的19或20位卡号）' });
    const [current] = await api.deps.db.select({ iccid: subscribers.iccid }).from(subscribers).where(eq(subscribers.phone, PHONE));
    expect(await decide(id, 'pass', { fields: { iccid: current?.iccid ?? '' } })).toMatchObject({ code: -100, msg: '新卡ICCID与原卡相同' });
    const [other] = await api.deps.db.select({ iccid: subscribers.iccid }).from(subscribers).where(eq(subscribers.phone, '17012340002'));
    expect(await decide(id, 'pass', { fields: { iccid: other?.iccid ?? '' } })).toMatchObject({ code: -100, msg: '该ICCID已被其他号码使用，请核对新卡' });
    const [application] = await api.deps.db.select().from(simReplacementApplications).where(eq(simReplacementApplications.id, id));
    expect(application).toMatchObject({ status: 'pending', newIccid: null });
    expect(
      await api.deps.db
        .select()
        .from(notifications)
        .where(eq(notifications.dedupeKey, `simReplacement:${id}:decision`)),
    ).toEqual([]);
  });

  it('passed: the number is on the new card, the old one is recorded invalid, /orderQuery shows it, the receiver is told once', async () => {
    const [application] = await api.deps.db.select().from(simReplacementApplications).where(eq(simReplacementApplications.status, 'pending'));
    const id = application?.id ?? '';
    const [before] = await api.deps.db.select({ iccid: subscribers.iccid }).from(subscribers).where(eq(subscribers.phone, PHONE));
    expect(await decide(id, 'pass', { fields: { iccid: NEW_ICCID } })).toMatchObject({ code: 1 });
    expect(await decide(id, 'pass', { fields: { iccid: '89860317000000054321' } })).toMatchObject({ msg: '该申请已处理，不能重复审核' });

    expect(await api.deps.db.select({ iccid: subscribers.iccid }).from(subscribers).where(eq(subscribers.phone, PHONE))).toEqual([{ iccid: NEW_ICCID }]);
    expect(await api.deps.db.select().from(simCardChanges).where(eq(simCardChanges.applicationId, id))).toEqual([
      expect.objectContaining({ oldIccid: before?.iccid, newIccid: NEW_ICCID }),
    ]);
    const { order, detail } = await orderOf(id);
    expect(order).toMatchObject({ check: '审核通过' });
    expect(detail.list).toContainEqual({ title: '新卡卡号', content: '****2345' });
    expect(
      await api.deps.db
        .select()
        .from(notifications)
        .where(eq(notifications.dedupeKey, `simReplacement:${id}:decision`)),
    ).toEqual([expect.objectContaining({ kind: 'simReplacementPassed', phone: '13800138000', params: { iccidTail: '2345' } })]);
  });

  it('a card once used, even as an old card, is never issued to a number again', async () => {
    const [change] = await api.deps.db.select().from(simCardChanges);
    api.advanceSeconds(60);
    const id = await applyForNewCard();
    expect(await decide(id, 'pass', { fields: { iccid: change?.oldIccid ?? '' } })).toMatchObject({ code: -100, msg: '该ICCID已被其他号码使用，请核对新卡' });
    expect(await decide(id, 'fail', { reason: '收货地址不完整' })).toMatchObject({ code: 1 });
    const { order, detail } = await orderOf(id);
    expect(order).toMatchObject({ check: '审核未通过' });
    expect(detail.list).toContainEqual({ title: '未通过原因', content: '收货地址不完整' });
  });
});
