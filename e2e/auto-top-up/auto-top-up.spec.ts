import { expect, test, type Page } from '../support/consent.ts';
import { blockingViolations, expectAccessibleInBothModes, PHONE_375 } from '../support/axe.ts';
import { DESKTOP_CONSOLE, logInToConsole } from '../support/console.ts';
import { findLayoutProblems, PHONE_320 } from '../support/layout-problems.ts';
import { logInAsNewUser, readLatestSmsCode, requestSmsCode } from '../support/sandbox.ts';
import { expectSmsTo, readSmsTexts } from '../support/sms-outbox.ts';
import { saveScreenshot } from '../support/screenshots.ts';

// 自动充值 of 17012340009 (周杰, 标准卡A: 100 minutes, balance 0.00), bound here by a member made
// for this journey. No other journey reads this number's balance (member/several-numbers binds it
// and tops up its other number; invoices/ checks its real-name refusal). The member sets below ¥10
// top up ¥20, signs the entrusted-debit contract on the sandbox's signing page (the balance is
// below the threshold already: one top-up), the console's usage injection of calls takes it below
// again (a second), both show as 自动充值 in the recharge records, and the member ends the contract.

const NUMBER = { phone: '17012340009', masked: '170****0009' };
const OWNER = { name: '周杰', idNumber: '350203199106062222' };
const ENDED_SMS = '您的话费自动充值已解约';

async function bindNumber(page: Page, nickname: string) {
  await logInAsNewUser(page, nickname, '/PersonalInformation');
  await page.getByRole('textbox', { name: '手机号' }).fill(NUMBER.phone);
  await requestSmsCode(page);
  await page.getByRole('textbox', { name: '验证码' }).fill(await readLatestSmsCode(page, NUMBER.phone));
  await page.getByRole('button', { name: '绑定', exact: true }).click();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/personal$/);
}

/** Signs on the sandbox's signing page and answers that page's address. */
async function signContract(page: Page): Promise<string> {
  await page.getByRole('button', { name: '开通微信委托代扣' }).click();
  await expect(page).toHaveURL(/\/sandbox\/papay\?ref=/);
  const signingPage = page.url();
  await expect(page.getByText(`扣款账户：${NUMBER.masked}`)).toBeVisible();
  await page.getByRole('button', { name: '同意并开通' }).click();
  await expect(page).toHaveURL(/\/autoRecharge\?from=sign$/);
  await expect(page.getByText(/^已开通微信委托代扣/)).toBeVisible();
  return signingPage;
}

/** Reads the page again until the check on the job queue has run (every few seconds). */
async function expectAfterReloads(page: Page, text: string | RegExp): Promise<void> {
  await expect(async () => {
    await page.reload();
    await expect(page.getByText(text).first()).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 45_000 });
}

async function injectCall(desk: Page, minutes: string) {
  const card = desk.locator('.ant-card').filter({ hasText: '模拟用量（计费系统接收的使用记录）' });
  await card.getByLabel('用量号码').fill(NUMBER.phone);
  await card.getByLabel('用量类型').click();
  await desk.locator('.ant-select-item-option').filter({ hasText: '拨打电话（分钟）' }).click();
  await card.getByLabel('用量数量').fill(minutes);
  await card.getByLabel('对方号码').fill('13800138000');
  await card.getByRole('button', { name: '上报用量' }).click();
  return card.getByRole('status');
}

test('a member sets up auto top-up, signs the contract, is topped up twice as the balance falls, and ends it', async ({ page, browser }) => {
  test.setTimeout(240_000);
  await bindNumber(page, `自动充值${Date.now() % 100_000}`);

  // From /personal to the page: nothing set up yet.
  await page.getByRole('link', { name: '自动充值' }).click();
  await expect(page).toHaveURL(/\/autoRecharge$/);
  await expect(page.getByText('自动充值未开通：保存规则并开通微信委托代扣后生效。')).toBeVisible();
  await expect(page.getByText('暂无自动充值记录')).toBeVisible();
  await expect(page.getByRole('button', { name: '开通微信委托代扣' })).toBeDisabled();
  await expectAccessibleInBothModes(page);

  // The rules, with a clear message for one out of bounds.
  await page.getByRole('textbox', { name: '余额低于' }).fill('500');
  await page.getByRole('textbox', { name: '自动充值' }).fill('20');
  await page.getByRole('textbox', { name: '每月最多' }).fill('3');
  await page.getByRole('button', { name: '保存规则' }).click();
  await expect(page.getByText('余额提醒线须为1.00至200.00元之间的整数元').first()).toBeVisible();
  await page.getByRole('textbox', { name: '余额低于' }).fill('10');
  await page.getByRole('button', { name: '保存规则' }).click();
  await expect(page.getByRole('button', { name: '开通微信委托代扣' })).toBeEnabled();

  // The signing page of the sandbox WeChat Pay, then back in the hall.
  await signContract(page);

  // The balance (0.00) was below ¥10 already: one ¥20 top-up.
  // The debit counts toward the month when it is taken; the balance rises a moment later.
  await expectAfterReloads(page, '当前余额 ¥20.00');
  await expect(page.getByText(/本月已充值\s*1\/3\s*次/)).toBeVisible();
  await expect(page.getByText('充值成功')).toHaveCount(1);
  await expectSmsTo(page, NUMBER.phone, '已通过微信支付自动充值20.00元，当前余额20.00元');

  // The console's usage injection: 200 minutes of calls, beyond the package's, take it below ¥10 again.
  const deskContext = await browser.newContext(DESKTOP_CONSOLE);
  const desk = await deskContext.newPage();
  await logInToConsole(desk, 'service', '客服小王');
  await desk.getByRole('menuitem', { name: '演示步骤' }).click();
  const injected = await injectCall(desk, '200');
  await expect(injected).toContainText(`已计入：${NUMBER.phone} 当前余额 ¥`);
  const afterCallFen = Math.round(Number(/当前余额 ¥(-?\d+\.\d{2})/.exec(await injected.innerText())?.[1]) * 100);
  expect(afterCallFen).toBeLessThan(1000);
  await deskContext.close();
  await expectAfterReloads(page, `当前余额 ¥${((afterCallFen + 2000) / 100).toFixed(2)}`);
  await expect(page.getByText(/本月已充值\s*2\/3\s*次/)).toBeVisible();
  await expect(page.getByText('充值成功')).toHaveCount(2);
  await saveScreenshot(page, 'auto-top-up');

  await page.setViewportSize(PHONE_320);
  expect(await findLayoutProblems(page)).toEqual([]);
  await page.setViewportSize({ width: 375, height: 812 });
  await expectAccessibleInBothModes(page);

  // Both in the recharge records, with their own title.
  await page.getByRole('button', { name: '充值记录' }).click();
  await expect(page).toHaveURL(/\/record$/);
  await expect(page.getByText(/自动充值\s*充值成功/)).toHaveCount(2);

  // Ending the contract: no more debits.
  await page.goto('/autoRecharge');
  await page.getByRole('button', { name: '关闭自动充值' }).click();
  await page.getByRole('dialog', { name: '关闭自动充值' }).getByRole('button', { name: '确定' }).click();
  await expect(page.getByRole('button', { name: '开通微信委托代扣' })).toBeVisible();
  await expect(page.getByText('自动充值未开通：保存规则并开通微信委托代扣后生效。')).toBeVisible();
  await expectSmsTo(page, NUMBER.phone, ENDED_SMS);
});

test('a signer who unbinds the number is told the auto top-up ended with it, and WeChat Pay ends the contract', async ({ page }) => {
  await bindNumber(page, `签约人${Date.now() % 100_000}`);
  await page.goto('/autoRecharge');
  await page.getByRole('textbox', { name: '余额低于' }).fill('10');
  await page.getByRole('textbox', { name: '自动充值' }).fill('20');
  await page.getByRole('textbox', { name: '每月最多' }).fill('3');
  await page.getByRole('button', { name: '保存规则' }).click();
  const signingPage = await signContract(page);
  const endedNotices = (await readSmsTexts(page, NUMBER.phone)).filter((text) => text.includes(ENDED_SMS)).length;

  // The code that bound it is still in its resend interval: the owner's ID instead.
  await page.goto('/relieveNot');
  await page.getByRole('textbox', { name: '身份证号' }).fill(OWNER.idNumber);
  await page.getByRole('textbox', { name: '姓名' }).fill(OWNER.name);
  await page.getByRole('button', { name: '解除绑定' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByText(`号码 ${NUMBER.phone} 已解除绑定`)).toBeVisible();
  await expect(page.getByText('您为该号码开通的自动充值已同时解约，不会再从您的微信支付扣款。')).toBeVisible();
  // Signed out with the last number gone, so care mode (a member's setting) is not there to check.
  await page.setViewportSize(PHONE_375);
  expect(await blockingViolations(page, '/relieveNot (unbound)')).toEqual([]);

  await expect
    .poll(async () => (await readSmsTexts(page, NUMBER.phone)).filter((text) => text.includes(ENDED_SMS)).length, { timeout: 20_000 })
    .toBe(endedNotices + 1);
  // WeChat Pay's side, by the termination job (every few seconds): the signing page says it ended.
  await expect(async () => {
    await page.goto(signingPage);
    await expect(page.getByRole('heading', { name: '委托代扣已解约' })).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 30_000 });
});
