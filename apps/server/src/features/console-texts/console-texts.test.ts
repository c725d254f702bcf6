import { AgreementMessage } from '@hall/contract/agreements/rules';
import { ChatMessage } from '@hall/contract/console-texts/rules';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.ts';
import { callAsStaff, DemoStaff, logInStaff } from '../../test/staff-session.ts';
import { createTestApp, DemoUser, type TestApp } from '../../test/test-app.ts';

let api: TestApp;
let editor: string;
let service: string;

beforeAll(async () => {
  api = await createTestApp();
  editor = await logInStaff(api, DemoStaff.EDITOR);
  service = await logInStaff(api, DemoStaff.SERVICE);
});
afterAll(() => api.close());

const auditEntries = (subjectType: string) => api.deps.db.select().from(auditLog).where(eq(auditLog.subjectType, subjectType));

describe('the agreements in the console', () => {
  it('lists both kinds with version 1 as shipped, and reads a version in full', async () => {
    const list = await callAsStaff(api, 'CONSOLE_AGREEMENTS', editor);
    expect(list).toMatchObject({
      code: 1,
      data: {
        kinds: [
          { kind: 'opening', versions: [{ version: 1, title: '客户入网服务协议', publishedBy: '' }] },
          { kind: 'transfer', versions: [{ version: 1, publishedBy: '' }] },
        ],
      },
    });
    const text = await callAsStaff(api, 'CONSOLE_AGREEMENT_VERSION', editor, { kind: 'transfer', version: 1 });
    expect(text).toMatchObject({ code: 1, data: { kind: 'transfer', version: 1, body: expect.stringContaining('二、实名登记') } });
    expect(await callAsStaff(api, 'CONSOLE_AGREEMENT_VERSION', editor, { kind: 'transfer', version: 99 })).toMatchObject({ code: -100, msg: '协议版本不存在' });
  });

  it('publishes an edit as the next version by whom, audit-logged, leaving the old version as it was', async () => {
    const published = await callAsStaff(api, 'CONSOLE_PUBLISH_AGREEMENT', editor, { kind: 'transfer', title: ' 过户协议（新） ', body: '第一条。\n第二条。' });
    expect(published).toMatchObject({ code: 1, data: { kind: 'transfer', version: 2, title: '过户协议（新）', body: '第一条。\n第二条。' } });
    const list = (await callAsStaff(api, 'CONSOLE_AGREEMENTS', editor)).data as {
      kinds: { kind: string; versions: { version: number; publishedBy: string }[] }[];
    };
    const transfer = list.kinds.find((item) => item.kind === 'transfer');
    expect(transfer?.versions.map((item) => item.version)).toEqual([2, 1]);
    expect(transfer?.versions[0]?.publishedBy).not.toBe('');
    const old = await callAsStaff(api, 'CONSOLE_AGREEMENT_VERSION', editor, { kind: 'transfer', version: 1 });
    expect((old.data as { body: string }).body).toContain('二、实名登记');
    expect(await auditEntries('agreement')).toEqual([expect.objectContaining({ action: 'publish', subjectId: 'transfer:v2' })]);
  });

  it('refuses an empty or too long text with its message', async () => {
    expect(await callAsStaff(api, 'CONSOLE_PUBLISH_AGREEMENT', editor, { kind: 'opening', title: '  ', body: '正文' })).toMatchObject({
      code: -100,
      msg: AgreementMessage.TITLE_REQUIRED,
    });
    expect(await callAsStaff(api, 'CONSOLE_PUBLISH_AGREEMENT', editor, { kind: 'opening', title: '标题', body: '' })).toMatchObject({
      code: -100,
      msg: AgreementMessage.BODY_REQUIRED,
    });
    expect(await callAsStaff(api, 'CONSOLE_PUBLISH_AGREEMENT', editor, { kind: 'opening', title: '标'.repeat(41), body: '正文' })).toMatchObject({
      code: -100,
      msg: AgreementMessage.TITLE_TOO_LONG,
    });
  });

  it('gives concurrent publishes distinct versions', async () => {
    const results = await Promise.all(
      [1, 2, 3, 4].map((index) => callAsStaff(api, 'CONSOLE_PUBLISH_AGREEMENT', editor, { kind: 'opening', title: `并发${index}`, body: `第${index}稿` })),
    );
    const versions = results.map((result) => (result.data as { version: number }).version).sort();
    expect(versions).toEqual([2, 3, 4, 5]);
  });

  it('is for editors only', async () => {
    for (const name of ['CONSOLE_AGREEMENTS', 'CONSOLE_PUBLISH_AGREEMENT', 'CONSOLE_SAVE_CHAT_SETTINGS', 'CONSOLE_SAVE_COOPERATION'] as const) {
      expect(await callAsStaff(api, name, service, { kind: 'opening', title: '标题', body: '正文' }), name).toMatchObject({
        code: -100,
        msg: '无权执行此操作',
      });
    }
  });
});

describe('the customer-service chat', () => {
  it('WX_URL answers the sandbox chat of the migration until an editor saves another', async () => {
    const member = await api.logInAs(DemoUser.BOUND_NORMAL);
    expect(await api.call('WX_URL', {}, member)).toMatchObject({
      code: 1,
      data: { chatUrl: '/sandbox/chat', list: [{ nickName: '在线客服', nickType: 'wechat', nickId: 'kf001' }] },
    });
    const entries = [
      { nickName: '小美', nickType: 'wechat', nickId: 'kf-meimei' },
      { nickName: '小王', nickType: 'qq', nickId: 'kf-wang' },
    ];
    const saved = await callAsStaff(api, 'CONSOLE_SAVE_CHAT_SETTINGS', editor, { chatUrl: 'https://kf.example.cn/chat', entries });
    expect(saved).toMatchObject({ code: 1, data: { chatUrl: 'https://kf.example.cn/chat', entries, isChatUrlServed: true } });
    expect(await api.call('WX_URL', {}, member)).toMatchObject({ code: 1, data: { chatUrl: 'https://kf.example.cn/chat', list: entries } });
    expect(await callAsStaff(api, 'CONSOLE_CHAT_SETTINGS', editor)).toMatchObject({ data: { chatUrl: 'https://kf.example.cn/chat', entries } });
    const [entry] = await auditEntries('customer_service_chat');
    expect(entry).toMatchObject({ action: 'update', detail: { before: { chatUrl: '/sandbox/chat' }, after: { chatUrl: 'https://kf.example.cn/chat' } } });
  });

  it('refuses a chat without entries, a duplicate account and an address that is neither a path nor https', async () => {
    const entry = { nickName: '小美', nickType: 'wechat', nickId: 'kf-1' };
    const save = (payload: Record<string, unknown>) => callAsStaff(api, 'CONSOLE_SAVE_CHAT_SETTINGS', editor, payload);
    expect(await save({ chatUrl: '/sandbox/chat', entries: [] })).toMatchObject({ code: -100, msg: ChatMessage.ENTRIES_REQUIRED });
    expect(await save({ chatUrl: '/sandbox/chat', entries: [entry, entry] })).toMatchObject({ code: -100, msg: ChatMessage.NICK_ID_DUPLICATE });
    expect(await save({ chatUrl: 'javascript:alert(1)', entries: [entry] })).toMatchObject({ code: -100, msg: ChatMessage.URL_INVALID });
    expect(await save({ chatUrl: '//evil.example/chat', entries: [entry] })).toMatchObject({ code: -100, msg: ChatMessage.URL_INVALID });
  });
});

describe('the cooperation text', () => {
  it('an edit shows on the cooperation page, audit-logged', async () => {
    const member = await api.logInAs(DemoUser.UNBOUND);
    expect((await callAsStaff(api, 'CONSOLE_COOPERATION', editor)).data).toMatchObject({ title: '商务合作', body: expect.stringContaining('合作方向') });
    const saved = await callAsStaff(api, 'CONSOLE_SAVE_COOPERATION', editor, { title: '渠道合作', body: '欢迎洽谈。\n邮箱：bd@example.cn' });
    expect(saved).toMatchObject({ code: 1, data: { title: '渠道合作', body: '欢迎洽谈。\n邮箱：bd@example.cn' } });
    expect(await api.call('COOPERATION', {}, member)).toMatchObject({ code: 1, data: { title: '渠道合作', content: '欢迎洽谈。\n邮箱：bd@example.cn' } });
    const entries = await api.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, 'content_page'), eq(auditLog.subjectId, 'cooperate')));
    expect(entries).toEqual([
      expect.objectContaining({ action: 'update', detail: expect.objectContaining({ after: { title: '渠道合作', body: '欢迎洽谈。\n邮箱：bd@example.cn' } }) }),
    ]);
  });
});
