import { expect, test } from '../support/consent.ts';
import { closeAlert, fillNumber, logInAgent, passRealName, payFromFundPool, readCaptcha, signAgreement, takePhoto } from '../support/agent.ts';
import { logInAs, readLatestSmsCode, requestSmsCode } from '../support/sandbox.ts';
import { saveScreenshot } from '../support/screenshots.ts';

test('the login page reloads once, checks each field, and refreshes a wrong captcha', async ({ page }) => {
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  await page.goto('/login');
  await expect.poll(() => loads).toBe(2);
  await expect(page.getByText('请点击右上角「…」，选择「在浏览器中打开」')).toBeVisible();
  const login = page.getByRole('button', { name: '登录', exact: true });
  await login.click();
  await expect(page.getByText('账号不能为空')).toBeVisible();
  await page.getByRole('textbox', { name: '账号' }).fill('A10001');
  await login.click();
  await expect(page.getByText('密码不能为空')).toBeVisible();
  await page.getByRole('textbox', { name: '密码' }).fill('sandbox-agent-pass');
  await login.click();
  await expect(page.getByText('验证码不能为空')).toBeVisible();
  const image = page.getByRole('img', { name: '图片验证码' });
  const before = await image.getAttribute('src');
  await page.getByRole('textbox', { name: '验证码' }).fill('zzzz');
  await login.click();
  await expect(page.getByText('验证码错误，请重新输入')).toBeVisible();
  await expect(image).not.toHaveAttribute('src', before ?? '');
  await expect(page.getByRole('textbox', { name: '验证码' })).toHaveValue('');
  const afterWrong = await image.getAttribute('src');
  await page.getByRole('button', { name: '看不清，换一张' }).click();
  await expect(image).not.toHaveAttribute('src', afterWrong ?? '');
  await page.getByRole('textbox', { name: '验证码' }).fill(await readCaptcha(page));
  await login.click();
  await expect(page).toHaveURL(/\/OpenCardMessage$/);
  await saveScreenshot(page, 'agent-home');
});

test('a full opening paid from the fund pool, with card check; the new number then binds and shows its package', async ({ page }) => {
  await logInAgent(page, 'A10001');
  await expect(page).toHaveURL(/\/OpenCardMessage$/);
  await expect(page.getByText('赵敏')).toBeVisible();
  await expect(page.getByText('工号：A10001')).toBeVisible();
  await page.getByText('个人信息').click();
  const info = page.getByRole('dialog', { name: '个人信息' });
  for (const text of ['登录名', '工号', '登录手机号', '渠道', '13800001001', '星海通讯天河店']) {
    await expect(info.getByText(text, { exact: true })).toBeVisible();
  }
  await info.getByRole('button', { name: '关闭' }).click();
  await page.getByText('填写号码与卡号，完成五步开户').click();
  await expect(page).toHaveURL(/\/OpenCard$/);

  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByText('手机号或卡号不能为空')).toBeVisible();
  await page.getByRole('textbox', { name: '手机号' }).fill('12345678901');
  await page.getByRole('textbox', { name: '卡号后7位' }).fill('123');
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByText('请输入正确的手机号')).toBeVisible();
  await page.getByRole('textbox', { name: '手机号' }).fill('16610000001');
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByText('卡号长度有误，请重新输入')).toBeVisible();
  await page.getByRole('textbox', { name: '卡号后7位' }).fill('9999999');
  await page.getByRole('textbox', { name: '联系电话' }).fill('123');
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByText('请输入正确的联系人号码')).toBeVisible();
  await page.getByRole('textbox', { name: '联系电话' }).fill('');
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByText('卡号与号码不匹配，请核对后重新输入')).toBeVisible();

  await fillNumber(page, '16610000001');
  await expect(page.getByRole('heading', { name: '标准卡A套餐（预存50元）' })).toBeVisible();
  await expect(page.getByText('50.00元')).toBeVisible();
  await saveScreenshot(page, 'agent-package');
  await page.getByRole('button', { name: '下一步' }).click();

  await payFromFundPool(page, '50.00元');
  await saveScreenshot(page, 'agent-pay');
  await expect(page).toHaveURL(/\/OpenCard$/);

  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByText('请完整阅读入网协议')).toBeVisible();
  await signAgreement(page);
  await saveScreenshot(page, 'agent-photo');
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByText('请点击照片进行拍照')).toBeVisible();
  await takePhoto(page);
  await saveScreenshot(page, 'agent-real-name');
  await passRealName(page);
  await closeAlert(page, /资料提交成功!! 号码 16610000001 已开通/);
  await expect(page.getByRole('textbox', { name: '手机号' })).toHaveValue('');

  await logInAs(page, '开卡客户小孙', '/PersonalInformation');
  await page.getByRole('textbox', { name: '手机号' }).fill('16610000001');
  await requestSmsCode(page);
  await page.getByRole('textbox', { name: '验证码' }).fill(await readLatestSmsCode(page, '16610000001'));
  await page.getByRole('button', { name: '绑定' }).click();
  await page.getByRole('button', { name: '确定' }).click();
  // The overlay confirms to /personal; the hall stays mounted (kept alive) behind it.
  await expect(page).toHaveURL(/\/personal$/);
  await expect(page.getByText('标准卡A套餐', { exact: true }).filter({ visible: true })).toBeVisible();
});

test('logout clears the stored session and returns to /login', async ({ page }) => {
  await logInAgent(page, 'A10001');
  await expect(page).toHaveURL(/\/OpenCardMessage$/);
  await page.getByRole('button', { name: '退出登录' }).click();
  await page.getByRole('button', { name: '退出', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => [localStorage.getItem('tokens'), localStorage.getItem('Userdata')])).toEqual([null, null]);
  await page.goto('/OpenCardMessage');
  await expect(page).toHaveURL(/\/login$/);
});
