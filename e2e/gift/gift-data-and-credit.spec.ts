import { expect, test, type Page } from '@playwright/test';
import { expectAccessibleInBothModes } from '../support/axe.ts';
import { findLayoutProblems, PHONE_320 } from '../support/layout-problems.ts';
import { logInAs, readLatestSmsCode, requestSmsCode } from '../support/sandbox.ts';
import { expectSmsTo, readSmsTexts } from '../support/sms-outbox.ts';
import { saveScreenshot } from '../support/screenshots.ts';

// 转赠 between numbers of the seed. 张伟 (17012340001) has used this month's general data (the
// seed's overage), so he is refused a data gift before any code, and gives credit to 刘洋
// (17012340004); 刘洋 (大王卡, 40 GB) gives data to 王芳 (17012340003). Each side sees the gift in
// its records, its balance or usage, and an SMS. No journey after this one reads these balances
// (caller/ checks 张伟's, and runs earlier), nor 刘洋's or 王芳's usage.

const ZHANGWEI = { nickname: '张伟', phone: '17012340001', masked: '170****0001' };
const LIUYANG = { nickname: '刘洋', phone: '17012340004', masked: '170****0004' };
const WANGFANG = { nickname: '王芳', phone: '17012340003', masked: '170****0003' };

/** The balance /balance shows, in fen. */
async function readBalanceFen(page: Page): Promise<number> {
  await page.goto('/balance');
  const text = await page.getByLabel('账户余额').locator('.query-amount').innerText();
  return Math.round(Number(text.replace(/[^\d.-]/g, '')) * 100);
}

/** The general data left, as /setMeal shows it (MB). */
async function readGeneralDataLeft(page: Page): Promise<string> {
  await page.goto('/gift');
  return page.getByText(/^本月剩余通用流量/).innerText();
}

async function giveWithCode(page: Page, phone: string): Promise<void> {
  await requestSmsCode(page);
  await page.getByRole('textbox', { name: '验证码' }).fill(await readLatestSmsCode(page, phone));
  await page.getByRole('button', { name: '确认转赠' }).click();
  await page.getByRole('dialog', { name: '确认转赠' }).getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('转赠成功', { exact: true })).toBeVisible();
}

test('张伟 is refused data he has not got and a suspended receiver before any code, then gives credit; both sides see it', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await logInAs(page, LIUYANG.nickname, '/balance');
  const liuyangBefore = await readBalanceFen(page);

  const zhangwei = await (await browser.newContext()).newPage();
  await logInAs(zhangwei, ZHANGWEI.nickname, '/BusinessHandle');
  const zhangweiBefore = await readBalanceFen(zhangwei);
  await zhangwei.goto('/BusinessHandle');
  await zhangwei.getByText('流量话费转赠').click();
  await expect(zhangwei).toHaveURL(/\/gift$/);
  await expect(zhangwei.getByText(/^本月剩余通用流量 0MB/)).toBeVisible();
  await expectAccessibleInBothModes(zhangwei);

  // Every bad input in Chinese; a gift beyond what remains, or to a suspended number, gets no code.
  const codesBefore = (await readSmsTexts(zhangwei, ZHANGWEI.phone)).length;
  await zhangwei.getByRole('button', { name: '获取验证码' }).click();
  await expect(zhangwei.getByText('请输入对方手机号')).toBeVisible();
  await zhangwei.getByRole('textbox', { name: '对方号码' }).fill(LIUYANG.phone);
  await zhangwei.getByRole('textbox', { name: '转赠流量' }).fill('100');
  await zhangwei.getByRole('button', { name: '获取验证码' }).click();
  await expect(zhangwei.getByText('转赠流量超过本月剩余通用流量')).toBeVisible();
  await zhangwei.getByRole('tab', { name: '话费' }).click();
  await expect(zhangwei.getByText(/^账户余额 /)).toBeVisible();
  await zhangwei.getByRole('textbox', { name: '对方号码' }).fill('17012340007');
  await zhangwei.getByRole('textbox', { name: '转赠金额' }).fill('5');
  await zhangwei.getByRole('button', { name: '获取验证码' }).click();
  await expect(zhangwei.getByText('对方号码不是本网正常在用号码，无法转赠')).toBeVisible();
  await zhangwei.getByRole('textbox', { name: '转赠金额' }).fill('60');
  await zhangwei.getByRole('textbox', { name: '对方号码' }).fill(LIUYANG.phone);
  await zhangwei.getByRole('button', { name: '获取验证码' }).click();
  await expect(zhangwei.getByText('单笔转赠话费不能超过50.00元')).toBeVisible();
  expect((await readSmsTexts(zhangwei, ZHANGWEI.phone)).length).toBe(codesBefore);

  // ¥5.00 to 刘洋, confirmed by the code sent to 张伟's own number.
  await zhangwei.getByRole('textbox', { name: '转赠金额' }).fill('5');
  await giveWithCode(zhangwei, ZHANGWEI.phone);
  await expect(zhangwei.getByText(`已向${LIUYANG.masked}转赠5.00元话费，双方将收到短信通知。`)).toBeVisible();
  await saveScreenshot(zhangwei, 'gift-done');
  await zhangwei.getByRole('button', { name: '查看转赠记录' }).click();
  await expect(zhangwei).toHaveURL(/\/giftRecords$/);
  await expect(zhangwei.getByText(`转赠话费给${LIUYANG.masked}`)).toBeVisible();
  await expect(zhangwei.getByText('-5.00元')).toBeVisible();
  await expectAccessibleInBothModes(zhangwei);
  expect(await readBalanceFen(zhangwei)).toBe(zhangweiBefore - 500);
  await expectSmsTo(zhangwei, ZHANGWEI.phone, `您已成功向${LIUYANG.masked}转赠5.00元`);

  // 刘洋's side: the balance, the record and the SMS.
  await page.goto('/giftRecords');
  await expect(page.getByText(`收到${ZHANGWEI.masked}转赠话费`)).toBeVisible();
  await expect(page.getByText('+5.00元')).toBeVisible();
  expect(await readBalanceFen(page)).toBe(liuyangBefore + 500);
  await expectSmsTo(page, LIUYANG.phone, `${ZHANGWEI.masked}向您转赠的5.00元已到账`);
  await zhangwei.context().close();
});

test('刘洋 gives 300MB of this month’s general data to 王芳: his data left goes down, her month gains it', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await logInAs(page, WANGFANG.nickname, '/giftRecords');
  await expect(page.getByText(`收到${LIUYANG.masked}转赠流量`)).toHaveCount(0);

  const liuyang = await (await browser.newContext()).newPage();
  await logInAs(liuyang, LIUYANG.nickname, '/gift');
  const before = Number(/(\d+)MB/.exec(await readGeneralDataLeft(liuyang))?.[1]);
  expect(before).toBeGreaterThan(300);
  await liuyang.setViewportSize(PHONE_320);
  expect(await findLayoutProblems(liuyang)).toEqual([]);
  await liuyang.getByRole('textbox', { name: '对方号码' }).fill(WANGFANG.phone);
  await liuyang.getByRole('textbox', { name: '转赠流量' }).fill('300');
  await giveWithCode(liuyang, LIUYANG.phone);
  expect(await readGeneralDataLeft(liuyang)).toContain(`本月剩余通用流量 ${before - 300}MB`);
  await liuyang.goto('/giftRecords');
  await expect(liuyang.getByText(`转赠流量给${WANGFANG.masked}`)).toBeVisible();
  await expect(liuyang.getByText('-300MB')).toBeVisible();

  // 王芳: the gift in her records and as this month's data on /setMeal, and the SMS.
  await page.goto('/giftRecords');
  await expect(page.getByText(`收到${LIUYANG.masked}转赠流量`)).toBeVisible();
  await expect(page.getByText('+300MB')).toBeVisible();
  await page.goto('/setMeal');
  await expect(page.getByLabel(`收到${LIUYANG.masked}转赠流量`)).toBeVisible();
  await expectSmsTo(page, WANGFANG.phone, `${LIUYANG.masked}向您转赠的300MB已到账`);
  await liuyang.context().close();
});
