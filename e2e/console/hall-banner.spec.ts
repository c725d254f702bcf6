import { expect, test } from '@playwright/test';
import { DESKTOP_CONSOLE, logInToConsole, openPhone } from '../support/console.ts';
import { logInAs } from '../support/sandbox.ts';
import { saveScreenshot } from '../support/screenshots.ts';

// An editor adds a hall banner in the console and a subscriber sees it in the hall and follows
// it; the journey deletes its banner again, so the hall of later journeys has none.

const BANNER_TITLE = '宽带新装限时优惠';
const BANNER_IMAGE = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="750" height="300"><rect width="750" height="300" fill="#ff7a45"/><text x="375" y="170" font-size="56" fill="#fff" text-anchor="middle">宽带新装限时优惠</text></svg>',
)}`;

test.use(DESKTOP_CONSOLE);

test('a banner added in the console shows in the hall', async ({ page, browser }) => {
  await logInToConsole(page, 'editor', '运营小李');
  await page.getByRole('menuitem', { name: '横幅' }).click();
  await page.getByRole('button', { name: '新增横幅' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByLabel('展示位置')).toBeVisible();
  await drawer.getByLabel('标题').fill(BANNER_TITLE);
  await drawer.getByLabel('图片地址').fill('javascript:alert(1)');
  await drawer.getByRole('button', { name: '保存' }).click();
  await expect(drawer.getByText('图片地址须为 / 或 https:// 开头的地址，或图片 data URL')).toBeVisible();
  await drawer.getByLabel('图片地址').fill(BANNER_IMAGE);
  await drawer.getByLabel('链接地址').fill('/activity');
  await drawer.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('横幅已保存')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: BANNER_TITLE });
  await expect(row.getByText('营业厅首页')).toBeVisible();
  await saveScreenshot(page, 'console-banners');

  const phone = await openPhone(browser);
  const subscriber = await phone.newPage();
  await logInAs(subscriber, '张伟');
  const banners = subscriber.getByRole('region', { name: '营业厅活动' });
  await expect(banners.getByRole('img', { name: BANNER_TITLE })).toBeVisible();
  await saveScreenshot(subscriber, 'hall-banner');
  // The hall's frame in the page's HTML carries the banner too, painted before the app's code arrives.
  const hallHtml = await (await subscriber.request.get('/Recharge')).text();
  expect(hallHtml).toMatch(
    new RegExp(`id="hall-frame"[\\s\\S]*<button type="button" class="hall-banner" aria-label="${BANNER_TITLE}"><img src="data:image/svg`),
  );
  await banners.getByRole('button', { name: BANNER_TITLE }).click();
  await expect(subscriber).toHaveURL(/\/activity$/);

  await row.getByRole('button', { name: '删除' }).click();
  await page.getByRole('button', { name: '删除', exact: true }).last().click();
  await expect(page.getByText('横幅已删除')).toBeVisible();
  await subscriber.goto('/Recharge');
  await expect(subscriber.getByRole('navigation', { name: '营业厅' })).toBeVisible();
  await expect(subscriber.getByRole('region', { name: '营业厅活动' })).toHaveCount(0);
  await phone.close();
});
