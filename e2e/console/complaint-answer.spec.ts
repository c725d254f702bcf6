import { expect, test, type Page } from '@playwright/test';
import { DESKTOP_CONSOLE, logInToConsole } from '../support/console.ts';
import { logInAs } from '../support/sandbox.ts';
import { saveScreenshot } from '../support/screenshots.ts';
import { readSmsTexts } from '../support/sms-outbox.ts';

// 林晓 (17012340011) is bound and in service; no journey cancels, transfers or replaces the number,
// and none reads its SMS, so the answer below is the only message it receives.
const SUBSCRIBER = { nickname: '林晓', phone: '17012340011', masked: '170****0011' };
const COMPLAINT = '小区电梯里通话经常中断，希望尽快处理。';
const ANSWER = '已安排工程师优化电梯内信号，预计三个工作日内完成。';

async function complainOnThePhone(page: Page) {
  await logInAs(page, SUBSCRIBER.nickname, '/other');
  await page
    .getByText(/^投诉举报/)
    .first()
    .click();
  await expect(page).toHaveURL(/\/complain$/);
  await page.getByRole('textbox', { name: '投诉内容' }).fill(COMPLAINT);
  await page.getByRole('button', { name: '提交' }).click();
  await expect(page).toHaveURL(/\/complainSuccess$/);
  await expect(page.getByText('提交成功！')).toBeVisible();
}

async function answerInServiceQueue(console: Page) {
  await console.getByRole('menuitem', { name: '客服工单' }).click();
  const open = console.getByRole('row').filter({ hasText: COMPLAINT });
  await expect(open.getByText('投诉', { exact: true })).toBeVisible();
  await expect(open.getByText(SUBSCRIBER.masked)).toBeVisible();
  await expect(open.getByText(SUBSCRIBER.nickname)).toBeVisible();
  await expect(open.getByText('待处理')).toBeVisible();
  await open.getByRole('button', { name: '回复' }).click();

  const dialog = console.getByRole('dialog', { name: '回复并关闭' });
  await expect(dialog.getByText(COMPLAINT)).toBeVisible();
  await expect(dialog.getByText(`回复将以短信发送至 ${SUBSCRIBER.masked}`)).toBeVisible();
  const send = dialog.getByRole('button', { name: '回复并关闭' });
  await expect(send).toBeDisabled();
  await dialog.getByLabel('回复内容').fill(ANSWER);
  await saveScreenshot(console, 'console-service-answer');
  await send.click();
  await expect(dialog).toBeHidden();

  // Answered: it leaves the open list and shows under 已处理 with the answer and who gave it.
  await expect(open).toHaveCount(0);
  await console.getByText('已处理', { exact: true }).click();
  const answered = console.getByRole('row').filter({ hasText: COMPLAINT });
  await expect(answered.getByText('已处理', { exact: true })).toBeVisible();
  await expect(answered.getByText(ANSWER)).toBeVisible();
  await expect(answered.getByText(/客服小王 · /)).toBeVisible();
  await expect(answered.getByRole('button', { name: '回复' })).toHaveCount(0);
}

test('a subscriber complains, customer service answers it in the console queue, and the answer reaches the number by SMS', async ({ page, browser }) => {
  await complainOnThePhone(page);

  const desk = await browser.newContext(DESKTOP_CONSOLE);
  const console = await desk.newPage();
  await logInToConsole(console, 'service', '客服小王');
  await answerInServiceQueue(console);

  // The sandbox SMS inbox shows the answer sent to the number (the worker delivers within seconds).
  await console.getByRole('menuitem', { name: '短信收件箱' }).click();
  await console.getByPlaceholder('按手机号筛选').fill(SUBSCRIBER.phone);
  await console.getByPlaceholder('按手机号筛选').press('Enter');
  await expect(console.getByRole('row').filter({ hasText: `您反馈的问题已处理：${ANSWER}` })).toBeVisible({ timeout: 20_000 });
  await saveScreenshot(console, 'console-service-answer-sms');
  await desk.close();

  // Answered once: exactly one SMS for it.
  expect((await readSmsTexts(page, SUBSCRIBER.phone)).filter((text) => text.includes(ANSWER))).toHaveLength(1);
});
