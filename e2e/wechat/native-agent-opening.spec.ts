import { fillNumber, logInAgent } from '../support/agent.ts';
import { expectPartAccessibleAt375 } from '../support/axe.ts';
import { saveScreenshot } from '../support/screenshots.ts';
import { scanQrCode } from './qr-code.ts';
import { expect, test } from './wechat-test.ts';

// An agent opens a line on a desktop-size screen outside WeChat, an Android tablet at the counter
// (a computer's browser gets the spec's 请在微信客户端访问本页面 on the agent pages): the opening
// fee is a WeChat Pay Native order, shown as a QR code that the customer scans with their phone. The page learns by
// itself that WeChat Pay took the money (the fake's signed, encrypted notification settles the
// order; the page polls it) and goes on with the opening. Its own server and database: B20001
// (dealer D2001, paid by WeChat) and stock number 16620000009 are used by no other WeChat journey.

test.use({
  viewport: { width: 1280, height: 800 },
  isMobile: false,
  hasTouch: true,
  userAgent: 'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
});

test('an opening fee paid by Native QR code on a desktop-size screen moves on by itself once paid @wechat', async ({ page, wechat }) => {
  await logInAgent(page, 'B20001');
  await expect(page).toHaveURL(/\/OpenCardMessage$/);
  await page.goto('/OpenCard');
  await fillNumber(page, '16620000009');
  await expect(page.getByRole('heading', { name: '畅享流量59元套餐（预存100元）' })).toBeVisible();
  await page.getByRole('button', { name: '下一步' }).click();

  await expect(page).toHaveURL(/\/OpenPay$/);
  await expect(page.getByText('微信支付')).toBeVisible();
  await page.getByRole('button', { name: '立即支付' }).click();
  await page.getByRole('button', { name: '继续支付' }).click();

  const dialog = page.getByRole('dialog').filter({ hasText: '微信扫码支付' });
  await expect(dialog.getByText('请使用微信扫一扫完成支付')).toBeVisible();
  await expect(dialog.getByText('¥100.00')).toBeVisible();
  const code = dialog.getByRole('img', { name: '微信支付二维码' });
  const codeUrl = await scanQrCode(code);
  const order = [...wechat.fake.pay.orders.values()].find((candidate) => candidate.codeUrl === codeUrl);
  expect(order, 'the QR code is the code_url WeChat Pay answered to a Native order').toMatchObject({ tradeType: 'NATIVE', totalFen: 10_000 });
  await expectPartAccessibleAt375(page, dialog, '.adm-dialog');
  await saveScreenshot(page, 'wechat-native-qr');

  // The customer scans and pays; WeChat Pay notifies the server, and nobody touches the page.
  const notified = await wechat.fake.pay.payCodeUrl(codeUrl);
  expect(notified.status).toBeLessThan(300);
  await expect(page).toHaveURL(/\/OpenCard$/, { timeout: 20_000 });
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('document', { name: '入网协议全文' })).toBeVisible();

  // WeChat Pay repeats its notification: answered, and the opening is still paid once.
  const repeated = await wechat.fake.pay.renotify(order?.outTradeNo ?? '');
  expect(repeated.status).toBeLessThan(300);
  await page.goto('/OpenPay');
  await expect(page).toHaveURL(/\/OpenCard$/);
});
