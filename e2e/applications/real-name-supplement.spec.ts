import { expect, test, type Page } from '../support/consent.ts';
import { issueRealNameLink } from '../support/console.ts';
import { logInAs } from '../support/sandbox.ts';
import { saveScreenshot } from '../support/screenshots.ts';

async function expectToast(page: Page, text: string) {
  await expect(page.getByText(text, { exact: true }).last()).toBeVisible();
}

test('scanned link without login: order number, face check, identity and city, contact phone, success', async ({ page }) => {
  const orderId = await issueRealNameLink('17012340008');
  await page.goto(`/realNameLink?id=${orderId}`);
  await expect(page.getByLabel('实名手机号')).toHaveText('170****0008');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByRole('heading', { name: '人脸识别验证' })).toBeVisible();
  await page.getByRole('button', { name: '立即通过验证' }).click();
  await expect(page).toHaveURL(/\/realNameLinkForm$/);
  await expect(page.getByText('身份核验成功')).toBeVisible();
  await expect(page.getByText('孙*')).toBeVisible();
  await expect(page.getByText('3201**********4567')).toBeVisible();
  await expect(page.getByText('广州')).toBeVisible();

  const submit = page.getByRole('button', { name: '提交' });
  await submit.click();
  await expectToast(page, '请填写联系号码');
  await page.getByRole('textbox', { name: '联系号码' }).fill('19912345678');
  await submit.click();
  await expectToast(page, '请输入正确的联系手机号');
  await page.getByRole('textbox', { name: '联系号码' }).fill('13800138000');
  await saveScreenshot(page, 'real-name-link-form');
  await submit.click();
  await expect(page).toHaveURL(/\/realNameLinkSuccess$/);
  await expect(page.getByText('资料提交成功!!')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('realNameOrderId'))).toBeNull();

  // The order is used: scanning it again says so.
  await page.goto(`/realNameLink?id=${orderId}`);
  await expect(page).toHaveURL(/\/realNameLinkError\?error=/);
  await expect(page.getByText('该订单已提交实名资料，请勿重复提交')).toBeVisible();
});

test('scanned link: without an order number it asks to rescan; a failed face check shows the error page', async ({ page }) => {
  await page.goto('/realNameLink');
  await expect(page.getByText('未获取到订单号，请重新进行扫码激活！').first()).toBeVisible();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.getByRole('button', { name: '下一步' })).toHaveCount(0);

  await page.goto(`/realNameLink?id=${await issueRealNameLink('17012340002')}`);
  await page.getByRole('button', { name: '下一步' }).click();
  await page.getByRole('button', { name: '模拟验证失败' }).click();
  await expect(page).toHaveURL(/\/realNameLinkError\?error=/);
  await expect(page.getByText('身份核验失败，请重试')).toBeVisible();
  await page.getByRole('button', { name: '重新办理' }).click();
  await expect(page).toHaveURL(/\/realNameLink$/);
  await expect(page.getByLabel('实名手机号')).toHaveText('170****0002');
});

test('personal real-name: token, phone, face check, name-and-ID check, contact phone, result', async ({ page }) => {
  await logInAs(page, '王芳', '/PersonageRealName');
  const phone = page.getByRole('textbox', { name: '手机号码' });
  await expect(phone).toHaveValue('17012340003');
  await phone.fill('');
  await page.getByRole('button', { name: '下一步' }).click();
  await expectToast(page, '手机号不可为空');
  await phone.fill('1701234');
  await page.getByRole('button', { name: '下一步' }).click();
  await expectToast(page, '请输入正确的手机号');
  await phone.fill('17012340003');
  await page.getByRole('button', { name: '下一步' }).click();
  await page.getByRole('button', { name: '立即通过验证' }).click();
  await expect(page).toHaveURL(/\/PersonageRealNameForm$/);
  await expect(page.getByText('身份核验成功')).toBeVisible();

  const submit = page.getByRole('button', { name: '提交' });
  await page.getByRole('textbox', { name: '身份证号' }).fill('310104199512125678');
  await page.getByRole('textbox', { name: '姓名' }).fill('王五');
  await page.getByRole('textbox', { name: '联系号码' }).fill('13800138000');
  await submit.click();
  await expectToast(page, '姓名或身份证号与登记信息不一致');
  await page.getByRole('textbox', { name: '姓名' }).fill('王芳');
  await submit.click();
  await expect(page).toHaveURL(/\/realResult$/);
  await expect(page.getByText('资料提交成功!!')).toBeVisible();
  await expect(page.getByText('待审核', { exact: true })).toBeVisible();
  await saveScreenshot(page, 'real-result');
});

test('a number without real-name registration is sent from 业务办理 and /personal to /realName', async ({ page }) => {
  await logInAs(page, '刘洋', '/BusinessHandle');
  await expect(page.getByText('您的号码尚未完成实名登记，')).toBeVisible();
  await page.goto('/personal');
  await expect(page.getByText('17012340004')).toBeVisible();
  await page.getByRole('link', { name: '去补录' }).click();
  await expect(page).toHaveURL(/\/realName$/);
  await expect(page.getByText('17012340004')).toBeVisible();
  await expect(page.getByRole('button', { name: '下一步' })).toBeVisible();
});

test('a real-name registered number sees no real-name notice on /personal', async ({ page }) => {
  await logInAs(page, '张伟', '/personal');
  await expect(page.getByText('17012340001')).toBeVisible();
  await expect(page.getByText('尚未完成实名登记')).toHaveCount(0);
});

test('hall real-name entry: the bound number read-only, face check back to /realName, then the form', async ({ page }) => {
  await logInAs(page, '陈静', '/realName');
  await expect(page.getByText('17112340006')).toBeVisible();
  await page.getByRole('button', { name: '下一步' }).click();
  await page.getByRole('button', { name: '立即通过验证' }).click();
  await expect(page).toHaveURL(/\/realName$/);
  await expect(page.getByText('身份核验成功')).toBeVisible();
  await page.getByRole('textbox', { name: '身份证号' }).fill('330106199207073456');
  await page.getByRole('textbox', { name: '姓名' }).fill('陈静');
  await page.getByRole('textbox', { name: '联系号码' }).fill('13800138001');
  await page.getByRole('button', { name: '提交' }).click();
  await expect(page).toHaveURL(/\/realResult$/);
  await expect(page.getByText('资料提交成功!!')).toBeVisible();
});
