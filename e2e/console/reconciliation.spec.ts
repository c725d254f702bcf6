import { expect, test } from '@playwright/test';
import { DESKTOP_CONSOLE, logInToConsole } from '../support/console.ts';

// 财务对账 in the sandbox: the server reconciled the last ready days against the sandbox WeChat Pay's
// trade bill when it started; an admin reruns the newest day, reads its outcome, and is told that a
// day whose bill WeChat Pay has not generated yet cannot be reconciled. Nothing here changes what
// another journey reads (a rerun replaces the day's own result only). The demo's paid top-ups were
// paid through the sandbox WeChat Pay, and the journeys pay today (a day not ready yet), so every
// ready day agrees with its bill.

test.use(DESKTOP_CONSOLE);

test("an admin reruns the newest day's reconciliation and reads its result; a day not ready yet is refused", async ({ page }) => {
  await logInToConsole(page, 'admin', '系统管理员');
  await page.getByRole('menuitem', { name: '财务对账' }).click();
  await expect(page.getByText('微信支付在次日10:00（北京时间）后提供前一日的交易账单', { exact: false })).toBeVisible();

  const days = page.locator('.ant-table-tbody').first();
  const rows = days.getByRole('row');
  await expect(rows.first().getByText('已平账', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(days.getByText('有差异', { exact: true })).toHaveCount(0);
  const newestDay = (await rows.first().getByRole('cell').first().textContent()) ?? '';
  expect(newestDay).toMatch(/^\d{4}-\d{2}-\d{2}$/);

  await rows.first().getByRole('button', { name: '重新对账' }).click();
  await expect(page.getByText(`重新下载 ${newestDay} 的微信支付账单并对账？`)).toBeVisible();
  await page.locator('.ant-popconfirm').getByRole('button', { name: '确定' }).click();
  await expect(page.getByText(`${newestDay} 已重新对账，结果见列表`)).toBeVisible();
  await expect(rows.first().getByText('已平账', { exact: true })).toBeVisible();
  // 差异 is the day's sixth column.
  await expect(rows.first().getByRole('cell').nth(5)).toHaveText('0');

  await rows.first().getByRole('button', { name: '查看差异' }).click();
  const detail = page.locator('.ant-card').filter({ hasText: `${newestDay} 的差异` });
  await expect(detail.getByText('账单 SHA-1：')).toBeVisible();
  await expect(detail.getByText(/^[0-9a-f]{40}$/)).toBeVisible();
  await expect(detail.getByText('该日账单与本系统记录一致，无差异')).toBeVisible();

  await page.getByLabel('对账日期').fill('2099-01-01');
  await page.getByRole('button', { name: '对账该日' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('该日账单尚未生成，微信支付在次日10:00（北京时间）后提供')).toBeVisible();
});
