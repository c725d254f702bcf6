import { expect, test } from '../support/consent.ts';
import { logInAs, readLatestSmsCode } from '../support/sandbox.ts';
import { saveScreenshot } from '../support/screenshots.ts';

// 王芳 (17012340003) starts with the initial PIN 123456 of the configuration.

test('changes the service password with an SMS code and the old password', async ({ page }) => {
  await logInAs(page, '王芳', '/setPassword');
  await expect(page.getByRole('textbox', { name: '手机号' })).toHaveValue('17012340003');
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByText('请填写验证码')).toBeVisible();
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('button', { name: /^\d+s$/ })).toBeDisabled();
  const code = await readLatestSmsCode(page, '17012340003');
  await page.getByRole('textbox', { name: '验证码' }).fill(code);
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByText('请填写原密码')).toBeVisible();
  await page.getByRole('textbox', { name: '原密码' }).fill('000000');
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByText('原密码错误，还可尝试2次')).toBeVisible();
  await saveScreenshot(page, 'password-step1');
  await page.getByRole('textbox', { name: '原密码' }).fill('123456');
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page).toHaveURL(/\/newPassword$/);

  await page.getByRole('textbox', { name: '新密码' }).fill('802468');
  await page.getByRole('textbox', { name: '确认密码' }).fill('802469');
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('两次输入密码不一致')).toBeVisible();
  await page.getByRole('textbox', { name: '确认密码' }).fill('802468');
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/setSuccess$/);
  await expect(page.getByText('更改成功')).toBeVisible();
});

test('forgot the old password: a failed face check returns, a passed one sets a new password', async ({ page }) => {
  await logInAs(page, '王芳', '/setPassword');
  await page.getByRole('link', { name: '忘记原密码？' }).click();
  await expect(page).toHaveURL(/\/notPassword$/);
  await expect(page.getByRole('textbox', { name: '手机号' })).toHaveValue('17012340003');
  await page.getByRole('textbox', { name: '身份证号后六位' }).fill('125678');
  await page.getByRole('textbox', { name: '姓名' }).fill('王芳');
  await page.getByRole('button', { name: '下一步' }).click();
  await page.getByRole('button', { name: '模拟验证失败' }).click();
  await expect(page).toHaveURL(/\/newPassword$/);
  await expect(page.getByText('身份核验失败，请重试')).toBeVisible();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/notPassword$/);

  await page.getByRole('textbox', { name: '身份证号后六位' }).fill('125678');
  await page.getByRole('textbox', { name: '姓名' }).fill('王芳');
  await page.getByRole('button', { name: '下一步' }).click();
  await page.getByRole('button', { name: '立即通过验证' }).click();
  await expect(page).toHaveURL(/\/newPassword$/);
  // The form opens once the result query passed (its 身份核验成功 toast is brief).
  await expect(page.getByRole('textbox', { name: '新密码' })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('textbox', { name: '新密码' }).fill('111111');
  await page.getByRole('textbox', { name: '确认密码' }).fill('111111');
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('新密码过于简单，请勿使用连续或相同的数字')).toBeVisible();
  await page.getByRole('textbox', { name: '新密码' }).fill('370591');
  await page.getByRole('textbox', { name: '确认密码' }).fill('370591');
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/setSuccess$/);
  await saveScreenshot(page, 'password-success');
});

test('without a passed step 1 the new password is refused on the failure page', async ({ page }) => {
  await logInAs(page, '王芳', '/newPassword');
  await page.getByRole('textbox', { name: '新密码' }).fill('824613');
  await page.getByRole('textbox', { name: '确认密码' }).fill('824613');
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/setFail/);
  await expect(page.getByText('更改失败')).toBeVisible();
  await expect(page.getByText('验证已失效，请重新验证原密码')).toBeVisible();
});
