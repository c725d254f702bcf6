import { expect, test } from '../support/consent.ts';
import { logInAs } from '../support/sandbox.ts';

test('card lookup: identity form, sandbox face check, then the cards under the identity', async ({ page }) => {
  await logInAs(page, '张伟', '/BusinessQuery');
  await page.getByText('号卡查询').first().click();
  await expect(page).toHaveURL(/\/queryCard$/);

  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByText('请输入身份证号后六位').last()).toBeVisible();
  await page.getByRole('textbox', { name: '身份证号后六位' }).fill('071234');
  await page.getByRole('textbox', { name: '姓名' }).fill('张伟');
  await page.getByRole('button', { name: '下一步' }).click();

  await expect(page.getByRole('heading', { name: '人脸识别验证' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('AUTH_TYPE'))).toBe('QUERY_PHONE');
  await expect(page).toHaveURL(/\/card$/, { timeout: 10_000 });
  await expect(page.getByText('身份核验成功')).toBeVisible();
  await expect(page.getByText('17012340001')).toBeVisible();
  await expect(page.getByText('17012340005')).toBeVisible();
  await expect(page.getByText('姓名：张伟')).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('biz_no'))).toBeNull();

  await page.locator('.adm-nav-bar-back').click();
  await expect(page.getByText('确定要离开号卡列表吗？')).toBeVisible();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/queryCard$/);
});

test('card lookup: a failed face check says so and returns to the form', async ({ page }) => {
  await logInAs(page, '张伟', '/queryCard');
  await page.getByRole('textbox', { name: '身份证号后六位' }).fill('071234');
  await page.getByRole('textbox', { name: '姓名' }).fill('张伟');
  await page.getByRole('button', { name: '下一步' }).click();
  await page.getByRole('button', { name: '模拟验证失败' }).click();
  await expect(page.getByText('身份核验失败，请重试').last()).toBeVisible();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/queryCard$/);
});

test('the card list without a check in progress says what to do', async ({ page }) => {
  await logInAs(page, '张伟', '/card');
  await expect(page.getByText('请先完成身份核验')).toBeVisible();
});
