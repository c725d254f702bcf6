import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { jsSdkSignature } from './js-sdk-signature.ts';

let api: TestApp;
beforeAll(async () => {
  api = await createTestApp({ PUBLIC_URL: 'https://hall.example' });
});
afterAll(() => api.close());

describe('WECHAT_JS_CONFIG', () => {
  it("signs a page of this app over the current jsapi_ticket, the page's address without its fragment", async () => {
    const url = 'https://hall.example/UniversalPay?from=menu';
    const body = await api.call('WECHAT_JS_CONFIG', { url: `${url}#top` });
    expect(body.code).toBe(1);
    const config = body.data as { isAvailable: boolean; appId: string; timestamp: number; nonceStr: string; signature: string };
    expect(config.isAvailable).toBe(false);
    expect(config.nonceStr).toMatch(/^[A-Za-z0-9]{16}$/);
    const jsapiTicket = await api.deps.providers.wechatApi.jsapiTicket();
    expect(config.signature).toBe(jsSdkSignature({ jsapiTicket, nonceStr: config.nonceStr, timestamp: config.timestamp, url }));
  });

  it('refuses to sign an address of another site', async () => {
    const body = await api.call('WECHAT_JS_CONFIG', { url: 'https://evil.example/UniversalPay' });
    expect(body).toMatchObject({ code: -100, msg: '只能为本站页面生成微信配置' });
  });
});
