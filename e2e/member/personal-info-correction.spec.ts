import { expect, test } from '../support/consent.ts';
import { expectAccessibleInBothModes } from '../support/axe.ts';
import { DESKTOP_CONSOLE, logInToConsole } from '../support/console.ts';
import { findLayoutProblems, PHONE_320 } from '../support/layout-problems.ts';
import { logInAsNewUser } from '../support/sandbox.ts';
import { saveScreenshot } from '../support/screenshots.ts';

// 个人信息管理 › 更正 (the right to correct): a member of this journey's own corrects their nickname
// and contact e-mail on a 320 px phone, sees them and the log line in the centre, and an auditor
// reads the line in 会员操作日志 with the nickname masked and no address.

test('a member corrects their nickname and contact e-mail, and the correction is logged for them and the auditor', async ({ page, browser }) => {
  await page.setViewportSize(PHONE_320);
  await logInAsNewUser(page, '更正旅程微信名', '/personalInfo');
  const basics = page.getByRole('region', { name: '基本信息' });
  await expect(basics.getByText('昵称（来自微信）')).toBeVisible();
  await expect(page.getByRole('region', { name: '我的操作记录' }).getByText('暂无操作记录')).toBeVisible();

  await basics.getByRole('link', { name: '更正昵称和联系邮箱' }).click();
  await expect(page).toHaveURL(/\/personalInfoCorrect$/);
  const nickname = page.getByRole('textbox', { name: '昵称' });
  await expect(nickname).toHaveValue('更正旅程微信名');
  await page.getByRole('textbox', { name: '联系邮箱' }).fill('not-an-address');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('请输入正确的邮箱地址')).toBeVisible();
  expect(await findLayoutProblems(page)).toEqual([]);
  await expectAccessibleInBothModes(page);

  await nickname.fill('旅程小更');
  await page.getByRole('textbox', { name: '联系邮箱' }).fill('xiaogeng@example.com');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page).toHaveURL(/\/personalInfo$/);
  await expect(basics.getByText('旅程小更', { exact: true })).toBeVisible();
  await expect(basics.getByText('昵称（您更正的）')).toBeVisible();
  await expect(basics.getByText('xiaogeng@example.com')).toBeVisible();
  const actions = page.getByRole('region', { name: '我的操作记录' });
  await expect(actions.getByText('更正个人信息')).toBeVisible();
  await expect(actions.getByText('保存期限：操作后3年')).toBeVisible();
  await saveScreenshot(page, 'personal-info-corrected-320', { fullPage: true });

  const auditorDesk = await browser.newContext(DESKTOP_CONSOLE);
  const auditor = await auditorDesk.newPage();
  await logInToConsole(auditor, 'auditor', '审核员小陈');
  await auditor.getByRole('menuitem', { name: '会员操作日志' }).click();
  const row = auditor.getByRole('row').filter({ hasText: '旅*' });
  await expect(row.getByText('更正个人信息')).toBeVisible();
  await expect(row.getByText('更正项: 昵称、联系邮箱')).toBeVisible();
  await expect(auditor.getByText('xiaogeng@example.com')).toHaveCount(0);
  await saveScreenshot(auditor, 'member-actions', { fullPage: true });
  await auditorDesk.close();
});
