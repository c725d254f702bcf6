import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, rechargeOrders, subscribers } from './db/schema.ts';
import { createMemberSession } from './platform/member-sessions.ts';
import { callAsAgent } from './test/agents.ts';
import { createFakeWechatKeys, wechatEnvironmentOf } from './test/fake-wechat/fake-keys.ts';
import { fakePay } from './test/fake-wechat/fake-pay.ts';
import { startFakeWechat } from './test/fake-wechat/fake-wechat-server.ts';
import { createTestApp, DemoUser, type TestApp } from './test/test-app.ts';
import { logInForToken, saveRecord } from './features/agent/agent-test-steps.ts';
import { closeExpiredPublicOrders, PUBLIC_ORDER_TTL_MS } from './features/recharge/recharge.schedule.ts';
import { notifyPathOf } from './providers/wechat-pay/payment-notify.ts';
import { untilTheSchedulePassIsDone } from './features/payment-reconciliation/reconciliation-test-support.ts';
import type { JsapiPayment } from '@hall/contract/payment/payment-start';
import { rechargeCreditsOf } from './test/recharge-credits.ts';

// The real WeChat Pay adapter against the fake WeChat Pay on 127.0.0.1: the fake checks the
// merchant's signature on every request and signs every answer under a PUB_KEY_ID_ serial; its
// notifications come over HTTP to this server's notify URL, as WeChat Pay's would.

const PHONE = '17012340001';

let fake: Awaited<ReturnType<typeof startFakeWechat<{ pay: typeof fakePay }>>>;
let api: TestApp;
let logFile: string;
let memberToken: string;

/** A port nobody listens on yet, so PUBLIC_URL can name it before the app starts. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return typeof address === 'object' && address ? address.port : 0;
}

beforeAll(async () => {
  const keys = createFakeWechatKeys();
  fake = await startFakeWechat({ pay: fakePay }, { keys });
  const port = await freePort();
  logFile = join(mkdtempSync(join(tmpdir(), 'hall-pay-')), 'server.log');
  api = await createTestApp({ ...wechatEnvironmentOf(keys, fake.baseUrl), PUBLIC_URL: `http://127.0.0.1:${port}`, LOG_LEVEL: 'warn', LOG_FILE: logFile });
  await api.app.listen({ host: '127.0.0.1', port });
  // The reconciliation's first check downloads trade bills from the same fake: done before a test
  // arms the fake's next answer, so that answer goes to the call the test makes.
  await untilTheSchedulePassIsDone(api.deps, 60_000);
  // The member logs in through WeChat's OAuth; here the session is made directly (OAuth has its own tests).
  const [member] = await api.deps.db.select({ id: members.id }).from(members).where(eq(members.openid, DemoUser.BOUND_NORMAL));
  memberToken = await createMemberSession(api.deps.db, member?.id ?? 0, api.deps.now());
});
afterAll(async () => {
  await api.close();
  await fake.close();
});

async function balanceOf(phone: string): Promise<number> {
  const [row] = await api.deps.db.select({ balanceFen: subscribers.balanceFen }).from(subscribers).where(eq(subscribers.phone, phone));
  return Number(row?.balanceFen);
}

const creditsOf = (outTradeNo: string) => rechargeCreditsOf(api.deps.db, outTradeNo);

async function orderOf(outTradeNo: string) {
  const [row] = await api.deps.db.select().from(rechargeOrders).where(eq(rechargeOrders.outTradeNo, outTradeNo));
  return row;
}

async function readLog(expected: string): Promise<string> {
  let text = '';
  for (let attempt = 0; attempt < 60 && !text.includes(expected); attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    text = readFileSync(logFile, 'utf8');
  }
  return text;
}

describe('a JSAPI top-up through the real adapter', () => {
  let outTradeNo = '';

  it('answers the bridge parameters, signed by the merchant over appId, timeStamp, nonceStr and package', async () => {
    const created = await api.call('ADD_ORDERS', { productId: 'CALL_50' }, memberToken);
    outTradeNo = (created.data as { outTradeNo: string }).outTradeNo;
    const pay = await api.call('PAY', { outTradeNo, scene: 'jsapi' }, memberToken);
    expect(pay).toMatchObject({ code: 1, data: { jsapi: { appId: fake.keys.appId, signType: 'RSA', package: expect.stringMatching(/^prepay_id=wx/) } } });
    const order = fake.pay.orders.get(outTradeNo);
    expect(order).toMatchObject({ tradeType: 'JSAPI', openid: DemoUser.BOUND_NORMAL, totalFen: 5000 });
    expect(order?.notifyUrl).toBe(`${api.deps.config.PUBLIC_URL}${notifyPathOf('recharge')}`);
    expect(order?.expiresAt).toBeGreaterThan(Date.now());
    // A tampered paySign is what WeChat's bridge refuses.
    const jsapi = (pay.data as { jsapi: JsapiPayment }).jsapi;
    await expect(fake.pay.payJsapi({ ...jsapi, nonceStr: `${jsapi.nonceStr}x` })).rejects.toThrow(/paySign/);
  });

  it('settles once: the payment notification, then the same notification twice more at once, credit the balance once', async () => {
    const before = await balanceOf(PHONE);
    const pay = await api.call('PAY', { outTradeNo, scene: 'jsapi' }, memberToken);
    const paid = await fake.pay.payJsapi((pay.data as { jsapi: JsapiPayment }).jsapi);
    expect(paid.status).toBe(200);
    const again = await Promise.all([fake.pay.renotify(outTradeNo), fake.pay.renotify(outTradeNo), fake.pay.renotify(outTradeNo)]);
    expect(again.map((reply) => reply.status)).toEqual([200, 200, 200]);
    expect(await balanceOf(PHONE)).toBe(before + 5000);
    expect(await creditsOf(outTradeNo)).toBe(1);
    expect(await orderOf(outTradeNo)).toMatchObject({ status: 2, transactionId: fake.pay.orders.get(outTradeNo)?.transactionId });
    expect(fake.ledger.filter((line) => line.outTradeNo === outTradeNo)).toMatchObject([{ tradeType: 'JSAPI', tradeState: 'SUCCESS', totalFen: 5000 }]);
    expect((await api.call('BOSS_QUERY_ORDER', { outTradeNo })).data).toMatchObject({ status: 2, paymentState: 'SUCCESS' });
  });

  it('refuses a notification with a bad signature with 401, logs why at WARN without the body, and changes nothing', async () => {
    const before = await balanceOf(PHONE);
    const reply = await fake.pay.renotify(outTradeNo, { hasBadSignature: true });
    expect(reply.status).toBe(401);
    expect(JSON.parse(reply.body)).toEqual({ code: 'FAIL', message: '签名错误' });
    const log = await readLog('payment notification refused');
    const line = log.split('\n').find((text) => text.includes('payment notification refused')) ?? '';
    expect(JSON.parse(line)).toMatchObject({ level: 40, reason: 'bad signature', notifyHandler: 'recharge' });
    expect(line).not.toContain('ciphertext');
    expect(await balanceOf(PHONE)).toBe(before);
  });
});

describe('a payment notification naming another merchant or app', () => {
  it('is refused with 401 and credits nothing, whether the mchid or the appid is not ours', async () => {
    const created = await api.call('ADD_ORDERS', { productId: 'CALL_20' }, memberToken);
    const { outTradeNo } = created.data as { outTradeNo: string };
    const pay = await api.call('PAY', { outTradeNo, scene: 'native' }, memberToken);
    const before = await balanceOf(PHONE);

    fake.pay.nameAnotherMerchantNext({ mchid: '1900009999' });
    const paid = await fake.pay.payCodeUrl((pay.data as { codeUrl: string }).codeUrl);
    expect(paid.status).toBe(401);
    fake.pay.nameAnotherMerchantNext({ appid: 'wx00000000000000ff' });
    expect((await fake.pay.renotify(outTradeNo)).status).toBe(401);
    expect(await balanceOf(PHONE)).toBe(before);
    expect(await creditsOf(outTradeNo)).toBe(0);
    expect(await orderOf(outTradeNo)).toMatchObject({ status: 0 });
    const log = await readLog('another merchant');
    expect(log).toMatch(/"reason":"another merchant"/);

    // The same payment named as ours settles.
    expect((await fake.pay.renotify(outTradeNo)).status).toBe(200);
    expect(await creditsOf(outTradeNo)).toBe(1);
  });
});

describe('the answers of WeChat Pay', () => {
  it('are refused when their signature does not match (the adapter verifies every answer)', async () => {
    fake.pay.signNextAnswerWrongly();
    await expect(api.deps.providers.wechatPay.queryOrder('R_NEVER_CREATED_0001')).rejects.toThrow(/EV3_RES_HEADER_SIGNATURE_DIGEST|signature|Verify/i);
    expect(await api.deps.providers.wechatPay.queryOrder('R_NEVER_CREATED_0001')).toBeNull();
  });

  it('that fail their signature check make the request answer 503 with the transport message, as an outside system failing', async () => {
    const created = await api.call('ADD_ORDERS', { productId: 'CALL_10' }, memberToken);
    const { outTradeNo } = created.data as { outTradeNo: string };
    fake.pay.signNextAnswerWrongly();
    const reply = await api.app.inject({ method: 'POST', url: '/api/wechat/pay', payload: { outTradeNo, scene: 'native', token: memberToken } });
    expect(reply.statusCode).toBe(503);
    expect(reply.json()).toMatchObject({ code: -1, msg: '系统更新中，请稍后重试...' });
    // Once WeChat Pay answers properly again, the same payment starts.
    expect(await api.call('PAY', { outTradeNo, scene: 'native' }, memberToken)).toMatchObject({ code: 1 });
  });

  it('refuse an order past its time_expire at the payer', async () => {
    const start = await api.deps.providers.wechatPay.createOrder({
      outTradeNo: 'PROBE_EXPIRED_01',
      amountFen: 100,
      description: '测试',
      notifyHandler: 'recharge',
      returnUrl: '/paySuccess',
      scene: 'h5',
      payerIp: '203.0.113.9',
      expiresAt: new Date(Date.now() - 1000),
    });
    expect(start.cashierUrl).toMatch(/^https:\/\/wx\.tenpay\.com\/.+&redirect_url=http%3A%2F%2F127\.0\.0\.1%3A\d+%2FpaySuccess$/);
    await expect(fake.pay.payH5('PROBE_EXPIRED_01')).rejects.toThrow(/time_expire/);
  });
});

describe('an agent opening paid by WeChat Pay outside WeChat', () => {
  let agentToken: string;
  beforeAll(async () => {
    agentToken = await logInForToken(api, 'B20001');
  });

  it('by Native: the QR code URL is paid and the record finishes once', async () => {
    const saved = await saveRecord(api, '16620000005', agentToken);
    const { recordNumber, uimId } = saved.data as { recordNumber: string; uimId: string };
    const order = await callAsAgent(api, 'WX_PAY', { phone: '16620000005', recordNumber, scene: 'native' }, agentToken);
    const { outTradeNo, codeUrl } = order.data as { outTradeNo: string; codeUrl: string };
    expect(codeUrl).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=/);
    expect(fake.pay.orders.get(outTradeNo)?.notifyUrl).toBe(`${api.deps.config.PUBLIC_URL}${notifyPathOf('agentOpenCard')}`);
    expect((await fake.pay.payCodeUrl(codeUrl)).status).toBe(200);
    expect((await fake.pay.renotify(outTradeNo)).status).toBe(200);
    expect(await callAsAgent(api, 'QUERY_ORDER_BY_OUT_TRADE_NO', { outTradeNo }, agentToken)).toMatchObject({ data: { isPaid: true, tradeState: 'SUCCESS' } });
    expect((await callAsAgent(api, 'QUERY_OPEN_CARD_LOCATION', { uimId }, agentToken)).data).toMatchObject({ record: { rechargeFlag: 'finish', outTradeNo } });
    expect(await callAsAgent(api, 'WX_PAY', { phone: '16620000005', recordNumber }, agentToken)).toMatchObject({ data: { code: 2 } });
  });

  it('by H5: WeChat Pay’s page with the return address, paid and settled once', async () => {
    const saved = await saveRecord(api, '16620000006', agentToken);
    const { recordNumber } = saved.data as { recordNumber: string };
    const order = await callAsAgent(api, 'WX_PAY', { phone: '16620000006', recordNumber, scene: 'h5', returnUrl: '/WxQuery' }, agentToken);
    const { outTradeNo, form } = order.data as { outTradeNo: string; form: string };
    expect(form).toContain(`&redirect_url=${encodeURIComponent(`${api.deps.config.PUBLIC_URL}/WxQuery`)}`);
    expect(fake.pay.orders.get(outTradeNo)).toMatchObject({ tradeType: 'MWEB', payerIp: '127.0.0.1' });
    expect((await fake.pay.payH5(outTradeNo)).status).toBe(200);
    expect(await callAsAgent(api, 'QUERY_ORDER_BY_OUT_TRADE_NO', { outTradeNo }, agentToken)).toMatchObject({ data: { isPaid: true } });
  });

  it('started by H5 and then asked by Native: the H5 order is closed and the fee gets a new order number', async () => {
    const saved = await saveRecord(api, '16620000007', agentToken);
    const { recordNumber } = saved.data as { recordNumber: string };
    const first = (await callAsAgent(api, 'WX_PAY', { phone: '16620000007', recordNumber, scene: 'h5' }, agentToken)).data as { outTradeNo: string };
    const second = await callAsAgent(api, 'WX_PAY', { phone: '16620000007', recordNumber, scene: 'native' }, agentToken);
    const { outTradeNo, codeUrl } = second.data as { outTradeNo: string; codeUrl: string };
    expect(outTradeNo).not.toBe(first.outTradeNo);
    expect(fake.pay.orders.get(first.outTradeNo)?.state).toBe('CLOSED');
    await expect(fake.pay.payH5(first.outTradeNo)).rejects.toThrow(/CLOSED/);
    expect((await fake.pay.payCodeUrl(codeUrl)).status).toBe(200);
    expect(await callAsAgent(api, 'QUERY_ORDER_BY_OUT_TRADE_NO', { outTradeNo }, agentToken)).toMatchObject({ data: { isPaid: true } });
  });
});

describe('a public top-up for a number closed meanwhile', () => {
  it('is refunded: PROCESSING keeps it refunding, REFUND.SUCCESS ends it at refunded once', async () => {
    const phone = '17012340008';
    const start = await api.call('BOSS_WX_PAY', { phone, amount: 2500, scene: 'native' });
    const { outTradeNo, codeUrl } = start.data as { outTradeNo: string; codeUrl: string };
    await api.deps.db.update(subscribers).set({ status: 'cancelled' }).where(eq(subscribers.phone, phone));
    const paid = await fake.pay.payCodeUrl(codeUrl);
    // The refund is asked for and still PROCESSING: WeChat Pay hears FAIL and will notify again.
    expect(paid.status).toBe(500);
    expect(await orderOf(outTradeNo)).toMatchObject({ status: 3 });
    const refund = fake.pay.refunds.get(outTradeNo);
    expect(refund).toMatchObject({ status: 'PROCESSING', refundFen: 2500, notifyUrl: `${api.deps.config.PUBLIC_URL}${notifyPathOf('recharge')}` });
    expect((await fake.pay.renotify(outTradeNo)).status).toBe(500);

    const finished = await fake.pay.finishRefund(outTradeNo);
    expect(finished.status).toBe(200);
    expect(await orderOf(outTradeNo)).toMatchObject({ status: 4, refundId: refund?.refundId });
    expect(fake.ledger.filter((line) => line.outTradeNo === outTradeNo).map((line) => line.tradeState)).toEqual(['SUCCESS', 'REFUND']);
    expect((await fake.pay.renotify(outTradeNo)).status).toBe(200);
    expect(await creditsOf(outTradeNo)).toBe(0);
  });
});

describe('an expired public order', () => {
  it('is closed at WeChat Pay by the sweep and can no longer be paid', async () => {
    const start = await api.call('BOSS_WX_PAY', { phone: '17012340002', amount: 1000, scene: 'native' });
    const { outTradeNo, codeUrl } = start.data as { outTradeNo: string; codeUrl: string };
    expect(fake.pay.orders.get(outTradeNo)?.expiresAt).toBeGreaterThan(Date.now() + PUBLIC_ORDER_TTL_MS - 60_000);
    api.advanceSeconds(PUBLIC_ORDER_TTL_MS / 1000 + 1);
    expect(await closeExpiredPublicOrders(api.deps)).toMatchObject({ closed: 1, settled: 0 });
    expect(fake.pay.orders.get(outTradeNo)?.state).toBe('CLOSED');
    expect(await orderOf(outTradeNo)).toBeUndefined();
    await expect(fake.pay.payCodeUrl(codeUrl)).rejects.toThrow(/CLOSED/);
  });
});
