import { expect, test, type Page } from '@playwright/test';
import { logInAs } from '../support/sandbox.ts';
import { saveScreenshot } from '../support/screenshots.ts';

async function pickInColumn(page: Page, column: number, label: string): Promise<void> {
  const item = page.locator('.adm-picker-view-column').nth(column).locator('.adm-picker-view-column-item', { hasText: label }).first();
  await item.dispatchEvent('click');
  await expect(page.locator('.adm-picker-view-column').nth(column).locator('.adm-picker-view-column-item-active')).toHaveText(label);
}

test('picks a province, city and county and sees the stores there', async ({ page }) => {
  await logInAs(page, '张伟', '/other');
  await page
    .getByText(/^附近门店/)
    .first()
    .click();
  await expect(page).toHaveURL(/\/store$/);
  await expect(page.getByText('请选择所在地区').first()).toBeVisible();
  await page.getByRole('button', { name: '选择所在地区' }).click();
  await expect(page.getByText('选择所在地区', { exact: true }).last()).toBeVisible();
  await pickInColumn(page, 0, '广东省');
  await pickInColumn(page, 1, '广州市');
  await pickInColumn(page, 2, '天河区');
  await saveScreenshot(page, 'store-picker');
  await page.getByText('确定', { exact: true }).click();
  await expect(page.getByText('广东省-广州市-天河区')).toBeVisible();
  await expect(page.getByText('天河体育中心营业厅')).toBeVisible();
  await expect(page.getByText('天河珠江新城营业厅')).toBeVisible();
  await saveScreenshot(page, 'store-list', { fullPage: true });

  await page.getByRole('button', { name: '选择所在地区' }).click();
  await pickInColumn(page, 2, '越秀区');
  await page.getByText('确定', { exact: true }).click();
  await expect(page.getByText('越秀北京路营业厅')).toBeVisible();
  await expect(page.getByText('天河体育中心营业厅')).toHaveCount(0);
});

test('sends a complaint (content required) and reads the cooperation page', async ({ page }) => {
  await logInAs(page, '张伟', '/other');
  await page
    .getByText(/^投诉举报/)
    .first()
    .click();
  await expect(page).toHaveURL(/\/complain$/);
  await page.getByRole('button', { name: '提交' }).click();
  await expect(page.getByText('请填写内容')).toBeVisible();
  await page.getByRole('textbox', { name: '投诉内容' }).fill('小区地下车库没有信号，希望尽快优化。');
  await page.getByRole('button', { name: '提交' }).click();
  await expect(page).toHaveURL(/\/complainSuccess$/);
  await expect(page.getByText('提交成功！')).toBeVisible();
  await page.getByRole('button', { name: '返回其他服务' }).click();
  await expect(page).toHaveURL(/\/other$/);
  await page
    .getByText(/^商务合作/)
    .first()
    .click();
  await expect(page.getByText(/合作方向/)).toBeVisible();
});
