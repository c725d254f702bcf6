import type { OperationOutput } from '@hall/contract/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, rechargeOrders, sandboxWechatPayOrders } from './db/schema.ts';
import { formatChinaDate } from '@hall/contract/china-time';
import { callAsStaff, DemoStaff, logInStaff } from './test/staff-session.ts';
import { createTestApp, DemoUser, type TestApp } from './test/test-app.ts';

// Dates a page or rule reads later are written from the injected clock (deps.now), not the
// database's: with the clock moved 40 days on, what happens "now" is dated now, so the day and
// month filters of the pages list it and the dates shown agree with the rest of the hall.

let api: TestApp;
beforeAll(async () => {
  api = await createTestApp();
  api.advanceSeconds(40 * 24 * 3600);
});
afterAll(() => api.close());

describe('dates written with a moved clock', () => {
  it("a staff action is logged at the injected time, so the audit page's day lists it", async () => {
    const auditor = await logInStaff(api, DemoStaff.AUDITOR);
    const now = api.deps.now();
    const rows = await api.deps.db.select().from(auditLog).where(eq(auditLog.action, 'login'));
    expect(rows.at(-1)?.createdAt.toISOString()).toBe(now.toISOString());
    const today = formatChinaDate(now);
    const log = await callAsStaff(api, 'CONSOLE_AUDIT_LOG', auditor, { from: today, to: today, action: 'login' });
    expect((log.data as OperationOutput<'CONSOLE_AUDIT_LOG'>).list.some((entry) => entry.staffUsername === DemoStaff.AUDITOR)).toBe(true);
  });

  it("a sandbox SMS is dated by the injected clock, so the console outbox's last day lists it", async () => {
    const member = await api.logInAs(DemoUser.BOUND_NORMAL);
    expect(await api.call('SEND_SMS_CODE', { mobilePhone: '17012340001', type: '04' }, member)).toMatchObject({ code: 1 });
    const service = await logInStaff(api, DemoStaff.SERVICE);
    const outbox = await callAsStaff(api, 'CONSOLE_SANDBOX_OUTBOX', service, { phone: '17012340001' });
    const [latest] = (outbox.data as OperationOutput<'CONSOLE_SANDBOX_OUTBOX'>).list;
    expect(latest?.createdAt).toBe(api.deps.now().toISOString());
  });

  it('a top-up and its sandbox payment started now are dated now', async () => {
    const member = await api.logInAs(DemoUser.BOUND_NORMAL);
    const order = await api.call('ADD_ORDERS', { productId: 'CALL_50' }, member);
    const { outTradeNo } = order.data as { outTradeNo: string };
    expect(await api.call('PAY', { outTradeNo }, member)).toMatchObject({ code: 1 });
    const now = api.deps.now().toISOString();
    const [topUp] = await api.deps.db.select().from(rechargeOrders).where(eq(rechargeOrders.outTradeNo, outTradeNo));
    const [payment] = await api.deps.db.select().from(sandboxWechatPayOrders).where(eq(sandboxWechatPayOrders.outTradeNo, outTradeNo));
    expect(topUp?.createdAt.toISOString()).toBe(now);
    expect(payment?.createdAt.toISOString()).toBe(now);
  });
});
