import { expect, test, type Request } from '@playwright/test';
import { logInAs } from '../support/sandbox.ts';
import { saveScreenshot } from '../support/screenshots.ts';

const XSS_POST = '<img src=x onerror="window.__boardXss=1">网络信号差<script>window.__boardXss=2</script>';

test('posts (as text, never HTML), likes, and replies on the feedback board', async ({ page }) => {
  await logInAs(page, '王芳', '/proposal');
  await page.getByRole('button', { name: '进入留言板' }).click();
  await expect(page).toHaveURL(/\/message$/);
  await expect(page.getByRole('region', { name: '留言板活动' })).toBeVisible();
  await expect(page.getByText('希望能增加夜间流量包，晚上看视频流量不够用。')).toBeVisible();

  await page.getByRole('button', { name: '提交' }).click();
  await expect(page.getByText('请输入内容')).toBeVisible();

  await page.getByRole('textbox', { name: '我要留言' }).fill(XSS_POST);
  await page.getByRole('button', { name: '提交' }).click();
  await expect(page.getByRole('dialog', { name: '提交成功' })).toBeVisible();
  await expect(page.getByText(/^[45]s后自动关闭$/)).toBeVisible();
  await expect(page.getByRole('dialog', { name: '提交成功' })).toBeHidden({ timeout: 8000 });
  await expect(page.getByText(XSS_POST, { exact: true })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __boardXss?: number }).__boardXss)).toBeUndefined();
  await expect(page.locator('.comment-list img[src="x"]')).toHaveCount(0);

  const firstPost = page.getByRole('article', { name: '王芳的留言' }).first();
  const like = firstPost.getByRole('button', { name: /点赞，当前0个赞/ });
  await like.click();
  await expect(firstPost.getByRole('button', { name: /取消点赞，当前1个赞/ })).toHaveAttribute('aria-pressed', 'true');
  await firstPost.getByRole('button', { name: /取消点赞/ }).click();
  await expect(firstPost.getByRole('button', { name: /^点赞，当前0个赞/ })).toBeVisible();

  await page.getByRole('tab', { name: '我的' }).click();
  await expect(page.getByText(XSS_POST, { exact: true })).toBeVisible();
  await expect(page.getByText('希望能增加夜间流量包，晚上看视频流量不够用。')).toHaveCount(0);
  await page.getByRole('tab', { name: '精选' }).click();
  const adopted = page.getByRole('article', { name: '张伟的留言' });
  await expect(adopted.getByText('已采纳')).toBeVisible();
  await expect(adopted.getByText('官方', { exact: true })).toBeVisible();
  await saveScreenshot(page, 'board-featured', { fullPage: true });

  await adopted.getByRole('button', { name: '查看全部4条评论' }).click();
  await expect(page).toHaveURL(/\/proposalDetail\?id=\d+$/);
  await expect(page.getByText('全部评论（4）')).toBeVisible();
  await expect(page.getByText('同求夜间包。')).toBeVisible();
  await page.getByRole('button', { name: '回复' }).first().click();
  await page.getByRole('textbox', { name: '回复内容' }).fill('已收到，谢谢<b>官方</b>');
  await page.getByRole('button', { name: '发送' }).click();
  await expect(page.getByText('回复成功')).toBeVisible();
  await expect(page.getByText('全部评论（5）')).toBeVisible();
  await expect(page.getByText('已收到，谢谢<b>官方</b>', { exact: true })).toBeVisible();
  await expect(page.getByText('回复 官方客服：感谢您的建议，夜间流量包已在规划中，预计下月上线。')).toBeVisible();
  await saveScreenshot(page, 'board-detail', { fullPage: true });

  await page.locator('.adm-nav-bar-back').last().click();
  await expect(page).toHaveURL(/\/message$/);
});

test('the board list loads the next 15 on scrolling and ends with the bottom note', async ({ page }) => {
  await logInAs(page, '张伟', '/message');
  await expect(page.getByRole('article')).toHaveCount(15);
  await page.mouse.wheel(0, 20000);
  await expect(page.getByText('您已经到底了')).toBeVisible();
  expect(await page.getByRole('article').count()).toBeGreaterThan(15);
});

test("a tab change restarts that tab's list from its first page; the next page follows the last post shown", async ({ page }) => {
  const isListRequest = (tab: number, pageNumber: number) => (request: Request) =>
    request.url().endsWith('/api/wechat/commentList') && request.postDataJSON()?.tab === tab && request.postDataJSON()?.page === pageNumber;
  const firstResponse = page.waitForResponse((response) => isListRequest(0, 1)(response.request()));
  await logInAs(page, '张伟', '/message');
  const articles = page.getByRole('article');
  await expect(articles).toHaveCount(15);
  const shown = ((await (await firstResponse).json()) as { data: { list: { id: number }[] } }).data.list;
  const secondPage = page.waitForRequest(isListRequest(0, 2));
  await page.mouse.wheel(0, 20000);
  expect((await secondPage).postDataJSON()).toMatchObject({ tab: 0, page: 2, last_id: shown.at(-1)?.id });
  await expect(page.getByText('您已经到底了')).toBeVisible();
  expect(await articles.count()).toBeGreaterThan(15);

  await page.getByRole('tab', { name: '精选' }).click();
  await expect(page.getByRole('article', { name: '李娜的留言' })).toBeVisible();
  // Back to 全部 well within the cache's 30 s: its list starts again from page 1, not with every page loaded before.
  const firstPageAgain = page.waitForRequest(isListRequest(0, 1));
  await page.getByRole('tab', { name: '全部' }).click();
  expect((await firstPageAgain).postDataJSON()).not.toHaveProperty('last_id');
  await expect(articles).toHaveCount(15);
  await expect(page.getByText('您已经到底了')).toBeHidden();
});
