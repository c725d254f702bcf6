import type { JsapiPayment } from '@hall/contract/payment/payment-start';
import { showAlert, showConfirm } from '../ui/dialogs.ts';
import { showToast } from '../ui/toast.ts';
import { payThroughBridge } from './wechat-bridge.ts';

/** The server's answer to a payment start (PAY, BOSS_WX_PAY, the agent's WX_PAY). */
export interface PaymentStart {
  cashierUrl: string;
  jsapi?: JsapiPayment;
  codeUrl?: string;
}

export interface PaymentOptions {
  /** The amount shown beside the QR code, in fen. */
  amountFen: number;
  /** Whether the server has the order paid: the QR code waits for it. */
  isPaid: () => Promise<boolean>;
}

/**
 * How a payment ended on this page: `left` for a cashier (WeChat Pay's H5 page or the sandbox's),
 * `paid` when WeChat's sheet says paid (the result page still confirms with the server),
 * `confirmed` when the server already has it paid (the QR code), else `cancelled` or `failed`.
 */
export type PaymentOutcome = 'left' | 'paid' | 'confirmed' | 'cancelled' | 'failed';

export const PaymentMessage = {
  CANCELLED: '已取消支付',
  FAILED: '支付失败，请重新支付',
  NOT_IN_WECHAT: '未能调起微信支付，请在微信中打开本页面后重试',
  RETRY: '重新支付',
} as const;

async function payInWechat(params: JsapiPayment): Promise<PaymentOutcome> {
  for (;;) {
    const result = await payThroughBridge(params);
    if (result === 'ok') {
      return 'paid';
    }
    if (result === 'cancel') {
      showToast(PaymentMessage.CANCELLED);
      return 'cancelled';
    }
    if (result === 'unavailable') {
      await showAlert(PaymentMessage.NOT_IN_WECHAT);
      return 'failed';
    }
    // The prepay id stays valid for two hours: the same parameters may be tried again.
    const isRetrying = await showConfirm({ content: PaymentMessage.FAILED, confirmText: PaymentMessage.RETRY, cancelText: '取消' });
    if (!isRetrying) {
      return 'failed';
    }
  }
}

/**
 * Pays as the server's answer says: WeChat's JS bridge (`jsapi`), a QR code to scan (`codeUrl`,
 * its code loaded only here), or the cashier page. Cancel and failure messages are shown here.
 */
export async function startPayment(start: PaymentStart, options: PaymentOptions): Promise<PaymentOutcome> {
  if (start.jsapi) {
    return payInWechat(start.jsapi);
  }
  if (start.codeUrl) {
    const { showNativePayment } = await import('./native-payment-dialog.tsx');
    return showNativePayment({ codeUrl: start.codeUrl, amountFen: options.amountFen, isPaid: options.isPaid });
  }
  window.location.assign(start.cashierUrl);
  return 'left';
}
