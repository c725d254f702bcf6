import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities } from '../../db/schema.ts';
import { createTestApp, DemoUser, type TestApp } from '../../test/test-app.ts';

let api: TestApp;
beforeAll(async () => {
  api = await createTestApp();
});
afterAll(() => api.close());

describe('GET_ACTIVITY_LIST', () => {
  it('lists the active activities with cover, name and description', async () => {
    const body = await api.call('GET_ACTIVITY_LIST', {}, await api.logInAs(DemoUser.UNBOUND));
    expect(body.code).toBe(1);
    const list = (body.data as { list: { activityId: number; name: string; desc: string; cover: string }[] }).list;
    expect(list.map((item) => item.name)).toEqual(['新用户首充有礼', '签到赢好礼', '老用户升级享折扣']);
    expect(list[0]?.desc).toContain('首次充值');
  });

  it('needs a login', async () => {
    expect(await api.call('GET_ACTIVITY_LIST', {})).toMatchObject({ code: -101 });
  });
});

describe('GET_ACTIVITY_DETAIL', () => {
  it('answers the detail with its HTML sanitised', async () => {
    const token = await api.logInAs(DemoUser.UNBOUND);
    const list = (await api.call('GET_ACTIVITY_LIST', {}, token)).data as { list: { activityId: number }[] };
    const body = await api.call('GET_ACTIVITY_DETAIL', { activityId: list.list[0]?.activityId ?? 0 }, token);
    expect(body).toMatchObject({ code: 1, data: { name: '新用户首充有礼', author: '运营中心' } });
    const detail = (body.data as { detail: string }).detail;
    expect(detail).toContain('<strong>50元及以上</strong>');
    expect(detail).toContain('rel="noopener noreferrer"');
    expect(detail).not.toMatch(/<script|onerror|alert/);
  });

  it('removes hostile markup stored by anyone', async () => {
    const [row] = await api.deps.db
      .insert(activities)
      .values({
        name: '测试',
        summary: '测试',
        author: '测试',
        detailHtml: '<p onclick="steal()">hi</p><a href="javascript:alert(1)">x</a><iframe src="https://evil.example"></iframe><img src="javascript:alert(1)">',
        publishedAt: new Date(api.deps.now().getTime() - 60_000),
        sortOrder: 99,
      })
      .returning({ id: activities.id });
    const body = await api.call('GET_ACTIVITY_DETAIL', { activityId: row?.id ?? 0 }, await api.logInAs(DemoUser.UNBOUND));
    const detail = (body.data as { detail: string }).detail;
    expect(detail).not.toMatch(/onclick|javascript:|iframe/);
    expect(detail).toContain('<p>hi</p>');
  });

  it('refuses an unknown or malformed id', async () => {
    const token = await api.logInAs(DemoUser.UNBOUND);
    expect(await api.call('GET_ACTIVITY_DETAIL', { activityId: 99999 }, token)).toMatchObject({ code: -100, msg: '活动不存在或已结束' });
    expect(await api.call('GET_ACTIVITY_DETAIL', { activityId: 'abc' }, token)).toMatchObject({ code: -100, msg: '活动编号格式错误' });
  });
});
