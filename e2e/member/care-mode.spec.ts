import { expect, test, type Locator, type Page } from '@playwright/test';
import { logInAs } from '../support/sandbox.ts';
import { saveScreenshot } from '../support/screenshots.ts';

// Care mode (关怀模式) as an older subscriber uses it: switched on in /personal, the hall opens on
// five large tiles at the larger sizes, a top-up goes through from the 充值 tile, a reload paints in
// care mode from the first frame, and switching it off brings the usual hall back.

const TILES = ['话费余额', '充值', '本月账单', '剩余流量', '人工客服'];

async function pixels(locator: Locator, property: 'fontSize' | 'height'): Promise<number> {
  if (property === 'height') {
    return (await locator.boundingBox())?.height ?? 0;
  }
  return locator.evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize));
}

const tiles = (page: Page) => page.getByRole('list', { name: '常用服务' });
const tile = (page: Page, label: string) => tiles(page).getByRole('link', { name: new RegExp(`^${label}`) });

async function readTileBalance(page: Page): Promise<number> {
  const figure = tile(page, '话费余额').locator('.key-figure');
  await expect(figure).toHaveText(/^¥-?\d+\.\d{2}$/);
  return Number((await figure.textContent())?.replace('¥', ''));
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
}

/** The care-mode switch on /personal, turned to the given state and saved. */
async function switchOnPersonal(page: Page, on: boolean): Promise<void> {
  await page.goto('/personal');
  const careSwitch = page.getByRole('switch', { name: '关怀模式' });
  await expect(careSwitch).toHaveAttribute('aria-checked', on ? 'false' : 'true');
  await careSwitch.click();
  await expect(careSwitch).toHaveAttribute('aria-checked', on ? 'true' : 'false');
  await expect(page.getByText(on ? '已开启关怀模式' : '已关闭关怀模式')).toBeVisible();
}

// The flag lives on the server: a journey that stopped half-way must not leave 张伟's hall in care mode for the next ones.
test.afterEach(async ({ page }) => {
  await page
    .evaluate(() =>
      fetch('/api/wechat/careMode', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ enabled: false, token: window.localStorage.getItem('token') }),
      }),
    )
    .catch(() => undefined);
});

test('care mode: switched on in /personal, the hall as five large tiles, a top-up from 充值, kept over a reload, and off again', async ({ page }) => {
  await logInAs(page, '张伟', '/personal');
  await page.waitForURL((url) => url.pathname === '/personal' && !url.searchParams.has('code'));
  await switchOnPersonal(page, true);
  await expect(page.locator('html')).toHaveAttribute('data-care-mode', 'on');

  await page.goto('/');
  for (const label of TILES) {
    await expect(tile(page, label)).toBeVisible();
  }
  const balanceBefore = await readTileBalance(page);
  await expect(tile(page, '本月账单').locator('.key-figure')).toHaveText(/^¥\d+\.\d{2}$/);
  await expect(tile(page, '剩余流量').locator('.key-figure')).toHaveText(/^\d+(\.\d+)?(MB|GB)$/);
  expect(await tile(page, '人工客服').getAttribute('href')).toMatch(/^tel:[\d+]+$/);
  // The usual side tabs wait behind 更多服务; the notice's icon and the banners are not shown.
  await expect(page.getByRole('navigation', { name: '营业厅' })).toHaveCount(0);
  await expect(page.locator('.hall-notice-icon')).toBeHidden();
  await saveScreenshot(page, 'care-mode-hall');

  // The sizes: base text, a key figure, a button and a list item.
  expect(await pixels(page.locator('body'), 'fontSize')).toBeGreaterThanOrEqual(18);
  expect(await pixels(tile(page, '话费余额').locator('.key-figure'), 'fontSize')).toBeGreaterThanOrEqual(24);
  const more = page.getByRole('button', { name: '更多服务' });
  expect(await pixels(more, 'height')).toBeGreaterThanOrEqual(48);
  await more.click();
  await page.getByRole('navigation', { name: '营业厅' }).getByRole('link', { name: '业务查询' }).click();
  const listItem = page.locator('.hall-content .adm-list-item').first();
  await expect(listItem).toBeVisible();
  expect(await pixels(listItem, 'height')).toBeGreaterThanOrEqual(48);

  // Nothing scrolls sideways on a 320 px phone in care mode.
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/');
  await expect(tile(page, '话费余额').locator('.key-figure')).toBeVisible();
  await expectNoSidewaysScroll(page);

  // 充值: the Recharge tab opens under the tiles and a top-up goes through as without care mode.
  await tile(page, '充值').click();
  await page.getByRole('radio', { name: /^50元/ }).click();
  const pay = page.getByRole('button', { name: /^立即支付/ });
  expect(await pixels(pay, 'height')).toBeGreaterThanOrEqual(48);
  await expectNoSidewaysScroll(page);
  await pay.click();
  await page.getByRole('dialog', { name: '确认支付' }).getByRole('button', { name: '继续支付' }).click();
  await expect(page.getByLabel('支付金额')).toHaveText('¥50.00');
  await page.getByRole('button', { name: '确认支付' }).click();
  await expect(page).toHaveURL(/\/paySuccess\?outTradeNo=/);
  await expect(page.getByText('支付成功！')).toBeVisible();
  await page.goto('/');
  expect(await readTileBalance(page)).toBeCloseTo(balanceBefore + 50, 2);

  // A reload is in care mode before the app's code runs: with the code held back, the document
  // already carries the attribute and the app has not rendered anything yet.
  let releaseCode: () => void = () => undefined;
  const codeHeld = new Promise<void>((resolve) => {
    releaseCode = resolve;
  });
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await codeHeld;
    await route.continue();
  });
  await page.reload({ waitUntil: 'commit' });
  await expect.poll(() => page.evaluate(() => document.getElementById('root') !== null)).toBe(true);
  expect(
    await page.evaluate(() => ({
      careMode: document.documentElement.getAttribute('data-care-mode'),
      rendered: document.getElementById('root')?.childElementCount,
    })),
  ).toEqual({
    careMode: 'on',
    rendered: 0,
  });
  releaseCode();
  await expect(tile(page, '话费余额')).toBeVisible();
  await page.unroute(/\/assets\/.+\.js$/);

  // Off again: the usual hall, at the usual sizes.
  await page.setViewportSize({ width: 412, height: 839 });
  await switchOnPersonal(page, false);
  await expect(page.locator('html')).not.toHaveAttribute('data-care-mode', /.*/);
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: '营业厅' }).getByRole('link', { name: '充值缴费' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /^50元/ })).toBeVisible();
  await expect(tiles(page)).toHaveCount(0);
  expect(await pixels(page.locator('body'), 'fontSize')).toBeLessThan(18);
});
