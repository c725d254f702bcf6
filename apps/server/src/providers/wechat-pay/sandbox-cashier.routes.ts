import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sandboxWechatPayOrders } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { escapeHtml, isLocalPath, renderSandboxPage } from '../../sandbox/html.ts';
import { createSandboxPaymentDecider } from './sandbox-payment-decision.ts';
import type { SandboxWechatPay } from './sandbox-wechat-pay.ts';
import { sandboxText } from '../../sandbox/sandbox-input.ts';

const cashierQuerySchema = z.object({ ref: sandboxText(64).min(1) });
const decisionSchema = cashierQuerySchema.extend({ result: z.enum(['SUCCESS', 'PAYERROR']) });

/**
 * The sandbox WeChat Pay cashier: /sandbox/pay?ref= shows the order with 确认支付 and 模拟支付失败;
 * the decision (sandbox-payment-decision.ts) sends the signed notification to the server, as WeChat
 * Pay does, and then the browser goes back to the order's return URL.
 */
export function registerSandboxCashierRoutes(app: FastifyInstance, deps: AppDeps, wechatPay: SandboxWechatPay): void {
  const findByRef = async (ref: string) => {
    const rows = await deps.db.select().from(sandboxWechatPayOrders).where(eq(sandboxWechatPayOrders.providerRef, ref));
    return rows[0] ?? null;
  };

  const decide = createSandboxPaymentDecider(app, deps, wechatPay);

  app.get('/sandbox/pay', async (request, reply) => {
    const query = cashierQuerySchema.safeParse(request.query);
    const order = query.success ? await findByRef(query.data.ref) : null;
    if (!order) {
      return reply.code(404).type('text/html').send(renderSandboxPage('微信支付', '<h1>支付订单不存在</h1>'));
    }
    const amount = (order.amountFen / 100).toFixed(2);
    const back = isLocalPath(order.returnUrl) ? `<a class="button" href="${escapeHtml(order.returnUrl)}">返回商户</a>` : '';
    if (order.state !== 'NOTPAY') {
      const text = order.state === 'SUCCESS' ? '该订单已支付' : '该订单支付失败，请返回商户重新下单';
      return reply.type('text/html').send(renderSandboxPage('微信支付', `<h1>${text}</h1>${back}`));
    }
    const form = (result: string, label: string, className = '') =>
      `<form method="post" action="/sandbox/pay/decide"><input type="hidden" name="ref" value="${escapeHtml(order.providerRef)}"><input type="hidden" name="result" value="${result}"><button type="submit" class="${className}">${label}</button></form>`;
    const body = `<h1>微信支付</h1>
<div class="card"><p class="note">${escapeHtml(order.description)}</p>
<p style="font-size:32px;margin:8px 0" aria-label="支付金额">¥${amount}</p>
<p class="note">商户订单号 ${escapeHtml(order.outTradeNo)}</p></div>
${form('SUCCESS', '确认支付')}${form('PAYERROR', '模拟支付失败', 'secondary')}`;
    return reply.type('text/html').send(renderSandboxPage('微信支付', body));
  });

  app.post('/sandbox/pay/decide', async (request, reply) => {
    const decision = decisionSchema.safeParse(request.body);
    if (!decision.success) {
      return reply.code(400).type('text/html').send(renderSandboxPage('微信支付', '<h1>参数无效</h1>'));
    }
    const order = await decide(decision.data.ref, decision.data.result);
    if (!order) {
      return reply.code(404).type('text/html').send(renderSandboxPage('微信支付', '<h1>支付订单不存在</h1>'));
    }
    return reply.redirect(isLocalPath(order.returnUrl) ? order.returnUrl : '/', 302);
  });
}
