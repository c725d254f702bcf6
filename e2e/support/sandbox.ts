import { expect, type Page } from '@playwright/test';

/** Logs in through the sandbox WeChat authorisation page as the demo user with this nickname. */
export async function logInAs(page: Page, nickname: string, path = '/'): Promise<void> {
  await page.goto(path);
  await expect(page.getByText('请选择一个演示微信用户')).toBeVisible();
  await page.getByRole('button', { name: `以「${nickname}」身份授权登录` }).click();
  // Done only once the app has stored the token: leaving earlier races the OAuth redirect.
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('token')).catch(() => null), { timeout: 15_000 }).toBeTruthy();
}

/** Reads the newest SMS code sent to a phone from the sandbox outbox, as a person reads their phone. */
export async function readLatestSmsCode(page: Page, phone: string): Promise<string> {
  const response = await page.request.get(`/sandbox/api/sms?phone=${phone}`);
  const body = (await response.json()) as { data: { list: { text: string }[] } };
  const text = body.data.list[0]?.text ?? '';
  const code = /验证码(\d{6})/.exec(text)?.[1];
  if (!code) {
    throw new Error(`no code in outbox for ${phone}: ${text}`);
  }
  return code;
}
