import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { complaints } from '../../db/schema.ts';
import { createTestApp, DemoUser, type TestApp } from '../../test/test-app.ts';

let api: TestApp;
beforeAll(async () => {
  api = await createTestApp();
});
afterAll(() => api.close());

describe('STORE', () => {
  it('lists the stores of a county', async () => {
    const body = await api.call('STORE', { selectAddress: '广东省-广州市-天河区' }, await api.logInAs(DemoUser.UNBOUND));
    expect(body.code).toBe(1);
    const list = (body.data as { list: { name: string; address: string }[] }).list;
    expect(list.map((store) => store.name)).toEqual(['天河体育中心营业厅', '天河珠江新城营业厅']);
  });

  it('widens to a city and answers an empty list for an area without stores', async () => {
    const token = await api.logInAs(DemoUser.UNBOUND);
    expect(((await api.call('STORE', { selectAddress: '广东省-广州市' }, token)).data as { list: unknown[] }).list).toHaveLength(3);
    expect(await api.call('STORE', { selectAddress: '西藏自治区-拉萨市-城关区' }, token)).toMatchObject({ code: 1, data: { list: [] } });
  });

  it('names a missing or malformed area', async () => {
    const token = await api.logInAs(DemoUser.UNBOUND);
    expect(await api.call('STORE', { selectAddress: '' }, token)).toMatchObject({ code: -100, msg: '请选择所在地区' });
    expect(await api.call('STORE', {}, token)).toMatchObject({ code: -100, msg: '请选择所在地区' });
    expect(await api.call('STORE', { selectAddress: 'a-b-c-d' }, token)).toMatchObject({ code: -100, msg: '所在地区格式错误' });
  });
});

describe('COOPERATION', () => {
  it('answers the cooperation text', async () => {
    const body = await api.call('COOPERATION', {}, await api.logInAs(DemoUser.UNBOUND));
    expect(body).toMatchObject({ code: 1, data: { title: '商务合作', content: expect.stringContaining('合作方向') } });
  });

  it('needs a login', async () => {
    expect(await api.call('COOPERATION', {})).toMatchObject({ code: -101 });
  });
});

describe('COMPLAINT', () => {
  it('keeps the complaint with the member and the bound number', async () => {
    const body = await api.call('COMPLAINT', { content: '  信号不好，经常断网  ' }, await api.logInAs(DemoUser.BOUND_NORMAL));
    expect(body.code).toBe(1);
    const rows = await api.deps.db
      .select()
      .from(complaints)
      .where(eq(complaints.id, (body.data as { id: number }).id));
    expect(rows[0]).toMatchObject({ phone: '17012340001', content: '信号不好，经常断网' });
  });

  it('requires content: 请填写内容', async () => {
    const token = await api.logInAs(DemoUser.UNBOUND);
    expect(await api.call('COMPLAINT', { content: '   ' }, token)).toMatchObject({ code: -100, msg: '请填写内容' });
    expect(await api.call('COMPLAINT', {}, token)).toMatchObject({ code: -100, msg: '请填写内容' });
    expect(await api.call('COMPLAINT', { content: 'a\u0000b' }, token)).toMatchObject({ code: -100, msg: '内容包含无法识别的字符' });
    expect(await api.call('COMPLAINT', { content: '长'.repeat(501) }, token)).toMatchObject({ code: -100, msg: '内容不能超过500个字符' });
  });
});
