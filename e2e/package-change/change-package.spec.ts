import { expect, test } from '@playwright/test';
import { logInAs, readLatestSmsCode } from '../support/sandbox.ts';
import { saveScreenshot } from '../support/screenshots.ts';

test('a subscriber verifies by SMS, looks at a package and changes to it for next month', async ({ page }) => {
  await logInAs(page, '刘洋', '/BusinessHandle');
  await page.getByText('套餐变更').click();
  await expect(page).toHaveURL(/\/verification$/);
  await expect(page.getByRole('textbox', { name: '手机号' })).toHaveValue('17012340004');
  await expect(page.getByRole('textbox', { name: '手机号' })).toHaveAttribute('readonly', '');

  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('请输入验证码')).toBeVisible();
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('button', { name: /^\d+s$/ })).toBeDisabled();
  const code = await readLatestSmsCode(page, '17012340004');
  await page.getByRole('textbox', { name: '验证码' }).fill(code);
  await page.getByRole('button', { name: '确定' }).click();

  await expect(page).toHaveURL(/\/ChoosePackage$/);
  await expect(page.getByRole('heading', { name: '变更套餐' })).toBeVisible();
  await expect(page.getByRole('tab', { name: '流量套餐' })).toBeVisible();
  await expect(page.getByRole('tab', { name: '王卡套餐' })).toBeVisible();
  await expect(page.getByText('59元/月')).toBeVisible();
  await page.getByRole('button', { name: '确认变更' }).click();
  await expect(page.getByText('请选择流量套餐')).toBeVisible();

  await page.getByRole('link', { name: '畅享流量59元套餐详情' }).click();
  await expect(page).toHaveURL(/\/PackageDetails\?id=PKG_FLOW_59$/);
  for (const text of [
    '套餐名称',
    '畅享流量59元套餐',
    '59元/月',
    '500分钟',
    '60GB',
    '0.15元/分钟',
    '来电显示',
    '200条',
    '本月订购，下月生效',
    '国内接听免费',
    '长途漫游：无',
  ]) {
    await expect(page.getByText(text, { exact: true }).filter({ visible: true }).first()).toBeVisible();
  }
  await expect(page.getByLabel('套餐规则')).toContainText('套外国内通话0.15元/分钟');
  await saveScreenshot(page, 'package-details');
  await page.locator('.adm-nav-bar-back').click();

  await expect(page).toHaveURL(/\/ChoosePackage$/);
  await page.getByRole('tab', { name: '王卡套餐' }).click();
  await expect(page.getByRole('radio', { name: '大王卡19元套餐' })).toBeDisabled();
  await expect(page.getByText('当前套餐', { exact: true })).toBeVisible();
  await page.getByRole('tab', { name: '流量套餐' }).click();
  await page.getByRole('radio', { name: '畅享流量59元套餐' }).click();
  await expect(page.getByRole('radio', { name: '畅享流量59元套餐' })).toHaveAttribute('aria-checked', 'true');
  await saveScreenshot(page, 'choose-package');
  await page.getByRole('button', { name: '确认变更' }).click();

  const popup = page.getByRole('dialog', { name: '确认变更' });
  await expect(popup).toContainText('17012340004');
  await expect(popup).toContainText('畅享流量59元套餐');
  await expect(popup).toContainText('59元/月');
  await expect(popup).toContainText('套餐变更后，原套餐将无法恢复');
  await expect(popup).toContainText('首月变更的套餐将于次月生效');
  await expect(popup).toContainText('靓号的最低消费及合约期限保持不变');
  await saveScreenshot(page, 'confirm-change');
  await popup.getByRole('button', { name: '确认办理' }).click();

  await expect(page).toHaveURL(/\/ChangeSucces$/);
  await expect(page.getByText('套餐已受理')).toBeVisible();
  await expect(page.getByText(/已订业务/)).toBeVisible();
  await page.getByRole('button', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/\/Recharge$/);
  // The ordered services show the new package waiting for next month.
  await page.goto('/orderbusine');
  await expect(page.locator('.service-item').filter({ hasText: '畅享流量59元套餐' }).getByText('待生效')).toBeVisible();
});

test('/Choosepackage serves the same page, and without a bound phone the page says so', async ({ page }) => {
  await logInAs(page, '访客小周', '/Choosepackage');
  await expect(page.getByRole('heading', { name: '变更套餐' })).toBeVisible();
  await expect(page.getByText('您还未绑定手机号')).toBeVisible();
  await page.goto('/verification');
  await expect(page.getByText('您还未绑定手机号')).toBeVisible();
  await page.getByRole('button', { name: '去绑定' }).click();
  await expect(page).toHaveURL(/\/(AccountBind|PersonalInformation)$/);
});

test('a change without an SMS check sends the subscriber to verification, not calling it expired', async ({ page }) => {
  await logInAs(page, '王芳', '/ChoosePackage');
  await page.getByRole('radio', { name: '标准卡A套餐' }).click();
  await page.getByRole('button', { name: '确认变更' }).click();
  await page.getByRole('dialog', { name: '确认变更' }).getByRole('button', { name: '确认办理' }).click();
  // The verification page's chunk may take a moment on a busy machine; the toast stays 5 s. Its
  // intro (变更套餐前请先完成短信验证。) holds the toast's words, so only the whole text is the toast.
  await expect(page.getByText('请先完成短信验证', { exact: true })).toBeVisible({ timeout: 10_000 });
  await expect(page).toHaveURL(/\/verification$/, { timeout: 15_000 });
  await expect(page.getByRole('textbox', { name: '手机号' })).toHaveValue('17012340003');
});
