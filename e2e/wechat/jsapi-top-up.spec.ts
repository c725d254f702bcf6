import type { Page } from '@playwright/test';
import { installFakeWechatBridge } from '../support/fake-wechat-bridge.ts';
import { bindBySmsCode } from '../support/opened-line.ts';
import { expect, test } from './wechat-test.ts';

// A member tops up the JSAPI way inside WeChat, against the fake WeChat: logged in through the
// official account's web authorisation, the number bound with a sandbox SMS code, 50元 paid on
// WeChat's payment sheet. The page's WeixinJSBridge is a stub that hands the merchant-signed
// parameters to the test, which pays them at the fake (it checks paySign and sends the signed,
// encrypted notification); the page then shows the paid result and the balance. Its own server
// and database: 17012340008 (孙丽, 56.00元) is bound and topped up by no other WeChat journey.

const PHONE = '17012340008';
const PAYER = { openid: 'o_journey_jsapi_top_up', nickname: '孙丽的微信', headimgurl: 'https://thirdwx.qlogo.cn/mmopen/journey/132' };

/** The balance on /balance, in yuan. */
async function readBalance(page: Page): Promise<number> {
  await page.goto('/balance');
  const amount = page.getByLabel('账户余额').getByText(/^¥-?\d+\.\d{2}$/);
  await expect(amount).toBeVisible();
  return Number((await amount.textContent())?.replace('¥', ''));
}

test('a top-up paid the JSAPI way in WeChat settles once and raises the balance @wechat', async ({ page, wechat }) => {
  const invoked = await installFakeWechatBridge(page, wechat.fake);

  // The official account's authorisation names the member; the number is bound by SMS code.
  wechat.fake.officialAccount.consentNext(PAYER);
  await page.goto('/PersonalInformation');
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('token')).catch(() => null), { timeout: 15_000 }).toBeTruthy();
  await bindBySmsCode(page, PHONE);
  const before = await readBalance(page);

  await page.goto('/Recharge');
  await page.getByRole('radio', { name: /^50元/ }).click();
  await page.getByRole('button', { name: /^立即支付/ }).click();
  await page.getByRole('dialog', { name: '确认支付' }).getByRole('button', { name: '继续支付' }).click();

  await expect(page).toHaveURL(/\/paySuccess\?outTradeNo=/);
  await expect(page.getByText('支付成功！')).toBeVisible();
  expect(invoked).toHaveLength(1);
  const outTradeNo = new URL(page.url()).searchParams.get('outTradeNo') ?? '';
  expect(wechat.fake.pay.orders.get(outTradeNo), 'a JSAPI order for the member who logged in').toMatchObject({
    tradeType: 'JSAPI',
    openid: PAYER.openid,
    totalFen: 5000,
    state: 'SUCCESS',
  });
  expect(await readBalance(page)).toBeCloseTo(before + 50, 2);

  // WeChat Pay repeats the notification, and probes the merchant's check with a bad signature:
  // the repeat is answered and changes nothing, the forgery is refused.
  expect((await wechat.fake.pay.renotify(outTradeNo)).status).toBeLessThan(300);
  expect((await wechat.fake.pay.renotify(outTradeNo, { hasBadSignature: true })).status).toBeGreaterThanOrEqual(400);
  expect(await readBalance(page)).toBeCloseTo(before + 50, 2);
  // One record of this top-up (the demo's earlier ones are a flow pack and 30元).
  await page.goto('/record');
  await expect(page.getByText('话费充值50元')).toHaveCount(1);
});
