import type { Envelope } from '@hall/contract/codes';
import { expect } from 'vitest';
import { callAsAgent, plantCaptcha, saveRealNameStep } from '../../test/agents.ts';
import { PNG_DATA_URL } from '../../test/images.ts';
import { createTestApp, TEST_AGENT_PASSWORD, type TestApp } from '../../test/test-app.ts';

// Steps of an agent's journey the agent area's tests share: log in, save a record, pay, upload,
// pass the real-name check, submit.

/** Logs a demo agent in through captcha, ticket and password; answers AGENT_LOGIN's envelope. */
export async function submitLogin(api: TestApp, workNo: string, password = TEST_AGENT_PASSWORD): Promise<Envelope> {
  const randomStr = `rs-${workNo}-${Math.random().toString(36).slice(2)}`;
  await plantCaptcha(api, randomStr);
  const session = await callAsAgent(api, 'GET_SESSION', { workNo, Type: '1' });
  const thirdSession = (session.data as { thirdSession: string }).thirdSession;
  return callAsAgent(api, 'AGENT_LOGIN', { workNo, passWord: password, code: 'AB3D', randomStr, thirdSession, type: '1' });
}

/** The session token of a demo agent (the login must succeed). */
export async function logInForToken(api: TestApp, workNo: string): Promise<string> {
  const body = await submitLogin(api, workNo);
  expect(body.code).toBe(1);
  return (body.data as { token: string }).token;
}

/** The demo agents the opening tests act as: A10001 pays from its dealer's fund pool, B20001 (another dealer) by WeChat Pay, A10002 is of system 4. */
export interface DemoAgents {
  fundPoolAgent: string;
  wechatAgent: string;
  systemFourAgent: string;
}

/** A fresh app with the demo agents logged in. */
export async function startWithDemoAgents(): Promise<{ api: TestApp } & DemoAgents> {
  const api = await createTestApp();
  return {
    api,
    fundPoolAgent: await logInForToken(api, 'A10001'),
    wechatAgent: await logInForToken(api, 'B20001'),
    systemFourAgent: await logInForToken(api, 'A10002'),
  };
}

interface NumberQuery {
  cardNo: string;
  recordNumber: string;
}

export async function queryNumber(api: TestApp, phone: string, token: string): Promise<NumberQuery> {
  const body = await callAsAgent(api, 'SIM_OR_SERVICE_ID_QUERY', { iccidOrServiceId: phone, type: 2 }, token);
  expect(body.code).toBe(1);
  return body.data as NumberQuery;
}

export async function saveRecord(api: TestApp, phone: string, token: string, fields: Record<string, unknown> = {}): Promise<Envelope> {
  const { cardNo, recordNumber } = await queryNumber(api, phone, token);
  const offer = await callAsAgent(api, 'CHECK_OFFER_NAME', { serviceId: phone, type: 2, SystemId: 1 }, token);
  const prodOfferId = (offer.data as { offer: { prodOfferId: string } }).offer.prodOfferId;
  return callAsAgent(
    api,
    'ADD_OPEN_CARD_LOCATION',
    { applyEvent: 'OpenCard', uimId: cardNo, serviceId: phone, prodOfferId, openCardLocation: 1, recordNumber, ...fields },
    token,
  );
}

/** Runs an opening up to the real-name step: record, payment when there is a fee, signature, photo. */
export async function prepareOpening(api: TestApp, phone: string, token: string, options: { isFundPool?: boolean } = {}) {
  const saved = await saveRecord(api, phone, token);
  expect(saved.code).toBe(1);
  const record = saved.data as { uimId: string; recordNumber: string; sumFee: number; ifCheckCard: number };
  if (record.sumFee > 0 && options.isFundPool !== false) {
    expect((await callAsAgent(api, 'FUND_POOL_RECHARGE', { service_id: phone, recordNumber: record.recordNumber, pay_fee: record.sumFee }, token)).code).toBe(
      1,
    );
  }
  const signature = await callAsAgent(api, 'SIGNATURE_UPLOAD', { image: PNG_DATA_URL, uimId: record.uimId, agreementVersion: 1 }, token);
  const netSignUrl = (signature.data as { url: string }).url;
  let togetherUrl = '';
  if (record.ifCheckCard === 1) {
    togetherUrl = ((await callAsAgent(api, 'UPLOAD_CARD', { image: PNG_DATA_URL, uimId: record.uimId, consent: true }, token)).data as { url: string }).url;
  }
  const final = await saveRealNameStep(
    api,
    token,
    { uimId: record.uimId, serviceId: phone, prodOfferId: (saved.data as { prodOfferId: string }).prodOfferId },
    { netSignUrl, togetherUrl },
  );
  expect(final.code).toBe(1);
  return record;
}

/** Starts the real-name check and decides it on the sandbox page as the customer would. */
export async function passRealName(api: TestApp, phone: string, recordNumber: string, token: string, result = 'passed', idNumber = '440106199001011234') {
  const started = await callAsAgent(api, 'GET_URL', { serviceId: phone, recordNumber, consent: true, returnUrl: '/OpenCard' }, token);
  expect(started.code).toBe(1);
  const { url, biz_no: bizId, token: realNameToken } = started.data as { url: string; biz_no: string; token: string };
  const ref = new URL(url, 'http://test').searchParams.get('ref') ?? '';
  const page = await api.app.inject({ method: 'GET', url });
  expect(page.body).toContain('实名认证');
  const decided = await api.app.inject({
    method: 'POST',
    url: '/sandbox/real-name/decide',
    payload: { ref, result, customerName: '王小明', idNumber, address: '广东省广州市' },
  });
  expect(decided.headers.location).toBe('/OpenCard');
  return { bizId, realNameToken };
}

export async function submitOpening(
  api: TestApp,
  phone: string,
  record: { uimId: string; recordNumber: string },
  bizId: string,
  token: string,
  idNumber = '440106199001011234',
) {
  const sign = (await callAsAgent(api, 'QUERY_SIGN', { serviceId: phone }, token)).data as { sign: string; timestamp: string };
  return callAsAgent(
    api,
    'DO_SUBMIT',
    {
      uimId: record.uimId,
      serviceId: phone,
      recordNumber: record.recordNumber,
      bizId,
      identityKind: '1',
      customerName: '王小明',
      identityCode: idNumber,
      ...sign,
    },
    token,
  );
}
