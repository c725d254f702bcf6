import type { JsapiPayment } from '@hall/contract/payment/payment-start';

/** What WeChat's in-page bridge exposes for a payment (only inside WeChat). */
interface WeixinJSBridge {
  invoke(name: 'getBrandWCPayRequest', params: JsapiPayment, callback: (result: { err_msg?: string }) => void): void;
}

declare global {
  interface Window {
    WeixinJSBridge?: WeixinJSBridge;
  }
}

/** How the payer left WeChat's payment sheet; 'unavailable' when the page has no bridge (not really in WeChat). */
export type BridgeResult = 'ok' | 'cancel' | 'fail' | 'unavailable';

/** How long a page inside WeChat may take to announce its bridge (WeixinJSBridgeReady). */
export const BRIDGE_READY_TIMEOUT_MS = 10_000;

function waitForBridge(target: Window, timeoutMs: number): Promise<WeixinJSBridge | null> {
  if (target.WeixinJSBridge) {
    return Promise.resolve(target.WeixinJSBridge);
  }
  return new Promise((resolve) => {
    const onReady = () => {
      clearTimeout(timer);
      resolve(target.WeixinJSBridge ?? null);
    };
    const timer = setTimeout(() => {
      target.document.removeEventListener('WeixinJSBridgeReady', onReady);
      resolve(null);
    }, timeoutMs);
    target.document.addEventListener('WeixinJSBridgeReady', onReady, { once: true });
  });
}

/** WeChat answers `get_brand_wcpay_request:ok`, `:cancel` or `:fail` (some clients add a reason after fail). */
function resultOf(errMsg: string | undefined): BridgeResult {
  const status = (errMsg ?? '').replace(/^get_brand_wcpay_request:/, '');
  if (status === 'ok') {
    return 'ok';
  }
  return status === 'cancel' ? 'cancel' : 'fail';
}

/**
 * Opens WeChat's payment sheet with the merchant-signed parameters. `ok` means WeChat took the
 * payment; the order's own state still comes from the server (the notification may come later).
 */
export async function payThroughBridge(params: JsapiPayment, target: Window = window, timeoutMs = BRIDGE_READY_TIMEOUT_MS): Promise<BridgeResult> {
  const bridge = await waitForBridge(target, timeoutMs);
  if (!bridge) {
    return 'unavailable';
  }
  return new Promise((resolve) => {
    bridge.invoke('getBrandWCPayRequest', params, (result) => resolve(resultOf(result.err_msg)));
  });
}
