import { CHINA_TIME_ZONE } from '@hall/contract/china-time';
import type { IssuedRealNameOrder } from '@hall/contract/console-real-name/schemas';
import { staffEndpoints } from '@hall/contract/staff-endpoints';
import { expect, request, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { generateSync } from 'otplib';

const DEMO_STAFF_PASSWORD = process.env.DEMO_STAFF_PASSWORD ?? 'sandbox-staff-pass';

/** The console is a desktop page: journeys that use it run the test's page at this size. */
export const DESKTOP_CONSOLE = {
  viewport: { width: 1280, height: 800 },
  isMobile: false,
  hasTouch: false,
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
};

/** Opens the console's login and submits a username and password (a demo member's unless given). */
export async function submitConsoleLogin(page: Page, username: string, password = DEMO_STAFF_PASSWORD): Promise<void> {
  await page.goto('/console');
  await expect(page.getByLabel('账号')).toBeVisible({ timeout: 30_000 });
  await page.getByLabel('账号').fill(username);
  await page.getByLabel('密码').fill(password);
  await page.getByRole('button', { name: '登录' }).click();
}

/** Logs a staff member into the console (a demo one unless the password is given) and waits for their name in the header. */
export async function logInToConsole(page: Page, username: string, displayName: string, password = DEMO_STAFF_PASSWORD): Promise<void> {
  await submitConsoleLogin(page, username, password);
  await expect(page.getByRole('banner').getByText(displayName, { exact: true })).toBeVisible({ timeout: 30_000 });
}

/**
 * The enrolment a member whose role needs TOTP is held to after the password (production): reads
 * the key the page shows, types the code an authenticator would show (computed with otplib, as the
 * server checks it), keeps nothing of the recovery codes and opens the console. Answers the key.
 */
export async function enrolTotpInConsole(page: Page): Promise<string> {
  const secret = (await page.getByTestId('totp-secret').textContent({ timeout: 30_000 }))?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]+=*$/);
  await page.getByLabel('动态口令').fill(generateSync({ secret }));
  await page.getByRole('button', { name: '确认绑定' }).click();
  await expect(page.getByRole('list', { name: '恢复码' }).getByRole('listitem')).toHaveCount(10);
  await page.getByRole('button', { name: '我已保存恢复码，进入后台' }).click();
  return secret;
}

/**
 * Picks an option of a console select and waits until the select shows it. The dropdown of a select
 * inside an opening drawer is placed before the drawer has settled and moves once aligned, so a
 * click can land where the option was: the pick is tried again until the choice is shown.
 */
export async function chooseOption(page: Page, label: string, option: string | RegExp): Promise<void> {
  const select = page.locator('.ant-select').filter({ has: page.getByLabel(label) });
  await expect(async () => {
    if (!(await page.locator('.ant-select-dropdown:visible').count())) {
      await page.getByLabel(label).click();
    }
    await page.locator('.ant-select-dropdown:visible').getByTitle(option).click({ timeout: 2_000 });
    await expect(select.getByTitle(option)).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

/** A phone inside WeChat, as a browser context's options. */
export const PHONE_IN_WECHAT = {
  viewport: { width: 412, height: 915 },
  isMobile: true,
  hasTouch: true,
  locale: 'zh-CN',
  timezoneId: CHINA_TIME_ZONE,
  userAgent: 'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 MicroMessenger/8.0.47',
};

/** A phone inside WeChat beside the desktop console, for the subscriber's side of a journey. */
export function openPhone(browser: Browser): Promise<BrowserContext> {
  return browser.newContext(PHONE_IN_WECHAT);
}

/**
 * Issues a real-name supplement link for a number as customer service does in the console (its
 * API, with the service staff login); answers the order id for /realNameLink?id=. A number that
 * already has a waiting link (a retried journey) gets that one, as the console shows it.
 */
export async function issueRealNameLink(phone: string, reason = '开户时实名资料缺失'): Promise<string> {
  // The console page's origin: staff operations refuse a request from anywhere else.
  const baseURL = process.env.E2E_BASE_URL ?? '';
  const extraHTTPHeaders = URL.canParse(baseURL) ? { origin: new URL(baseURL).origin } : undefined;
  const staffApi = await request.newContext({ baseURL, extraHTTPHeaders });
  try {
    const login = await staffApi.post(staffEndpoints.CONSOLE_LOGIN.path, { data: { username: 'service', password: DEMO_STAFF_PASSWORD } });
    const loggedIn = (await login.json()) as { code: number; msg: string };
    expect(loggedIn.code, loggedIn.msg).toBe(1);
    const response = await staffApi.post(staffEndpoints.CONSOLE_REAL_NAME_ORDER_ISSUE.path, { data: { phone, reason } });
    const issued = (await response.json()) as { code: number; msg: string; data?: IssuedRealNameOrder };
    expect(issued.data?.order.id, issued.msg).toBeTruthy();
    return issued.data?.order.id ?? '';
  } finally {
    await staffApi.dispose();
  }
}

/** Customer service issues a real-name link in the console's 实名补录链接; answers the link the page shows. */
export async function issueRealNameLinkInConsole(console: Page, owner: { phone: string; masked: string; reason: string }): Promise<string> {
  await logInToConsole(console, 'service', '客服小王');
  await console.getByRole('menuitem', { name: '实名补录链接' }).click();
  await console.getByRole('button', { name: '生成链接' }).click();
  await expect(console.getByText('请填写补录原因')).toBeVisible();
  await console.getByLabel('手机号').fill(owner.phone);
  await console.getByLabel('补录原因').fill(owner.reason);
  await console.getByRole('button', { name: '生成链接' }).click();

  const issued = console.locator('.ant-card').filter({ hasText: '新生成的补录链接' }).last();
  await expect(issued.getByText(owner.reason)).toBeVisible();
  const qrCode = issued.getByRole('img', { name: '实名补录链接二维码' });
  await expect(qrCode).toBeVisible();
  await expect(qrCode).toHaveAttribute('src', /^data:image\/png;base64,/);
  expect(await qrCode.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  const link = ((await issued.getByLabel('补录链接').textContent()) ?? '').trim();
  expect(link).toMatch(/\/realNameLink\?id=[\w-]{22,}$/);

  const row = console.getByRole('row').filter({ hasText: owner.masked }).filter({ hasText: owner.reason });
  await expect(row.getByText('待补录')).toBeVisible();
  return link;
}

/**
 * An auditor passes one item in the console's 审核队列: the kind's tab, the item's row, the drawer
 * showing the expected details, 通过; the item then leaves the queue.
 */
export async function passInReviewQueue(console: Page, item: { kindLabel: string; rowText: string; details?: string[] }): Promise<void> {
  await console.getByRole('menuitem', { name: '审核队列' }).click();
  await console.getByRole('tab', { name: new RegExp(item.kindLabel) }).click();
  const row = console.getByRole('row').filter({ hasText: item.rowText });
  await expect(row).toHaveCount(1);
  await row.click();
  const drawer = console.getByRole('dialog', { name: '申请详情' });
  for (const text of item.details ?? []) {
    await expect(drawer.getByText(text, { exact: true })).toBeVisible();
  }
  // The toast of an earlier decision must be gone, so the one seen is this decision's.
  const passedToast = console.getByText('已审核通过');
  await expect(passedToast).toHaveCount(0, { timeout: 10_000 });
  await drawer.getByRole('button', { name: '通过', exact: true }).click();
  await expect(passedToast).toBeVisible();
  await expect(row).toHaveCount(0);
}
