import type { JsapiPayment } from '@hall/contract/payment/payment-start';
import type { Page } from '@playwright/test';
import type { FullFakeWechat } from '../../apps/server/src/test/fake-wechat/fake-wechat.ts';

/**
 * WeChat's JS bridge inside the page, for a payer who pays at the fake WeChat: invoke hands the
 * merchant-signed parameters to the test (exposeFunction: the page's CSP would refuse a fetch to
 * the fake), which pays them there (the fake checks paySign and sends the signed, encrypted
 * notification), and answers as WeChat does. Answers the parameters the page handed over.
 */
export async function installFakeWechatBridge(page: Page, fake: FullFakeWechat): Promise<JsapiPayment[]> {
  const invoked: JsapiPayment[] = [];
  await page.exposeFunction('payAtFakeWechat', async (params: JsapiPayment) => {
    invoked.push(params);
    const notified = await fake.pay.payJsapi(params);
    return notified.status < 300 ? 'get_brand_wcpay_request:ok' : 'get_brand_wcpay_request:fail';
  });
  await page.addInitScript(() => {
    const pay = (window as unknown as { payAtFakeWechat: (params: unknown) => Promise<string> }).payAtFakeWechat;
    (window as unknown as { WeixinJSBridge: unknown }).WeixinJSBridge = {
      invoke: (name: string, params: unknown, callback: (result: { err_msg: string }) => void) => {
        if (name === 'getBrandWCPayRequest') {
          void pay(params).then((errMsg) => callback({ err_msg: errMsg }));
        }
      },
    };
  });
  return invoked;
}
