import { expect, test, type Page } from '@playwright/test';
import { logInAs } from '../support/sandbox.ts';

// The hall's member loading (spec: entering loads the member, moving to BusinessQuery resets and
// reloads it) and the login guard's browser check on login-exempt pages.

const MEMBER_PATH = '/api/wechat/memberInfo';

/** Counts the member requests (PERSONAL_DATA, getMember) the page sends from now on. */
function countMemberRequests(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === MEMBER_PATH) {
      count += 1;
    }
  });
  return () => count;
}

test('entering the hall loads the member once; each move to BusinessQuery resets and reloads it', async ({ page }) => {
  const memberRequests = countMemberRequests(page);
  await logInAs(page, '张伟');
  await expect(page).toHaveURL(/\/Recharge$/);
  await page.waitForLoadState('networkidle');
  expect(memberRequests()).toBe(1);

  const tab = (name: string) => page.getByRole('navigation', { name: '营业厅' }).getByRole('link', { name, exact: true });
  await tab('业务办理').click();
  await expect(page).toHaveURL(/\/BusinessHandle$/);
  await page.waitForLoadState('networkidle');
  expect(memberRequests(), 'other tabs use the loaded member').toBe(1);

  await tab('业务查询').click();
  await expect(page).toHaveURL(/\/BusinessQuery$/);
  await expect.poll(memberRequests).toBe(2);

  await tab('个人信息').click();
  await expect(page).toHaveURL(/\/PersonalInformation$/);
  await expect(page.getByText('17012340001')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(memberRequests()).toBe(2);

  await tab('业务查询').click();
  await expect(page).toHaveURL(/\/BusinessQuery$/);
  await expect.poll(memberRequests).toBe(3);
  await page.waitForLoadState('networkidle');
  expect(memberRequests(), 'one reload per move').toBe(3);
});

test('a desktop browser outside WeChat gets 请在微信客户端访问本页面 on a login-exempt page', async ({ browser }) => {
  const context = await browser.newContext({
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
    viewport: { width: 1280, height: 800 },
    isMobile: false,
    hasTouch: false,
  });
  const page = await context.newPage();
  await page.goto('/login');
  const alert = page.getByRole('dialog').filter({ hasText: '请在微信客户端访问本页面' });
  await expect(alert).toBeVisible();
  // The page itself is not shown behind the alert.
  await expect(page.getByRole('button', { name: '登录' })).toHaveCount(0);
  await alert.getByRole('button', { name: '确定' }).click();
  // Then it goes to WeChat authorisation (the sandbox's page here).
  await expect(page.getByText('请选择一个演示微信用户')).toBeVisible();
  await context.close();
});

test('a phone browser outside WeChat opens a login-exempt page without the alert', async ({ browser }) => {
  const context = await browser.newContext({
    userAgent: 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
    viewport: { width: 412, height: 915 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.goto('/login');
  await expect(page.getByRole('button', { name: '登录' })).toBeVisible();
  await expect(page.getByText('请在微信客户端访问本页面')).toHaveCount(0);
  await context.close();
});
