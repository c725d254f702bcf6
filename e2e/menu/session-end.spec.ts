import { expect, test, type Page } from '@playwright/test';
import { openPhone } from '../support/console.ts';
import { logInAs } from '../support/sandbox.ts';

// 林晓 (17012340011): the journeys that use him log in afresh; ending his sessions changes
// nothing they read. Earlier journeys' sessions of his end here too, so the count varies.
const MEMBER = '林晓';

async function personalDataCode(page: Page, token: string): Promise<number> {
  const response = await page.request.post('/api/wechat/memberInfo', { data: { token } });
  return ((await response.json()) as { code: number }).code;
}

const savedToken = async (page: Page) => (await page.evaluate(() => localStorage.getItem('token'))) ?? '';

test("退出其他设备 ends the member's other logins and keeps this one; 清除登录信息 ends this one on the server too", async ({ browser }) => {
  const oldPhoneContext = await openPhone(browser);
  const oldPhone = await oldPhoneContext.newPage();
  await logInAs(oldPhone, MEMBER, '/transfer');
  const oldToken = await savedToken(oldPhone);

  const newPhoneContext = await openPhone(browser);
  const phone = await newPhoneContext.newPage();
  await logInAs(phone, MEMBER, '/transfer');
  const token = await savedToken(phone);
  expect(token).not.toBe(oldToken);
  expect(await personalDataCode(phone, oldToken)).toBe(1);

  await phone.getByText('退出其他设备', { exact: true }).click();
  const confirm = phone.getByRole('dialog').filter({ hasText: '您在其他手机或浏览器上的登录将失效，本机保持登录。确定退出吗？' });
  await confirm.getByRole('button', { name: '退出' }).click();
  // Journeys before this one logged 林晓 in too: each of those sessions ends as well.
  await expect(phone.getByText(/^已退出其他\d+处登录$/)).toBeVisible();
  expect(await personalDataCode(phone, oldToken)).toBe(-101);
  expect(await personalDataCode(phone, token)).toBe(1);

  // The old phone learns it at its next request: the hall offers the login again.
  await oldPhone.goto('/personal');
  await expect(oldPhone.getByText('登录已失效，请重新登录')).toBeVisible({ timeout: 15_000 });

  await phone.getByText('清除登录信息', { exact: true }).click();
  await expect(phone.getByText('登录信息已清除')).toBeVisible();
  expect(await phone.evaluate(() => localStorage.getItem('token'))).toBeNull();
  expect(await personalDataCode(phone, token)).toBe(-101);
  await oldPhoneContext.close();
  await newPhoneContext.close();
});
