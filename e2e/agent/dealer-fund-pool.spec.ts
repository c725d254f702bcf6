import type { Page } from '@playwright/test';
import { expect, test } from '../support/consent.ts';
import { fillNumber, logInAgent, payFromFundPool } from '../support/agent.ts';
import { PHONE_375 } from '../support/axe.ts';
import { findLayoutProblems, PHONE_320 } from '../support/layout-problems.ts';
import { blockingViolationsInLooks } from '../support/route-sweep.ts';
import { saveScreenshot } from '../support/screenshots.ts';

// 16610000008 (dealer D1001, the offer with a 50 yuan fee) is a card no other journey opens: its
// debit on 资金池流水 is this journey's alone.
const PHONE = '16610000008';

/** The figure of a summary cell (期初余额, 期末余额, …) as the page shows it. */
const summaryFigure = (page: Page, title: string) =>
  page
    .getByLabel('资金池汇总')
    .locator('div')
    .filter({ has: page.getByText(title, { exact: true }) })
    .locator('dd');

test("the dealer's manager reads 资金池流水: the pool's first deposit, an opening's debit, a closing balance that is the ledger's", async ({
  page,
  browser,
}) => {
  await logInAgent(page, 'A10001');
  await expect(page).toHaveURL(/\/OpenCardMessage$/);
  await page.getByText('资金池流水').click();
  await expect(page).toHaveURL(/\/agentFundPool$/);
  const statement = page.getByLabel('资金池流水', { exact: true });
  // The range's opening balance, then the demo pool's first deposit (a top-up like staff's).
  await expect(statement.locator('.adm-list-item').first()).toContainText('期初余额');
  await expect(statement.locator('.adm-list-item').filter({ hasText: '充值' }).filter({ hasText: '渠道初始资金' })).toHaveCount(1);

  await page.goto('/OpenCard');
  await fillNumber(page, PHONE);
  await page.getByRole('button', { name: '下一步' }).click();
  await payFromFundPool(page, '50.00元');
  await expect(page.getByRole('document', { name: '入网协议全文' })).toBeVisible();

  await page.goto('/OpenCardMessage');
  await page.getByText('资金池流水').click();
  const debit = statement.locator('.adm-list-item').filter({ hasText: '开户扣款' }).filter({ hasText: '-50.00' }).filter({ hasText: '工号 A10001' });
  // Every page of the month loads as the list scrolls; the closing row comes with the last.
  const closingRow = statement.locator('.adm-list-item').filter({ hasText: '期末余额' });
  await expect(async () => {
    await page.mouse.wheel(0, 4000);
    await expect(closingRow).toBeVisible({ timeout: 500 });
  }).toPass();
  await expect(debit.first()).toBeVisible();
  const closing = (await summaryFigure(page, '期末余额').textContent()) ?? '';
  expect(closing).toMatch(/^¥\d+\.\d{2}$/);
  await expect(closingRow).toContainText(closing);
  const lastBalance = await statement.locator('.adm-list-item').filter({ hasText: '余额 ¥' }).last().textContent();
  expect(lastBalance).toContain(`余额 ${closing}`);

  await page.setViewportSize(PHONE_375);
  expect(await blockingViolationsInLooks(page, '/agentFundPool', 'agent', true)).toEqual([]);
  await page.setViewportSize(PHONE_320);
  expect(await findLayoutProblems(page)).toEqual([]);
  await saveScreenshot(page, 'agent-fund-pool', { fullPage: true });
  await page.getByRole('button', { name: '返回' }).click();
  await expect(page).toHaveURL(/\/OpenCardMessage$/);

  // A plain agent of the same dealer has no entry, and the page itself refuses them.
  const clerkContext = await browser.newContext({ viewport: PHONE_375 });
  const clerk = await clerkContext.newPage();
  await logInAgent(clerk, 'A10002');
  await expect(clerk).toHaveURL(/\/OpenCardMessage$/);
  await expect(clerk.getByText('号码库存')).toBeVisible();
  await expect(clerk.getByText('资金池流水')).toHaveCount(0);
  await clerk.goto('/agentFundPool');
  await expect(clerk.getByText('仅店长可查看经销商资金与佣金')).toBeVisible();
  await clerkContext.close();
});
