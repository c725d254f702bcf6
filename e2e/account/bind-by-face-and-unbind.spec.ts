import { expect, test, type Page } from '../support/consent.ts';
import { logInAs, readLatestSmsCode } from '../support/sandbox.ts';
import { saveScreenshot } from '../support/screenshots.ts';

// The visitor binds 17012340005 (张伟) by face and unbinds it again both ways, so the demo
// data ends as it began.

async function fillBindForm(page: Page) {
  await page.getByRole('textbox', { name: '手机号' }).fill('17012340005');
  await page.getByRole('textbox', { name: '身份证号后六位' }).fill('071234');
  await page.getByRole('textbox', { name: '姓名' }).fill('张伟');
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByRole('heading', { name: '人脸识别验证' })).toBeVisible();
}

async function bindByFace(page: Page) {
  await expect(page).toHaveURL(/\/AccountBind$/);
  await fillBindForm(page);
  await page.getByRole('button', { name: '立即通过验证' }).click();
  await expect(page).toHaveURL(/\/noCode$/);
  await expect(page.getByText('账号绑定成功').first()).toBeVisible();
  await expect(page).toHaveURL(/\/personal$/, { timeout: 5000 });
  await expect(page.getByText('17012340005')).toBeVisible();
}

test("the bind form's 收不到验证码？ goes through /noCode to the identity form", async ({ page }) => {
  await logInAs(page, '访客小周', '/PersonalInformation');
  const link = page.getByRole('link', { name: '收不到验证码？' });
  await expect(link).toHaveAttribute('href', '/noCode');
  await link.click();
  await expect(page).toHaveURL(/\/AccountBind$/);
  await expect(page.getByRole('textbox', { name: '身份证号后六位' })).toBeVisible();
});

test('a failed face check refuses binding without a code', async ({ page }) => {
  await logInAs(page, '访客小周', '/AccountBind');
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByText('请输入手机号')).toBeVisible();
  await page.getByRole('textbox', { name: '手机号' }).fill('1701234');
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByText('请输入正确的手机号')).toBeVisible();
  await fillBindForm(page);
  await page.getByRole('button', { name: '模拟验证失败' }).click();
  await expect(page).toHaveURL(/\/noCode$/);
  await expect(page.getByText('人像验证失败，图像不清晰')).toBeVisible();
  await expect(page.getByText('绑定失败，未通过身份验证').first()).toBeVisible();
  await saveScreenshot(page, 'account-bind-failed');
  await page.getByRole('button', { name: '重新验证' }).click();
  await expect(page).toHaveURL(/\/AccountBind$/);
});

test('binds by face, unbinds by ID number and name, binds again and unbinds with an SMS code', async ({ page }) => {
  await logInAs(page, '访客小周', '/PersonalInformation');
  await page.getByRole('link', { name: '收不到验证码？' }).click();
  await expect(page).toHaveURL(/\/AccountBind$/);
  await saveScreenshot(page, 'account-bind-form');
  await fillBindForm(page);
  await page.getByRole('button', { name: '立即通过验证' }).click();
  await expect(page.getByText('账号绑定成功').first()).toBeVisible();
  await expect(page).toHaveURL(/\/personal$/, { timeout: 5000 });
  await expect(page.getByText('17012340005')).toBeVisible();

  // Unbind without a code.
  await page.getByRole('button', { name: '解除绑定' }).click();
  await expect(page).toHaveURL(/\/relieve$/);
  await page.getByRole('link', { name: '收不到验证码？' }).click();
  await expect(page).toHaveURL(/\/relieveNot$/);
  await page.getByRole('button', { name: '解除绑定' }).click();
  await expect(page.getByText('身份证号必填')).toBeVisible();
  await page.getByRole('textbox', { name: '身份证号' }).fill('110105199003071234');
  await page.getByRole('button', { name: '解除绑定' }).click();
  await expect(page.getByText('姓名必填')).toBeVisible();
  await page.getByRole('textbox', { name: '姓名' }).fill('张伟');
  await page.getByRole('button', { name: '解除绑定' }).click();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('解除成功').first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  // A new login, the binding again, and the unbinding with a code.
  await logInAs(page, '访客小周', '/AccountBind');
  await bindByFace(page);
  await page.getByRole('button', { name: '解除绑定' }).click();
  await expect(page.getByRole('textbox', { name: '手机号' })).toHaveValue('17012340005');
  await page.getByRole('textbox', { name: '手机号' }).fill('');
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText('请输入手机号')).toBeVisible();
  await page.getByRole('textbox', { name: '手机号' }).fill('1701234000');
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText('手机号格式错误')).toBeVisible();
  await page.getByRole('textbox', { name: '手机号' }).fill('17012340005');
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('button', { name: /^\d+s$/ })).toBeDisabled();
  const code = await readLatestSmsCode(page, '17012340005');
  await page.getByRole('textbox', { name: '验证码' }).fill(code);
  await page.getByRole('button', { name: '解除绑定' }).click();
  await expect(page.getByText('确定解除绑定吗？', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('解除成功').first()).toBeVisible();
  await saveScreenshot(page, 'account-unbound');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});
