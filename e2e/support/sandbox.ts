import { expect, test, type Locator, type Page } from '@playwright/test';

/**
 * Logs in as the demo WeChat user with this nickname, as the sandbox authorisation would: the
 * authorisation (the state cookie in this browser) and the person's consent are asked over HTTP,
 * then the browser opens the app where WeChat sends it back, and the app exchanges the code
 * (LOGIN) as it does after a real authorisation. It saves the journey two page loads (the app
 * before authorisation, the sandbox page); `logInThroughWechatPage` taps through them as a person.
 */
export async function logInAs(page: Page, nickname: string, path = '/'): Promise<void> {
  const authorize = await page.request.get(`/api/wechat/authorize?redirect=${encodeURIComponent(path)}`, { maxRedirects: 0 });
  const consentUrl = new URL(authorize.headers().location ?? '', 'http://app.invalid');
  const consentPage = await (await page.request.get(`${consentUrl.pathname}${consentUrl.search}`)).text();
  const escapedNickname = nickname.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const openid = new RegExp(`name="openid" value="([^"]+)">\\s*<strong>${escapedNickname}</strong>`).exec(consentPage)?.[1];
  if (!openid) {
    throw new Error(`no demo WeChat user named ${nickname} on the sandbox authorisation page`);
  }
  const consent = await page.request.post('/sandbox/wechat/authorize', {
    form: { openid, redirect_uri: consentUrl.searchParams.get('redirect_uri') ?? '/', state: consentUrl.searchParams.get('state') ?? '' },
    maxRedirects: 0,
  });
  await page.goto(consent.headers().location ?? '/');
  await expectTokenStored(page);
}

/**
 * Logs in as a WeChat user created for the journey on the sandbox authorisation page (as 新建微信用户
 * does there): a member no other journey touches. Later logins find them by this nickname.
 */
export async function logInAsNewUser(page: Page, nickname: string, path = '/'): Promise<void> {
  const authorize = await page.request.get(`/api/wechat/authorize?redirect=${encodeURIComponent(path)}`, { maxRedirects: 0 });
  const consentUrl = new URL(authorize.headers().location ?? '', 'http://app.invalid');
  const created = await page.request.post('/sandbox/wechat/users', {
    form: { nickname, redirect_uri: consentUrl.searchParams.get('redirect_uri') ?? '/', state: consentUrl.searchParams.get('state') ?? '' },
    maxRedirects: 0,
  });
  await page.goto(created.headers().location ?? '/');
  await expectTokenStored(page);
}

/** Logs in through the sandbox WeChat authorisation page as the demo user with this nickname, as a person taps through it. */
export async function logInThroughWechatPage(page: Page, nickname: string, path = '/'): Promise<void> {
  await page.goto(path);
  await expect(page.getByText('请选择一个演示微信用户')).toBeVisible();
  await page.getByRole('button', { name: `以「${nickname}」身份授权登录` }).click();
  await expectTokenStored(page);
}

/** Done only once the app has stored the token: leaving earlier races the OAuth redirect. */
async function expectTokenStored(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('token')).catch(() => null), { timeout: 15_000 }).toBeTruthy();
}

/**
 * Reads the newest SMS code sent to a phone from the sandbox outbox, as a person reads their phone:
 * the newest code, not the newest message, since a notice sent by a job may arrive after the code.
 */
export async function readLatestSmsCode(page: Page, phone: string): Promise<string> {
  const response = await page.request.get(`/sandbox/api/sms?phone=${phone}`);
  const body = (await response.json()) as { data: { list: { text: string }[] } };
  const code = body.data.list.map((sms) => /验证码(\d{6})/.exec(sms.text)?.[1]).find(Boolean);
  if (!code) {
    throw new Error(`no code in outbox for ${phone}: ${body.data.list[0]?.text ?? ''}`);
  }
  return code;
}

/**
 * Taps 获取验证码 as a person does. When the number had a code less than a minute ago (another
 * journey on this server sent one), the server names the seconds to wait: the person waits them,
 * and for the refusal's toast to go, and taps again; the test's time grows by as much. Done once the
 * code is on its way.
 */
export async function requestSmsCode(page: Page, button: Locator = page.getByRole('button', { name: '获取验证码' })): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    const sent = page.waitForResponse((response) => response.url().endsWith('/api/wechat/sendSmsCode'), { timeout: 30_000 });
    await button.click();
    const envelope = (await (await sent).json()) as { code: number; msg: string };
    const waitSeconds = Number(/请(\d+)秒后再试/.exec(envelope.msg)?.[1] ?? 0);
    if (envelope.code === 1 || waitSeconds === 0 || attempt === 2) {
      expect(envelope, 'the code was sent').toMatchObject({ code: 1 });
      await expect(page.getByRole('button', { name: /^\d+s$/ })).toBeDisabled();
      return;
    }
    const waitMs = (waitSeconds + 1) * 1000;
    test.info().setTimeout(test.info().timeout + waitMs);
    await page.waitForTimeout(waitMs);
    // The refusal's toast is gone before the second tap, as a person waits for it: left on the
    // screen it covers the code field in the checks that follow.
    await expect(page.getByText(envelope.msg, { exact: true })).toBeHidden({ timeout: 10_000 });
  }
}
