import { expect, test } from '@playwright/test';
import { logInAs } from '../support/sandbox.ts';
import { saveScreenshot } from '../support/screenshots.ts';

test('a subscriber adds and deletes rejected numbers, with every refusal', async ({ page }) => {
  // 王芳 has ordered the service and already rejects 10690000123 and 95500111.
  await logInAs(page, '王芳', '/WillRegister');
  await page.getByRole('button', { name: '去登记' }).click();
  await page.getByText('拒收号码防护').click();
  await expect(page).toHaveURL(/\/RejectNumber$/);
  await expect(page.getByRole('heading', { name: '已拒收号码（2）' })).toBeVisible();

  const input = page.getByRole('textbox', { name: '拒收号码' });
  const addButton = page.getByRole('button', { name: '添加' });
  const addNumber = async (number: string) => {
    await input.fill(number);
    await addButton.click();
  };

  await page.getByRole('button', { name: '提交' }).click();
  await expect(page.getByText('号码不能为空！！')).toBeVisible();
  await addButton.click();
  await expect(page.getByText('手机号不能为空')).toBeVisible();
  await addNumber('12');
  await expect(page.getByText('请输入正确的号码（3-20位数字）')).toBeVisible();
  await addNumber('95500111');
  await expect(page.getByText('添加的号码已拒收！！！')).toBeVisible();
  await addNumber('13800138000');
  await expect(page.getByRole('button', { name: '移除13800138000' })).toBeVisible();
  await addNumber('13800138000');
  await expect(page.getByText('已增加此号码，请重新添加号码！')).toBeVisible();
  for (let index = 0; index < 9; index += 1) {
    await addNumber(`106900100${index}`);
    await expect(input).toHaveValue('');
  }
  await addNumber('4008000000');
  await expect(page.getByText('单次最多拒收10个号码！！')).toBeVisible();
  await page.getByRole('button', { name: '移除13800138000' }).click();
  await addNumber('4008000000');
  await expect(page.getByRole('list', { name: '待拒收号码' }).getByRole('listitem')).toHaveCount(10);
  await saveScreenshot(page, 'reject-number-adding');

  await page.getByRole('button', { name: '提交' }).click();
  await expect(page.getByRole('dialog')).toContainText('确定登记吗');
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('提交成功，请稍后进行查询！')).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toContainText('处理中');
  await expect(page.getByRole('row').nth(1)).toContainText('手机号');

  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('heading', { name: '已拒收号码（12）' })).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 40_000, intervals: [2000] });
  await expect(page.getByText('第1/3页')).toBeVisible();

  const markAllOnPage = async () => {
    const toggles = page.getByRole('checkbox', { name: /^删除/ });
    for (let index = 0; index < (await toggles.count()); index += 1) {
      await toggles.nth(index).click();
    }
  };
  await markAllOnPage();
  await page.getByRole('button', { name: '下一页' }).click();
  await expect(page.getByText('第2/3页')).toBeVisible();
  await markAllOnPage();
  await page.getByRole('button', { name: '下一页' }).click();
  await page.getByRole('checkbox', { name: /^删除/ }).first().click();
  await expect(page.getByText('单次最多删除10个号码！！')).toBeVisible();
  await saveScreenshot(page, 'reject-number-deleting');

  await page.getByRole('button', { name: '提交' }).click();
  await expect(page.getByRole('dialog')).toContainText('确定取消登记吗');
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('提交成功，请稍后进行查询！')).toBeVisible();
  await expect(page.getByText('取消登记', { exact: true })).toBeVisible();

  // The combined view shows the same registration: progress, industries and numbers.
  await page.goto('/NoteRegister/17012340003');
  await expect(page.getByRole('heading', { name: '短信意愿登记' })).toBeVisible();
  await expect(page.getByText('行业营销类别')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: '贷款借贷' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('heading', { name: '已拒收号码（12）' })).toBeVisible();
  await expect(page.getByText('取消登记', { exact: true })).toBeVisible();
  await saveScreenshot(page, 'note-register', { fullPage: true });
});
