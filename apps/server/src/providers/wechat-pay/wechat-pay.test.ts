import fastifyFormbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { PaymentNotifyHeader, toHeaderRecord } from './notification-signature.ts';
import { PAYMENT_NOTIFY_PATH, registerPaymentNotifyRoute } from './payment-notify.ts';
import { registerSandboxCashierRoutes } from './sandbox-cashier.routes.ts';
import type { PaymentNotification } from './wechat-pay.ts';

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
    probe: async (payment) => {
      received.push(payment);
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
const refOf = (cashierUrl: string) => new URL(cashierUrl, 'http://test').searchParams.get('ref') ?? '';

describe('sandbox WeChat Pay', () => {
  it('creates an order, shows the cashier, pays, notifies the handler once and returns to the merchant', async () => {
    const { cashierUrl } = await wechatPay().createOrder({
      outTradeNo: 'PROBE_1',
      amountFen: 1234,
      description: '测试商品',
      notifyHandler: 'probe',
      returnUrl: '/paySuccess?outTradeNo=PROBE_1',
    });
    expect(cashierUrl).toMatch(/^\/sandbox\/pay\?ref=/);
    expect(await wechatPay().createOrder({ outTradeNo: 'PROBE_1', amountFen: 1234, description: '测试商品', notifyHandler: 'probe', returnUrl: '/x' })).toEqual({ cashierUrl });
    await expect(wechatPay().createOrder({ outTradeNo: 'PROBE_1', amountFen: 1, description: '测试商品', notifyHandler: 'probe', returnUrl: '/x' })).rejects.toThrow();

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
    const { cashierUrl } = await wechatPay().createOrder({ outTradeNo: 'PROBE_2', amountFen: 500, description: '测试', notifyHandler: 'probe', returnUrl: '/payFail' });
    await server.inject({ method: 'POST', url: '/sandbox/pay/decide', payload: { ref: refOf(cashierUrl), result: 'PAYERROR' } });
    expect(received.at(-1)).toMatchObject({ outTradeNo: 'PROBE_2', state: 'PAYERROR' });
    expect((await wechatPay().queryOrder('PROBE_2'))?.state).toBe('PAYERROR');
  });

  it('refuses notifications with a wrong signature or for an unknown handler', async () => {
    const payment: PaymentNotification = { outTradeNo: 'PROBE_3', transactionId: 'WX1', amountFen: 100, state: 'SUCCESS', paidAt: new Date().toISOString(), notifyHandler: 'probe' };
    const count = received.length;
    const sign = (notification: PaymentNotification) => toHeaderRecord(api.deps.providers.sandboxWechatPay?.signNotification(notification) ?? { signature: '', serial: '', timestamp: '', nonce: '' });
    const forged = await server.inject({ method: 'POST', url: PAYMENT_NOTIFY_PATH, headers: { ...sign(payment), [PaymentNotifyHeader.SIGNATURE]: '0'.repeat(64) }, payload: payment });
    expect(forged.statusCode).toBe(401);
    const tampered = await server.inject({
      method: 'POST',
      url: PAYMENT_NOTIFY_PATH,
      headers: sign(payment),
      payload: { ...payment, amountFen: 1 },
    });
    expect(tampered.statusCode).toBe(401);
    const unknown = { ...payment, notifyHandler: 'nobody' };
    const unknownReply = await server.inject({
      method: 'POST',
      url: PAYMENT_NOTIFY_PATH,
      headers: sign(unknown),
      payload: unknown,
    });
    expect(unknownReply.statusCode).toBe(400);
    expect(received.length).toBe(count);
  });

  it('answers null for an unknown order and 404 for an unknown cashier reference', async () => {
    expect(await wechatPay().queryOrder('NOPE')).toBeNull();
    expect((await server.inject({ method: 'GET', url: '/sandbox/pay?ref=nope' })).statusCode).toBe(404);
  });
});
