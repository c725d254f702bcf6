import type { openingPaymentEndpoints } from '@hall/contract/agent/endpoints';
import type { FeatureModule } from '../../platform/feature-module.ts';
import {
  AGENT_OPENING_NOTIFY_HANDLER,
  payByWechat,
  payFromFundPool,
  queryOpeningOrder,
  readPayKind,
  refuseAliPay,
  settleOpeningPayment,
} from './opening-payment.service.ts';

/** The opening fee: fund pool, WeChat Pay with its notification, the order query. */
export const openingPaymentModule: FeatureModule<keyof typeof openingPaymentEndpoints> = {
  name: 'opening-payment',
  handlers: (deps) => ({
    GET_PAY_KIND: ({ agent, input }) => readPayKind(deps, agent, input.phoneNumber),
    FUND_POOL_RECHARGE: ({ agent, input }) => payFromFundPool(deps, agent, input),
    WX_PAY: ({ agent, input, request }) => payByWechat(deps, agent, input, request.ip),
    QUERY_ORDER_BY_OUT_TRADE_NO: ({ agent, input }) => queryOpeningOrder(deps, agent, input.outTradeNo),
    ALI_PAY: () => refuseAliPay(),
    QUERY_ALI_PAY: () => refuseAliPay(),
  }),
  paymentHandlers: (deps) => ({ [AGENT_OPENING_NOTIFY_HANDLER]: { payment: (payment) => settleOpeningPayment(deps, payment) } }),
};
