import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/consent.ts';
import { closeAlert, fillNumber, logInAgent, passRealNameAs, signAgreement } from '../support/agent.ts';
import { PHONE_375 } from '../support/axe.ts';
import { chooseOption, DESKTOP_CONSOLE, logInToConsole, passInReviewQueue } from '../support/console.ts';
import { findLayoutProblems, PHONE_320 } from '../support/layout-problems.ts';
import { blockingViolationsInLooks } from '../support/route-sweep.ts';
import { saveScreenshot } from '../support/screenshots.ts';

// Commission from the rule to the statement. No other journey sets a commission rule, and
// 16610000026 (D1001, 畅享流量29元套餐（免预存）, system 4) is a card no other journey opens: its
// 开户奖励 is this journey's alone. 钱进 (A10002, system 4) opens it; the dealer's manager 赵敏
// (A10001) reads it on 佣金结算; staff read the same month and export it.
const PHONE = '16610000026';
const MASKED = '166****0026';
const OFFER = '畅享流量29元套餐（免预存）';
const CUSTOMER = { name: '孙立新', idNumber: '110105198806120036' };

test('staff set an offer’s rule, an opening passes audit, and its 开户奖励 shows on 佣金结算, in the console’s month and in the export', async ({
  page,
  browser,
}) => {
  // An admin sets the offer's rule: 12.34 yuan on activation, no share.
  const desk = await browser.newContext({ ...DESKTOP_CONSOLE, acceptDownloads: true });
  const admin = await desk.newPage();
  await logInToConsole(admin, 'admin', '系统管理员');
  await admin.getByRole('menuitem', { name: '佣金' }).click();
  const ruleRow = admin.getByRole('row').filter({ hasText: OFFER });
  await expect(ruleRow).toHaveCount(1);
  await ruleRow.getByRole('button', { name: `设置 ${OFFER} 的佣金规则` }).click();
  const drawer = admin.getByRole('dialog', { name: `佣金规则 · ${OFFER}` });
  await drawer.getByLabel('开户奖励（元）').fill('12.34');
  await drawer.getByLabel('话费分成比例（%）').fill('0');
  await drawer.getByLabel('分成月数').fill('0');
  await drawer.getByRole('button', { name: '保存' }).click();
  await expect(admin.getByText('佣金规则已保存，此后激活的开卡按新规则结算')).toBeVisible();
  await expect(ruleRow.getByRole('cell', { name: '12.34' })).toBeVisible();

  // 钱进 opens the card; it earns nothing until the audit passes.
  await logInAgent(page, 'A10002');
  await expect(page).toHaveURL(/\/OpenCardMessage$/);
  await page.goto('/OpenCard');
  await fillNumber(page, PHONE);
  await expect(page.getByRole('heading', { name: OFFER })).toBeVisible();
  await page.getByRole('button', { name: '下一步' }).click();
  await signAgreement(page);
  await passRealNameAs(page, CUSTOMER);
  await closeAlert(page, /资料提交成功!!/);

  const auditorContext = await browser.newContext(DESKTOP_CONSOLE);
  const auditor = await auditorContext.newPage();
  await logInToConsole(auditor, 'auditor', '审核员小陈');
  await passInReviewQueue(auditor, { kindLabel: '开卡稽核', rowText: MASKED });
  await auditorContext.close();

  // The manager reads the month on 佣金结算: the opening's 开户奖励 with the agent's work number.
  const managerContext = await browser.newContext({ viewport: PHONE_375 });
  const manager = await managerContext.newPage();
  await logInAgent(manager, 'A10001');
  await expect(manager).toHaveURL(/\/OpenCardMessage$/);
  await manager.getByText('佣金结算').click();
  await expect(manager).toHaveURL(/\/agentCommission$/);
  const earned = manager.getByLabel('佣金明细').locator('.adm-list-item').filter({ hasText: MASKED });
  await expect(earned).toHaveCount(1);
  await expect(earned).toContainText('开户奖励');
  await expect(earned).toContainText('工号 A10002');
  await expect(earned).toContainText('12.34 元');
  expect(await blockingViolationsInLooks(manager, '/agentCommission', 'agent', true)).toEqual([]);
  await manager.setViewportSize(PHONE_320);
  expect(await findLayoutProblems(manager)).toEqual([]);
  await saveScreenshot(manager, 'agent-commission', { fullPage: true });
  await manager.getByRole('button', { name: '返回' }).click();
  await expect(manager).toHaveURL(/\/OpenCardMessage$/);
  await managerContext.close();

  // Staff read the dealer's month, and export it: the file has the same entry, the number masked.
  await admin.getByRole('tab', { name: '渠道月结' }).click();
  await chooseOption(admin, '选择渠道', '星海通讯天河店（D1001）');
  await expect(admin.getByText(/^星海通讯天河店 · \d{4}年\d{1,2}月$/)).toBeVisible();
  const statementRow = admin.getByRole('row').filter({ hasText: MASKED });
  await expect(statementRow).toHaveCount(1);
  await expect(statementRow).toContainText('开户奖励');
  await expect(statementRow).toContainText('12.34');
  await saveScreenshot(admin, 'console-commission');

  await admin.getByRole('tab', { name: '导出明细' }).click();
  const download = admin.waitForEvent('download');
  await admin.getByRole('button', { name: '导出CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^佣金明细-全部渠道-\d{8}-\d{8}\.csv$/);
  const csv = await readFile((await file.path()) ?? '', 'utf8');
  const line = csv.split('\r\n').find((row) => row.includes(MASKED)) ?? '';
  expect(line.split(',')).toEqual([expect.any(String), 'D1001', '开户奖励', expect.any(String), MASKED, 'A10002', '', '12.34']);
  expect(csv).not.toContain(PHONE);
  await desk.close();
});
