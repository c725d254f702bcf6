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

test('card lookup: an identity no owner record has starts no face check and says so on the form', async ({ page }) => {
  // The face check needs the owner's full ID number; no demo owner is 张伟 with an ID ending in 000000.
  await logInAs(page, '张伟', '/queryCard');
  await page.getByRole('textbox', { name: '身份证号后六位' }).fill('000000');
  await page.getByRole('textbox', { name: '姓名' }).fill('张伟');
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByText('该身份下没有查询到号卡')).toBeVisible();
  await expect(page).toHaveURL(/\/queryCard$/);
  expect(await page.evaluate(() => sessionStorage.getItem('biz_no'))).toBeNull();
});

test("card lookup: a -998 reply shows the server's message, then returns to the form", async ({ page }) => {
  await logInAs(page, '张伟', '/queryCard');
  // The form is up (its own look at session storage is done) before the stale check is planted.
  await expect(page.getByRole('button', { name: '下一步' })).toBeVisible();
  // Coming back with a check the server no longer holds (e.g. expired): RESULT_QUERY answers -998
  // 核验记录不存在或已过期，请重新核验, not the generic 身份核验失败，请重试.
  await page.evaluate(() => {
    sessionStorage.setItem('AUTH_TYPE', 'QUERY_PHONE');
    sessionStorage.setItem('biz_no', 'BZexpiredcheck0001');
    sessionStorage.setItem('FACE_AUTH_QUERY_PHONE', '/card');
  });
  await page.goto('/card');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('核验记录不存在或已过期，请重新核验')).toBeVisible();
  await expect(page.getByText('身份核验失败，请重试')).toHaveCount(0);
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/queryCard$/);
});
