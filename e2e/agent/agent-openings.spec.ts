import { expect, test } from '../support/consent.ts';
import { logInAgent } from '../support/agent.ts';
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
  await expect(page.getByRole('tablist', { name: '月份' })).toBeVisible();
  const row = page.locator('.adm-list-item').filter({ hasText: MASKED });
  await expect(page.getByLabel(/开卡统计$/)).toBeVisible();
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
