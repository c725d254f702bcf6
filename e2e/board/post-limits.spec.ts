import { expect, test, type Page } from '@playwright/test';
import { logInAs } from '../support/sandbox.ts';

// 刘洋 posts on the board in no other journey (board-official-reply only reads as 刘洋), so the
// five tries allowed in ten minutes (a refused repeat counts too) are all this journey's.

async function post(page: Page, text: string): Promise<void> {
  await page.getByRole('textbox', { name: '我要留言' }).fill(text);
  await page.getByRole('button', { name: '提交' }).click();
}

async function postAndCloseThanks(page: Page, text: string): Promise<void> {
  await post(page, text);
  await expect(page.getByRole('dialog', { name: '提交成功' })).toBeVisible();
  // Tapping beside the overlay closes it without waiting for its countdown.
  await page.mouse.click(8, 8);
  await expect(page.getByRole('dialog', { name: '提交成功' })).toBeHidden();
}

test('refuses a repeated post and a sixth try in ten minutes, and says why', async ({ page }) => {
  await logInAs(page, '刘洋', '/message');

  await postAndCloseThanks(page, '小区里的信号时好时坏，希望加个基站。');
  await post(page, '小区里的信号 时好时坏，希望加个基站。');
  await expect(page.getByText('请勿重复发布相同的留言')).toBeVisible();
  await expect(page.getByRole('dialog', { name: '提交成功' })).toHaveCount(0);

  for (const text of ['希望流量包能按天买。', '账单里的短信费看不懂。', '积分商城能多上点话费券吗？']) {
    await postAndCloseThanks(page, text);
  }
  await post(page, '第六条：客服电话总是占线。');
  await expect(page.getByText('请求过于频繁，请10分钟后再试')).toBeVisible();
  await expect(page.getByRole('textbox', { name: '我要留言' })).toHaveValue('第六条：客服电话总是占线。');

  await page.getByRole('tab', { name: '我的' }).click();
  await expect(page.getByRole('article').filter({ hasText: '小区里的信号时好时坏，希望加个基站。' })).toHaveCount(1);
  await expect(page.getByRole('article').filter({ hasText: '第六条' })).toHaveCount(0);
});
