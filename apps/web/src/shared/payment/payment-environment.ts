import type { PaymentSceneName } from '@hall/contract/payment/payment-start';
import { isPhone, isWeChatBrowser } from '../lib/device.ts';

/**
 * Where the page runs: inside WeChat, in a phone's own browser, or on a computer or a tablet (its
 * payer scans a QR code with their phone: WeChat Pay's H5 page needs WeChat on the same device,
 * which a tablet rarely has).
 */
export type PaymentEnvironment = 'wechat' | 'phone-browser' | 'computer';

/** iPads, and Android tablets (whose browsers leave "Mobile" out of the user agent). */
function isTablet(userAgent: string): boolean {
  return /iPad|Tablet/i.test(userAgent) || (/Android/i.test(userAgent) && !/Mobile/i.test(userAgent));
}

export function paymentEnvironmentOf(userAgent: string = navigator.userAgent): PaymentEnvironment {
  if (isWeChatBrowser(userAgent)) {
    return 'wechat';
  }
  return isPhone(userAgent) && !isTablet(userAgent) ? 'phone-browser' : 'computer';
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
 * (the spec; the pages say so inside WeChat). A QR code on a computer or a tablet, else WeChat Pay's H5 page
 * (inside WeChat too, where the sandbox's cashier stands in for it).
 */
export function agentPaymentSceneOf(environment: PaymentEnvironment = paymentEnvironmentOf()): PaymentSceneName {
  return environment === 'computer' ? 'native' : 'h5';
}
