import { expect, test, type Page } from '@playwright/test';
import { logInAs } from '../support/sandbox.ts';

// The hall paints from its HTML before the app's JavaScript has arrived (the prerendered frame,
// the notice filled in by the server), the first screen's reads start from the page itself, and
// the app takes the frame over without moving anything or asking for those reads again.

const FIRST_SCREEN_READS = ['/api/wechat/memberInfo', '/api/wechat/product'];

/** Counts the requests of each first-screen read the page sends from now on. */
function countFirstScreenReads(page: Page): () => Record<string, number> {
  const counts: Record<string, number> = Object.fromEntries(FIRST_SCREEN_READS.map((path) => [path, 0]));
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path in counts) {
      counts[path] = (counts[path] ?? 0) + 1;
    }
  });
  return () => ({ ...counts });
}

/** Holds the app's code back: what shows is what the HTML paints by itself. */
async function withoutAppCode(page: Page): Promise<void> {
  await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
}

/** Holds the stylesheet files back too: the page's own styles are all its first paint needs. */
async function withoutAnyAsset(page: Page): Promise<void> {
  await page.route(/\/assets\/.+\.(js|css)$/, (route) => route.abort());
}

async function frameLayout(page: Page) {
  const box = async (name: string) => (await page.getByRole('navigation', { name: '营业厅' }).getByRole('link', { name, exact: true }).boundingBox()) ?? null;
  return {
    notice: await page.getByRole('marquee', { name: '营业厅公告' }).boundingBox(),
    recharge: await box('充值缴费'),
    query: await box('业务查询'),
    personal: await box('个人信息'),
    number: await page.locator('.recharge-phone-number').boundingBox(),
  };
}

test('the hall paints its frame and notice from the HTML, styled, and starts its first reads, before any file of the app arrives', async ({ page }) => {
  await logInAs(page, '张伟');
  await expect(page).toHaveURL(/\/Recharge$/);
  await expect(page.locator('.recharge-phone-number')).toBeVisible();
  const hotline = await page.locator('meta[name="hall-hotline"]').getAttribute('content');

  const reads = countFirstScreenReads(page);
  await withoutAnyAsset(page);
  await page.goto('/Recharge');
  const tabs = page.getByRole('navigation', { name: '营业厅' });
  await expect(tabs).toHaveCSS('width', '92px');
  await expect(tabs.getByRole('link', { name: '充值缴费', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(tabs.getByRole('link', { name: '个人信息', exact: true })).toBeVisible();
  const notice = page.getByRole('marquee', { name: '营业厅公告' });
  await expect(notice).toContainText(/\S/);
  await expect(notice).not.toContainText('%HALL_NOTICE%');
  await expect(notice.getByRole('link', { name: hotline ?? '' })).toHaveAttribute('href', `tel:${hotline}`);
  await expect(page.locator('.skeleton-block')).toBeVisible();
  // The number comes from the page's own read of the member: it paints before the app runs.
  await expect(page.locator('#hall-frame .recharge-phone-number')).toHaveText('17012340001');
  await expect.poll(reads, { message: 'the page itself sends the first screen reads' }).toEqual({ '/api/wechat/memberInfo': 1, '/api/wechat/product': 1 });
});

test('the app takes the frame over in place, using the reads the page started instead of asking again', async ({ page }) => {
  await logInAs(page, '张伟');
  await expect(page.locator('.recharge-phone-number')).toBeVisible();

  await withoutAppCode(page);
  await page.goto('/Recharge');
  await expect(page.getByRole('navigation', { name: '营业厅' })).toBeVisible();
  await expect(page.locator('#hall-frame .recharge-phone-number')).toHaveText('17012340001');
  const painted = await frameLayout(page);
  await page.unroute(/\/assets\/.+\.js$/);

  const reads = countFirstScreenReads(page);
  await page.goto('/Recharge');
  await expect(page.locator('.recharge-phone-number')).toHaveText('17012340001');
  await expect(page.locator('#hall-frame')).toHaveCount(0);
  await expect(page.locator('.hall')).toHaveCount(1);
  expect(await frameLayout(page), 'the app paints the frame where the HTML did').toEqual(painted);
  await page.waitForLoadState('networkidle');
  expect(reads(), 'each first-screen read is sent once, by the page').toEqual({ '/api/wechat/memberInfo': 1, '/api/wechat/product': 1 });

  await page.getByRole('navigation', { name: '营业厅' }).getByRole('link', { name: '业务查询', exact: true }).click();
  await expect.poll(() => reads()['/api/wechat/memberInfo'], { message: 'later reads go to the network' }).toBe(2);
});

test("the hall's other tabs start the member read from the page too, and the app uses it", async ({ page }) => {
  await logInAs(page, '张伟');
  await expect(page.locator('.recharge-phone-number')).toBeVisible();

  const reads = countFirstScreenReads(page);
  await withoutAppCode(page);
  await page.goto('/PersonalInformation');
  await expect.poll(reads, { message: 'the page itself sends the member read' }).toEqual({ '/api/wechat/memberInfo': 1, '/api/wechat/product': 0 });
  await page.unroute(/\/assets\/.+\.js$/);

  const appReads = countFirstScreenReads(page);
  await page.goto('/BusinessQuery');
  await expect(page.getByRole('navigation', { name: '营业厅' }).getByRole('link', { name: '业务查询', exact: true })).toHaveAttribute('aria-current', 'page');
  await page.waitForLoadState('networkidle');
  expect(appReads(), 'the member is read once, by the page').toEqual({ '/api/wechat/memberInfo': 1, '/api/wechat/product': 0 });
});

test('only the hall landing paths carry the frame; care mode, whose hall opens on tiles, does not show it', async ({ page }) => {
  const hall = await (await page.request.get('/Recharge')).text();
  expect(hall).toContain('id="hall-frame"');
  expect(hall).not.toContain('%HALL_NOTICE%');
  expect(hall).not.toContain('hall-banners-slot');
  expect(await (await page.request.get('/')).text()).toContain('id="hall-frame"');
  for (const path of ['/BusinessQuery', '/personal', '/agent/login', '/console']) {
    expect(await (await page.request.get(path)).text(), path).not.toContain('id="hall-frame"');
  }

  await page.goto('/sandbox/api/sms');
  await page.evaluate(() => window.localStorage.setItem('careMode', '1'));
  await withoutAppCode(page);
  await page.goto('/Recharge');
  await expect(page.locator('html')).toHaveAttribute('data-care-mode', 'on');
  await expect(page.locator('#hall-frame')).toBeHidden();
});
