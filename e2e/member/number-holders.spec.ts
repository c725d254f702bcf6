import { expect, test } from '../support/consent.ts';
import { logInAs, logInAsNewUser, readLatestSmsCode, requestSmsCode } from '../support/sandbox.ts';

// The holder of a number sees every WeChat member bound to it and removes one they do not know:
// someone binds 陈静's number by face with her name and ID ending, she finds them in 当前号码的绑定用户
// and removes them with a code sent to her number; their hall no longer reaches it, and their
// binding history says why.

const PHONE = '17112340006';

test('a number’s holder removes another member bound to it, with a code sent to the number', async ({ page, browser }) => {
  const nickname = `陌生人${Date.now() % 10_000}`;
  await logInAsNewUser(page, nickname, '/AccountBind');
  await page.getByRole('textbox', { name: '手机号' }).fill(PHONE);
  await page.getByRole('textbox', { name: '身份证号后六位' }).fill('073456');
  await page.getByRole('textbox', { name: '姓名' }).fill('陈静');
  await page.getByRole('button', { name: '下一步' }).click();
  await page.getByRole('button', { name: '立即通过验证' }).click();
  await expect(page).toHaveURL(/\/personal$/, { timeout: 10_000 });

  const owner = await browser.newPage();
  await logInAs(owner, '陈静', '/numberHolders');
  const holders = owner.getByRole('list', { name: '绑定用户' });
  await expect(holders.getByRole('listitem')).toHaveCount(2);
  await expect(holders.getByText('陈*（您）')).toBeVisible();
  const masked = `陌${'*'.repeat(nickname.length - 1)}`;
  await owner.getByRole('button', { name: `移除${masked}` }).click();
  await expect(owner.getByRole('textbox', { name: '手机号' })).toHaveValue(PHONE);
  await requestSmsCode(owner);
  await owner.getByRole('textbox', { name: '验证码' }).fill(await readLatestSmsCode(owner, PHONE));
  await owner.getByRole('button', { name: '确认移除' }).click();
  await owner.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(owner.getByText(`已移除 ${masked}`)).toBeVisible();
  await expect(holders.getByRole('listitem')).toHaveCount(1);
  await owner.close();

  await page.goto('/PersonalInformation');
  await expect(page.getByRole('button', { name: '绑定' })).toBeVisible();
  await page.goto('/bindingHistory');
  const history = page.getByRole('list', { name: '绑定记录' });
  await expect(history.getByRole('listitem').first()).toContainText('被该号码的其他绑定用户移除');
  await expect(history.getByRole('listitem').nth(1)).toContainText('人脸核验');
});
