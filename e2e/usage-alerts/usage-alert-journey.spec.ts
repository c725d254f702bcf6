import { expect, test, type Page } from '@playwright/test';
import { blockingViolations, expectAccessibleInBothModes } from '../support/axe.ts';
import { DESKTOP_CONSOLE, logInToConsole } from '../support/console.ts';
import { findLayoutProblems, PHONE_320 } from '../support/layout-problems.ts';
import { logInAsNewUser, readLatestSmsCode, requestSmsCode } from '../support/sandbox.ts';
import { readSmsTexts } from '../support/sms-outbox.ts';
import { saveScreenshot } from '../support/screenshots.ts';

// 用量提醒: a new WeChat member binds 林晓's number (17012340011) as a second holder, sets an alert
// on its general data left, and the console's usage injection (2 GB, inside the package, so the
// balance other journeys read stays) makes it cross. The SMS carries the switch-off link; opened
// without a login it switches the alert off in one tap; /personal shows the alert sent and its
// channel. No quiet hours for this member, so the journey passes at any hour.

const PHONE = '17012340011';
const NICKNAME = `提醒用户${Date.now() % 100_000}`;

async function bindWithCode(page: Page): Promise<void> {
  await page.goto('/PersonalInformation');
  await page.getByRole('textbox', { name: '手机号' }).fill(PHONE);
  await requestSmsCode(page);
  await page.getByRole('textbox', { name: '验证码' }).fill(await readLatestSmsCode(page, PHONE));
  await page.getByRole('button', { name: '绑定', exact: true }).click();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/personal$/);
}

async function injectDataInConsole(desk: Page, gigabytes: string) {
  const card = desk.locator('.ant-card').filter({ hasText: '模拟用量（计费系统接收的使用记录）' });
  await card.getByLabel('用量号码').fill(PHONE);
  await card.getByLabel('用量类型').click();
  await desk.locator('.ant-select-item-option').filter({ hasText: '使用流量（GB）' }).click();
  await card.getByLabel('用量数量').fill(gigabytes);
  await card.getByRole('button', { name: '上报用量' }).click();
  return card.getByRole('status');
}

test('a member sets a data alert, usage crosses it, the SMS arrives once with a link that switches it off without a login', async ({ page, browser }) => {
  test.setTimeout(150_000);
  await logInAsNewUser(page, NICKNAME);
  await bindWithCode(page);

  // /personal: nothing set yet, nothing sent.
  await expect(page.getByText('未设置用量提醒')).toBeVisible();
  await expect(page.getByText('暂无提醒记录')).toBeVisible();
  await page.getByText('设置用量提醒', { exact: true }).click();
  await expect(page).toHaveURL(/\/usageAlerts$/);
  await expect(page.getByText('尚未设置此提醒')).toBeVisible();
  await expectAccessibleInBothModes(page);
  await page.setViewportSize(PHONE_320);
  expect(await findLayoutProblems(page)).toEqual([]);

  // No quiet hours: the alert goes whenever it is due.
  await page.getByRole('textbox', { name: '开始（点）' }).fill('0');
  await page.getByRole('textbox', { name: '结束（点）' }).fill('0');
  await page.getByRole('button', { name: '保存免打扰时段' }).click();
  await expect(page.getByText('未设免打扰时段，提醒随时发送')).toBeVisible();

  // General data left below (what is left − 0.5 GB); a bad amount is refused in Chinese first.
  await page.getByRole('tab', { name: '流量剩余' }).click();
  const leftText = await page.getByText(/^本月通用流量剩余 [\d.]+GB$/).innerText();
  const leftGb = Number(/([\d.]+)GB/.exec(leftText)?.[1]);
  expect(leftGb).toBeGreaterThan(1.5);
  const threshold = String(Number((leftGb - 0.5).toFixed(1)));
  await page.getByRole('textbox', { name: '剩余低于' }).fill('0');
  await page.getByRole('button', { name: '开启提醒' }).click();
  await expect(page.getByText('剩余流量须为0.1到1000GB，最多一位小数')).toBeVisible();
  await page.getByRole('textbox', { name: '剩余低于' }).fill(threshold);
  await page.getByRole('button', { name: '开启提醒' }).click();
  await expect(page.getByText(`已开启：通用流量剩余低于${threshold}GB时提醒`)).toBeVisible();
  await saveScreenshot(page, 'usage-alerts-set');
  const alertText = `用量提醒：您的号码通用流量剩余低于${threshold}GB`;
  expect((await readSmsTexts(page, PHONE)).filter((text) => text.includes(alertText))).toHaveLength(0);

  // The console reports 1 GB of usage on the number: the check runs on the job queue, the SMS goes out once.
  const deskContext = await browser.newContext(DESKTOP_CONSOLE);
  const desk = await deskContext.newPage();
  await logInToConsole(desk, 'service', '客服小王');
  await desk.getByRole('menuitem', { name: '演示步骤' }).click();
  await expect(await injectDataInConsole(desk, '1')).toContainText(`已计入：${PHONE}`);
  await expect.poll(async () => (await readSmsTexts(page, PHONE)).filter((text) => text.includes(alertText)).length, { timeout: 30_000 }).toBe(1);
  // More usage, checked again a pass later: no second alert this month.
  await expect(await injectDataInConsole(desk, '1')).toContainText(`已计入：${PHONE}`);
  await deskContext.close();
  await page.waitForTimeout(8000);

  // /personal: the alert sent, by SMS.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/personal');
  await expect(page.getByText(`通用流量剩余低于${threshold}GB时提醒`)).toBeVisible();
  await expect(page.getByText(new RegExp(`^通用流量剩余低于${threshold}GB（当时`))).toBeVisible();
  await expect(page.getByText(/已发送（短信）/)).toBeVisible();
  await expectAccessibleInBothModes(page);
  expect((await readSmsTexts(page, PHONE)).filter((text) => text.includes(alertText))).toHaveLength(1);

  // The link, opened on a phone without a login: one tap switches that alert off.
  const sms = (await readSmsTexts(page, PHONE)).find((text) => text.includes(alertText)) ?? '';
  const link = /(\/usageAlertOff\?t=[\w.-]+)/.exec(sms)?.[1];
  expect(link).toBeTruthy();
  await page.goto(link ?? '/');
  await expect(page.getByText('关闭这条用量提醒')).toBeVisible();
  await expectAccessibleInBothModes(page);
  const stranger = await (await browser.newContext()).newPage();
  await stranger.goto(link ?? '/');
  await expect(stranger.getByText('关闭这条用量提醒')).toBeVisible();
  expect(await blockingViolations(stranger, 'usageAlertOff (no login)')).toEqual([]);
  await stranger.setViewportSize(PHONE_320);
  expect(await findLayoutProblems(stranger)).toEqual([]);
  await stranger.getByRole('button', { name: '关闭此提醒' }).click();
  await expect(stranger.getByText('提醒已关闭', { exact: true })).toBeVisible();
  await expect(stranger.getByText(`“通用流量剩余低于${threshold}GB”的提醒已关闭`, { exact: false })).toBeVisible();
  await stranger.context().close();

  await page.goto('/usageAlerts');
  await page.getByRole('tab', { name: '流量剩余' }).click();
  await expect(page.getByText('提醒已关闭')).toBeVisible();
});
