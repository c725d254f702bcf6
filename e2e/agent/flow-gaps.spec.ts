import { expect, test } from '../support/consent.ts';
import { closeAlert, logInAgent } from '../support/agent.ts';
import { saveScreenshot } from '../support/screenshots.ts';

test('the agent home leads to 虚商开卡 and 线上开卡; /VnoOpenCard without a link parameter says what to do and shows no form', async ({ page }) => {
  await logInAgent(page, 'A10001');
  await expect(page).toHaveURL(/\/OpenCardMessage$/);
  await page.getByText('虚拟运营商号卡开户').click();
  await expect(page).toHaveURL(/\/VnoOpenCard\?title=1$/);
  await expect(page.getByRole('textbox', { name: '手机号' })).toBeVisible();
  await page.goto('/OpenCardMessage');
  await page.getByText('线上渠道号卡开户').click();
  await expect(page).toHaveURL(/\/OnlineOpenCard$/);
  await expect(page.getByRole('textbox', { name: '手机号' })).toBeVisible();

  await page.goto('/VnoOpenCard');
  await closeAlert(page, '数据缺失，请重新扫码');
  await expect(page.getByText('数据缺失，请重新扫码')).toBeVisible();
  await expect(page.getByText('请从开卡首页的「虚商开卡」进入，或重新扫描号卡上的二维码')).toBeVisible();
  await expect(page.getByRole('textbox', { name: '手机号' })).toHaveCount(0);
  await saveScreenshot(page, 'agent-vno-without-link');
  await page.getByRole('button', { name: '返回开卡首页' }).click();
  await expect(page).toHaveURL(/\/OpenCardMessage$/);
});

test('/QRcodeVideo without a ticket says how to get the code, and its back button does not open the subscriber hall', async ({ page }) => {
  await page.goto('/QRcodeVideo');
  await expect(page.getByText('未获取到承诺视频信息')).toBeVisible();
  await expect(page.getByText(/号卡查询.*扫描承诺视频二维码/)).toBeVisible();
  await page.locator('.adm-nav-bar-back').click();
  await expect(page.getByText('请直接关闭本页面')).toBeVisible();
  await expect(page).toHaveURL(/\/QRcodeVideo$/);
});

test('/UniversalPay’s back button does not open the subscriber hall', async ({ page }) => {
  await page.goto('/UniversalPay?serviceid=17012340001&amount=1000');
  await expect(page.getByRole('heading', { name: '话费缴费' })).toBeVisible();
  await page.locator('.adm-nav-bar-back').click();
  await expect(page.getByText('请直接关闭本页面')).toBeVisible();
  await expect(page).toHaveURL(/\/UniversalPay\?/);
});
