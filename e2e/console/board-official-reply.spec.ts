import { expect, test } from '@playwright/test';
import { DESKTOP_CONSOLE, logInToConsole, openPhone } from '../support/console.ts';
import { logInAs } from '../support/sandbox.ts';
import { saveScreenshot } from '../support/screenshots.ts';

// Customer service answers a post in the console; the subscriber sees the official reply and the
// adopted badge on the board, and a hidden post leaves the board. The post is this journey's own.

test.use(DESKTOP_CONSOLE);

test('a reply posted in the console appears as official on the board', async ({ page, browser }) => {
  const phone = await openPhone(browser);
  const subscriber = await phone.newPage();
  await logInAs(subscriber, '陈静', '/message');
  const postText = `物联网卡流量查询页面打不开，麻烦看一下（${Date.now() % 100000}）`;
  await subscriber.getByRole('textbox', { name: '我要留言' }).fill(postText);
  await subscriber.getByRole('button', { name: '提交' }).click();
  await expect(subscriber.getByRole('dialog', { name: '提交成功' })).toBeHidden({ timeout: 10_000 });
  const post = subscriber.getByRole('article', { name: '陈静的留言' }).filter({ hasText: postText });
  await expect(post).toBeVisible();

  await logInToConsole(page, 'service', '客服小王');
  await expect(page.getByRole('menuitem', { name: '横幅' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: '留言管理' }).click();
  await page.getByText('未回复', { exact: true }).first().click();
  const row = page.getByRole('row').filter({ hasText: postText });
  await row.getByRole('button', { name: '回复' }).click();
  await page.getByLabel('官方回复内容').fill('您好，已修复物联网卡流量查询页面，请重新进入查看。');
  await page.getByRole('button', { name: '发布官方回复' }).click();
  await expect(page.getByText('官方回复已发布')).toBeVisible();
  await expect(page.getByRole('dialog').getByText('全部回复（1）')).toBeVisible();
  await saveScreenshot(page, 'console-board-reply');
  await page.keyboard.press('Escape');
  // Answered, it leaves the unanswered list; under 全部 it can be adopted.
  await expect(row).toHaveCount(0);
  await page.getByText('全部', { exact: true }).first().click();
  await row.getByRole('button', { name: '采纳' }).click();
  await expect(page.getByText('已标记采纳')).toBeVisible();
  await expect(row.getByText('已采纳')).toBeVisible();

  await subscriber.reload();
  await expect(post.getByText('官方', { exact: true })).toBeVisible();
  await expect(post.getByText('您好，已修复物联网卡流量查询页面，请重新进入查看。')).toBeVisible();
  await expect(post.getByText('已采纳')).toBeVisible();
  await saveScreenshot(subscriber, 'board-official-reply', { fullPage: true });

  await row.getByRole('button', { name: '隐藏' }).click();
  await page.getByLabel('隐藏原因').fill('演示：隐藏留言');
  await page.getByRole('button', { name: '确认隐藏' }).click();
  await expect(page.getByText('留言已隐藏')).toBeVisible();
  const otherPhone = await openPhone(browser);
  const otherSubscriber = await otherPhone.newPage();
  await logInAs(otherSubscriber, '刘洋', '/message');
  await expect(otherSubscriber.getByRole('article').first()).toBeVisible();
  await expect(otherSubscriber.getByText(postText)).toHaveCount(0);
  await otherPhone.close();
  await phone.close();
});
