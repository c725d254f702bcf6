import { expect, test } from '../support/consent.ts';
import { logInAs } from '../support/sandbox.ts';
import { saveScreenshot } from '../support/screenshots.ts';

test('SIM replacement: a failed check returns to /changeCard, a passed one leads to the application', async ({ page }) => {
  await logInAs(page, '张伟', '/changeCard');
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByText('请输入身份证号')).toBeVisible();
  await page.getByRole('textbox', { name: '身份证号' }).fill('110105199003071234');
  await page.getByRole('textbox', { name: '姓名' }).fill('张伟');
  await page.getByRole('button', { name: '下一步' }).click();
  await page.getByRole('button', { name: '模拟验证失败' }).click();
  await expect(page).toHaveURL(/\/changeCardForm$/);
  await expect(page.getByText('提示')).toBeVisible();
  await expect(page.getByText('身份核验失败，请重试')).toBeVisible();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/changeCard$/);

  await page.getByRole('textbox', { name: '身份证号' }).fill('110105199003071234');
  await page.getByRole('textbox', { name: '姓名' }).fill('张伟');
  await page.getByRole('button', { name: '下一步' }).click();
  await page.getByRole('button', { name: '立即通过验证' }).click();
  await expect(page).toHaveURL(/\/changeCardForm$/);
  // The form opens once the result query passed (its 身份核验成功 toast is brief).
  await expect(page.getByRole('button', { name: '提交申请' })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(page.getByText('请填写补卡原因')).toBeVisible();
  await page.getByLabel('补卡原因').getByRole('textbox').fill('手机丢失');
  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(page.getByText('请填写补卡号码')).toBeVisible();
  await page.getByRole('textbox', { name: '补卡号码' }).fill('17012340005');
  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(page.getByText('请填写服务密码')).toBeVisible();
  await page.getByRole('textbox', { name: '服务密码' }).fill('654321');
  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(page.getByText('请填写收货人相关信息')).toBeVisible();
  await page.getByRole('textbox', { name: '收货人', exact: true }).fill('张伟');
  await page.getByRole('textbox', { name: '收货人电话' }).fill('13800138000');
  await page.getByLabel('收货地址').getByRole('textbox').fill('北京市朝阳区建国路1号');
  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(page.getByText('服务密码错误，还可尝试2次')).toBeVisible();
  await saveScreenshot(page, 'sim-form');
  await page.getByRole('textbox', { name: '服务密码' }).fill('123456');
  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(page).toHaveURL(/\/changeCardauditCabcel$/);
  await expect(page.getByText('提交成功！')).toBeVisible();
});

test('the failure page names its reason', async ({ page }) => {
  await logInAs(page, '张伟', '/changeCardauditFail');
  await expect(page.getByText('补卡申请失败')).toBeVisible();
  await expect(page.getByText('失败原因：身份证图片不清晰')).toBeVisible();
  await page.getByRole('button', { name: '重新申请' }).click();
  await expect(page).toHaveURL(/\/changeCard$/);
});
