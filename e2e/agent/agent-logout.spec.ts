import { expect, test } from '@playwright/test';
import { logInAgent } from '../support/agent.ts';

// 钱进 (A10002): a logout ends this session only, so the other journeys logged in as 钱进 (ID card
// reading, 号码购买) keep theirs.
const WORK_NO = 'A10002';

test("退出登录 ends the agent's session on the server: the saved token no longer opens anything", async ({ page }) => {
  await logInAgent(page, WORK_NO);
  await expect(page).toHaveURL(/\/OpenCardMessage$/);
  await expect(page.getByText(`工号：${WORK_NO}`)).toBeVisible();
  const savedToken = (await page.evaluate(() => localStorage.getItem('tokens'))) ?? '';
  expect(savedToken).not.toBe('');
  const profileWith = async (token: string) =>
    (await (await page.request.post('/api/gzh/checkworknoinfo', { headers: { 'x-agent-token': token }, data: {} })).json()) as { code: number };
  expect((await profileWith(savedToken)).code).toBe(1);

  await page.getByRole('button', { name: '退出登录' }).click();
  await page.getByRole('dialog').filter({ hasText: '确定要退出登录吗？' }).getByRole('button', { name: '退出' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('tokens'))).toBeNull();
  // Someone who copied the token before the logout holds nothing now.
  expect(await profileWith(savedToken)).toMatchObject({ code: -101 });
});
