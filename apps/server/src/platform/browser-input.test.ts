import { ResponseCode, type Envelope } from '@hall/contract/codes';
import { endpoints, OPERATION_NAMES, type OperationName } from '@hall/contract/endpoints';
import type { Access, Endpoint } from '@hall/contract/operation';
import { schemas } from '@hall/contract/schemas';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleHeaders } from '../test/staff-session.ts';
import { logInOneOfEachKind } from '../test/callers.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { AGENT_TOKEN_HEADER } from './agent-sessions.ts';

// What the server takes from a browser: text without control characters in every field of every
// operation and every sandbox page; form bodies only where a sandbox page posts a form; staff
// operations only as JSON from this app's own origin.

let api: TestApp;
let memberToken: string;
let agentToken: string;
let staffCookie: string;

beforeAll(async () => {
  // Limits off: every field of every operation is called here.
  api = await createTestApp({ RATE_LIMITS_ENABLED: 'false' });
  ({ memberToken, agentToken, staffCookie } = await logInOneOfEachKind(api));
});
afterAll(() => api.close());

const CONTROL_CHARACTERS = ['\u0000', '\u0007', '\u001b', '\u007f', '\u0085'];

function sessionHeaders(access: Access): Record<string, string> {
  switch (access) {
    case 'public':
      return {};
    case 'member':
    case 'bound':
      return { 'x-token': memberToken };
    case 'agent':
      return { [AGENT_TOKEN_HEADER]: agentToken };
    case 'staff':
      return consoleHeaders(api, staffCookie);
  }
}

async function send(name: OperationName, body: Record<string, string>) {
  const endpoint: Endpoint = endpoints[name];
  const headers = sessionHeaders(endpoint.access);
  return endpoint.method === 'GET'
    ? api.app.inject({ method: 'GET', url: endpoint.path, query: body, headers })
    : api.app.inject({ method: 'POST', url: endpoint.path, payload: body, headers });
}

function fieldNames(name: OperationName): string[] {
  const request = schemas[name].request;
  return request instanceof z.ZodObject ? Object.keys(request.shape) : [];
}

describe('control characters in text', () => {
  it.each(OPERATION_NAMES)('%s answers -100 for a control character in any field, never a 5xx', async (name) => {
    for (const field of fieldNames(name)) {
      for (const control of CONTROL_CHARACTERS) {
        const response = await send(name, { [field]: `1${control}1` });
        const label = `${name}.${field} ${JSON.stringify(control)}`;
        expect(response.statusCode, label).toBeLessThan(500);
        expect(response.json<Envelope>().code, label).toBe(ResponseCode.INVALID);
      }
    }
  });

  it('refuses NUL in the feedback note, the company-title search and the company name with the field named', async () => {
    const feedback = { service_id: '17012340001', appeal_type: '服务建议' };
    expect(await api.call('INSERTUSERAPPEAL', { ...feedback, appeal_note: '希望\u0000增加夜间客服' }, memberToken)).toEqual({
      code: ResponseCode.INVALID,
      msg: '反馈内容包含无法识别的字符',
      requestId: expect.any(String),
    });
    expect(await api.call('NEW_QUERY_TITLE', { userId: '17012340001', name: '西湖\u0000文化' }, memberToken)).toEqual({
      code: ResponseCode.INVALID,
      msg: '公司名称包含无法识别的字符',
      requestId: expect.any(String),
    });
    expect(await api.call('NEW_ADD_INVOICEUSER', { userId: '17012340001', name: '西湖\u0000文化有限公司', tin: '91330106ABC123' }, memberToken)).toEqual({
      code: ResponseCode.INVALID,
      msg: '公司名称包含无法识别的字符',
      requestId: expect.any(String),
    });
  });

  it('keeps line breaks and tabs in multi-line fields and refuses them on one line', async () => {
    const feedback = { service_id: '17012340001', appeal_type: '服务建议' };
    expect(await api.call('INSERTUSERAPPEAL', { ...feedback, appeal_note: '第一条：夜间客服\n第二条：\t话费提醒' }, memberToken)).toMatchObject({ code: 1 });
    expect(await api.call('NEW_QUERY_TITLE', { userId: '17012340001', name: '西湖\t文化' }, memberToken)).toEqual({
      code: ResponseCode.INVALID,
      msg: '公司名称包含无法识别的字符',
      requestId: expect.any(String),
    });
  });

  const form = { 'content-type': 'application/x-www-form-urlencoded' };
  const sandboxRequests: { method: 'GET' | 'POST'; url: string; form?: Record<string, string> }[] = [
    { method: 'GET', url: '/sandbox/wechat/authorize?redirect_uri=%2F&state=a%00b' },
    { method: 'POST', url: '/sandbox/wechat/authorize', form: { redirect_uri: '/', state: '', openid: 'o_demo\u0000' } },
    { method: 'POST', url: '/sandbox/wechat/users', form: { redirect_uri: '/', state: '', nickname: '张\u0000三' } },
    { method: 'GET', url: '/sandbox/face?ref=a%00b' },
    { method: 'POST', url: '/sandbox/face/decide', form: { ref: 'a\u0000b', result: 'passed' } },
    { method: 'GET', url: '/sandbox/sms?phone=170%00' },
    { method: 'GET', url: '/sandbox/api/sms?phone=170%00' },
    { method: 'GET', url: '/sandbox/promise-video?ticket=a%00b' },
    { method: 'POST', url: '/sandbox/promise-video', form: { ticket: 'a\u0000b' } },
    { method: 'GET', url: '/sandbox/chat?nickName=a%00b' },
    { method: 'GET', url: '/sandbox/real-name?ref=a%00b' },
    { method: 'GET', url: '/sandbox/api/captcha?randomStr=a%00b' },
    {
      method: 'POST',
      url: '/sandbox/real-name/decide',
      form: { ref: 'a\u0000b', result: 'passed', customerName: '张三', idNumber: '110101199003078515', address: '北京\u0000' },
    },
    { method: 'GET', url: '/sandbox/mail?to=a%00b' },
    { method: 'GET', url: '/sandbox/api/mail?to=a%00b' },
    { method: 'POST', url: '/sandbox/invoices/fail-next', form: { reason: '失败\u0000' } },
    { method: 'GET', url: '/sandbox/pay?ref=a%00b' },
    { method: 'POST', url: '/sandbox/pay/decide', form: { ref: 'a\u0000b', result: 'SUCCESS' } },
  ];

  it.each(sandboxRequests)('the sandbox page $method $url refuses NUL without a 5xx', async ({ method, url, form: fields }) => {
    const response = await api.app.inject({ method, url, ...(fields ? { headers: form, payload: new URLSearchParams(fields).toString() } : {}) });
    expect(response.statusCode).toBeLessThan(500);
  });
});

describe('form bodies', () => {
  it('are refused by a contract operation', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: endpoints.INSERTUSERAPPEAL.path,
      headers: { 'x-token': memberToken, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'service_id=17012340001&appeal_type=%E5%85%B6%E4%BB%96&appeal_note=form',
    });
    expect(response.json()).toEqual({ code: ResponseCode.INVALID, msg: '请求格式错误', requestId: expect.any(String) });
  });

  it('are refused by a staff operation', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: endpoints.CONSOLE_SAVE_HALL_NOTICE.path,
      headers: { ...consoleHeaders(api, staffCookie), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'text=form',
    });
    expect(response.json()).toEqual({ code: ResponseCode.INVALID, msg: '请求格式错误', requestId: expect.any(String) });
  });

  it('are read where a sandbox page posts its form', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/sandbox/invoices/fail-next',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'reason=%E5%BC%80%E7%A5%A8%E5%A4%B1%E8%B4%A5',
    });
    expect(response.statusCode).toBeLessThan(400);
  });
});

describe('staff operations', () => {
  const notice = { text: '系统维护通知' };
  const saveNotice = (headers: Record<string, string>, payload: unknown = JSON.stringify(notice)) =>
    api.app.inject({
      method: 'POST',
      url: endpoints.CONSOLE_SAVE_HALL_NOTICE.path,
      headers: { 'content-type': 'application/json', ...headers },
      payload: payload as string,
    });
  const fromOrigin = (origin: string) => ({ cookie: staffCookie, origin });

  it('are taken as JSON from the console page of this app (PUBLIC_URL)', async () => {
    const response = await saveNotice(consoleHeaders(api, staffCookie));
    expect(response.json()).toMatchObject({ code: 1 });
  });

  it('are taken from the host the request was sent to (local use, the dev server)', async () => {
    const response = await saveNotice({ ...fromOrigin('http://console.example:5173'), host: 'console.example:5173' });
    expect(response.json()).toMatchObject({ code: 1 });
  });

  it('are taken with a Referer of this app when the Origin is missing', async () => {
    const referer = `${new URL(api.deps.config.PUBLIC_URL).origin}/console/notice`;
    expect((await saveNotice({ cookie: staffCookie, referer })).json()).toMatchObject({ code: 1 });
  });

  it('are refused with 403 from another origin, without an origin, or with a null origin', async () => {
    const refused: Record<string, string>[] = [
      fromOrigin('https://attacker.example'),
      fromOrigin('null'),
      { cookie: staffCookie },
      { cookie: staffCookie, referer: 'https://attacker.example/x' },
    ];
    for (const headers of refused) {
      const response = await saveNotice(headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(response.json()).toEqual({ code: ResponseCode.INVALID, msg: '请在管理后台中操作（请求来源无效）', requestId: expect.any(String) });
    }
  });

  it('are refused with 403 in any body but JSON, even from this app', async () => {
    const response = await saveNotice({ ...consoleHeaders(api, staffCookie), 'content-type': 'text/plain' }, 'text=系统维护通知');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: ResponseCode.INVALID, msg: '请在管理后台中操作（请求格式无效）', requestId: expect.any(String) });
  });

  it('change nothing when refused', async () => {
    await saveNotice(consoleHeaders(api, staffCookie), JSON.stringify({ text: '原公告' }));
    await saveNotice(fromOrigin('https://attacker.example'), JSON.stringify({ text: '篡改的公告' }));
    const read = await api.app.inject({ method: 'POST', url: endpoints.CONSOLE_HALL_NOTICE.path, headers: consoleHeaders(api, staffCookie), payload: {} });
    expect(read.json()).toMatchObject({ code: 1, data: { text: '原公告' } });
  });
});
