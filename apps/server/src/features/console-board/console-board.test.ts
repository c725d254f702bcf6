import type { Envelope } from '@hall/contract/codes';
import type { CommentPage } from '@hall/contract/board/schemas';
import type { ModeratedPost, ModeratedReply } from '@hall/contract/console-board/schemas';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.ts';
import { callAsStaff, DemoStaff, logInStaff } from '../../test/staff-session.ts';
import { createTestApp, DemoUser, type TestApp } from '../../test/test-app.ts';

let api: TestApp;
let service: string;
let author: string;
let reader: string;
let postId: number;

const dataOf = <T>(body: Envelope) => body.data as T;
const boardList = async (token: string, tab: 0 | 1 | 2) => dataOf<CommentPage>(await api.call('comment_list', { tab, page: 1, page_size: 50 }, token)).list;
const consoleList = async (filter: string, page = 1) =>
  dataOf<{ list: ModeratedPost[]; total: number; pageSize: number }>(await callAsStaff(api, 'CONSOLE_BOARD_POSTS', service, { filter, page }));
const auditActions = async (subjectId: number) =>
  (
    await api.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, 'board_post'), eq(auditLog.subjectId, String(subjectId))))
  ).map((entry) => entry.action);

beforeAll(async () => {
  api = await createTestApp();
  service = await logInStaff(api, DemoStaff.SERVICE);
  author = await api.logInAs(DemoUser.BOUND_NORMAL);
  reader = await api.logInAs(DemoUser.BOUND_OWING);
  // Enough posts for a second page of the moderation list.
  for (const content of ['希望增加国际漫游套餐。', '客服电话总是占线。']) {
    await api.call('sub_content', { content }, reader);
  }
  const posted = await api.call('sub_content', { content: '营业厅页面打开太慢，希望优化。' }, author);
  postId = dataOf<{ id: number }>(posted).id;
});
afterAll(() => api.close());

describe('CONSOLE_BOARD_POSTS', () => {
  it('lists posts newest first, by pages, with the unanswered ones filtered', async () => {
    const first = await consoleList('all');
    expect(first.list[0]).toMatchObject({
      id: postId,
      authorName: '张伟',
      content: '营业厅页面打开太慢，希望优化。',
      isHidden: false,
      officialRepliedAt: null,
    });
    expect(first.total).toBeGreaterThan(first.pageSize);
    expect(first.list).toHaveLength(first.pageSize);
    const second = await consoleList('all', 2);
    expect(second.list[0]?.id).not.toBe(first.list[0]?.id);
    expect(Date.parse(second.list[0]?.createdAt ?? '')).toBeLessThanOrEqual(Date.parse(first.list.at(-1)?.createdAt ?? ''));
    const unanswered = await consoleList('unanswered');
    expect(unanswered.list.map((post) => post.id)).toContain(postId);
    expect(unanswered.list.every((post) => post.officialRepliedAt === null && !post.isHidden)).toBe(true);
    expect(await callAsStaff(api, 'CONSOLE_BOARD_POSTS', service, { filter: 'spam' })).toMatchObject({ code: -100, msg: '筛选条件无效' });
  });
});

describe('CONSOLE_BOARD_REPLY', () => {
  it('answers officially: the board shows the 官方 reply and the post leaves the unanswered list', async () => {
    const body = await callAsStaff(api, 'CONSOLE_BOARD_REPLY', service, { postId, text: '您好，页面加载已优化，请更新后再试。' });
    expect(body).toMatchObject({ code: 1, data: { id: postId, replyCount: 1 } });
    expect(dataOf<ModeratedPost>(body).officialRepliedAt).not.toBeNull();

    const onBoard = (await boardList(reader, 0)).find((comment) => comment.id === postId);
    expect(onBoard?.reply).toEqual([expect.objectContaining({ name: '官方客服', content: '您好，页面加载已优化，请更新后再试。', is_official: 1 })]);
    expect((await consoleList('unanswered')).list.map((post) => post.id)).not.toContain(postId);
    const replies = dataOf<{ list: ModeratedReply[] }>(await callAsStaff(api, 'CONSOLE_BOARD_REPLIES', service, { postId })).list;
    expect(replies).toEqual([expect.objectContaining({ authorName: '官方客服', isOfficial: true })]);
    expect(await auditActions(postId)).toContain('board_reply');
  });

  it('needs a text and an existing post', async () => {
    expect(await callAsStaff(api, 'CONSOLE_BOARD_REPLY', service, { postId, text: '  ' })).toMatchObject({ code: -100, msg: '请填写回复内容' });
    expect(await callAsStaff(api, 'CONSOLE_BOARD_REPLY', service, { postId: 987654, text: '您好' })).toMatchObject({ code: -100, msg: '留言不存在或已删除' });
    expect(await callAsStaff(api, 'CONSOLE_BOARD_REPLIES', service, { postId: 987654 })).toMatchObject({ code: -100, msg: '留言不存在或已删除' });
  });
});

describe('CONSOLE_BOARD_MARK', () => {
  it('features and adopts a post, and takes both back', async () => {
    expect(await callAsStaff(api, 'CONSOLE_BOARD_MARK', service, { postId, mark: 'featured', isOn: true })).toMatchObject({
      code: 1,
      data: { isFeatured: true },
    });
    expect(await callAsStaff(api, 'CONSOLE_BOARD_MARK', service, { postId, mark: 'adopted', isOn: true })).toMatchObject({
      code: 1,
      data: { isAdopted: true },
    });
    expect((await boardList(reader, 1)).find((comment) => comment.id === postId)).toMatchObject({ is_adopt: 1 });

    await callAsStaff(api, 'CONSOLE_BOARD_MARK', service, { postId, mark: 'featured', isOn: false });
    await callAsStaff(api, 'CONSOLE_BOARD_MARK', service, { postId, mark: 'adopted', isOn: false });
    expect((await boardList(reader, 1)).map((comment) => comment.id)).not.toContain(postId);
    expect((await boardList(reader, 0)).find((comment) => comment.id === postId)).toMatchObject({ is_adopt: 0 });
    expect(await auditActions(postId)).toEqual(expect.arrayContaining(['board_feature', 'board_adopt', 'board_unfeature', 'board_unadopt']));
    expect(await callAsStaff(api, 'CONSOLE_BOARD_MARK', service, { postId, mark: 'pinned', isOn: true })).toMatchObject({ code: -100, msg: '标记类型无效' });
  });
});

describe('CONSOLE_BOARD_HIDE', () => {
  it('hides a post from the board with a reason, except from its author, and shows it again', async () => {
    expect(await callAsStaff(api, 'CONSOLE_BOARD_HIDE', service, { postId, isHidden: true })).toMatchObject({ code: -100, msg: '请填写隐藏原因' });
    const hidden = await callAsStaff(api, 'CONSOLE_BOARD_HIDE', service, { postId, isHidden: true, reason: '含有辱骂内容' });
    expect(hidden).toMatchObject({ code: 1, data: { isHidden: true, hiddenReason: '含有辱骂内容' } });
    expect((await consoleList('hidden')).list.map((post) => post.id)).toEqual([postId]);

    expect((await boardList(reader, 0)).map((comment) => comment.id)).not.toContain(postId);
    expect(await api.call('replyDetails', { id: postId }, reader)).toMatchObject({ code: -100, msg: '留言不存在或已删除' });
    expect(await api.call('more', { id: postId }, reader)).toMatchObject({ code: -100, msg: '留言不存在或已删除' });
    expect(await api.call('myLike', { id: postId, state: 1 }, reader)).toMatchObject({ code: -100, msg: '留言不存在或已删除' });
    expect(await api.call('sub_comment', { article_id: postId, text: '顶' }, reader)).toMatchObject({ code: -100, msg: '留言不存在或已删除' });
    expect((await boardList(author, 2)).map((comment) => comment.id)).toContain(postId);
    expect(await api.call('replyDetails', { id: postId }, author)).toMatchObject({ code: 1 });

    expect(await callAsStaff(api, 'CONSOLE_BOARD_HIDE', service, { postId, isHidden: false })).toMatchObject({
      code: 1,
      data: { isHidden: false, hiddenReason: '' },
    });
    expect((await boardList(reader, 0)).map((comment) => comment.id)).toContain(postId);
    expect(await auditActions(postId)).toEqual(expect.arrayContaining(['board_hide', 'board_unhide']));
  });
});
