import { FALLBACK_CITY_CODE } from '@hall/contract/agent/rules';
import { DefaultMessage } from '@hall/contract/codes';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { callOperation, logInAgent, logInMember, type CallResult } from './support/client.ts';
import { runSql } from './support/ledgers.ts';
import { createDatabase } from './support/postgres.ts';
import { scanServerLog, startServer, stopServer, type RunningServer } from './support/server.ts';

// Item 13: hung outside systems (SMS gateway, face check, WeChat Pay, IP lookup, real-name
// service) cost a request at most their time budget; the rest of the server stays quick; a face
// result that does not come in time means "not verified".

const PORT = Number(process.env.FAULTS_PORT ?? 3461) + 2;
const BUDGET_MS = 2000;
const IP_BUDGET_MS = 1000;
/** The budget plus scheduling slack on a busy machine. */
const REPLY_LIMIT_MS = BUDGET_MS + 1500;

let databaseUrl: string;
let server: RunningServer;
let member: string;
/** Three members' sessions: the requests waiting for a hung system are theirs, within each one's card-lookup limit. */
let crowd: string[];
let agent: string;
let passedBizNo: string;

beforeAll(async () => {
  databaseUrl = await createDatabase(inject('postgres'), 'hall_faults_providers');
  // First with healthy systems: a face check the person passes at the face service.
  const healthy = await startServer({ port: PORT, databaseUrl, name: 'providers' });
  member = await logInMember(healthy.baseUrl, 'o_demo_zhangwei');
  crowd = await Promise.all(['o_demo_wangfang', 'o_demo_liuyang', 'o_demo_newcomer'].map((openid) => logInMember(healthy.baseUrl, openid)));
  agent = await logInAgent(healthy.baseUrl, 'A10001');
  const started = await callOperation(
    healthy.baseUrl,
    'QUERY_PHONE',
    { idCardNumber: '071234', name: '张伟', consent: true, returnUrl: '/card' },
    { token: member },
  );
  const check = started.envelope?.data as { biz_no: string; url: string };
  passedBizNo = check.biz_no;
  const ref = new URL(check.url, healthy.baseUrl).searchParams.get('ref') ?? '';
  await fetch(`${healthy.baseUrl}/sandbox/face/decide`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ref, result: 'passed' }),
  });
  await stopServer(healthy);

  // Then every outside system hangs (answers after 10 minutes); sign-in (OAuth) still works.
  server = await startServer({
    port: PORT,
    databaseUrl,
    name: 'providers',
    env: {
      SANDBOX_PROVIDER_DELAY_MS: '600000',
      SANDBOX_DELAYED_PROVIDERS: 'sms,face,pay,ip,real-name,mail,invoice',
      PROVIDER_TIME_BUDGET_MS: String(BUDGET_MS),
      IP_CITY_TIME_BUDGET_MS: String(IP_BUDGET_MS),
    },
  });
});
afterAll(async () => {
  await stopServer(server);
});

function expectUnavailableWithinBudget(result: CallResult) {
  expect(result, result.name).toMatchObject({ status: 503, envelope: { code: -1, msg: DefaultMessage.UNAVAILABLE } });
  expect(result.elapsedMs, result.name).toBeGreaterThanOrEqual(BUDGET_MS - 100);
  expect(result.elapsedMs, result.name).toBeLessThan(REPLY_LIMIT_MS);
}

describe('hung outside systems', () => {
  it('an SMS gateway that hangs costs the SMS request its budget, and the failed send blocks no retry', async () => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const result = await callOperation(server.baseUrl, 'SEND_SMS_CODE', { mobilePhone: '17012340001', type: '08' }, { token: member });
      // Not 验证码已发送，请N秒后再试 on the second tap: the code never went out.
      expect(result).toMatchObject({ status: 200, envelope: { code: -100, msg: '验证码发送失败，请稍后重试' } });
      expect(result.elapsedMs).toBeGreaterThanOrEqual(BUDGET_MS - 100);
      expect(result.elapsedMs).toBeLessThan(REPLY_LIMIT_MS);
    }
    const codes = await runSql(databaseUrl, "select count(*)::int as count from sms_codes where phone = '17012340001'", []);
    expect(codes.rows[0]).toEqual({ count: 0 });
  });

  it('a face service that hangs costs the start its budget, and an answer that does not come means not verified', async () => {
    expectUnavailableWithinBudget(
      await callOperation(server.baseUrl, 'QUERY_PHONE', { idCardNumber: '071234', name: '张伟', consent: true, returnUrl: '/card' }, { token: member }),
    );
    // The person passed at the face service, but its answer does not arrive in time.
    const result = await callOperation(server.baseUrl, 'RESULT_QUERY', { biz_no: passedBizNo }, { token: member });
    expect(result.envelope).toMatchObject({ code: -100, msg: '身份核验尚未完成，请完成人脸识别' });
    expect(result.elapsedMs).toBeLessThan(REPLY_LIMIT_MS);
    const cards = await callOperation(server.baseUrl, 'QUERY_CARD_NUMBER', { biz_no: passedBizNo }, { token: member });
    expect(cards.envelope?.code).not.toBe(1);
    expect(JSON.stringify(cards.envelope)).not.toContain('17012340005');
    const rows = await runSql(databaseUrl, 'select status from identity_checks where biz_no = $1', [passedBizNo]);
    expect(rows.rows[0]).toEqual({ status: 'pending' });
  });

  it('a payment service that hangs costs the payment start and the order query their budget', async () => {
    const order = await callOperation(server.baseUrl, 'ADD_ORDERS', { productId: 'CALL_10' }, { token: member });
    const outTradeNo = (order.envelope?.data as { outTradeNo: string }).outTradeNo;
    expectUnavailableWithinBudget(await callOperation(server.baseUrl, 'PAY', { outTradeNo }, { token: member }));
    expectUnavailableWithinBudget(await callOperation(server.baseUrl, 'BOSS_QUERY_ORDER', { outTradeNo }));
  });

  it('an IP lookup that hangs costs its budget and falls back to the default city', async () => {
    const result = await callOperation(server.baseUrl, 'SIM_OR_SERVICE_ID_QUERY', { iccidOrServiceId: '16610000008', type: 2 }, { agentToken: agent });
    expect(result.envelope).toMatchObject({ code: 1, data: { cityCode: FALLBACK_CITY_CODE } });
    expect(result.elapsedMs).toBeGreaterThanOrEqual(IP_BUDGET_MS - 100);
    expect(result.elapsedMs).toBeLessThan(IP_BUDGET_MS + 1500);
  });

  it('while requests wait for hung systems, everything else stays quick', async () => {
    // Two people looked up, fifteen times each: within each identity's daily card-lookup limit.
    const identities = [
      { idCardNumber: '071234', name: '张伟' },
      { idCardNumber: '204321', name: '李娜' },
    ];
    const hung = Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        callOperation(
          server.baseUrl,
          'QUERY_PHONE',
          { ...identities[index % identities.length], consent: true, returnUrl: '/card' },
          { token: crowd[index % crowd.length] },
        ),
      ),
    );
    // One after the other, as a person browses, while the 30 wait for the face service.
    const quick: CallResult[] = [];
    for (let index = 0; index < 20; index += 1) {
      quick.push(await callOperation(server.baseUrl, 'PERSONAL_DATA', {}, { token: member }));
    }
    const quickDoneAt = Date.now();
    const hungResults = await hung;
    expect(quickDoneAt).toBeLessThan(Math.min(...hungResults.map((result) => result.startedAt + result.elapsedMs)));
    expect(quick.every((result) => result.envelope?.code === 1)).toBe(true);
    const latencies = quick.map((result) => result.elapsedMs).sort((left, right) => left - right);
    // The first few share the machine with the 30 starting; none waits for the hung service.
    expect(latencies[Math.floor(latencies.length / 2)]).toBeLessThan(300);
    expect(Math.max(...latencies)).toBeLessThan(BUDGET_MS);
    for (const result of hungResults) {
      expectUnavailableWithinBudget(result);
    }
    expect(server.isRunning()).toBe(true);
    console.log(
      `providers: 30 hung face checks each answered 503 in ${Math.min(...hungResults.map((r) => r.elapsedMs))}-${Math.max(...hungResults.map((r) => r.elapsedMs))} ms; meanwhile PERSONAL_DATA median ${latencies[Math.floor(latencies.length / 2)]} ms, slowest ${Math.max(...latencies)} ms`,
    );
    expect(scanServerLog(server.logFile).status).toBe(0);
  });
});
