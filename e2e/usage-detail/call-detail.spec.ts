import { expect, test } from '../support/consent.ts';
import { expectAccessibleInBothModes } from '../support/axe.ts';
import { DESKTOP_CONSOLE, logInToConsole } from '../support/console.ts';
import { findLayoutProblems, PHONE_320 } from '../support/layout-problems.ts';
import { logInAs } from '../support/sandbox.ts';
import { saveScreenshot } from '../support/screenshots.ts';

// The usage chart and the detail (详单) of 张伟 (17012340001). The console's usage injection stands
// in for the network: a personal message from 13912345678 reaches his number (a received message
// costs nothing and adds nothing to his day's sent messages, so no other journey's balance or usage
// moves). He opens the detail with his service password, sees the sender masked, and asks for the
// month's PDF, which lands in the sandbox mailbox.
const SUBSCRIBER = { nickname: '张伟', phone: '17012340001' };
const SENDER = { phone: '13912345678', masked: '139****5678' };
const EMAIL = 'zhangwei-detail@example.com';

test('the chart shows 30 days on /setMeal; the detail opens with the service password, masks the other party and mails its PDF', async ({ page, browser }) => {
  test.setTimeout(150_000);
  await logInAs(page, SUBSCRIBER.nickname, '/setMeal');
  const chart = page.getByRole('region', { name: '近30天用量' });
  await expect(chart.getByRole('img', { name: /^近30天共用流量\d+MB/ })).toBeVisible();
  await chart.getByRole('tab', { name: '语音' }).click();
  await expect(chart.getByRole('img', { name: /^近30天(共用语音|无语音用量)/ })).toBeVisible();
  await chart.getByText('每日明细').click();
  await expect(chart.getByRole('table', { name: '近30天每日用量' }).getByRole('row')).toHaveCount(31);
  await page.setViewportSize(PHONE_320);
  expect(await findLayoutProblems(page)).toEqual([]);
  await saveScreenshot(page, 'usage-chart-320');
  await expectAccessibleInBothModes(page);

  // A personal message reaches the number, as the network would report it.
  const deskContext = await browser.newContext(DESKTOP_CONSOLE);
  const desk = await deskContext.newPage();
  await logInToConsole(desk, 'service', '客服小王');
  await desk.getByRole('menuitem', { name: '演示步骤' }).click();
  const card = desk.locator('.ant-card').filter({ hasText: '模拟用量（计费系统接收的使用记录）' });
  await card.getByLabel('用量号码').fill(SUBSCRIBER.phone);
  await card.getByLabel('用量类型').click();
  await desk.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: '接收短信（条）' }).click();
  await card.getByLabel('用量数量').fill('1');
  await card.getByLabel('发送方号码').fill(SENDER.phone);
  await card.getByRole('button', { name: '上报用量' }).click();
  await expect(card.getByRole('status')).toContainText(`已计入：${SUBSCRIBER.phone}`);
  await deskContext.close();

  // 详单 from /setMeal: closed until the service password.
  await chart.getByRole('link', { name: '详单查询 ›' }).click();
  await expect(page).toHaveURL(/\/callDetail$/);
  await expect(page.getByRole('tab', { name: '服务密码' })).toBeVisible();
  await expect(page.getByText(SENDER.masked)).toHaveCount(0);
  await page.getByPlaceholder('请输入服务密码').fill('123456');
  await page.getByRole('button', { name: '验证并查询详单' }).click();
  await expect(page.getByRole('tab', { name: '通话' })).toBeVisible();
  await page.getByRole('tab', { name: '短信' }).click();
  const received = page.locator('.adm-list-item').filter({ hasText: SENDER.masked }).first();
  await expect(received).toContainText('接收');
  await expect(received).toContainText('1条');
  await expect(page.getByText(SENDER.phone)).toHaveCount(0);
  expect(await findLayoutProblems(page)).toEqual([]);
  await saveScreenshot(page, 'call-detail-320');
  await expectAccessibleInBothModes(page);

  // The month's PDF by e-mail: a bad address in Chinese, then the mail in the sandbox mailbox.
  await page.getByRole('textbox', { name: '邮箱' }).fill('zhangwei@example');
  await page.getByRole('button', { name: /^发送\d{4}年\d{1,2}月详单$/ }).click();
  await expect(page.getByText('请输入正确的邮箱')).toBeVisible();
  await page.getByRole('textbox', { name: '邮箱' }).fill(EMAIL);
  await page.getByRole('button', { name: /^发送\d{4}年\d{1,2}月详单$/ }).click();
  await expect(page.getByRole('status').filter({ hasText: `详单PDF将发送至 ${EMAIL}` })).toBeVisible();
  const outbox = await page.context().newPage();
  await outbox.goto(`/sandbox/mail?to=${encodeURIComponent(EMAIL)}`);
  await expect(outbox.getByText(/【通话详单】\d{4}年\d{1,2}月通话和短信详单/).first()).toBeVisible();
  await expect(outbox.getByRole('link', { name: /打开附件 详单_\d{6}\.pdf/ }).first()).toBeVisible();
  await saveScreenshot(outbox, 'call-detail-mail');
  await outbox.close();

  await page.getByRole('button', { name: '返回' }).click();
  await expect(page).toHaveURL(/\/setMeal$/);
});
