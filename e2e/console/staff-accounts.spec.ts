import { expect, test } from '@playwright/test';
import { generateSync } from 'otplib';
import { DESKTOP_CONSOLE, enrolTotpInConsole, logInToConsole } from '../support/console.ts';
import { blockingViolations } from '../support/axe.ts';
import { ACCESSIBILITY_RULE } from '../support/route-sweep.ts';
import { saveScreenshot } from '../support/screenshots.ts';

// 员工账号: an admin creates a desk account (its first password shown once); the new member logs
// in, binds a TOTP authenticator from the header and next logs in with password and code. The
// admin sees the factor bound, resets it as for a lost phone, which ends the member's session, and
// the member is back to the password alone. The account is the run's own, so a retry makes another.

test.use(DESKTOP_CONSOLE);

test('an admin creates an account, which enrols TOTP and logs in with it; a reset of the lost authenticator ends its session', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const username = `desk${Date.now().toString(36)}`;
  const displayName = '新客服小吴';
  await logInToConsole(page, 'admin', '系统管理员');
  await page.getByRole('menuitem', { name: '员工账号' }).click();
  await page.getByRole('button', { name: '新建账号' }).click();
  const form = page.getByRole('dialog', { name: '新建员工账号' });
  await form.getByLabel('账号').fill(username);
  await form.getByLabel('姓名').fill(displayName);
  await form.getByRole('button', { name: '创建账号' }).click();
  await expect(form.getByText('请至少选择一个角色')).toBeVisible();
  await form.getByRole('checkbox', { name: '客服' }).check();
  await form.getByRole('button', { name: '创建账号' }).click();
  const once = page.getByRole('dialog', { name: '账号初始密码' });
  const password = ((await once.getByLabel('初始密码').textContent()) ?? '').trim();
  expect(password).toMatch(/^[A-Za-z2-9]{14}$/);
  await once.getByRole('button', { name: '我已记下，关闭' }).click();
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: username, exact: true }) });
  await expect(row.getByText('未绑定')).toBeVisible();
  await expect(row.getByText('从未登录')).toBeVisible();

  // The new member: the password alone, then a factor bound from the header.
  const deskContext = await browser.newContext(DESKTOP_CONSOLE);
  const desk = await deskContext.newPage();
  await logInToConsole(desk, username, displayName, password);
  await desk.getByRole('button', { name: '绑定动态口令' }).click();
  const secret = await enrolTotpInConsole(desk);
  await expect(desk.getByRole('button', { name: '绑定动态口令' })).toHaveCount(0);
  await desk.getByRole('button', { name: '退出登录' }).click();

  // The next login asks for the code after the password. The code that confirmed the factor is
  // spent; the next step's, which the server takes a step early, is not.
  await desk.getByLabel('账号').fill(username);
  await desk.getByLabel('密码').fill(password);
  await desk.getByRole('button', { name: '登录' }).click();
  await expect(desk.getByLabel('动态口令')).toBeVisible();
  // The pointer that pressed 登录 rests on the link the code step puts there: checked unhovered.
  await desk.mouse.move(0, 0);
  expect(await blockingViolations(desk, '/console 动态口令登录'), ACCESSIBILITY_RULE).toEqual([]);
  await desk.getByLabel('动态口令').fill(generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
  await desk.getByRole('button', { name: '验证并登录' }).click();
  await expect(desk.getByRole('banner').getByText(displayName, { exact: true })).toBeVisible({ timeout: 30_000 });

  // The admin sees it bound, and resets it as for a lost phone: the member's session ends.
  await page.reload();
  await expect(row.getByText('已绑定')).toBeVisible({ timeout: 30_000 });
  await expect(row.getByRole('button', { name: `查看 ${username} 的会话` })).toHaveText('1 个');
  await saveScreenshot(page, 'console-staff-accounts');
  await row.getByRole('button', { name: '重置动态口令' }).click();
  await page.getByRole('tooltip').getByRole('button', { name: '重置' }).click();
  await expect(page.getByText('动态口令已重置，该员工下次登录时重新绑定')).toBeVisible();
  await expect(row.getByText('未绑定')).toBeVisible();
  await expect(row.getByRole('button', { name: `查看 ${username} 的会话` })).toHaveText('0 个');

  await desk.reload();
  await expect(desk.getByLabel('账号')).toBeVisible({ timeout: 30_000 });
  await logInToConsole(desk, username, displayName, password);
  await expect(desk.getByRole('button', { name: '绑定动态口令' })).toBeVisible();
  await deskContext.close();
});
