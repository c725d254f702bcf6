import { expect, test, type Page } from '../support/consent.ts';
import { DESKTOP_CONSOLE, logInToConsole } from '../support/console.ts';
import { openNumberRecord, recordSection } from '../support/opened-line.ts';
import { saveScreenshot } from '../support/screenshots.ts';

// Staff act on a number from its record (号码档案): customer service suspends and resumes it with a
// reason and asks for a balance adjustment above the approval threshold (¥100 by default), which
// waits until another staff member, an admin, approves it. 吴敏's 17112340010 (owing ¥3.00) is
// bound by one journey only (member/login-and-bind, which reads no balance or state); this one
// leaves it in service with ¥197.00.
const PHONE = '17112340010';
const SUSPENSION_REASON = '机主来电要求临时停机';
const ADJUSTMENT_REASON = '套餐争议退费（工单 E2E-41）';

/** Confirms a staff action's form on the record: its reason (and fields), then its button. */
async function confirmAction(console: Page, action: { button: string; reasonLabel: string; reason: string; fields?: Record<string, string> }) {
  await console.getByRole('group', { name: '号码操作' }).getByRole('button', { name: action.button, exact: true }).click();
  const modal = console.getByRole('dialog', { name: action.button });
  for (const [label, value] of Object.entries(action.fields ?? {})) {
    await modal.getByLabel(label).fill(value);
  }
  await modal.getByLabel(action.reasonLabel).fill(action.reason);
  await modal.getByRole('button', { name: `确认${action.button}` }).click();
  await expect(modal).toBeHidden();
}

test('customer service suspends and resumes a number with a reason; an admin approves its large adjustment', async ({ browser }) => {
  test.setTimeout(120_000);
  const serviceDesk = await browser.newContext(DESKTOP_CONSOLE);
  const service = await serviceDesk.newPage();
  await logInToConsole(service, 'service', '客服小王');
  await openNumberRecord(service, PHONE);
  const profile = service.locator('.ant-descriptions');

  // 停机: 管理停机, with the reason on the change and in the SMS to the owner.
  await confirmAction(service, { button: '停机', reasonLabel: '停机原因', reason: SUSPENSION_REASON });
  await expect(service.getByText('已停机，将短信通知机主')).toBeVisible();
  await expect(profile.getByText('管理停机', { exact: true })).toBeVisible();
  await expect(recordSection(service, '状态变更').getByRole('row').filter({ hasText: SUSPENSION_REASON })).toContainText('客服小王');
  await expect(recordSection(service, '短信记录').getByRole('row').filter({ hasText: SUSPENSION_REASON })).toContainText('管理停机');
  // Customer service cannot start a cancellation.
  await expect(service.getByRole('group', { name: '号码操作' }).getByRole('button', { name: '发起销户' })).toHaveCount(0);

  // 复机: back in service (owing, its balance is below zero).
  await confirmAction(service, { button: '复机', reasonLabel: '复机原因', reason: '机主到厅申请复机' });
  await expect(service.getByText('已复机，将短信通知机主')).toBeVisible();
  await expect(profile.getByText('管理停机', { exact: true })).toHaveCount(0);
  await expect(recordSection(service, '状态变更').getByRole('row').filter({ hasText: '机主到厅申请复机' })).toContainText('管理复机');

  // 调账 of ¥200: above the threshold it waits, and customer service cannot approve it.
  await confirmAction(service, { button: '调账', reasonLabel: '调账原因', reason: ADJUSTMENT_REASON, fields: { '调账金额（元）': '200' } });
  await expect(service.getByText('调账已提交，待其他管理员审批')).toBeVisible();
  const waiting = recordSection(service, '调账记录').getByRole('row').filter({ hasText: ADJUSTMENT_REASON });
  await expect(waiting).toContainText('待审批');
  await expect(waiting).toContainText('待其他管理员审批');
  await expect(waiting.getByRole('button', { name: '同意' })).toHaveCount(0);
  await saveScreenshot(service, 'number-record-adjustment-waiting', { fullPage: true });

  // Another staff member, an admin, approves it: the money is applied and the number is in service.
  const adminDesk = await browser.newContext(DESKTOP_CONSOLE);
  const admin = await adminDesk.newPage();
  await logInToConsole(admin, 'admin', '系统管理员');
  await openNumberRecord(admin, PHONE);
  const row = recordSection(admin, '调账记录').getByRole('row').filter({ hasText: ADJUSTMENT_REASON });
  await row.getByRole('button', { name: '同意' }).click();
  const decision = admin.getByRole('dialog', { name: /同意调账/ });
  await decision.getByLabel('审批意见').fill('核实无误');
  await decision.getByRole('button', { name: '确认同意' }).click();
  await expect(admin.getByText('已同意，调账已入账')).toBeVisible();
  await expect(row).toContainText('已入账');
  await expect(row).toContainText('系统管理员：核实无误');
  await expect(admin.locator('.ant-descriptions').getByText('正常', { exact: true })).toBeVisible();
  await expect(admin.locator('.ant-descriptions').getByText('197.00', { exact: true })).toBeVisible();
  const orders = recordSection(admin, '业务订单');
  for (const name of ['管理停机', '管理复机', '话费调账']) {
    await expect(orders.getByRole('row').filter({ hasText: name })).toContainText('审核通过');
  }
  await saveScreenshot(admin, 'number-record-adjustment-approved', { fullPage: true });
  await adminDesk.close();
  await serviceDesk.close();
});
