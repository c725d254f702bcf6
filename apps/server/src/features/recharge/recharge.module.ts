import type { rechargeEndpoints } from '@hall/contract/recharge/endpoints';
import type { AppDeps } from '../../deps.ts';
import type { FeatureModule } from '../../platform/feature-module.ts';
import { payerOpenidOf } from '../../platform/wechat-payer.ts';
import type { PaymentNotificationHandlers } from '../../providers/wechat-pay/payment-notify.ts';
import { scheduleOrderExpiry } from './recharge.schedule.ts';
import {
  confirmFlowPackOrder,
  createRechargeOrder,
  listRechargeRecords,
  queryRechargeOrder,
  RECHARGE_NOTIFY_HANDLER,
  settleRechargePayment,
  settleRechargeRefund,
  startRechargePayment,
  startUniversalPayment,
} from './recharge.service.ts';

/** WeChat Pay notifications of top-up orders. */
function createRechargePaymentHandlers(deps: AppDeps): PaymentNotificationHandlers {
  return {
    [RECHARGE_NOTIFY_HANDLER]: {
      payment: (payment) => settleRechargePayment(deps, payment),
      refund: (refund) => settleRechargeRefund(deps, refund),
    },
  };
}

export const rechargeModule: FeatureModule<keyof typeof rechargeEndpoints> = {
  name: 'recharge',
  handlers: (deps) => {
    return {
      ADD_ORDERS: ({ member, input }) => createRechargeOrder(deps, member, input.productId),
      PAY: ({ member, input, request }) => startRechargePayment(deps, member, input.outTradeNo, { scene: input.scene ?? 'jsapi', ip: request.ip }),
      OPEN_FLOW: ({ member, input, request }) => confirmFlowPackOrder(deps, member, input.outTradeNo, request.log),
      RECHARGE_RECORD: ({ member }) => listRechargeRecords(deps, member),
      BOSS_WX_PAY: async ({ input, request }) => {
        // Inside WeChat the payer's openid comes from a snsapi_base authorisation (its cookie).
        const openid = input.scene === 'jsapi' || input.scene === undefined ? await payerOpenidOf(deps, request.headers.cookie) : null;
        const { scene, ...order } = input;
        return startUniversalPayment(deps, order, { scene: scene ?? (openid ? 'jsapi' : 'h5'), openid, ip: request.ip });
      },
      BOSS_QUERY_ORDER: ({ input, request }) => queryRechargeOrder(deps, input.outTradeNo, request.log),
    };
  },
  paymentHandlers: createRechargePaymentHandlers,
  schedules: scheduleOrderExpiry,
};
