import type { OpenCardRecord } from '@hall/contract/agent/opening-schemas';
import type { PaymentSceneName } from '@hall/contract/payment/payment-start';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callAgent } from './call-agent.ts';
import { ALWAYS_ASK, openingKeys } from './opening-api.ts';

// The opening-payment module's operations: the dealer's pay kind, the fund pool, WeChat Pay and
// its order query.

export const openingPaymentKeys = {
  payKind: (phone: string) => ['agent', 'pay-kind', phone] as const,
  wechatOrder: (outTradeNo: string) => ['agent', 'wechat-order', outTradeNo] as const,
};

export const payKindQuery = (phone: string) =>
  queryOptions({ queryKey: openingPaymentKeys.payKind(phone), queryFn: () => callAgent('GET_PAY_KIND', { phoneNumber: phone }), ...ALWAYS_ASK });

/** Whether WeChat Pay has settled the order; the confirmation page shows its own message on failure. */
export const wechatOrderQuery = (outTradeNo: string) =>
  queryOptions({
    queryKey: openingPaymentKeys.wechatOrder(outTradeNo),
    queryFn: () => callAgent('QUERY_ORDER_BY_OUT_TRADE_NO', { outTradeNo }, { isSilent: true }),
    ...ALWAYS_ASK,
  });

/** Paying marks every cached open-card record stale: its payment state has changed. */
function useInvalidateRecords() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: openingKeys.openCardRecords });
}

/** The opening fee from the dealer's fund pool. */
export function usePayFromFundPool() {
  const invalidateRecords = useInvalidateRecords();
  return useMutation({
    mutationFn: (input: { record: OpenCardRecord; workNo: string | undefined }) =>
      callAgent('FUND_POOL_RECHARGE', {
        pay_fee: input.record.sumFee,
        work_no: input.workNo,
        service_id: input.record.serviceId,
        dealer_id: input.record.dealerId,
        recordNumber: input.record.recordNumber,
      }),
    onSuccess: invalidateRecords,
  });
}

/** A WeChat Pay order for the opening fee; its answer may say the opening is paid already. */
export function useStartWechatPay() {
  const invalidateRecords = useInvalidateRecords();
  return useMutation({
    mutationFn: (input: { record: OpenCardRecord; returnUrl: string; scene: PaymentSceneName }) =>
      callAgent('WX_PAY', {
        phone: input.record.serviceId,
        amount: input.record.sumFee,
        recordNumber: input.record.recordNumber,
        returnUrl: input.returnUrl,
        scene: input.scene,
      }),
    onSuccess: invalidateRecords,
  });
}
