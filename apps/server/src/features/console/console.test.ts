import { ConsoleMessage } from '@hall/contract/console/rules';
import { endpoints, OPERATION_NAMES } from '@hall/contract/endpoints';
import type { Endpoint } from '@hall/contract/operation';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.ts';
import { createTestApp, DemoUser, TEST_STAFF_PASSWORD, type TestApp } from '../../test/test-app.ts';
import { consoleHeaders } from '../../test/staff-session.ts';

let api: TestApp;
beforeAll(async () => {
  api = await createTestApp();
});
afterAll(() => api.close());

async function logIn(username: string, password = TEST_STAFF_PASSWORD) {
  const response = await api.app.inject({ method: 'POST', url: '/api/console/login', payload: { username, password } });
  const cookie = String(response.headers['set-cookie'] ?? '').split(';')[0] ?? '';
  return { body: response.json(), cookie, setCookie: String(response.headers['set-cookie'] ?? '') };
}

const callAsStaff = (path: string, cookie: string, payload: object = {}) =>
  api.app.inject({ method: 'POST', url: path, headers: consoleHeaders(api, cookie), payload }).then((response) => response.json());

describe('CONSOLE_LOGIN', () => {
  it('opens a session in an HttpOnly, SameSite=Strict cookie', async () => {
    const { body, setCookie } = await logIn('auditor');
    expect(body).toMatchObject({ code: 1, data: { username: 'auditor', displayName: '审核员小陈', roles: ['auditor'] } });
    expect(setCookie).toMatch(/hall_staff_session=[\w-]{43}/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Strict/);
  });

  it('answers a wrong password and an unknown account alike', async () => {
    expect((await logIn('editor', 'wrong-password')).body).toMatchObject({ code: -100, msg: ConsoleMessage.LOGIN_FAILED });
    expect((await logIn('nobody', 'wrong-password')).body).toMatchObject({ code: -100, msg: ConsoleMessage.LOGIN_FAILED });
  });

  it('locks an account for 15 minutes after five wrong passwords, with the same answer', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await logIn('service', 'wrong-password');
    }
    expect((await logIn('service')).body).toMatchObject({ code: -100, msg: ConsoleMessage.LOGIN_FAILED });
    api.advanceSeconds(15 * 60 + 1);
    expect((await logIn('service')).body.code).toBe(1);
  });
});

describe('console access', () => {
  const staffOperations = OPERATION_NAMES.filter((name) => (endpoints[name] as Endpoint).access === 'staff');

  it('refuses every staff operation without a console session, even with a subscriber token', async () => {
    const token = await api.logInAs(DemoUser.BOUND_NORMAL);
    for (const name of staffOperations) {
      const headers = { 'x-token': token, origin: new URL(api.deps.config.PUBLIC_URL).origin };
      const response = await api.app.inject({ method: 'POST', url: endpoints[name].path, payload: { token }, headers });
      expect(response.json(), name).toMatchObject({ code: -101, msg: '请先登录管理后台' });
    }
  });

  it('ends the session on logout', async () => {
    const { cookie } = await logIn('admin');
    expect((await callAsStaff('/api/console/session', cookie)).code).toBe(1);
    await callAsStaff('/api/console/logout', cookie);
    expect((await callAsStaff('/api/console/session', cookie)).code).toBe(-101);
  });
});

describe('CONSOLE_HALL_NOTICE / CONSOLE_SAVE_HALL_NOTICE', () => {
  it('starts with the default notice, and an editor changes it with an audit entry', async () => {
    const { cookie } = await logIn('editor');
    expect(await callAsStaff('/api/console/hallNotice', cookie)).toMatchObject({
      code: 1,
      data: { text: '客服热线 10020，人工服务时间 8:00-21:00，欢迎使用网上营业厅自助办理业务。', updatedAt: null },
    });
    const saved = await callAsStaff('/api/console/saveHallNotice', cookie, { text: '11月25日凌晨系统升级，期间暂停充值。' });
    expect(saved).toMatchObject({ code: 1, data: { text: '11月25日凌晨系统升级，期间暂停充值。' } });
    const entries = await api.deps.db.select().from(auditLog).where(eq(auditLog.subjectType, 'hall_notice'));
    expect(entries).toHaveLength(1);
  });

  it('is refused to staff without the editor role, and needs content', async () => {
    const { cookie } = await logIn('auditor');
    expect(await callAsStaff('/api/console/saveHallNotice', cookie, { text: '无权修改' })).toMatchObject({ code: -100, msg: '无权执行此操作' });
    const editor = await logIn('editor');
    expect(await callAsStaff('/api/console/saveHallNotice', editor.cookie, { text: ' ' })).toMatchObject({ code: -100, msg: '请填写公告内容' });
  });
});

describe('CONSOLE_OVERVIEW and CONSOLE_SANDBOX_OUTBOX', () => {
  it('counts members and shows dealer fund pools and the SMS outbox', async () => {
    const token = await api.logInAs(DemoUser.UNBOUND);
    await api.call('SEND_SMS_CODE', { mobilePhone: '17012340002', type: '01' }, token);
    const { cookie } = await logIn('admin');
    const overview = await callAsStaff('/api/console/overview', cookie);
    expect(overview.code).toBe(1);
    expect(overview.data.members).toBeGreaterThanOrEqual(5);
    expect(overview.data.smsSentToday).toBeGreaterThanOrEqual(1);
    expect(overview.data.dealers).toContainEqual(expect.objectContaining({ id: 'D1001', name: '星海通讯天河店', fundPoolFen: 500000 }));
    const outbox = await callAsStaff('/api/console/sandboxOutbox', cookie, { phone: '17012340002' });
    expect(outbox.data.list[0].text).toMatch(/验证码\d{6}/);
  });
});
