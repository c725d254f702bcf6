import { expect, type Page, test } from '@playwright/test';
import { logInAs } from '../support/sandbox.ts';
import { saveScreenshot } from '../support/screenshots.ts';

/** The back office processes requests after a few seconds: reload until the table says so. */
async function waitUntilProcessed(page: Page) {
  await expect(async () => {
    await page.reload();
    await expect(page.getByText('处理中', { exact: true })).toHaveCount(0, { timeout: 1000 });
    await expect(page.getByText('已完成', { exact: true }).first()).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 40_000, intervals: [2000] });
}

test('a subscriber orders the service, registers industry categories and unsubscribes', async ({ page }) => {
  await logInAs(page, '张伟', '/BusinessHandle');
  await page.getByText('短信免打扰').click();
  await expect(page).toHaveURL(/\/WillRegister$/);
  await expect(page.getByRole('heading', { name: '短信免打扰服务' })).toBeVisible();
  await expect(page.getByText(/客服热线10020/)).toBeVisible();

  await page.getByRole('button', { name: '订购' }).click();
  await expect(page.getByText('请先勾选用户服务协议')).toBeVisible();

  await page.getByRole('link', { name: '《用户服务协议》' }).click();
  await expect(page).toHaveURL(/\/UserAgreement$/);
  await expect(page.getByText('版本日期：2024-06-13')).toBeVisible();
  await expect(page.getByText(/初始服务密码为123456，/)).toBeVisible();
  await expect(page.getByText(/每日加收3‰的违约金/)).toBeVisible();
  await expect(page.getByRole('heading', { name: '第十条 协议的解除' })).toBeVisible();
  await saveScreenshot(page, 'user-agreement');
  await page.locator('.adm-nav-bar-back').click();
  await expect(page).toHaveURL(/\/WillRegister$/);

  await page.getByText('我已阅读并同意').click();
  await page.getByRole('button', { name: '订购' }).click();
  await expect(page.getByText(/风险提示：订购后/)).toBeVisible();
  await page.getByRole('button', { name: '确定订购' }).click();
  await expect(page.getByText('订购成功，请稍后进行查询!')).toBeVisible();
  await expect(page.getByText(/您已订购短信免打扰服务/)).toBeVisible();
  await expect(page.getByRole('button', { name: '退订' })).toBeVisible();
  await saveScreenshot(page, 'will-register-ordered');

  await page.getByRole('button', { name: '去登记' }).click();
  await expect(page).toHaveURL(/\/SelectFunction$/);
  for (const item of ['行业营销类别防护', '拒收号码防护', '客户服务', '拦截申诉']) {
    await expect(page.getByText(item)).toBeVisible();
  }
  await page.getByText('行业营销类别防护').click();
  await expect(page).toHaveURL(/\/RejectionBusiness$/);
  await expect(page.getByRole('checkbox')).toHaveCount(11);
  await expect(page.getByText('暂无办理记录')).toBeVisible();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('您未修改任何登记信息')).toBeVisible();

  await page.getByRole('checkbox', { name: '金融理财' }).click();
  await page.getByRole('checkbox', { name: '教育培训' }).click();
  await page.getByRole('button', { name: '确定' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('确定登记吗');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('提交成功，请稍后进行查询！')).toBeVisible();
  const firstRow = page.getByRole('row').nth(1);
  await expect(firstRow).toContainText('处理中');
  await expect(firstRow).toContainText('登记');
  await expect(firstRow).toContainText('行业');
  await expect(page.getByRole('checkbox', { name: '金融理财' })).toBeDisabled();
  await saveScreenshot(page, 'rejection-business-pending');

  await waitUntilProcessed(page);
  await expect(page.getByRole('checkbox', { name: '金融理财' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('checkbox', { name: '教育培训' })).toHaveAttribute('aria-checked', 'true');

  await page.getByRole('checkbox', { name: '金融理财' }).click();
  await page.getByRole('checkbox', { name: '汽车销售' }).click();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toContainText('本次既有登记也有取消登记');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('提交成功，请稍后进行查询！')).toBeVisible();
  await expect(page.getByText('取消登记', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: '查看' }).first().click();
  await expect(page.getByRole('dialog')).toContainText('行业：');
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await saveScreenshot(page, 'rejection-business');

  await page.locator('.adm-nav-bar-back').click();
  await expect(page).toHaveURL(/\/SelectFunction$/);
  await page.locator('.adm-nav-bar-back').click();
  await expect(page).toHaveURL(/\/Recharge$/);
  expect(await page.evaluate(() => localStorage.getItem('smsRegister.Phone'))).toBeNull();

  await page.goto('/WillRegister');
  await page.getByRole('button', { name: '退订' }).click();
  await expect(page.getByText(/确定退订短信免打扰服务吗/)).toBeVisible();
  await page.getByRole('button', { name: '确定退订' }).click();
  await expect(page.getByText('退订成功，请稍后进行查询!')).toBeVisible();
  await expect(page.getByRole('button', { name: '订购' })).toBeVisible();

  // Without the service the register pages cannot load: the combined view says 接口参数缺失！ (-100)
  // and goes back to the hall, without an error state of its own on the way.
  await page.goto('/NoteRegister/17012340001');
  await expect(page.getByText('接口参数缺失！')).toBeVisible();
  await expect(page).toHaveURL(/\/BusinessHandle$/);
  await expect(page.getByText('您尚未订购短信免打扰服务')).toHaveCount(0);
});
