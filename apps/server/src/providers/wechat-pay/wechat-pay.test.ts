import fastifyFormbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { readNotificationHeaders } from './notification-signature.ts';
import { registerPaymentNotifyRoute } from './payment-notify.ts';
import { registerSandboxCashierRoutes } from './sandbox-cashier.routes.ts';
import { sandboxNotifyRequest } from './sandbox-notify-request.ts';
import { createSandboxWechatPay } from './sandbox-wechat-pay.ts';
import { PaymentRetryLaterError, type CreatePaymentOrder, type PaymentNotification } from './wechat-pay.ts';

// The provider on its own: a bare server with only the cashier and the notification route, and
// a handler that records what it receives.
let api: TestApp;
let server: FastifyInstance;
const received: PaymentNotification[] = [];

beforeAll(async () => {
  api = await createTestApp();
  server = Fastify();
  await server.register(fastifyFormbody);
  registerPaymentNotifyRoute(server, api.deps, {
    probe: {
      payment: async (payment) => {
        received.push(payment);
      },
    },
    unfinished: {
      payment: async () => {
        throw new PaymentRetryLaterError('a refund is still owed');
      },
    },
  });
  const sandbox = api.deps.providers.sandboxWechatPay;
  if (!sandbox) {
    throw new Error('sandbox providers expected');
  }
  registerSandboxCashierRoutes(server, api.deps, sandbox);
});
afterAll(async () => {
  await server.close();
  await api.close();
});

const wechatPay = () => api.deps.providers.wechatPay;
const order = (outTradeNo: string, amountFen: number, returnUrl: string, scene: CreatePaymentOrder['scene'] = 'h5'): CreatePaymentOrder => ({
  outTradeNo,
  amountFen,
  description: '测试商品',
  notifyHandler: 'probe',
  returnUrl,
  scene,
  payerIp: '127.0.0.1',
});
const refOf = (cashierUrl: string) => new URL(cashierUrl, 'http://test').searchParams.get('ref') ?? '';

describe('sandbox WeChat Pay', () => {
  it('creates an order, shows the cashier, pays, notifies the handler once and returns to the merchant', async () => {
    const { cashierUrl } = await wechatPay().createOrder(order('PROBE_1', 1234, '/paySuccess?outTradeNo=PROBE_1', 'jsapi'));
    expect(cashierUrl).toMatch(/^\/sandbox\/pay\?ref=/);
    expect(await wechatPay().createOrder(order('PROBE_1', 1234, '/x'))).toEqual({ cashierUrl });
    await expect(wechatPay().createOrder(order('PROBE_1', 1, '/x'))).rejects.toThrow();

    const page = await server.inject({ method: 'GET', url: cashierUrl });
    expect(page.body).toContain('¥12.34');
    expect(page.body).toContain('确认支付');
    expect((await wechatPay().queryOrder('PROBE_1'))?.state).toBe('NOTPAY');

    const paid = await server.inject({ method: 'POST', url: '/sandbox/pay/decide', payload: { ref: refOf(cashierUrl), result: 'SUCCESS' } });
    expect(paid.statusCode).toBe(302);
    expect(paid.headers.location).toBe('/paySuccess?outTradeNo=PROBE_1');
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ outTradeNo: 'PROBE_1', amountFen: 1234, state: 'SUCCESS', notifyHandler: 'probe' });
    expect(await wechatPay().queryOrder('PROBE_1')).toMatchObject({ state: 'SUCCESS', transactionId: received[0]?.transactionId });

    // A second decision on the same order sends nothing again.
    await server.inject({ method: 'POST', url: '/sandbox/pay/decide', payload: { ref: refOf(cashierUrl), result: 'PAYERROR' } });
    expect(received).toHaveLength(1);
    expect((await server.inject({ method: 'GET', url: cashierUrl })).body).toContain('该订单已支付');
  });

  it('reports a failed payment as PAYERROR', async () => {
    const { cashierUrl } = await wechatPay().createOrder(order('PROBE_2', 500, '/payFail'));
    await server.inject({ method: 'POST', url: '/sandbox/pay/decide', payload: { ref: refOf(cashierUrl), result: 'PAYERROR' } });
    expect(received.at(-1)).toMatchObject({ outTradeNo: 'PROBE_2', state: 'PAYERROR' });
    expect((await wechatPay().queryOrder('PROBE_2'))?.state).toBe('PAYERROR');
  });

  it('refuses notifications with a wrong signature or for an unknown handler', async () => {
    const payment: PaymentNotification = {
      outTradeNo: 'PROBE_3',
      transactionId: 'WX1',
      amountFen: 100,
      state: 'SUCCESS',
      paidAt: new Date().toISOString(),
      notifyHandler: 'probe',
    };
    const count = received.length;
    const sandbox = api.deps.providers.sandboxWechatPay;
    const forged = await server.inject(await sandboxNotifyRequest(sandbox, payment, { hasBadSignature: true }));
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual({ code: 'FAIL', message: '签名错误' });
    const genuine = await sandboxNotifyRequest(sandbox, payment);
    const tampered = await server.inject({ ...genuine, payload: genuine.payload.replace('"resource"', ' "resource"') });
    expect(tampered.statusCode).toBe(401);
    const unknownReply = await server.inject(await sandboxNotifyRequest(sandbox, { ...payment, notifyHandler: 'nobody' }));
    expect(unknownReply.statusCode).toBe(404);
    expect(received.length).toBe(count);
  });

  it('refunds a paid order once per out-trade-no: asking again, also at once, answers the same refund', async () => {
    // PROBE_1 was paid (1234 fen) above; PROBE_2 failed.
    const refunds = await Promise.all(Array.from({ length: 5 }, () => wechatPay().refund('PROBE_1', 1234, 'probe')));
    expect(refunds[0]).toMatchObject({ outTradeNo: 'PROBE_1', amountFen: 1234, state: 'SUCCESS', refundId: expect.stringMatching(/^RF\w+$/) });
    expect(new Set(refunds.map((refund) => refund.refundId)).size).toBe(1);
    expect(await wechatPay().refund('PROBE_1', 1234, 'probe')).toEqual(refunds[0]);
    const { sandboxWechatPayRefunds } = await import('../../db/schema.ts');
    const { eq } = await import('drizzle-orm');
    expect(await api.deps.db.select().from(sandboxWechatPayRefunds).where(eq(sandboxWechatPayRefunds.outTradeNo, 'PROBE_1'))).toHaveLength(1);
  });

  it('refuses to refund an unpaid or unknown order, more than was paid, or another amount than the refund made', async () => {
    await expect(wechatPay().refund('PROBE_2', 500, 'probe')).rejects.toThrow(/not paid/);
    await expect(wechatPay().refund('NOPE', 100, 'probe')).rejects.toThrow(/not paid/);
    await expect(wechatPay().refund('PROBE_1', 1, 'probe')).rejects.toThrow(/another amount/);
    const { cashierUrl } = await wechatPay().createOrder(order('PROBE_4', 300, '/paySuccess'));
    await server.inject({ method: 'POST', url: '/sandbox/pay/decide', payload: { ref: refOf(cashierUrl), result: 'SUCCESS' } });
    await expect(wechatPay().refund('PROBE_4', 301, 'probe')).rejects.toThrow(/invalid amount/);
    await expect(wechatPay().refund('PROBE_4', 0, 'probe')).rejects.toThrow(/invalid amount/);
    expect(await wechatPay().refund('PROBE_4', 300, 'probe')).toMatchObject({ state: 'SUCCESS', amountFen: 300 });
  });

  it('answers FAIL to a notification its handler has not finished, so WeChat Pay sends it again', async () => {
    const payment: PaymentNotification = {
      outTradeNo: 'PROBE_5',
      transactionId: 'WX5',
      amountFen: 100,
      state: 'SUCCESS',
      paidAt: new Date().toISOString(),
      notifyHandler: 'unfinished',
    };
    const reply = await server.inject(await sandboxNotifyRequest(api.deps.providers.sandboxWechatPay, payment));
    expect(reply.statusCode).toBe(500);
    expect(reply.json()).toEqual({ code: 'FAIL', message: '处理中，请稍后重试' });
  });

  it('gives a Native order the cashier address as its code URL, absolute so a phone can scan it', async () => {
    const start = await wechatPay().createOrder(order('PROBE_6', 700, '/WxQuery', 'native'));
    expect(start.codeUrl).toBe(new URL(start.cashierUrl, api.deps.config.PUBLIC_URL).toString());
    expect(start.jsapi).toBeUndefined();
  });

  it('signs with one key pair kept in the database, so another instance on it reads the notification', async () => {
    const secret = api.deps.config.WECHAT_PAY_API_KEY ?? api.deps.config.SECRET_KEY ?? '';
    const [first, second] = [
      createSandboxWechatPay(api.deps.db, secret, 'http://a', api.deps.now),
      createSandboxWechatPay(api.deps.db, secret, 'http://b', api.deps.now),
    ];
    const payment: PaymentNotification = {
      outTradeNo: 'PROBE_7',
      transactionId: 'WX7',
      amountFen: 100,
      state: 'SUCCESS',
      paidAt: '2026-01-02T03:04:05.000Z',
      notifyHandler: 'probe',
    };
    const sent = await sandboxNotifyRequest(first, payment);
    const check = await second.readNotification(sent.payload, readNotificationHeaders(sent.headers), 'probe', api.deps.now());
    expect(check).toEqual({ isGenuine: true, event: { kind: 'payment', payment } });
    const otherDatabase = await createTestApp();
    try {
      const stranger = createSandboxWechatPay(otherDatabase.deps.db, secret, 'http://c', otherDatabase.deps.now);
      expect(await stranger.readNotification(sent.payload, readNotificationHeaders(sent.headers), 'probe', otherDatabase.deps.now())).toEqual({
        isGenuine: false,
        reason: 'unknown serial',
      });
    } finally {
      await otherDatabase.close();
    }
  });

  it('answers null for an unknown order and 404 for an unknown cashier reference', async () => {
    expect(await wechatPay().queryOrder('NOPE')).toBeNull();
    expect((await server.inject({ method: 'GET', url: '/sandbox/pay?ref=nope' })).statusCode).toBe(404);
  });
});
