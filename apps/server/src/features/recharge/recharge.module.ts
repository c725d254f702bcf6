import type { rechargeEndpoints } from '@hall/contract/recharge/endpoints';
import type { AppDeps } from '../../deps.ts';
import type { FeatureModule } from '../../platform/feature-module.ts';
import type { PaymentNotificationHandlers } from '../../providers/wechat-pay/payment-notify.ts';
import { schedulePublicOrderExpiry } from './recharge.schedule.ts';
import {
  confirmFlowPackOrder,
  createRechargeOrder,
  listRechargeRecords,
  queryRechargeOrder,
  RECHARGE_NOTIFY_HANDLER,
  settleRechargePayment,
  startRechargePayment,
  startUniversalPayment,
} from './recharge.service.ts';

/** WeChat Pay notifications of top-up orders. */
function createRechargePaymentHandlers(deps: AppDeps): PaymentNotificationHandlers {
  return { [RECHARGE_NOTIFY_HANDLER]: (payment) => settleRechargePayment(deps, payment) };
}

export const rechargeModule: FeatureModule<keyof typeof rechargeEndpoints> = {
  name: 'recharge',
  handlers: (deps) => {
    return {
      ADD_ORDERS: ({ member, input }) => createRechargeOrder(deps, member, input.productId),
      PAY: ({ member, input }) => startRechargePayment(deps, member, input.outTradeNo),
      OPEN_FLOW: ({ member, input, request }) => confirmFlowPackOrder(deps, member, input.outTradeNo, request.log),
      RECHARGE_RECORD: ({ member }) => listRechargeRecords(deps, member),
      BOSS_WX_PAY: ({ input }) => startUniversalPayment(deps, input),
      BOSS_QUERY_ORDER: ({ input, request }) => queryRechargeOrder(deps, input.outTradeNo, request.log),
    };
  },
  paymentHandlers: createRechargePaymentHandlers,
  schedules: schedulePublicOrderExpiry,
};
