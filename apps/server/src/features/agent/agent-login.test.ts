import { AgentMessage } from '@hall/contract/agent/rules';
import type { Envelope } from '@hall/contract/codes';
import type { OperationName } from '@hall/contract/endpoints';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentCaptchas } from '../../db/schema.ts';
import { hashToken } from '../../platform/secrets.ts';
import { callAsAgent as callAgentOperation, plantCaptcha } from '../../test/agents.ts';
import { createTestApp, DemoUser, TEST_AGENT_PASSWORD, type TestApp } from '../../test/test-app.ts';
import { logInForToken, submitLogin } from './agent-test-steps.ts';

let api: TestApp;
let fundPoolAgent: string;

/** Calls an agent operation with the agent session in its header. */
function callAsAgent(name: OperationName, payload: Record<string, unknown>, agentToken?: string): Promise<Envelope> {
  return callAgentOperation(api, name, payload, agentToken);
}

beforeAll(async () => {
  api = await createTestApp();
  fundPoolAgent = await logInForToken(api, 'A10001');
});
afterAll(() => api.close());

describe('CAPTCHA_IMAGE', () => {
  it('answers a PNG image bound to the random string', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/gzh/captchaImage?randomStr=abcdefgh1234&times=1' });
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    const rows = await api.deps.db
      .select()
      .from(agentCaptchas)
      .where(eq(agentCaptchas.randomStrHash, hashToken('abcdefgh1234')));
    expect(rows).toHaveLength(1);
  });

  it('refuses a missing random string', async () => {
    expect(await callAsAgent('CAPTCHA_IMAGE', {})).toMatchObject({ code: -100, msg: '缺少验证码标识' });
  });
});

describe('GET_SESSION', () => {
  it('hands out a login ticket for a known work number', async () => {
    const body = await callAsAgent('GET_SESSION', { workNo: 'A10001', Type: '1' });
    expect(body).toMatchObject({ code: 1, data: { workNo: 'A10001' } });
    expect((body.data as { thirdSession: string }).thirdSession.length).toBeGreaterThan(20);
  });

  it('hands an unknown work number a ticket too, which then fails like a wrong password', async () => {
    expect(await callAsAgent('GET_SESSION', { workNo: 'NOPE' })).toMatchObject({ code: 1, data: { workNo: 'NOPE' } });
    expect(await submitLogin(api, 'NOPE')).toMatchObject({ code: -100, msg: AgentMessage.WRONG_ACCOUNT });
  });

  it('refuses an empty work number', async () => {
    expect(await callAsAgent('GET_SESSION', { workNo: '' })).toMatchObject({ code: -100, msg: '账号不能为空' });
  });
});

describe('AGENT_LOGIN', () => {
  it('logs in with flag 0000, a fresh session and the profile (sale kind 1 → system 7, 3 → 4)', async () => {
    const first = await submitLogin(api, 'A10001');
    const second = await submitLogin(api, 'A10001');
    expect(first).toMatchObject({ code: 1, data: { flag: '0000', profile: { workNo: 'A10001', workName: '赵敏', dealerId: 'D1001', systemId: 7 } } });
    expect((first.data as { token: string }).token).not.toBe((second.data as { token: string }).token);
    expect(await submitLogin(api, 'A10002')).toMatchObject({ data: { profile: { systemId: 4 } } });
  });

  it('refuses empty fields with the spec messages', async () => {
    expect(await callAsAgent('AGENT_LOGIN', { workNo: '', passWord: '', code: '', randomStr: 'abcdefgh', thirdSession: 'x' })).toMatchObject({
      code: -100,
      msg: '账号不能为空',
    });
    expect(await callAsAgent('AGENT_LOGIN', { workNo: 'A10001', passWord: '', code: '', randomStr: 'abcdefgh', thirdSession: 'x' })).toMatchObject({
      code: -100,
      msg: '密码不能为空',
    });
    expect(await callAsAgent('AGENT_LOGIN', { workNo: 'A10001', passWord: 'x', code: '', randomStr: 'abcdefgh', thirdSession: 'x' })).toMatchObject({
      code: -100,
      msg: '验证码不能为空',
    });
  });

  it('refuses a wrong password, a wrong captcha, a used captcha and a used ticket', async () => {
    expect(await submitLogin(api, 'A10001', 'wrong-password')).toMatchObject({ code: -100, msg: AgentMessage.WRONG_ACCOUNT });
    const randomStr = 'rs-wrong-captcha';
    await plantCaptcha(api, randomStr);
    const ticket = ((await callAsAgent('GET_SESSION', { workNo: 'A10001' })).data as { thirdSession: string }).thirdSession;
    expect(await callAsAgent('AGENT_LOGIN', { workNo: 'A10001', passWord: TEST_AGENT_PASSWORD, code: 'zzzz', randomStr, thirdSession: ticket })).toMatchObject({
      code: -100,
      msg: '验证码错误，请重新输入',
    });
    const ticket2 = ((await callAsAgent('GET_SESSION', { workNo: 'A10001' })).data as { thirdSession: string }).thirdSession;
    expect(await callAsAgent('AGENT_LOGIN', { workNo: 'A10001', passWord: TEST_AGENT_PASSWORD, code: 'ab3d', randomStr, thirdSession: ticket2 })).toMatchObject(
      { code: -100, msg: '验证码已失效，请点击图片刷新' },
    );
    expect(await callAsAgent('AGENT_LOGIN', { workNo: 'A10001', passWord: TEST_AGENT_PASSWORD, code: 'ab3d', randomStr, thirdSession: ticket2 })).toMatchObject(
      { code: -100, msg: '登录会话已失效，请重新登录' },
    );
  });
});

describe('agent sessions', () => {
  it('refuses agent operations without an agent session or with a subscriber token', async () => {
    expect(await callAsAgent('CHECK_WORK_NO_INFO', {})).toMatchObject({ code: -101 });
    const memberToken = await api.logInAs(DemoUser.BOUND_NORMAL);
    expect(await api.call('CHECK_WORK_NO_INFO', {}, memberToken)).toMatchObject({ code: -101 });
    expect(await callAsAgent('CHECK_WORK_NO_INFO', {}, memberToken)).toMatchObject({ code: -101 });
    expect(await api.call('PERSONAL_DATA', {}, fundPoolAgent)).toMatchObject({ code: -101 });
  });

  it('expires', async () => {
    const token = await logInForToken(api, 'A10001');
    api.advanceSeconds(13 * 3600);
    expect(await callAsAgent('CHECK_WORK_NO_INFO', {}, token)).toMatchObject({ code: -101 });
    api.advanceSeconds(-13 * 3600);
  });
});

describe('CHECK_WORK_NO_INFO', () => {
  it('answers the logged-in agent profile', async () => {
    expect(await callAsAgent('CHECK_WORK_NO_INFO', { workNo: 'A10001' }, fundPoolAgent)).toMatchObject({
      code: 1,
      data: { workName: '赵敏', loginName: 'A10001', mobile: '13800001001', channel: '星海通讯天河店', dealerName: '星海通讯天河店' },
    });
  });
});
