import { AgentCode, AgentMessage, PayKind, RechargeFlag } from '@hall/contract/agent/rules';
import type { OperationName } from '@hall/contract/endpoints';
import type { OperationOutput, OperationRequest } from '@hall/contract/schemas';
import type { AppDeps } from '../../deps.ts';
import type { AuthenticatedAgent } from '../../platform/agent-sessions.ts';
import { invalid } from '../../platform/api-error.ts';
import { PaymentRejectedError, UNUSABLE_ORDER_CODES, WechatPayRefusal, type PaymentNotification } from '../../providers/wechat-pay/wechat-pay.ts';
import { findOwnOpenRecord, findOwnStockCard } from './open-card-record.ts';
import { updateRecord } from './open-card-record.repository.ts';
import {
  countPayments,
  debitFundPool,
  findDealerPayKind,
  findPayment,
  findPendingWechatPayment,
  insertPayment,
  readFundPool,
  settleWechatPayment,
} from './opening-payment.repository.ts';
import { isUniqueViolation } from '../../db/database-errors.ts';

// The opening fee: a dealer pays from its fund pool or the customer by WeChat Pay, as the
// dealer's pay kind says; either way the record is marked paid once.

type Input<Name extends OperationName> = OperationRequest<Name>;
type Output<Name extends OperationName> = OperationOutput<Name>;

/** The WeChat Pay notification handler of agent openings (the opening-payment module's). */
export const AGENT_OPENING_NOTIFY_HANDLER = 'agentOpenCard';

/** GET_PAY_KIND: how the dealer of the number pays (fund pool unless it is set to WeChat Pay). */
export async function readPayKind(deps: AppDeps, agent: AuthenticatedAgent, phone: string): Promise<Output<'GET_PAY_KIND'>> {
  const card = await findOwnStockCard(deps, agent, phone);
  const payKind = (await findDealerPayKind(deps.db, card.dealerId)) === PayKind.WECHAT ? PayKind.WECHAT : PayKind.FUND_POOL;
  return { payKind };
}

/** FUND_POOL_RECHARGE: debits the dealer's pool once for the opening; a repeat answers the same payment. */
export async function payFromFundPool(deps: AppDeps, agent: AuthenticatedAgent, input: Input<'FUND_POOL_RECHARGE'>): Promise<Output<'FUND_POOL_RECHARGE'>> {
  const { db } = deps;
  const record = await findOwnOpenRecord(deps, agent, input.recordNumber, input.service_id, AgentMessage.PAY_DATA_MISSING);
  if ((await findDealerPayKind(db, agent.dealerId)) !== PayKind.FUND_POOL) {
    throw invalid(AgentMessage.FUND_POOL_NOT_ALLOWED);
  }
  if (record.rechargeFlag === RechargeFlag.FINISH) {
    return { code: 0, outTradeNo: record.outTradeNo, balanceFen: await readFundPool(db, agent.dealerId) };
  }
  if (record.sumFeeFen === 0) {
    throw invalid(AgentMessage.NO_FEE);
  }
  if (input.pay_fee !== undefined && input.pay_fee !== record.sumFeeFen) {
    throw invalid(AgentMessage.FEE_MISMATCH);
  }
  const outTradeNo = `FP${record.recordNumber}`;
  try {
    const balance = await debitFundPool(db, {
      dealerId: agent.dealerId,
      amountFen: record.sumFeeFen,
      outTradeNo,
      recordNumber: record.recordNumber,
      uimId: record.uimId,
      workNo: agent.workNo,
      now: deps.now(),
    });
    if (balance === null) {
      throw invalid(AgentMessage.FUND_POOL_TOO_LOW);
    }
    return { code: 0, outTradeNo, balanceFen: balance };
  } catch (error) {
    // A concurrent retry of the same opening paid first: answer its payment, never a second one.
    if (isUniqueViolation(error) && (await findPayment(db, outTradeNo))) {
      return { code: 0, outTradeNo, balanceFen: await readFundPool(db, agent.dealerId) };
    }
    throw error;
  }
}

/** How long the customer may pay an opening fee (WeChat Pay's time_expire). */
const OPENING_PAYMENT_TTL_MS = 30 * 60 * 1000;

/**
 * WX_PAY: a WeChat Pay order for the opening fee (AgentCode.ALREADY_PAID when paid). Agents work in
 * a system browser: H5 on a phone (`form` is WeChat Pay's page), Native on a computer (`codeUrl`).
 */
export async function payByWechat(deps: AppDeps, agent: AuthenticatedAgent, input: Input<'WX_PAY'>, payerIp: string): Promise<Output<'WX_PAY'>> {
  const { db } = deps;
  if (input.scene === 'jsapi') {
    throw invalid(AgentMessage.WECHAT_BROWSER_UNSUPPORTED);
  }
  const record = await findOwnOpenRecord(deps, agent, input.recordNumber, input.phone, AgentMessage.PAY_DATA_MISSING);
  if ((await findDealerPayKind(db, agent.dealerId)) !== PayKind.WECHAT) {
    throw invalid(AgentMessage.WECHAT_NOT_ALLOWED);
  }
  if (record.rechargeFlag === RechargeFlag.FINISH) {
    return { code: AgentCode.ALREADY_PAID, outtradeno: record.outTradeNo, outTradeNo: record.outTradeNo, form: '' };
  }
  if (record.sumFeeFen === 0) {
    throw invalid(AgentMessage.NO_FEE);
  }
  if (input.amount !== undefined && input.amount !== record.sumFeeFen) {
    throw invalid(AgentMessage.FEE_MISMATCH);
  }
  const now = deps.now();
  // Paying again reuses the pending order; after a failed one a new order number is made.
  const pending = await findPendingWechatPayment(db, record.recordNumber);
  const outTradeNo = pending?.outTradeNo ?? `W${record.recordNumber}${String(await countPayments(db, record.recordNumber)).padStart(2, '0')}`;
  if (!pending) {
    await insertPayment(db, {
      outTradeNo,
      recordNumber: record.recordNumber,
      uimId: record.uimId,
      dealerId: agent.dealerId,
      payKind: PayKind.WECHAT,
      amountFen: record.sumFeeFen,
      status: 'pending',
      createdAt: now,
    });
  }
  await updateRecord(db, record.uimId, { outTradeNo, rechargeFlag: RechargeFlag.START, openCardLocation: 1, updatedAt: now });
  let start;
  try {
    start = await deps.providers.wechatPay.createOrder({
      outTradeNo,
      amountFen: record.sumFeeFen,
      description: `号码${record.serviceId}开户预存`,
      notifyHandler: AGENT_OPENING_NOTIFY_HANDLER,
      returnUrl: input.returnUrl ?? '/WxQuery',
      scene: input.scene ?? 'h5',
      payerIp,
      expiresAt: new Date(now.getTime() + OPENING_PAYMENT_TTL_MS),
    });
  } catch (error) {
    if (!pending || !(error instanceof WechatPayRefusal) || !UNUSABLE_ORDER_CODES.has(error.code)) {
      throw error;
    }
    // The pending order was made another way (H5, then Native) or has expired: it is withdrawn and
    // the fee gets a new order number, unless the customer paid it meanwhile.
    const withdrawn = await deps.providers.wechatPay.closeOrder(outTradeNo);
    await settleWechatPayment(db, outTradeNo, withdrawn?.state === 'SUCCESS', deps.now());
    return payByWechat(deps, agent, input, payerIp);
  }
  return { code: 1, outtradeno: outTradeNo, outTradeNo, form: start.cashierUrl, ...(start.codeUrl ? { codeUrl: start.codeUrl } : {}) };
}

/** WeChat Pay's notification of an opening fee: amount checked, settled once. */
export async function settleOpeningPayment(deps: AppDeps, payment: PaymentNotification): Promise<void> {
  const order = await findPayment(deps.db, payment.outTradeNo);
  if (!order || order.payKind !== PayKind.WECHAT) {
    throw new PaymentRejectedError('unknown opening payment');
  }
  if (order.amountFen !== payment.amountFen) {
    throw new PaymentRejectedError(`amount ${payment.amountFen} differs from the payment's ${order.amountFen}`);
  }
  await settleWechatPayment(deps.db, payment.outTradeNo, payment.state === 'SUCCESS', deps.now());
}

/** QUERY_ORDER_BY_OUT_TRADE_NO: the dealer's payment state, asking WeChat Pay while it is pending. */
export async function queryOpeningOrder(deps: AppDeps, agent: AuthenticatedAgent, outTradeNo: string): Promise<Output<'QUERY_ORDER_BY_OUT_TRADE_NO'>> {
  const { db } = deps;
  let payment = await findPayment(db, outTradeNo);
  if (!payment || payment.dealerId !== agent.dealerId) {
    throw invalid(AgentMessage.ORDER_MISSING);
  }
  if (payment.status === 'pending' && payment.payKind === PayKind.WECHAT) {
    // A late or lost notification: ask WeChat Pay and settle through the same code.
    const order = await deps.providers.wechatPay.queryOrder(outTradeNo);
    if (order && (order.state === 'SUCCESS' || order.state === 'PAYERROR') && order.amountFen === payment.amountFen) {
      await settleWechatPayment(db, outTradeNo, order.state === 'SUCCESS', deps.now());
      payment = (await findPayment(db, outTradeNo)) ?? payment;
    }
  }
  const tradeState = payment.status === 'paid' ? 'SUCCESS' : payment.status === 'failed' ? 'PAYERROR' : 'NOTPAY';
  return { outTradeNo, tradeState, isPaid: payment.status === 'paid' };
}

/** ALI_PAY and QUERY_ALI_PAY: Alipay is not offered. */
export async function refuseAliPay(): Promise<never> {
  throw invalid(AgentMessage.ALI_PAY_UNSUPPORTED);
}
