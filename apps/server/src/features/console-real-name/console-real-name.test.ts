import type { Envelope } from '@hall/contract/codes';
import type { IssuedRealNameOrder, RealNameOrder } from '@hall/contract/console-real-name/schemas';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, realNameOrders, subscribers } from '../../db/schema.ts';
import { maskPhone } from '../../platform/masking.ts';
import { finishFaceCheck } from '../../test/face-check.ts';
import { callAsStaff, DemoStaff, logInStaff } from '../../test/staff-session.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let api: TestApp;
let service: string;

const SUNLI = '17012340008';
const LIUYANG = '17012340004';
const SEVEN_DAYS = 7 * 24 * 3600;
const ORDER_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

const issue = (phone: string, reason = '开户时实名资料缺失', cookie = service) => callAsStaff(api, 'CONSOLE_REAL_NAME_ORDER_ISSUE', cookie, { phone, reason });
const issuedOf = (body: Envelope) => {
  expect(body, body.msg).toMatchObject({ code: 1 });
  return body.data as IssuedRealNameOrder;
};
const listOrders = async (cookie = service) => {
  const body = await callAsStaff(api, 'CONSOLE_REAL_NAME_ORDERS', cookie);
  expect(body, body.msg).toMatchObject({ code: 1 });
  return (body.data as { list: RealNameOrder[] }).list;
};
const startLinkCheck = async (orderId: string) => {
  const started = await api.call('NEW_TRANS_ACCT_T', { id: orderId, consent: true, returnUrl: '/realNameLinkForm' });
  expect(started, started.msg).toMatchObject({ code: 1 });
  return started.data as { biz_no: string; url: string };
};

beforeAll(async () => {
  api = await createTestApp();
  service = await logInStaff(api, DemoStaff.SERVICE);
});
afterAll(() => api.close());

describe('CONSOLE_REAL_NAME_ORDER_ISSUE', () => {
  it('issues a random, expiring link with its QR code, and the scanned link answers the number', async () => {
    const issued = issuedOf(await issue(SUNLI));
    expect(issued.order).toMatchObject({ phone: '170****0008', reason: '开户时实名资料缺失', issuedBy: '客服小王', state: 'waiting', submittedAt: null });
    expect(issued.order.id).toMatch(ORDER_ID_PATTERN);
    expect(Buffer.from(issued.order.id, 'base64url')).toHaveLength(16);
    expect(Date.parse(issued.order.expiresAt) - Date.parse(issued.order.createdAt)).toBe(SEVEN_DAYS * 1000);
    expect(issued.link).toBe(`${api.deps.config.PUBLIC_URL.replace(/\/+$/, '')}/realNameLink?id=${issued.order.id}`);
    expect(issued.qrCode).toMatch(/^data:image\/png;base64,/);

    expect(await api.call('GET_PHONE_BY_ID', { id: issued.order.id })).toMatchObject({ code: 1, data: { serviceId: maskPhone(SUNLI) } });
    const audit = await api.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, 'real_name_order'), eq(auditLog.subjectId, issued.order.id)));
    expect(audit).toEqual([expect.objectContaining({ action: 'real_name_order_issue', detail: expect.objectContaining({ phone: SUNLI }) })]);
  });

  it('refuses a second link while one is waiting, and answers the waiting one instead', async () => {
    const [waiting] = await api.deps.db.select().from(realNameOrders).where(eq(realNameOrders.phone, SUNLI));
    const again = await issue(SUNLI, '再发一次');
    expect(again).toMatchObject({ code: -100, msg: '该号码已有未过期的实名补录链接，请使用下方链接，勿重复生成' });
    expect((again.data as IssuedRealNameOrder).order.id).toBe(waiting?.id);
    expect((again.data as IssuedRealNameOrder).link).toContain(`/realNameLink?id=${waiting?.id}`);
    expect(await api.deps.db.select().from(realNameOrders).where(eq(realNameOrders.phone, SUNLI))).toHaveLength(1);
  });

  it('gives every order its own 128-bit random id', async () => {
    const ids = [issuedOf(await issue('17012340002')).order.id, issuedOf(await issue('17012340003')).order.id];
    for (const id of ids) {
      expect(id).toMatch(ORDER_ID_PATTERN);
      expect(Buffer.from(id, 'base64url')).toHaveLength(16);
    }
    expect(new Set(ids).size).toBe(2);
  });

  it('refuses numbers that are not ours or cancelled, and checks the number and the reason', async () => {
    expect(await issue('13800000000')).toMatchObject({ code: -100, msg: '该号码不是本网号码，无法生成实名补录链接' });
    await api.deps.db.update(subscribers).set({ status: 'cancelled' }).where(eq(subscribers.phone, '17012340005'));
    expect(await issue('17012340005')).toMatchObject({ code: -100, msg: '该号码已销户，无法生成实名补录链接' });
    expect(await issue('')).toMatchObject({ code: -100, msg: '请输入手机号' });
    expect(await issue('1701234')).toMatchObject({ code: -100, msg: '请输入正确的手机号' });
    expect(await issue(LIUYANG, '  ')).toMatchObject({ code: -100, msg: '请填写补录原因' });
    expect(await issue(LIUYANG, '原'.repeat(101))).toMatchObject({ code: -100, msg: '补录原因不能超过100个字符' });
    expect(await api.deps.db.select().from(realNameOrders).where(eq(realNameOrders.phone, '17012340005'))).toEqual([]);
  });

  it("is customer service's (and admin's): other staff are refused", async () => {
    for (const username of [DemoStaff.AUDITOR, DemoStaff.EDITOR]) {
      const cookie = await logInStaff(api, username);
      expect(await issue(LIUYANG, '开户时实名资料缺失', cookie)).toMatchObject({ code: -100, msg: '无权执行此操作' });
      expect(await callAsStaff(api, 'CONSOLE_REAL_NAME_ORDERS', cookie)).toMatchObject({ code: -100, msg: '无权执行此操作' });
    }
    const admin = await logInStaff(api, DemoStaff.ADMIN);
    expect((await listOrders(admin)).length).toBeGreaterThan(0);
  });
});

describe('the scanned link of an issued order', () => {
  it('submits once: a second submit and a second scan are refused', async () => {
    const [order] = await api.deps.db.select().from(realNameOrders).where(eq(realNameOrders.phone, SUNLI));
    const id = order?.id ?? '';
    const check = await startLinkCheck(id);
    await finishFaceCheck(api, check.url);
    const form = { biz_no: check.biz_no, sparePhone: '13800138000', id, cityName: '广州' };
    expect(await api.call('NEW_TRANS_ACCT_T_FORM', form)).toMatchObject({ code: 1, data: { status: 'pending' } });
    expect(await api.call('NEW_TRANS_ACCT_T_FORM', form)).toMatchObject({ code: -100 });
    expect(await api.call('GET_PHONE_BY_ID', { id })).toMatchObject({ code: -100, msg: '该订单已提交实名资料，请勿重复提交' });
    expect(await api.call('NEW_TRANS_ACCT_T', { id, consent: true, returnUrl: '/realNameLinkForm' })).toMatchObject({
      code: -100,
      msg: '该订单已提交实名资料，请勿重复提交',
    });

    const listed = (await listOrders()).find((row) => row.id === id);
    expect(listed).toMatchObject({ state: 'submitted', phone: '170****0008' });
    expect(listed?.submittedAt).not.toBeNull();
  });
});

describe('CONSOLE_REAL_NAME_ORDERS', () => {
  it('lists the latest orders newest first, numbers masked', async () => {
    const list = await listOrders();
    expect(list.length).toBeGreaterThanOrEqual(3);
    const times = list.map((row) => Date.parse(row.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(JSON.stringify(list)).not.toMatch(/(?<!\d)1[3-9]\d{9}(?!\d)/);
  });
});

// Last: the clock moves past the links' lifetime.
describe('an expired order', () => {
  it('is refused on the scanned link, at the face check and at the submit, shows as 已过期, and may be issued again', async () => {
    const id = issuedOf(await issue(LIUYANG)).order.id;
    // The face check passes a minute before the link's end; the form is sent after it.
    api.advanceSeconds(SEVEN_DAYS - 60);
    const check = await startLinkCheck(id);
    await finishFaceCheck(api, check.url);
    api.advanceSeconds(60);

    const expired = { code: -100, msg: '该订单已过期，请联系客服重新获取链接' };
    expect(await api.call('GET_PHONE_BY_ID', { id })).toMatchObject(expired);
    expect(await api.call('NEW_TRANS_ACCT_T', { id, consent: true, returnUrl: '/realNameLinkForm' })).toMatchObject(expired);
    expect(await api.call('NEW_TRANS_ACCT_T_FORM', { biz_no: check.biz_no, sparePhone: '13800138000', id })).toMatchObject(expired);
    const [row] = await api.deps.db.select().from(realNameOrders).where(eq(realNameOrders.id, id));
    expect(row).toMatchObject({ status: 'waiting', submittedAt: null });

    service = await logInStaff(api, DemoStaff.SERVICE);
    expect((await listOrders()).find((order) => order.id === id)).toMatchObject({ state: 'expired' });
    const renewed = issuedOf(await issue(LIUYANG));
    expect(renewed.order.id).not.toBe(id);
    expect(await api.call('GET_PHONE_BY_ID', { id: renewed.order.id })).toMatchObject({ code: 1, data: { serviceId: maskPhone(LIUYANG) } });
  });
});
