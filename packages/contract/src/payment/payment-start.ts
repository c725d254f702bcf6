import { z } from 'zod';

/**
 * How the payer pays, chosen by the page's environment: JSAPI inside WeChat (the JS bridge), H5 in
 * a phone's system browser (WeChat Pay's H5 page), Native on a computer (a QR code to scan).
 */
export const PaymentScene = { JSAPI: 'jsapi', H5: 'h5', NATIVE: 'native' } as const;
export const paymentSceneField = z.enum(['jsapi', 'h5', 'native'], { error: '支付方式无效' });
export type PaymentSceneName = z.infer<typeof paymentSceneField>;

/** The parameters of `WeixinJSBridge.invoke('getBrandWCPayRequest', …)`, signed by the merchant (RSA). */
export const jsapiPaymentSchema = z.object({
  appId: z.string(),
  timeStamp: z.string(),
  nonceStr: z.string(),
  package: z.string(),
  signType: z.literal('RSA'),
  paySign: z.string(),
});
export type JsapiPayment = z.infer<typeof jsapiPaymentSchema>;

/**
 * Where a payment starts. Exactly one way is given: `jsapi` (call the bridge), `codeUrl` (show it
 * as a QR code and wait for the result), or `cashierUrl` (send the browser there: WeChat Pay's H5
 * page, or the sandbox cashier).
 */
export const paymentStartFields = {
  cashierUrl: z.string(),
  jsapi: jsapiPaymentSchema.optional(),
  codeUrl: z.string().optional(),
};
