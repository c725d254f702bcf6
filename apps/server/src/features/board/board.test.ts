import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Comment, CommentPage, ReplyPage } from '@hall/contract/board/schemas';
import { createTestApp, DemoUser, type TestApp } from '../../test/test-app.ts';

let api: TestApp;
beforeAll(async () => {
  api = await createTestApp();
});
afterAll(() => api.close());

async function listPage(token: string, tab: number, page = 1): Promise<CommentPage> {
  const body = await api.call('comment_list', { tab, page, page_size: 15 }, token);
  expect(body.code).toBe(1);
  return body.data as CommentPage;
}

describe('get_banner', () => {
  it('lists the board banners with picture and link', async () => {
    const body = await api.call('get_banner', {}, await api.logInAs(DemoUser.UNBOUND));
    expect(body).toMatchObject({ code: 1, data: { list: [{ title: '您的建议我们用心倾听', url: '/activityDetails?id=1' }, { title: '服务质量提升计划' }] } });
  });
});

describe('comment_list', () => {
  it('pages all posts 15 at a time, newest first, with up to 3 replies each', async () => {
    const token = await api.logInAs(DemoUser.UNBOUND_VISITOR);
    const first = await listPage(token, 0);
    expect(first).toMatchObject({ page: 1, total: 18, total_page: 2 });
    expect(first.list).toHaveLength(15);
    const adopted = first.list.find((comment) => comment.is_adopt === 1);
    expect(adopted).toMatchObject({ name: '张伟', reply_total: 4 });
    expect(adopted?.reply).toHaveLength(3);
    expect(adopted?.reply[0]).toMatchObject({ name: '官方客服', is_official: 1 });
    const second = await listPage(token, 0, 2);
    expect(second.list).toHaveLength(3);
    expect(new Set([...first.list, ...second.list].map((comment) => comment.id)).size).toBe(18);
  });

  it('pages after the last post the client has: a post between page 1 and page 2 repeats or skips nothing', async () => {
    const reader = await api.logInAs(DemoUser.UNBOUND_VISITOR);
    const writer = await api.logInAs(DemoUser.BOUND_OWING);
    const everything = async () => (await api.call('comment_list', { tab: 0, page: 1, page_size: 50 }, reader)).data as CommentPage;
    const expected = (await everything()).list.map((comment) => comment.id);
    const first = (await api.call('comment_list', { tab: 0, page: 1, page_size: 5 }, reader)).data as CommentPage;
    expect(first.list.map((comment) => comment.id)).toEqual(expected.slice(0, 5));

    // Someone posts between page 1 and page 2: with page/page_size alone, page 2 would start one post early.
    const posted = (await api.call('sub_content', { content: '翻页之间的新留言' }, writer)).data as { id: number };
    const byOffset = (await api.call('comment_list', { tab: 0, page: 2, page_size: 5 }, reader)).data as CommentPage;
    expect(byOffset.list[0]?.id).toBe(expected[4]);

    const seen = first.list.map((comment) => comment.id);
    let page = first;
    while (page.total_page > page.page) {
      const body = await api.call('comment_list', { tab: 0, page: page.page + 1, page_size: 5, last_id: seen.at(-1) }, reader);
      expect(body.code).toBe(1);
      page = body.data as CommentPage;
      seen.push(...page.list.map((comment) => comment.id));
    }
    expect(seen).toEqual(expected);
    expect(seen).not.toContain(posted.id);
    expect(page.total).toBe(expected.length + 1);
    expect((await everything()).list[0]?.id).toBe(posted.id);
    expect(await api.call('comment_list', { tab: 0, page: 2, last_id: 'x' }, reader)).toMatchObject({ code: -100, msg: '分页位置格式错误' });
  });

  it("lists featured posts and the member's own", async () => {
    const token = await api.logInAs(DemoUser.BOUND_NORMAL);
    const featured = await listPage(token, 1);
    expect(featured.list.map((comment) => comment.name)).toEqual(['张伟', '李娜']);
    const mine = await listPage(token, 2);
    expect(mine.list.every((comment) => comment.name === '张伟')).toBe(true);
    expect(mine.total).toBeGreaterThan(0);
  });

  it('names bad paging', async () => {
    const token = await api.logInAs(DemoUser.UNBOUND);
    expect(await api.call('comment_list', { tab: 7, page: 1 }, token)).toMatchObject({ code: -100, msg: '列表类型格式错误' });
    expect(await api.call('comment_list', { tab: 0, page: 0 }, token)).toMatchObject({ code: -100, msg: '页码格式错误' });
  });
});

describe('sub_content', () => {
  it('posts text that comes back as text, first in the list and under mine', async () => {
    const token = await api.logInAs(DemoUser.UNBOUND);
    const payload = '<img src=x onerror=alert(1)><script>alert(2)</script>';
    const body = await api.call('sub_content', { content: payload }, token);
    expect(body.code).toBe(1);
    const mine = await listPage(token, 2);
    expect(mine.list[0]).toMatchObject({
      id: (body.data as { id: number }).id,
      text: payload,
      name: '新用户小李',
      total_good: 0,
      myLike: 0,
      is_adopt: 0,
      reply: [],
    });
  });

  it('requires content', async () => {
    const token = await api.logInAs(DemoUser.UNBOUND);
    expect(await api.call('sub_content', { content: ' ' }, token)).toMatchObject({ code: -100, msg: '请输入内容' });
    expect(await api.call('sub_content', {}, token)).toMatchObject({ code: -100, msg: '请输入内容' });
    expect(await api.call('sub_content', { content: 'a\u0000b' }, token)).toMatchObject({ code: -100, msg: '内容包含无法识别的字符' });
  });

  it('needs a login', async () => {
    expect(await api.call('sub_content', { content: 'x' })).toMatchObject({ code: -101 });
  });

  it('refuses the same text from the same member within a day, also when sent four times at once', async () => {
    const token = await api.logInAs(DemoUser.UNBOUND_VISITOR);
    const replies = await Promise.all(Array.from({ length: 4 }, () => api.call('sub_content', { content: '营业厅的流量包能不能再便宜点？' }, token)));
    expect(replies.filter((reply) => reply.code === 1)).toHaveLength(1);
    expect(replies.filter((reply) => reply.code === -100).map((reply) => reply.msg)).toEqual(Array(3).fill('请勿重复发布相同的留言'));
    expect(await api.call('sub_content', { content: ' 营业厅的流量包能不能 再便宜点？ ' }, token)).toMatchObject({ code: -100, msg: '请勿重复发布相同的留言' });
    const other = await api.logInAs('o_demo_trial');
    expect(await api.call('sub_content', { content: '营业厅的流量包能不能再便宜点？' }, other)).toMatchObject({ code: 1 });
    api.advanceSeconds(24 * 3600 + 1);
    expect(await api.call('sub_content', { content: '营业厅的流量包能不能再便宜点？' }, token)).toMatchObject({ code: 1 });
  });

  it('limits a member to 5 posts in 10 minutes, with the wait in the refusal', async () => {
    const token = await api.logInAs('o_demo_new_line');
    for (let index = 1; index <= 5; index += 1) {
      expect(await api.call('sub_content', { content: `第${index}条建议` }, token)).toMatchObject({ code: 1 });
    }
    const refused = await api.app.inject({ method: 'POST', url: '/api/wechat/subContent', payload: { content: '第6条建议', token } });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: -100, msg: '请求过于频繁，请10分钟后再试' });
    api.advanceSeconds(600);
    expect(await api.call('sub_content', { content: '第6条建议' }, token)).toMatchObject({ code: 1 });
  });
});

describe('myLike', () => {
  it('toggles a like once per member and adjusts the count', async () => {
    const first = await api.logInAs(DemoUser.UNBOUND);
    const second = await api.logInAs(DemoUser.BOUND_OWING);
    const post = (await listPage(first, 0)).list[0] as Comment;
    expect(await api.call('myLike', { id: post.id, state: 1 }, first)).toMatchObject({ code: 1, data: { myLike: 1, total_good: post.total_good + 1 } });
    expect(await api.call('myLike', { id: post.id, state: 1 }, first)).toMatchObject({ data: { total_good: post.total_good + 1 } });
    expect(await api.call('myLike', { id: post.id, state: 1 }, second)).toMatchObject({ data: { total_good: post.total_good + 2 } });
    expect((await listPage(first, 0)).list[0]).toMatchObject({ myLike: 1, total_good: post.total_good + 2 });
    expect(await api.call('myLike', { id: post.id, state: 0 }, first)).toMatchObject({ data: { myLike: 0, total_good: post.total_good + 1 } });
    expect(await api.call('myLike', { id: post.id, state: 0 }, first)).toMatchObject({ data: { myLike: 0, total_good: post.total_good + 1 } });
  });

  it('counts 20 simultaneous likes by one member once', async () => {
    const token = await api.logInAs(DemoUser.BOUND_NOT_REAL_NAME);
    const post = (await listPage(token, 0)).list[1] as Comment;
    await Promise.all(Array.from({ length: 20 }, () => api.call('myLike', { id: post.id, state: 1 }, token)));
    expect((await listPage(token, 0)).list[1]).toMatchObject({ myLike: 1, total_good: post.total_good + 1 });
  });

  it('refuses an unknown post and a bad state', async () => {
    const token = await api.logInAs(DemoUser.UNBOUND);
    expect(await api.call('myLike', { id: 999999, state: 1 }, token)).toMatchObject({ code: -100, msg: '留言不存在或已删除' });
    expect(await api.call('myLike', { id: 1, state: 3 }, token)).toMatchObject({ code: -100, msg: '点赞状态格式错误' });
  });
});

describe('sub_comment', () => {
  it('replies to a post and to a reply, counted on the post', async () => {
    const token = await api.logInAs(DemoUser.BOUND_NORMAL);
    const post = (await listPage(token, 1)).list[1] as Comment;
    const official = post.reply[0];
    expect((await api.call('sub_comment', { text: '谢谢回复', article_id: post.id, others_id: official?.id ?? 0 }, token)).code).toBe(1);
    expect((await api.call('sub_comment', { text: '补充一下', article_id: post.id }, token)).code).toBe(1);
    const detail = (await api.call('replyDetails', { id: post.id, page: 1, page_size: 15 }, token)).data as ReplyPage & { comment: Comment };
    expect(detail.comment.reply_total).toBe(post.reply_total + 2);
    expect(detail.list.at(-2)).toMatchObject({ name: '张伟', content: '谢谢回复', reply_name: '官方客服', reply_id: official?.id, is_official: 0 });
    expect(detail.list.at(-1)).toMatchObject({ content: '补充一下', reply_name: '', reply_id: 0 });
  });

  it('names the problem', async () => {
    const token = await api.logInAs(DemoUser.BOUND_NORMAL);
    const post = (await listPage(token, 0)).list[0] as Comment;
    expect(await api.call('sub_comment', { text: '', article_id: post.id }, token)).toMatchObject({ code: -100, msg: '请填写回复内容' });
    expect(await api.call('sub_comment', { text: 'x', article_id: 999999 }, token)).toMatchObject({ code: -100, msg: '留言不存在或已删除' });
    expect(await api.call('sub_comment', { text: 'x', article_id: post.id, others_id: 999999 }, token)).toMatchObject({ code: -100, msg: '回复的评论不存在' });
  });
});

describe('replyDetails and more', () => {
  it('answers the post and pages all its replies', async () => {
    const token = await api.logInAs(DemoUser.UNBOUND_VISITOR);
    const post = (await listPage(token, 1)).list[0] as Comment;
    for (let index = 0; index < 14; index += 1) {
      await api.call('sub_comment', { text: `回复${index}`, article_id: post.id }, token);
    }
    const detail = (await api.call('replyDetails', { id: post.id, page: 1, page_size: 15 }, token)).data as ReplyPage & { comment: Comment };
    expect(detail.comment).toMatchObject({ id: post.id, text: post.text });
    expect(detail).toMatchObject({ page: 1, total: post.reply_total + 14, total_page: 2 });
    expect(detail.list).toHaveLength(15);
    const more = (await api.call('more', { id: post.id, page: 2, page_size: 15 }, token)).data as ReplyPage;
    expect(more.list).toHaveLength(detail.total - 15);
    expect(more.list.at(-1)).toMatchObject({ content: '回复13' });
  });

  it('refuses an unknown post', async () => {
    const token = await api.logInAs(DemoUser.UNBOUND);
    expect(await api.call('replyDetails', { id: 999999 }, token)).toMatchObject({ code: -100, msg: '留言不存在或已删除' });
    expect(await api.call('more', { id: 999999, page: 2 }, token)).toMatchObject({ code: -100, msg: '留言不存在或已删除' });
    expect(await api.call('more', { id: 'x' }, token)).toMatchObject({ code: -100, msg: '留言编号格式错误' });
  });
});
