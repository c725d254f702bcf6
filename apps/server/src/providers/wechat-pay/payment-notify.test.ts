import type { Envelope } from '@hall/contract/codes';
import { generateKeyPairSync } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceLedger, rechargeOrders, sandboxWechatPayOrders, subscribers } from '../../db/schema.ts';
import { createTestApp, DemoUser, type TestApp } from '../../test/test-app.ts';
import { encryptResource, notificationBodyOf, PaymentNotifyHeader, signNotificationBody, toHeaderRecord } from './notification-signature.ts';
import { notifyPathOf } from './payment-notify.ts';
import { SANDBOX_MERCHANT } from './sandbox-wechat-pay.ts';
import { loadSandboxPayKeys, type SandboxPayKeys } from './sandbox-pay-keys.ts';
import type { NotificationHeaders, PaymentNotification } from './wechat-pay.ts';

// Only genuine payment notifications move money: a notification that is not genuine (RSA signature
// over the raw body by a known key serial), not fresh, not decryptable or not about an order of
// ours changes nothing; a good one settles once however often and however concurrently it comes; a
// lost one is settled by the order query; every reply comes within 5 seconds.

const PHONE = '17012340001';
const REPLY_BUDGET_MS = 5000;

let api: TestApp;
let token: string;
let keys: SandboxPayKeys;

beforeAll(async () => {
  api = await createTestApp();
  token = await api.logInAs(DemoUser.BOUND_NORMAL);
  keys = await loadSandboxPayKeys(api.deps.db, api.deps.config.WECHAT_PAY_API_KEY ?? api.deps.config.SECRET_KEY ?? '');
});
afterAll(() => api.close());

/** The transaction resource WeChat Pay encrypts into a payment notification. */
function transactionOf(payment: PaymentNotification) {
  return {
    mchid: SANDBOX_MERCHANT.mchId,
    appid: SANDBOX_MERCHANT.appId,
    out_trade_no: payment.outTradeNo,
    transaction_id: payment.transactionId,
    trade_state: payment.state,
    success_time: payment.paidAt,
    amount: { total: payment.amountFen, currency: 'CNY' },
  };
}

interface Notification {
  rawBody: string;
  headers: NotificationHeaders;
}

/** A notification as WeChat Pay sends it, signed at `at` with the sandbox's key pair. */
function sign(payment: PaymentNotification, at: Date = api.deps.now()): Notification {
  const rawBody = notificationBodyOf(keys.apiV3Key, 'TRANSACTION.SUCCESS', '支付成功', 'transaction', transactionOf(payment), at);
  return { rawBody, headers: signNotificationBody(rawBody, keys, at) };
}

/** Sends a notification as WeChat Pay would, and times the reply. */
async function notify(notification: Notification, notifyHandler = 'recharge') {
  const startedAt = Date.now();
  const reply = await api.app.inject({
    method: 'POST',
    url: notifyPathOf(notifyHandler),
    headers: { ...toHeaderRecord(notification.headers), 'content-type': 'application/json' },
    payload: notification.rawBody,
  });
  return { status: reply.statusCode, body: reply.json<{ code: string }>(), elapsedMs: Date.now() - startedAt };
}

/** A new unpaid top-up order with its cashier order at the sandbox WeChat Pay. */
async function createPaidLookingOrder(productId: string): Promise<{ outTradeNo: string; amountFen: number }> {
  const created = await api.call('ADD_ORDERS', { productId }, token);
  expect(created.code).toBe(1);
  const order = created.data as { outTradeNo: string; amount: number };
  expect((await api.call('PAY', { outTradeNo: order.outTradeNo }, token)).code).toBe(1);
  return { outTradeNo: order.outTradeNo, amountFen: order.amount };
}

function paymentOf(order: { outTradeNo: string; amountFen: number }, overrides: Partial<PaymentNotification> = {}): PaymentNotification {
  return {
    outTradeNo: order.outTradeNo,
    transactionId: `WX${order.outTradeNo.slice(-20)}`,
    amountFen: order.amountFen,
    state: 'SUCCESS',
    paidAt: api.deps.now().toISOString(),
    notifyHandler: 'recharge',
    ...overrides,
  };
}

/** What a settlement would change: the balance, its ledger and the order. */
async function snapshot(outTradeNo: string) {
  const [subscriber] = await api.deps.db.select({ balanceFen: subscribers.balanceFen }).from(subscribers).where(eq(subscribers.phone, PHONE));
  const [ledger] = await api.deps.db.select({ rows: count() }).from(balanceLedger).where(eq(balanceLedger.phone, PHONE));
  const [order] = await api.deps.db
    .select({ status: rechargeOrders.status, transactionId: rechargeOrders.transactionId })
    .from(rechargeOrders)
    .where(eq(rechargeOrders.outTradeNo, outTradeNo));
  return { balanceFen: Number(subscriber?.balanceFen), ledgerRows: Number(ledger?.rows), order };
}

describe('payment notifications that change nothing', () => {
  it('refuse a bad signature, an unknown key serial and a stale or future timestamp with 401', async () => {
    const order = await createPaidLookingOrder('CALL_50');
    const before = await snapshot(order.outTradeNo);
    const payment = paymentOf(order);
    const now = api.deps.now();

    const good = sign(payment);
    const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    const badSignature = { ...good, headers: { ...good.headers, signature: signNotificationBody(`${good.rawBody} `, keys, now).signature } };
    const tamperedBody = { ...good, rawBody: good.rawBody.replace('"event_type":"TRANSACTION.SUCCESS"', '"event_type":"TRANSACTION.SUCCESS" ') };
    const unknownSerial = { ...good, headers: { ...good.headers, serial: 'PUB_KEY_ID_0000000000000000000000000000' } };
    const signedByStranger = { ...good, headers: signNotificationBody(good.rawBody, { serial: keys.serial, privateKey: stranger }, now) };
    const stale = sign(payment, new Date(now.getTime() - 6 * 60_000));
    const future = sign(payment, new Date(now.getTime() + 6 * 60_000));
    const missingHeaders = { ...good, headers: { signature: '', serial: '', timestamp: '', nonce: '' } };

    for (const notification of [badSignature, tamperedBody, unknownSerial, signedByStranger, stale, future, missingHeaders]) {
      const reply = await notify(notification);
      expect(reply.status).toBe(401);
      expect(reply.body.code).toBe('FAIL');
      expect(reply.elapsedMs).toBeLessThan(REPLY_BUDGET_MS);
    }
    expect(await snapshot(order.outTradeNo)).toEqual(before);
  });

  it('accept a timestamp a little off (clock skew within 5 minutes)', async () => {
    const order = await createPaidLookingOrder('CALL_10');
    const payment = paymentOf(order);
    const reply = await notify(sign(payment, new Date(api.deps.now().getTime() - 4 * 60_000)));
    expect(reply.status).toBe(200);
    expect((await snapshot(order.outTradeNo)).order?.status).toBe(2);
  });

  it('answer FAIL for a genuine notification with a wrong amount or an unknown out-trade-no', async () => {
    const order = await createPaidLookingOrder('CALL_20');
    const before = await snapshot(order.outTradeNo);
    for (const payment of [
      paymentOf(order, { amountFen: 1 }),
      paymentOf(order, { amountFen: order.amountFen * 10 }),
      paymentOf({ outTradeNo: 'R20990101000000UNKNOWNORDER01', amountFen: order.amountFen }),
      paymentOf({ outTradeNo: 'WKH20990101000000UNKNOWN00', amountFen: order.amountFen }, { notifyHandler: 'agentOpenCard' }),
    ]) {
      const reply = await notify(sign(payment), payment.notifyHandler);
      expect(reply.status).toBe(400);
      expect(reply.body.code).toBe('FAIL');
      expect(reply.elapsedMs).toBeLessThan(REPLY_BUDGET_MS);
    }
    expect(await snapshot(order.outTradeNo)).toEqual(before);
    expect((await notify(sign(paymentOf(order)), 'nobody')).status).toBe(404);
  });

  it('refuse genuine envelopes whose resource is malformed or does not decrypt with the APIv3 key', async () => {
    const order = await createPaidLookingOrder('CALL_30');
    const before = await snapshot(order.outTradeNo);
    const transaction = transactionOf(paymentOf(order));
    const now = api.deps.now();
    const envelopeWith = (resource: unknown, eventType = 'TRANSACTION.SUCCESS') =>
      JSON.stringify({ id: 'n1', create_time: now.toISOString(), resource_type: 'encrypt-resource', event_type: eventType, summary: '支付成功', resource });
    const otherKey = 'another-apiv3-key-another-apiv3k';
    const bodies = [
      envelopeWith(encryptResource(otherKey, JSON.stringify(transaction), 'transaction')),
      envelopeWith(encryptResource(keys.apiV3Key, JSON.stringify({ ...transaction, amount: { total: '5000' } }), 'transaction')),
      envelopeWith(encryptResource(keys.apiV3Key, JSON.stringify({ ...transaction, trade_state: 'MAYBE' }), 'transaction')),
      envelopeWith(encryptResource(keys.apiV3Key, JSON.stringify(transaction), 'transaction'), 'SOMETHING.ELSE'),
      envelopeWith({ ...encryptResource(keys.apiV3Key, JSON.stringify(transaction), 'transaction'), associated_data: 'changed' }),
      envelopeWith(transaction),
      'not json',
    ];
    for (const rawBody of bodies) {
      const reply = await notify({ rawBody, headers: signNotificationBody(rawBody, keys, now) });
      expect(reply.status).toBe(401);
    }
    expect(await snapshot(order.outTradeNo)).toEqual(before);
  });
});

describe('a good notification', () => {
  it('sent 50 times at once settles the order once, every reply within 5 s', async () => {
    const order = await createPaidLookingOrder('CALL_100');
    const before = await snapshot(order.outTradeNo);
    const payment = paymentOf(order);
    const replies = await Promise.all(Array.from({ length: 50 }, () => notify(sign(payment))));
    expect(replies.map((reply) => reply.status)).toEqual(Array.from({ length: 50 }, () => 200));
    expect(Math.max(...replies.map((reply) => reply.elapsedMs))).toBeLessThan(REPLY_BUDGET_MS);

    const after = await snapshot(order.outTradeNo);
    expect(after.balanceFen).toBe(before.balanceFen + order.amountFen);
    expect(after.ledgerRows).toBe(before.ledgerRows + 1);
    expect(after.order).toEqual({ status: 2, transactionId: payment.transactionId });
    const credits = await api.deps.db
      .select({ rows: count() })
      .from(balanceLedger)
      .where(and(eq(balanceLedger.reference, order.outTradeNo), eq(balanceLedger.reason, 'recharge')));
    expect(Number(credits[0]?.rows)).toBe(1);

    // And once more later, as WeChat Pay retries: still nothing twice.
    expect((await notify(sign(payment))).status).toBe(200);
    expect(await snapshot(order.outTradeNo)).toEqual(after);
  });

  it('that got lost is settled by the order query, once', async () => {
    const order = await createPaidLookingOrder('CALL_50');
    const before = await snapshot(order.outTradeNo);
    // WeChat Pay took the money, but its notification never arrived.
    await api.deps.db
      .update(sandboxWechatPayOrders)
      .set({ state: 'SUCCESS', transactionId: 'WXLOSTNOTIFICATION1', decidedAt: api.deps.now() })
      .where(eq(sandboxWechatPayOrders.outTradeNo, order.outTradeNo));
    expect((await snapshot(order.outTradeNo)).order?.status).toBe(0);

    const queries = await Promise.all(Array.from({ length: 5 }, () => api.call('BOSS_QUERY_ORDER', { outTradeNo: order.outTradeNo })));
    for (const reply of queries) {
      expect(reply as Envelope<{ status: number; paymentState: string }>).toMatchObject({ code: 1, data: { status: 2, paymentState: 'SUCCESS' } });
    }
    const after = await snapshot(order.outTradeNo);
    expect(after.balanceFen).toBe(before.balanceFen + order.amountFen);
    expect(after.ledgerRows).toBe(before.ledgerRows + 1);

    // The late notification that finally comes changes nothing more.
    const late = paymentOf(order, { transactionId: 'WXLOSTNOTIFICATION1' });
    expect((await notify(sign(late))).status).toBe(200);
    expect(await snapshot(order.outTradeNo)).toEqual(after);
  });
});

describe('the notification headers', () => {
  it('are the ones WeChat Pay sends', () => {
    expect(Object.values(PaymentNotifyHeader)).toEqual(['wechatpay-signature', 'wechatpay-serial', 'wechatpay-timestamp', 'wechatpay-nonce']);
  });
});
