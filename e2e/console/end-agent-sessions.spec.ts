import { expect, test } from '@playwright/test';
import { logInAgent } from '../support/agent.ts';
import { DESKTOP_CONSOLE, logInToConsole, openPhone } from '../support/console.ts';

// 孙悦 (B20001) of 联星数码城西店: her sessions end here; the journey that opens a card with her
// logs in afresh, and nothing else about her changes (her password stays).
const AGENT = { workNo: 'B20001', name: '孙悦', dealer: '联星数码城西店' };

test.use(DESKTOP_CONSOLE);

test("an admin ends every session of an agent in 经销商: the agent's phone is logged out, her password still works", async ({ page, browser }) => {
  const phoneContext = await openPhone(browser);
  const phone = await phoneContext.newPage();
  await logInAgent(phone, AGENT.workNo);
  await expect(phone).toHaveURL(/\/OpenCardMessage$/);
  const savedToken = (await phone.evaluate(() => localStorage.getItem('tokens'))) ?? '';
  const profileWith = async (token: string) =>
    (await (await phone.request.post('/api/gzh/checkworknoinfo', { headers: { 'x-agent-token': token }, data: {} })).json()) as { code: number };
  expect((await profileWith(savedToken)).code).toBe(1);

  await logInToConsole(page, 'admin', '系统管理员');
  await page.getByRole('menuitem', { name: '经销商' }).click();
  await page.getByRole('row').filter({ hasText: AGENT.dealer }).getByRole('button', { name: '工号' }).click();
  const drawer = page.locator('.ant-drawer').filter({ hasText: `${AGENT.dealer}` });
  await drawer.getByRole('row').filter({ hasText: AGENT.workNo }).getByRole('button', { name: '结束全部会话' }).click();
  await expect(page.getByText('该工号在所有手机上的登录都将失效（密码不变），确定结束全部会话吗？')).toBeVisible();
  await page.locator('.ant-popconfirm').getByRole('button', { name: '结束' }).click();
  await expect(page.getByText('已结束该工号的全部会话')).toBeVisible();

  expect(await profileWith(savedToken)).toMatchObject({ code: -101 });
  // On the phone, the next request finds the session gone and asks the agent to log in again.
  await phone.reload();
  const expired = phone.getByRole('dialog', { name: '提示' }).filter({ hasText: '登录已失效，请重新登录' });
  await expect(expired).toBeVisible({ timeout: 15_000 });
  await expired.getByRole('button', { name: '去登录' }).click();
  await expect(phone).toHaveURL(/\/login$/);
  await expect(expired).toBeHidden();
  await logInAgent(phone, AGENT.workNo, { isAlreadyOnLogin: true });
  await expect(phone).toHaveURL(/\/OpenCardMessage$/);
  await phoneContext.close();
});
