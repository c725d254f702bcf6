import { expect, test, type Page } from '@playwright/test';
import { logInAs } from '../support/sandbox.ts';
import { saveScreenshot } from '../support/screenshots.ts';

/** Logs in and waits until the app is back on the page with its token stored. */
async function signIn(page: Page, nickname: string, path: string): Promise<void> {
  await logInAs(page, nickname, path);
  await page.waitForURL((url) => url.pathname === path.split('?')[0] && !url.searchParams.has('code'));
}

/** The balance shown on /balance, in yuan. */
async function readBalance(page: Page): Promise<number> {
  await page.goto('/balance');
  const amount = page.getByLabel('账户余额').getByText(/^¥-?\d+\.\d{2}$/);
  await expect(amount).toBeVisible();
  return Number((await amount.textContent())?.replace('¥', ''));
}

/** Holds the replies of an API path until released, so the page's waiting state can be seen. */
async function holdReplies(page: Page, path: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}

/** The result page's own waiting block (not the shared loading overlay) with the spec's text. */
function waitingBlock(page: Page) {
  return page.locator('[aria-busy="true"]').getByText('结果查询中...', { exact: true });
}

/** On the Recharge tab: choose a group and a product, confirm in the popup, arrive at the cashier. */
async function buy(page: Page, group: string, product: RegExp) {
  await page.goto('/Recharge');
  await page.getByRole('tab', { name: group }).click();
  await page.getByRole('radio', { name: product }).click();
  await page.getByRole('button', { name: /^立即支付/ }).click();
  const popup = page.getByRole('dialog', { name: '确认支付' });
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('button', { name: '返回修改' })).toBeVisible();
  await popup.getByRole('button', { name: '继续支付' }).click();
  await expect(page.getByRole('heading', { name: '微信支付' })).toBeVisible();
}

test('call credit: pick 50元, confirm, pay at the cashier, see 支付成功！ and the balance rise by 50', async ({ page }) => {
  await signIn(page, '张伟', '/balance');
  const before = await readBalance(page);
  await page.goto('/Recharge');
  await page.getByRole('radio', { name: /^50元/ }).click();
  await page.getByRole('button', { name: /^立即支付/ }).click();
  // 返回修改 closes the popup and keeps the choice.
  await page.getByRole('button', { name: '返回修改' }).click();
  await expect(page.getByRole('dialog', { name: '确认支付' })).toBeHidden();
  await page.getByRole('button', { name: /^立即支付/ }).click();
  await page.getByRole('button', { name: '继续支付' }).click();
  await expect(page.getByLabel('支付金额')).toHaveText('¥50.00');
  await saveScreenshot(page, 'cashier');
  // While the order is queried the page says so in the spec's words.
  const releaseOrderQuery = await holdReplies(page, '/api/wechat/bossQueryOrderByOutTradeNo');
  await page.getByRole('button', { name: '确认支付' }).click();
  await expect(page).toHaveURL(/\/paySuccess\?outTradeNo=/);
  await expect(waitingBlock(page)).toBeVisible();
  releaseOrderQuery();
  await expect(page.getByText('支付成功！')).toBeVisible();
  await expect(waitingBlock(page)).toBeHidden();
  await saveScreenshot(page, 'pay-success');
  expect(await readBalance(page)).toBeCloseTo(before + 50, 2);
  await page.goto('/record');
  await expect(page.getByText('话费充值50元').first()).toBeVisible();
  await expect(page.getByText('充值成功').first()).toBeVisible();
});

test('daily flow pack: paid and opened, it shows on /success and in the usage', async ({ page }) => {
  await signIn(page, '张伟', '/Recharge');
  await buy(page, '日流量包', /^2GB日包/);
  const releaseOpenFlow = await holdReplies(page, '/api/wechat/openFlow');
  await page.getByRole('button', { name: '确认支付' }).click();
  await expect(page).toHaveURL(/\/success\?outTradeNo=/);
  await expect(waitingBlock(page)).toBeVisible();
  releaseOpenFlow();
  await expect(page.getByText('支付成功！', { exact: true })).toBeVisible();
  await expect(page.getByText('流量包订购成功，已生效，可在套餐余量中查看。')).toBeVisible();
  await page.goto('/setMeal');
  await expect(page.getByLabel('2GB日包')).toBeVisible();
});

test('monthly flow pack on an owing number: the money stays as balance and /fail says so', async ({ page }) => {
  await signIn(page, '王芳', '/Recharge');
  await buy(page, '月流量包', /^2GB月包/);
  await page.getByRole('button', { name: '确认支付' }).click();
  await expect(page).toHaveURL(/\/fail$/);
  await expect(page.getByText('充值失败，当前账户可用余额不足 请充值话费')).toBeVisible();
  await saveScreenshot(page, 'flow-insufficient');
  await page.getByRole('button', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/\/Recharge$/);
});

test('a monthly flow pack paid by a number with credit opens', async ({ page }) => {
  await signIn(page, '张伟', '/Recharge');
  await buy(page, '月流量包', /^600M月包/);
  await page.getByRole('button', { name: '确认支付' }).click();
  await expect(page.getByText('支付成功！', { exact: true })).toBeVisible();
  await expect(page.getByText('流量包订购成功，已生效，可在套餐余量中查看。')).toBeVisible();
});

test('failed payments land on /payFail and /flowPayFali', async ({ page }) => {
  await signIn(page, '张伟', '/Recharge');
  await buy(page, '话费充值', /^10元/);
  await page.getByRole('button', { name: '模拟支付失败' }).click();
  await expect(page).toHaveURL(/\/payFail$/);
  await expect(page.getByText('支付失败，请重新支付', { exact: true })).toBeVisible();
  await buy(page, '日流量包', /^500MB日包/);
  await page.getByRole('button', { name: '模拟支付失败' }).click();
  await expect(page).toHaveURL(/\/flowPayFali$/);
  // The spec's one payment-failure text; the flow pack is named only in the description below it.
  await expect(page.getByText('支付失败，请重新支付', { exact: true })).toBeVisible();
  await expect(page.getByText('流量包支付失败')).toHaveCount(0);
  await expect(page.getByText('本次未扣款，流量包未订购。')).toBeVisible();
});

test('/UniversalPay pays any number without logging in', async ({ page }) => {
  await page.goto('/UniversalPay?serviceid=17012340002&amount=1234&recordNumber=NO1');
  await expect(page.getByText('17012340002')).toBeVisible();
  await expect(page.getByText('¥12.34')).toBeVisible();
  await page.getByRole('button', { name: '微信支付' }).click();
  await page.getByRole('button', { name: '继续支付' }).click();
  const releaseOrderQuery = await holdReplies(page, '/api/wechat/bossQueryOrderByOutTradeNo');
  await page.getByRole('button', { name: '确认支付' }).click();
  await expect(page).toHaveURL(/\/UniversalPay\?/);
  await expect(waitingBlock(page)).toBeVisible();
  releaseOrderQuery();
  await expect(page.getByText('支付成功！')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await page.goto('/UniversalPay?serviceid=123&amount=x');
  await expect(page.getByText('缴费信息有误')).toBeVisible();
});
