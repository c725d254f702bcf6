import type { Envelope } from '@hall/contract/codes';
import type { OperationOutput } from '@hall/contract/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAsStaff, DemoStaff, logInStaff } from '../../test/staff-session.ts';
import { createTestApp, DemoUser, type TestApp } from '../../test/test-app.ts';

let api: TestApp;
let staff: string;

const dataOf = <T>(body: Envelope) => body.data as T;
const readSteps = async () => dataOf<OperationOutput<'CONSOLE_SANDBOX_STEPS'>>(await callAsStaff(api, 'CONSOLE_SANDBOX_STEPS', staff));
const readOverview = async () => dataOf<OperationOutput<'CONSOLE_OVERVIEW'>>(await callAsStaff(api, 'CONSOLE_OVERVIEW', staff));

beforeAll(async () => {
  api = await createTestApp({ SMS_REGISTER_PROCESSING_SECONDS: '600' });
  // Any staff member may drive the sandbox: the service role has nothing else to do with it.
  staff = await logInStaff(api, DemoStaff.SERVICE);
});
afterAll(() => api.close());

describe('console in sandbox mode', () => {
  it('tells the page which systems are on their sandbox', async () => {
    expect(await callAsStaff(api, 'CONSOLE_SESSION', staff)).toMatchObject({
      code: 1,
      data: { username: 'service', sandboxSystems: ['wechat', 'sms', 'face', 'ocr', 'mail', 'ip-city', 'invoice', 'demo'] },
    });
  });
});

describe('CONSOLE_SANDBOX_DECIDE_PAYMENT', () => {
  it('pays a waiting WeChat Pay order as the cashier would: the top-up lands and the overview counts it', async () => {
    const token = await api.logInAs(DemoUser.BOUND_NORMAL);
    const balanceBefore = (await api.deps.boss.findSubscriber('17012340001'))?.balanceFen ?? 0;
    const overviewBefore = await readOverview();
    const order = dataOf<{ outTradeNo: string }>(await api.call('ADD_ORDERS', { productId: 'CALL_20' }, token));
    expect(await api.call('PAY', { outTradeNo: order.outTradeNo }, token)).toMatchObject({ code: 1 });

    const waiting = (await readSteps()).payments?.find((payment) => payment.outTradeNo === order.outTradeNo);
    expect(waiting).toMatchObject({ amountFen: 2000 });
    const ref = waiting?.ref ?? '';
    expect(await callAsStaff(api, 'CONSOLE_SANDBOX_DECIDE_PAYMENT', staff, { ref, result: 'SUCCESS' })).toMatchObject({ code: 1, data: { state: 'SUCCESS' } });
    expect((await api.deps.boss.findSubscriber('17012340001'))?.balanceFen).toBe(balanceBefore + 2000);
    expect((await readSteps()).payments?.map((payment) => payment.outTradeNo)).not.toContain(order.outTradeNo);
    const overviewAfter = await readOverview();
    expect(overviewAfter.topUpsToday).toBe(overviewBefore.topUpsToday + 1);
    expect(overviewAfter.topUpFenToday).toBe(overviewBefore.topUpFenToday + 2000);

    // A decided order stays decided: no second notification, no second credit.
    expect(await callAsStaff(api, 'CONSOLE_SANDBOX_DECIDE_PAYMENT', staff, { ref, result: 'PAYERROR' })).toMatchObject({ code: 1, data: { state: 'SUCCESS' } });
    expect((await api.deps.boss.findSubscriber('17012340001'))?.balanceFen).toBe(balanceBefore + 2000);
    expect(await callAsStaff(api, 'CONSOLE_SANDBOX_DECIDE_PAYMENT', staff, { ref: 'no-such-order', result: 'SUCCESS' })).toMatchObject({
      code: -100,
      msg: '支付订单不存在',
    });
  });
});

describe('CONSOLE_SANDBOX_PROCESS_SMS_REGISTER', () => {
  it('carries out the do-not-disturb requests at once instead of after the delay', async () => {
    const token = await api.logInAs(DemoUser.BOUND_OWING);
    expect(await api.call('CHANGESMS', { serviceid: '17012340003', addNum: '10690003333' }, token)).toMatchObject({ code: 1 });
    expect((await readSteps()).smsRegisterProcessing).toBe(1);
    expect(await callAsStaff(api, 'CONSOLE_SANDBOX_PROCESS_SMS_REGISTER', staff)).toMatchObject({ code: 1, data: { processedNumbers: 1 } });
    expect((await readSteps()).smsRegisterProcessing).toBe(0);
    const state = dataOf<{ success: { registerNums: string } }>(await api.call('QUERY_SMSREGISTER', { serviceid: '17012340003' }, token));
    expect(state.success.registerNums.split(',')).toContain('10690003333');
  });
});

describe('CONSOLE_SANDBOX_FAIL_NEXT_INVOICE and CONSOLE_SANDBOX_MAILS', () => {
  it('queues an issuing failure and lists sent mails with their attachments', async () => {
    const queued = (await readSteps()).invoiceFailuresQueued;
    expect(await callAsStaff(api, 'CONSOLE_SANDBOX_FAIL_NEXT_INVOICE', staff, { reason: '税号校验失败' })).toMatchObject({
      code: 1,
      data: { invoiceFailuresQueued: (queued ?? 0) + 1 },
    });

    await api.deps.providers.mailer.send({
      to: 'zhangwei@example.com',
      subject: '电子发票',
      text: '您的电子发票已开具。',
      attachments: [{ filename: 'invoice.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.4') }],
    });
    const mails = dataOf<OperationOutput<'CONSOLE_SANDBOX_MAILS'>>(await callAsStaff(api, 'CONSOLE_SANDBOX_MAILS', staff, { to: 'zhangwei@example.com' })).list;
    expect(mails).toEqual([
      expect.objectContaining({
        to: 'zhangwei@example.com',
        subject: '电子发票',
        attachments: [{ filename: 'invoice.pdf', url: expect.stringMatching(/^\/sandbox\/mail\/attachments\/\d+$/) }],
      }),
    ]);
    const attachment = await api.app.inject({ method: 'GET', url: mails[0]?.attachments[0]?.url ?? '' });
    expect(attachment.body).toBe('%PDF-1.4');
  });
});

describe('CONSOLE_SANDBOX_RECORD_PROMISE_VIDEO', () => {
  it('records the promise video a number owes, once', async () => {
    expect((await readSteps()).promiseVideos?.map((item) => item.phone)).toContain('17012340009');
    expect(await callAsStaff(api, 'CONSOLE_SANDBOX_RECORD_PROMISE_VIDEO', staff, { phone: '17012340009' })).toMatchObject({
      code: 1,
      data: { isRecorded: true },
    });
    expect((await readSteps()).promiseVideos?.map((item) => item.phone)).not.toContain('17012340009');
    expect(await callAsStaff(api, 'CONSOLE_SANDBOX_RECORD_PROMISE_VIDEO', staff, { phone: '17012340009' })).toMatchObject({
      code: -100,
      msg: '该号码无需录制承诺视频',
    });
    expect(await callAsStaff(api, 'CONSOLE_SANDBOX_RECORD_PROMISE_VIDEO', staff, { phone: '123' })).toMatchObject({ code: -100, msg: '请输入正确的手机号' });
  });
});
