import type { PaymentSceneName } from '@hall/contract/payment/payment-start';
import { isPhone, isWeChatBrowser } from '../lib/device.ts';

/** Where the page runs: inside WeChat, in a phone's (or tablet's) own browser, or on a computer. */
export type PaymentEnvironment = 'wechat' | 'phone-browser' | 'computer';

export function paymentEnvironmentOf(userAgent: string = navigator.userAgent): PaymentEnvironment {
  if (isWeChatBrowser(userAgent)) {
    return 'wechat';
  }
  return isPhone(userAgent) || /iPad/i.test(userAgent) ? 'phone-browser' : 'computer';
}

/**
 * How WeChat Pay can be paid there: the JS bridge inside WeChat, WeChat Pay's H5 page in a phone's
 * browser (it opens the WeChat app), a QR code on a computer (scanned with the phone).
 */
export function paymentSceneOf(environment: PaymentEnvironment = paymentEnvironmentOf()): PaymentSceneName {
  switch (environment) {
    case 'wechat':
      return 'jsapi';
    case 'phone-browser':
      return 'h5';
    case 'computer':
      return 'native';
  }
}

/**
 * The agent's opening fee: the customer pays, not the agent, and agents work in a system browser
 * (the spec; the pages say so inside WeChat). A QR code on a computer, else WeChat Pay's H5 page
 * (inside WeChat too, where the sandbox's cashier stands in for it).
 */
export function agentPaymentSceneOf(environment: PaymentEnvironment = paymentEnvironmentOf()): PaymentSceneName {
  return environment === 'computer' ? 'native' : 'h5';
}
