import { installFakeWechatBridge } from '../support/fake-wechat-bridge.ts';
import { expect, test } from './wechat-test.ts';

// /UniversalPay opened inside WeChat by someone who is not logged in: JSAPI needs the payer's
// openid, so the page first goes through WeChat's silent snsapi_base authorisation (the server
// keeps the openid behind an HttpOnly cookie), comes back and goes on with the payment it was
// confirming, on WeChat's sheet. Nobody logs in. Its own server and database: 17012340005 is
// paid for by no other WeChat journey.

const PAYER = { openid: 'o_journey_universal_payer', nickname: '路过的付款人', headimgurl: 'https://thirdwx.qlogo.cn/mmopen/payer/132' };

test('/UniversalPay in WeChat names its payer silently, then pays the JSAPI way without a login @wechat', async ({ page, wechat }) => {
  const invoked = await installFakeWechatBridge(page, wechat.fake);
  wechat.fake.officialAccount.consentNext(PAYER);
  // The fake serves every journey of the worker: only this journey's requests count.
  const firstRequest = wechat.fake.requests.length;

  await page.goto('/UniversalPay?serviceid=17012340005&amount=1234&recordNumber=WX1');
  await expect(page.getByText('¥12.34')).toBeVisible();
  await page.getByRole('button', { name: '微信支付' }).click();
  await page.getByRole('dialog', { name: '确认支付' }).getByRole('button', { name: '继续支付' }).click();

  await expect(page.getByText('支付成功！')).toBeVisible({ timeout: 20_000 });
  // Back on the link itself (a redirect keeps the authorise URL's #wechat_redirect, as browsers do).
  await expect(page).toHaveURL(/\/UniversalPay\?serviceid=17012340005&amount=1234&recordNumber=WX1(#wechat_redirect)?$/);
  expect(invoked).toHaveLength(1);
  const authorisations = wechat.fake.requests.slice(firstRequest).filter((request) => request.url.startsWith('/connect/oauth2/authorize'));
  expect(authorisations.map((request) => new URL(request.url, wechat.fake.baseUrl).searchParams.get('scope'))).toEqual(['snsapi_base']);
  const orders = [...wechat.fake.pay.orders.values()].filter((order) => order.totalFen === 1234);
  expect(orders).toEqual([expect.objectContaining({ tradeType: 'JSAPI', openid: PAYER.openid, state: 'SUCCESS' })]);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});
