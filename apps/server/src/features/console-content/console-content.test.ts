import type { Envelope } from '@hall/contract/codes';
import type { ConsoleActivity, ConsoleBanner, ConsoleStore } from '@hall/contract/console-content/schemas';
import { and, eq } from 'drizzle-orm';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, auditLog } from '../../db/schema.ts';
import { callAsStaff, DemoStaff, logInStaff } from '../../test/staff-session.ts';
import { createTestApp, DemoUser, type TestApp } from '../../test/test-app.ts';

let api: TestApp;
let editor: string;
let subscriber: string;

const dataOf = <T>(body: Envelope) => body.data as T;
const DAY_MS = 24 * 3600_000;
const TILE = 'data:image/svg+xml;charset=utf-8,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E';

beforeAll(async () => {
  // A built page to serve, so the hall banners written into it can be read back.
  const webRoot = mkdtempSync(join(tmpdir(), 'hall-web-'));
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><html><head><meta charset="utf-8" /></head><body></body></html>');
  api = await createTestApp({ WEB_DIST_DIR: webRoot, HALL_NOTICE_CACHE_SECONDS: '0' });
  editor = await logInStaff(api, DemoStaff.EDITOR);
  subscriber = await api.logInAs(DemoUser.BOUND_NORMAL);
});
afterAll(() => api.close());

const readHallBannersOfPage = async () => {
  const html = (await api.app.inject({ method: 'GET', url: '/Recharge' })).body;
  const content = /<meta name="hall-banners" content="([^"]*)"/.exec(html)?.[1] ?? '';
  return JSON.parse(
    content
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&'),
  ) as { title: string; url: string; tpurl: string }[];
};

describe('CONSOLE_SAVE_BANNER / CONSOLE_BANNERS / CONSOLE_DELETE_BANNER', () => {
  it('adds a hall banner that the hall page carries, changes it, and deletes it', async () => {
    expect(await readHallBannersOfPage()).toEqual([]);
    const saved = await callAsStaff(api, 'CONSOLE_SAVE_BANNER', editor, {
      placement: 'hall',
      title: '新春充值送流量',
      imageUrl: TILE,
      linkUrl: '/activity',
      sortOrder: 1,
    });
    expect(saved).toMatchObject({ code: 1, data: { placement: 'hall', title: '新春充值送流量', isActive: true } });
    const banner = dataOf<ConsoleBanner>(saved);
    expect(await readHallBannersOfPage()).toEqual([{ id: banner.id, title: '新春充值送流量', url: '/activity', tpurl: TILE }]);

    await callAsStaff(api, 'CONSOLE_SAVE_BANNER', editor, { ...banner, isActive: false });
    expect(await readHallBannersOfPage()).toEqual([]);
    const listed = dataOf<{ list: ConsoleBanner[] }>(await callAsStaff(api, 'CONSOLE_BANNERS', editor, { placement: 'hall' })).list;
    expect(listed).toEqual([expect.objectContaining({ id: banner.id, isActive: false })]);

    expect(await callAsStaff(api, 'CONSOLE_DELETE_BANNER', editor, { id: banner.id })).toMatchObject({ code: 1, data: { isDeleted: true } });
    expect(await callAsStaff(api, 'CONSOLE_DELETE_BANNER', editor, { id: banner.id })).toMatchObject({ code: -100, msg: '横幅不存在或已删除' });
    const entries = await api.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, 'banner'), eq(auditLog.subjectId, String(banner.id))));
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'update', 'delete']);
  });

  it('shows points and board banners where the subscriber pages read them', async () => {
    await callAsStaff(api, 'CONSOLE_SAVE_BANNER', editor, {
      placement: 'points',
      title: '积分翻倍周',
      imageUrl: 'https://cdn.example.com/points.png',
      linkUrl: 'https://example.com/x',
      sortOrder: 0,
    });
    const points = dataOf<{ list: { title: string; url: string; tpurl: string }[] }>(await api.call('BANNER', {}, subscriber)).list;
    expect(points[0]).toMatchObject({ title: '积分翻倍周', url: 'https://example.com/x', tpurl: 'https://cdn.example.com/points.png' });
    await callAsStaff(api, 'CONSOLE_SAVE_BANNER', editor, { placement: 'board', title: '建议有奖', imageUrl: '/images/board.png', sortOrder: 0 });
    const board = dataOf<{ list: { title: string; url: string }[] }>(await api.call('get_banner', {}, subscriber)).list;
    expect(board[0]).toMatchObject({ title: '建议有奖', url: '' });
  });

  it('refuses pictures and links that could run script, and names the field', async () => {
    const banner = { placement: 'hall', title: '标题', imageUrl: TILE, linkUrl: '/activity' };
    expect(await callAsStaff(api, 'CONSOLE_SAVE_BANNER', editor, { ...banner, linkUrl: 'javascript:alert(1)' })).toMatchObject({
      code: -100,
      msg: '链接地址须为 / 开头的站内路径或 http(s):// 地址',
    });
    expect(await callAsStaff(api, 'CONSOLE_SAVE_BANNER', editor, { ...banner, imageUrl: 'data:text/html,<script>1</script>' })).toMatchObject({
      code: -100,
      msg: '图片地址须为 / 或 https:// 开头的地址，或图片 data URL',
    });
    expect(await callAsStaff(api, 'CONSOLE_SAVE_BANNER', editor, { ...banner, title: '' })).toMatchObject({ code: -100, msg: '请填写标题' });
    expect(await callAsStaff(api, 'CONSOLE_SAVE_BANNER', editor, { ...banner, placement: 'footer' })).toMatchObject({ code: -100, msg: '请选择展示位置' });
    expect(await callAsStaff(api, 'CONSOLE_SAVE_BANNER', editor, { ...banner, id: 999999 })).toMatchObject({ code: -100, msg: '横幅不存在或已删除' });
  });
});

describe('CONSOLE_SAVE_ACTIVITY / CONSOLE_ACTIVITIES / CONSOLE_DELETE_ACTIVITY', () => {
  const now = Date.now();
  const activity = {
    name: '宽带新装有礼',
    summary: '新装宽带送三个月会员',
    author: '运营中心',
    coverUrl: TILE,
    detailHtml: '<p onclick="steal()">活动<b>详情</b></p><script>alert(1)</script><img src="javascript:alert(2)">',
    publishedAt: new Date(now - DAY_MS).toISOString(),
    endsAt: new Date(now + 7 * DAY_MS).toISOString(),
  };

  it('stores the detail sanitised and shows the running activity to subscribers', async () => {
    const saved = dataOf<ConsoleActivity>(await callAsStaff(api, 'CONSOLE_SAVE_ACTIVITY', editor, activity));
    expect(saved.detailHtml).toBe('<p>活动<b>详情</b></p><img />');
    const [stored] = await api.deps.db.select().from(activities).where(eq(activities.id, saved.id));
    expect(stored?.detailHtml).toBe('<p>活动<b>详情</b></p><img />');
    const list = dataOf<{ list: { activityId: number }[] }>(await api.call('GET_ACTIVITY_LIST', {}, subscriber)).list;
    expect(list.map((item) => item.activityId)).toContain(saved.id);
    expect(await api.call('GET_ACTIVITY_DETAIL', { activityId: saved.id }, subscriber)).toMatchObject({
      code: 1,
      data: { name: '宽带新装有礼', detail: '<p>活动<b>详情</b></p><img />' },
    });
  });

  it('leaves the subscriber list once it has ended or before it starts', async () => {
    const ended = dataOf<ConsoleActivity>(
      await callAsStaff(api, 'CONSOLE_SAVE_ACTIVITY', editor, {
        ...activity,
        name: '已结束活动',
        publishedAt: new Date(now - 9 * DAY_MS).toISOString(),
        endsAt: new Date(now - DAY_MS).toISOString(),
      }),
    );
    const future = dataOf<ConsoleActivity>(
      await callAsStaff(api, 'CONSOLE_SAVE_ACTIVITY', editor, {
        ...activity,
        name: '未开始活动',
        publishedAt: new Date(now + DAY_MS).toISOString(),
        endsAt: null,
      }),
    );
    const list = dataOf<{ list: { activityId: number }[] }>(await api.call('GET_ACTIVITY_LIST', {}, subscriber)).list.map((item) => item.activityId);
    expect(list).not.toContain(ended.id);
    expect(list).not.toContain(future.id);
    expect(await api.call('GET_ACTIVITY_DETAIL', { activityId: ended.id }, subscriber)).toMatchObject({ code: -100, msg: '活动不存在或已结束' });
    const all = dataOf<{ list: ConsoleActivity[] }>(await callAsStaff(api, 'CONSOLE_ACTIVITIES', editor)).list.map((item) => item.id);
    expect(all).toEqual(expect.arrayContaining([ended.id, future.id]));
    expect(await callAsStaff(api, 'CONSOLE_DELETE_ACTIVITY', editor, { id: future.id })).toMatchObject({ code: 1 });
  });

  it('checks the dates and the detail', async () => {
    expect(await callAsStaff(api, 'CONSOLE_SAVE_ACTIVITY', editor, { ...activity, endsAt: new Date(now - 2 * DAY_MS).toISOString() })).toMatchObject({
      code: -100,
      msg: '结束时间须晚于开始时间',
    });
    expect(await callAsStaff(api, 'CONSOLE_SAVE_ACTIVITY', editor, { ...activity, publishedAt: '明天' })).toMatchObject({
      code: -100,
      msg: '开始时间格式错误',
    });
    expect(await callAsStaff(api, 'CONSOLE_SAVE_ACTIVITY', editor, { ...activity, detailHtml: '<script>alert(1)</script>' })).toMatchObject({
      code: -100,
      msg: '活动详情没有可显示的内容',
    });
    expect(await callAsStaff(api, 'CONSOLE_SAVE_ACTIVITY', editor, { ...activity, detailHtml: ' ' })).toMatchObject({ code: -100, msg: '请填写活动详情' });
  });
});

describe('CONSOLE_SAVE_STORE / CONSOLE_STORES / CONSOLE_DELETE_STORE', () => {
  const store = {
    name: '天河东站营业厅',
    address: '广州市天河区林和东路8号',
    phone: '020-38880099',
    hours: '9:00-18:00',
    province: '广东省',
    city: '广州市',
    county: '天河区',
  };

  it('adds a store that the store finder shows in its county, finds it by keyword, and deletes it', async () => {
    const saved = dataOf<ConsoleStore>(await callAsStaff(api, 'CONSOLE_SAVE_STORE', editor, store));
    const found = dataOf<{ list: { name: string }[] }>(await api.call('STORE', { selectAddress: '广东省-广州市-天河区' }, subscriber)).list;
    expect(found.map((item) => item.name)).toContain('天河东站营业厅');
    expect(dataOf<{ list: ConsoleStore[] }>(await callAsStaff(api, 'CONSOLE_STORES', editor, { keyword: '林和东' })).list).toEqual([
      expect.objectContaining({ id: saved.id }),
    ]);
    await callAsStaff(api, 'CONSOLE_SAVE_STORE', editor, { ...store, id: saved.id, hours: '8:30-20:00' });
    expect(dataOf<{ list: ConsoleStore[] }>(await callAsStaff(api, 'CONSOLE_STORES', editor, { keyword: '天河东站' })).list[0]).toMatchObject({
      hours: '8:30-20:00',
    });
    expect(await callAsStaff(api, 'CONSOLE_DELETE_STORE', editor, { id: saved.id })).toMatchObject({ code: 1 });
    expect(dataOf<{ list: ConsoleStore[] }>(await callAsStaff(api, 'CONSOLE_STORES', editor, { keyword: '天河东站' })).list).toEqual([]);
  });

  it('names the missing or malformed field', async () => {
    expect(await callAsStaff(api, 'CONSOLE_SAVE_STORE', editor, { ...store, county: '' })).toMatchObject({ code: -100, msg: '请填写区县' });
    expect(await callAsStaff(api, 'CONSOLE_SAVE_STORE', editor, { ...store, phone: '电话' })).toMatchObject({ code: -100, msg: '联系电话只能包含数字和“-”' });
    expect(await callAsStaff(api, 'CONSOLE_SAVE_STORE', editor, { ...store, name: 'x'.repeat(41) })).toMatchObject({
      code: -100,
      msg: '门店名称不能超过40个字符',
    });
  });
});
