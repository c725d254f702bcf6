import { logInAs } from '../support/sandbox.ts';
import { expect, test } from './providers-test.ts';

// The subscriber's face check through the real FaceID adapter, against the fake Tencent Cloud:
// DetectAuth carries the name and the full ID number on file, the person is sent to FaceID's H5
// page (the fake's, on 127.0.0.1), FaceID returns to the hall with its token, and the result read
// back with GetDetectInfoEnhanced decides. 王芳 (17012340003) changes her service password in no
// other journey of the providers project.

test('forgot the old password: FaceID refuses a mismatched face, then passes, and the new password is set @providers', async ({ page, outside }) => {
  await logInAs(page, '王芳', '/setPassword');
  await page.getByRole('link', { name: '忘记原密码？' }).click();
  await expect(page).toHaveURL(/\/notPassword$/);
  await page.getByRole('textbox', { name: '身份证号后六位' }).fill('125678');
  await page.getByRole('textbox', { name: '姓名' }).fill('王芳');
  await page.getByRole('button', { name: '下一步' }).click();

  await expect(page).toHaveTitle('腾讯云慧眼（模拟）');
  expect(page.url().startsWith(outside.faceId.pageOrigin)).toBe(true);
  const first = outside.faceId.sessions.at(-1);
  expect(first).toMatchObject({ kind: 'compare', name: '王芳' });
  expect(first?.idCard).toMatch(/^\d{12}125678$/);
  await page.getByRole('button', { name: '人脸不符' }).click();
  await expect(page).toHaveURL(/\/newPassword(\?token=[^&]+)?$/);
  await expect(page.getByText('身份核验失败，请重试')).toBeVisible();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/notPassword$/);

  await page.getByRole('textbox', { name: '身份证号后六位' }).fill('125678');
  await page.getByRole('textbox', { name: '姓名' }).fill('王芳');
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page).toHaveTitle('腾讯云慧眼（模拟）');
  await page.getByRole('button', { name: '通过' }).click();
  await expect(page).toHaveURL(/\/newPassword/);
  await expect(page.getByRole('textbox', { name: '新密码' })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('textbox', { name: '新密码' }).fill('370591');
  await page.getByRole('textbox', { name: '确认密码' }).fill('370591');
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/setSuccess$/);
  await expect(page.getByText('更改成功')).toBeVisible();
  const detectAuths = outside.tencentCloud.requests.filter((logged) => logged.service === 'faceid' && logged.action === 'DetectAuth');
  expect(detectAuths.every((logged) => logged.refusedWith === null)).toBe(true);
});
