import { expect, test } from '@playwright/test';
import { chooseOption, DESKTOP_CONSOLE, logInToConsole, openPhone } from '../support/console.ts';

// Channel Yh is free: the demo seed gives a link to Dx only, and no other journey creates partner
// links. It logs in the demo partner agent P30001 (合作渠道直营店), whom no other journey changes;
// logging in changes nothing about the agent.
const CHANNEL = 'Yh';
const AGENT = { workNo: 'P30001', dealer: '合作渠道直营店' };

test.use(DESKTOP_CONSOLE);

test('an admin creates a partner link; the partner site signs a link that logs the agent in once, and the same link again has expired', async ({
  page,
  browser,
}) => {
  await logInToConsole(page, 'admin', '系统管理员');
  await page.getByRole('menuitem', { name: '合作链接' }).click();
  await chooseOption(page, '合作渠道', CHANNEL);
  await page.getByLabel('工号').fill(AGENT.workNo);
  await page.getByRole('button', { name: '创建' }).click();
  const secretDialog = page.getByRole('dialog', { name: '合作链接密钥' });
  await expect(secretDialog.getByText('密钥只显示这一次')).toBeVisible();
  const secret = ((await secretDialog.getByLabel('合作链接密钥').locator('code').textContent()) ?? '').trim();
  expect(secret.length).toBeGreaterThanOrEqual(40);
  await secretDialog.getByRole('button', { name: '我已记下，关闭' }).click();
  const row = page.getByRole('row').filter({ hasText: `/${CHANNEL}LoginWithoutCodeForWechatAgent` });
  await expect(row).toContainText(AGENT.workNo);
  await expect(row).toContainText(AGENT.dealer);
  await expect(row).toContainText('启用');

  // The partner's site (the sandbox stands in for it) holds the secret and mints a fresh link.
  const phoneContext = await openPhone(browser);
  const phone = await phoneContext.newPage();
  await phone.goto('/sandbox/partner');
  await phone.getByLabel('合作渠道').selectOption(CHANNEL);
  await phone.getByLabel('渠道密钥').fill(secret);
  await phone.getByRole('button', { name: '生成登录链接' }).click();
  const enter = phone.getByRole('link', { name: '进入开卡' });
  const link = (await enter.getAttribute('href')) ?? '';
  expect(link).toMatch(new RegExp(`^/${CHANNEL}LoginWithoutCodeForWechatAgent\\?ts=\\d+&nonce=[\\w-]+&sig=[0-9a-f]{64}$`));

  await enter.click();
  await expect(phone).toHaveURL(/\/OpenCard$/, { timeout: 15_000 });
  await expect(phone.getByRole('textbox', { name: '手机号' })).toBeVisible();
  expect(await phone.evaluate(() => localStorage.getItem('workNo'))).toBe(AGENT.workNo);

  // Someone who got hold of the used link (history, a forwarded message) gets no session.
  const otherPhoneContext = await openPhone(browser);
  const otherPhone = await otherPhoneContext.newPage();
  // A used link has expired: it leads to /linkExpired.
  await otherPhone.goto(link);
  await expect(otherPhone).toHaveURL(/\/linkExpired$/, { timeout: 15_000 });
  await expect(otherPhone.getByText('链接已失效，请退出此页面')).toBeVisible();
  expect(await otherPhone.evaluate(() => localStorage.getItem('tokens'))).toBeNull();

  // Without the partner's signature the page logs nobody in.
  await otherPhone.goto(`/${CHANNEL}LoginWithoutCodeForWechatAgent`);
  await expect(otherPhone.getByText('链接无效，请从合作方页面重新进入')).toBeVisible({ timeout: 15_000 });
  await phoneContext.close();
  await otherPhoneContext.close();
});
