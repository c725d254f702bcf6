import { expect, test } from '../support/consent.ts';
import { fillNumber, logInAgent, payFromFundPool, signAgreement } from '../support/agent.ts';
import { PHONE_375 } from '../support/axe.ts';
import { findLayoutProblems, PHONE_320 } from '../support/layout-problems.ts';
import { blockingViolationsInLooks } from '../support/route-sweep.ts';
import { DESKTOP_CONSOLE, logInToConsole, passInReviewQueue } from '../support/console.ts';
import { openFreeCard } from '../support/opened-line.ts';
import { saveScreenshot } from '../support/screenshots.ts';

// 16610000014 is a card of the free offer that no other journey opens, for a customer no other
// journey names, so its row on 我的开卡记录 is this journey's alone.
const PHONE = '16610000014';
const MASKED = '166****0014';
const CUSTOMER = { name: '韩雪梅', idNumber: '110108199307123025' };

test("an agent's own openings show on 我的开卡记录 with the audit's outcome", async ({ page, browser }) => {
  await logInAgent(page, 'A10001');
  await expect(page).toHaveURL(/\/OpenCardMessage$/);
  await page.getByText('我的开卡记录').click();
  await expect(page).toHaveURL(/\/agentOpenings$/);
  await expect(page.getByRole('tablist', { name: '时间范围' })).toBeVisible();
  const row = page.locator('.adm-list-item').filter({ hasText: MASKED });
  await expect(page.getByLabel('开卡统计')).toBeVisible();
  await expect(row).toHaveCount(0);

  await openFreeCard(page, PHONE, CUSTOMER);

  await page.goto('/OpenCardMessage');
  await page.getByText('我的开卡记录').click();
  await expect(row).toHaveCount(1);
  await expect(row.getByText('待审核', { exact: true })).toBeVisible();
  await expect(row.getByText(/韩\*+/)).toBeVisible();
  await expect(page.getByText(CUSTOMER.idNumber)).toHaveCount(0);

  const desk = await browser.newContext(DESKTOP_CONSOLE);
  const console = await desk.newPage();
  await logInToConsole(console, 'auditor', '审核员小陈');
  await passInReviewQueue(console, { kindLabel: '开卡稽核', rowText: MASKED });
  await desk.close();

  await page.reload();
  await expect(row.getByText('审核通过', { exact: true })).toBeVisible();
  await saveScreenshot(page, 'agent-openings', { fullPage: true });
  await page.getByRole('button', { name: '返回' }).click();
  await expect(page).toHaveURL(/\/OpenCardMessage$/);
});

// 16610000010 (dealer D1001, the offer with a 50 yuan fee) is a card no other journey opens: this
// journey leaves it unfinished after payment, then resumes it from the list.
const UNFINISHED = '16610000010';
const UNFINISHED_MASKED = '166****0010';

test('an unfinished opening leads 我的开卡记录 and 继续办理 resumes it at its recorded step', async ({ page }) => {
  await logInAgent(page, 'A10001');
  await expect(page).toHaveURL(/\/OpenCardMessage$/);
  await page.goto('/OpenCard');
  await fillNumber(page, UNFINISHED);
  await page.getByRole('button', { name: '下一步' }).click();
  await payFromFundPool(page, '50.00元');
  await expect(page.getByRole('document', { name: '入网协议全文' })).toBeVisible();
  // The agent leaves, and the phone forgets which opening it was on: the list alone leads back.
  await page.evaluate(() => {
    for (const key of ['uimId', 'openingPhone', 'payquery']) {
      window.localStorage.removeItem(key);
    }
  });

  await page.goto('/OpenCardMessage');
  await page.getByText('我的开卡记录').click();
  const unfinished = page.getByRole('region', { name: '未完成的开卡' });
  const row = unfinished.locator('.adm-list-item').filter({ hasText: UNFINISHED_MASKED });
  await expect(row.getByText('下一步：签署入网协议')).toBeVisible();
  // Care mode is a subscriber's setting: an agent page is checked in its look, as the route sweep does.
  await page.setViewportSize(PHONE_375);
  expect(await blockingViolationsInLooks(page, '/agentOpenings', 'agent', true)).toEqual([]);
  await page.setViewportSize(PHONE_320);
  expect(await findLayoutProblems(page)).toEqual([]);
  await saveScreenshot(page, 'agent-openings-unfinished', { fullPage: true });

  // A custom range is checked before it is asked; today's includes the opening.
  await page.getByRole('tab', { name: '自定义' }).click();
  const from = page.locator('input[aria-label="开始日期"]');
  const to = page.locator('input[aria-label="结束日期"]');
  const today = await to.inputValue();
  await from.fill(today);
  await to.fill('2020-01-01');
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page.getByText('开始日期不能晚于结束日期')).toBeVisible();
  await to.fill(today);
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page.getByText(`${today} 至 ${today}`)).toBeVisible();
  expect(await findLayoutProblems(page)).toEqual([]);
  await expect(row).toHaveCount(1);

  // The customer signs on a phone of the usual size.
  await page.setViewportSize(PHONE_375);
  await row.getByRole('button', { name: `继续办理 ${UNFINISHED_MASKED}` }).click();
  await expect(page).toHaveURL(/\/OpenCard$/);
  await signAgreement(page);
  await expect(page.getByText('身份证与卡板合照')).toBeVisible();

  await page.goto('/agentOpenings');
  await expect(row.getByText('下一步：拍摄人证合照')).toBeVisible();
  await page.getByRole('button', { name: '返回' }).click();
  await expect(page).toHaveURL(/\/OpenCardMessage$/);
});
