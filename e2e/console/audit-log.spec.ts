import { expect, test } from '../support/consent.ts';
import { chooseOption, DESKTOP_CONSOLE, logInToConsole } from '../support/console.ts';
import { openNumberRecord } from '../support/opened-line.ts';
import { saveScreenshot } from '../support/screenshots.ts';

// 操作日志: what one staff member did shows to an auditor, filtered by action and subject, with the
// number masked. 17012340002 (李娜) is a number no other journey looks up in 号码档案.
const PHONE = '17012340002';

test.use(DESKTOP_CONSOLE);

test('an auditor finds a colleague reading a number record in 操作日志', async ({ page, browser }) => {
  const serviceDesk = await browser.newContext(DESKTOP_CONSOLE);
  const service = await serviceDesk.newPage();
  await logInToConsole(service, 'service', '客服小王');
  await openNumberRecord(service, PHONE);
  await serviceDesk.close();

  await logInToConsole(page, 'auditor', '审核员小陈');
  await page.getByRole('menuitem', { name: '操作日志', exact: true }).click();
  await expect(page.getByText(/^共 \d+ 条$/)).toBeVisible();
  // The action list is long and drawn as it scrolls: the search narrows it to the one.
  await page.getByLabel('操作类型').fill('查看号码档案');
  // Exactly this action: 查看号码档案动态 (the record's activity) is another.
  await chooseOption(page, '操作类型', /^查看号码档案$/);
  await page.getByPlaceholder('如手机号、编号').fill(PHONE);
  await page.getByRole('button', { name: '查询' }).click();
  const row = page.getByRole('row').filter({ hasText: '170****0002' });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('客服小王（service）')).toBeVisible();
  await expect(row.getByText('查看号码档案')).toBeVisible();
  await expect(page.getByText(PHONE, { exact: true })).toHaveCount(0);
  await saveScreenshot(page, 'audit-log', { fullPage: true });
});
