import { expect, test } from '@playwright/test';
import { logInThroughWechatPage, readLatestSmsCode } from '../support/sandbox.ts';
import { saveScreenshot } from '../support/screenshots.ts';

test('a new WeChat user logs in, sees the hall and binds a phone with an SMS code', async ({ page }) => {
  await logInThroughWechatPage(page, '体验用户小赵');
  await expect(page).toHaveURL(/\/Recharge$/);
  await expect(page.getByText('人工服务时间 8:00-21:00')).toBeVisible();
  for (const tab of ['充值缴费', '业务查询', '业务办理', '个人信息']) {
    await expect(page.getByText(tab, { exact: true }).first()).toBeVisible();
  }
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();

  await page.getByText('个人信息', { exact: true }).click();
  await expect(page).toHaveURL(/\/PersonalInformation$/);
  const sendButton = page.getByRole('button', { name: '获取验证码' });
  await sendButton.click();
  await expect(page.getByText('请输入手机号')).toBeVisible();

  await page.getByRole('textbox', { name: '手机号' }).fill('17112340010');
  await sendButton.click();
  const counting = page.getByRole('button', { name: /^\d+s$/ });
  await expect(counting).toBeDisabled();
  await expect(counting).toHaveText(/^(60|59|58)s$/);

  const code = await readLatestSmsCode(page, '17112340010');
  await page.getByRole('textbox', { name: '验证码' }).fill(code);
  await page.getByRole('button', { name: '绑定' }).click();
  await expect(page.getByText('绑定成功')).toBeVisible();
  await page.getByRole('button', { name: '确定' }).click();

  // The success overlay confirms to /personal, from the hall's PersonalInformation tab too.
  await expect(page).toHaveURL(/\/personal$/);
  await expect(page).toHaveTitle('号码信息');
  // The hall stays mounted (kept alive) behind /personal: what counts is what is on screen.
  const shown = (text: string) => page.getByText(text, { exact: true }).filter({ visible: true });
  await expect(shown('17112340010')).toBeVisible();
  for (const label of ['绑定号码', '号码状态', '入网时间', '当前套餐', '网龄', '当前积分', '绑定状态', '号码归属']) {
    await expect(shown(label)).toBeVisible();
  }
  await expect(shown('物联网卡18元套餐')).toBeVisible();
  await saveScreenshot(page, 'bound-number');

  // The browser's back button asks before leaving number information too.
  await page.goBack();
  const leaveDialog = page.getByRole('dialog').filter({ hasText: '确定要退出号码信息吗？' });
  await expect(leaveDialog).toBeVisible();
  await leaveDialog.getByRole('button', { name: '取消' }).click();
  await expect(leaveDialog).toBeHidden();
  await expect(page).toHaveURL(/\/personal$/);
  await expect(shown('17112340010')).toBeVisible();
  await page.goBack();
  await expect(leaveDialog).toBeVisible();
  await leaveDialog.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/PersonalInformation$/);
  await expect(shown('17112340010')).toBeVisible();
});

test('leaving /personal asks first and then goes to PersonalInformation', async ({ page }) => {
  await logInThroughWechatPage(page, '张伟', '/personal');
  await expect(page.getByText('17012340001')).toBeVisible();
  await page.locator('.adm-nav-bar-back').click();
  await expect(page.getByText('确定要退出号码信息吗？')).toBeVisible();
  await page.getByRole('button', { name: '取消' }).click();
  await expect(page).toHaveURL(/\/personal$/);
  await page.locator('.adm-nav-bar-back').click();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/PersonalInformation$/);
});
