import { expect, test } from '@playwright/test';
import { formatChinaDate, shiftChinaDate } from '@hall/contract/china-time';
import { readFile } from 'node:fs/promises';
import { DESKTOP_CONSOLE, chooseOption, logInToConsole } from '../support/console.ts';

/** The China day `days` days before today, as a date input takes it. */
const chinaDayBefore = (days: number) => shiftChinaDate(formatChinaDate(new Date()), -days);

// 财务 in the console, as an admin (finance) works it. Nothing here changes what another journey
// reads: credit control's settings are saved as they are (a value out of range is refused first),
// the package form is opened and closed unsaved, and the refund and debt lists are only read (other
// journeys cancel numbers, so what they hold is not fixed; a number with none is).

test.use(DESKTOP_CONSOLE);

test('an admin reads the billing runs and one number’s month, the refunds and debts, and credit control’s settings', async ({ page }) => {
  test.setTimeout(120_000);
  await logInToConsole(page, 'admin', '系统管理员');

  // 出账批次: the closed months newest first; one number's result of the newest.
  await page.getByRole('menuitem', { name: '出账批次', exact: true }).click();
  const months = page.locator('.ant-table-tbody').first();
  await expect(months.getByRole('row').first().getByRole('cell').first()).toHaveText(/^\d{4}年\d{1,2}月$/, { timeout: 30_000 });
  await page.getByPlaceholder('本网手机号').fill('17012340001');
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page.getByText('170****0001', { exact: true })).toBeVisible();
  await expect(page.getByText(/^(已出账|未出账（本月在网，批次未处理）)$/)).toBeVisible();

  // 退款: 待退款 first; a number without refunds has none to list or export.
  await page.getByRole('menuitem', { name: '退款', exact: true }).click();
  await expect(page.getByRole('button', { name: '批量登记已退款' })).toBeDisabled();
  await page.getByLabel('手机号').fill('17012340001');
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page.getByText('暂无符合条件的退款')).toBeVisible();
  // The export needs a range of days searched; with nothing in it, the file is its header alone.
  await expect(page.getByRole('button', { name: '导出CSV' })).toBeDisabled();
  await page.getByLabel('开始日期').fill(chinaDayBefore(300));
  await page.getByLabel('结束日期').fill(chinaDayBefore(0));
  await page.getByRole('button', { name: '查询' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出CSV' }).click();
  const header = (await readFile((await (await download).path()) ?? '', 'utf8')).trim();
  expect(header.split('\n')).toHaveLength(1);
  await expect(page.getByText('退款记录已导出')).toBeVisible();
  await chooseOption(page, '退款状态', '已退款');
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page.getByRole('button', { name: '批量登记已退款' })).toHaveCount(0);

  // 欠款: the total still owed, whatever the list holds.
  await page.getByRole('menuitem', { name: '欠款', exact: true }).click();
  await expect(page.getByText(/^未结清欠款合计 \d+\.\d{2} 元$/)).toBeVisible();

  // 信控设置: a value out of range is refused in the page's words; the settings saved as they are.
  await page.getByRole('menuitem', { name: '信控设置', exact: true }).click();
  const preCancelDays = page.getByLabel('预销户转销户天数（天）');
  await expect(preCancelDays).not.toHaveValue('');
  const days = await preCancelDays.inputValue();
  await preCancelDays.fill('400');
  await page.getByRole('button', { name: '保存信控设置' }).click();
  await expect(page.getByText('预销户转销户天数须在1到365天之间')).toBeVisible();
  await preCancelDays.fill(days);
  await page.getByRole('button', { name: '保存信控设置' }).click();
  await expect(page.getByText('信控设置已保存，下一次信控与月结即按新设置执行')).toBeVisible();
  await expect(page.getByText(/^上次修改：.+（系统管理员）$/)).toBeVisible();

  // 套餐: the credit limit in yuan beside the package, in the list and the form.
  await page.getByRole('menuitem', { name: '套餐', exact: true }).click();
  const standardA = page.getByRole('row').filter({ hasText: 'PKG_STD_A' });
  await expect(standardA.getByRole('cell', { name: '30.00' })).toBeVisible();
  await standardA.getByRole('button', { name: '编辑' }).click();
  await expect(page.getByRole('dialog').getByLabel('信用额度（元）')).toHaveValue('30.00');
  await page.getByRole('dialog').getByRole('button', { name: '取消' }).click();
});
