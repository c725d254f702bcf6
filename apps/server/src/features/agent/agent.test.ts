import type { Envelope } from '@hall/contract/codes';
import type { OperationName } from '@hall/contract/endpoints';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/connection.ts';
import { agentCaptchas, dealers, openCardRecords } from '../../db/schema.ts';
import { hashToken } from '../../platform/secrets.ts';
import { createOpeningReviewKind } from './opening.review-kind.ts';
import { callAsAgent as callAgentOperation, plantCaptcha, saveRealNameStep } from '../../test/agents.ts';
import { PNG_DATA_URL } from '../../test/images.ts';
import { createTestApp, DemoUser, TEST_AGENT_PASSWORD, type TestApp } from '../../test/test-app.ts';

let api: TestApp;
let fundPoolAgent: string;
let wechatAgent: string;
let systemFourAgent: string;
let otherDealerAgent: string;

/** Calls an agent operation with the agent session in its header. */
function callAsAgent(name: OperationName, payload: Record<string, unknown>, agentToken?: string): Promise<Envelope> {
  return callAgentOperation(api, name, payload, agentToken);
}

async function logInAgent(workNo: string, password = TEST_AGENT_PASSWORD): Promise<Envelope> {
  const randomStr = `rs-${workNo}-${Math.random().toString(36).slice(2)}`;
  await plantCaptcha(api, randomStr);
  const session = await callAsAgent('GET_SESSION', { workNo, Type: '1' });
  const thirdSession = (session.data as { thirdSession: string }).thirdSession;
  return callAsAgent('AGENT_LOGIN', { workNo, passWord: password, code: 'AB3D', randomStr, thirdSession, type: '1' });
}

async function agentToken(workNo: string): Promise<string> {
  const body = await logInAgent(workNo);
  expect(body.code).toBe(1);
  return (body.data as { token: string }).token;
}

interface NumberQuery {
  cardNo: string;
  recordNumber: string;
}

async function queryNumber(phone: string, token: string): Promise<NumberQuery> {
  const body = await callAsAgent('SIM_OR_SERVICE_ID_QUERY', { iccidOrServiceId: phone, type: 2 }, token);
  expect(body.code).toBe(1);
  return body.data as NumberQuery;
}

async function saveRecord(phone: string, token: string, fields: Record<string, unknown> = {}): Promise<Envelope> {
  const { cardNo, recordNumber } = await queryNumber(phone, token);
  const offer = await callAsAgent('CHECK_OFFER_NAME', { serviceId: phone, type: 2, SystemId: 1 }, token);
  const prodOfferId = (offer.data as { offer: { prodOfferId: string } }).offer.prodOfferId;
  return callAsAgent(
    'ADD_OPEN_CARD_LOCATION',
    { applyEvent: 'OpenCard', uimId: cardNo, serviceId: phone, prodOfferId, openCardLocation: 1, recordNumber, ...fields },
    token,
  );
}

/** Runs an opening up to the real-name step: record, payment when there is a fee, signature, photo. */
async function prepareOpening(phone: string, token: string, options: { isFundPool?: boolean } = {}) {
  const saved = await saveRecord(phone, token);
  expect(saved.code).toBe(1);
  const record = saved.data as { uimId: string; recordNumber: string; sumFee: number; ifCheckCard: number };
  if (record.sumFee > 0 && options.isFundPool !== false) {
    expect((await callAsAgent('FUND_POOL_RECHARGE', { service_id: phone, recordNumber: record.recordNumber, pay_fee: record.sumFee }, token)).code).toBe(1);
  }
  const signature = await callAsAgent('SIGNATURE_UPLOAD', { image: PNG_DATA_URL, uimId: record.uimId }, token);
  const netSignUrl = (signature.data as { url: string }).url;
  let togetherUrl = '';
  if (record.ifCheckCard === 1) {
    togetherUrl = ((await callAsAgent('UPLOAD_CARD', { image: PNG_DATA_URL, uimId: record.uimId, consent: true }, token)).data as { url: string }).url;
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
async function passRealName(phone: string, recordNumber: string, token: string, result = 'passed', idNumber = '440106199001011234') {
  const started = await callAsAgent('GET_URL', { serviceId: phone, recordNumber, consent: true, returnUrl: '/OpenCard' }, token);
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

async function submit(phone: string, record: { uimId: string; recordNumber: string }, bizId: string, token: string, idNumber = '440106199001011234') {
  const sign = (await callAsAgent('QUERY_SIGN', { serviceId: phone }, token)).data as { sign: string; timestamp: string };
  return callAsAgent(
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

beforeAll(async () => {
  api = await createTestApp({ PARTNER_AGENTS: JSON.stringify({ Dx: { workNo: 'P30001', password: TEST_AGENT_PASSWORD } }) });
  fundPoolAgent = await agentToken('A10001');
  wechatAgent = await agentToken('B20001');
  systemFourAgent = await agentToken('A10002');
  otherDealerAgent = wechatAgent;
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

  it('refuses an unknown or empty work number', async () => {
    expect(await callAsAgent('GET_SESSION', { workNo: 'NOPE' })).toMatchObject({ code: -100, msg: '工号不存在，请核对后重新输入' });
    expect(await callAsAgent('GET_SESSION', { workNo: '' })).toMatchObject({ code: -100, msg: '账号不能为空' });
  });
});

describe('AGENT_LOGIN', () => {
  it('logs in with flag 0000, a fresh session and the profile (sale kind 1 → system 7, 3 → 4)', async () => {
    const first = await logInAgent('A10001');
    const second = await logInAgent('A10001');
    expect(first).toMatchObject({ code: 1, data: { flag: '0000', profile: { workNo: 'A10001', workName: '赵敏', dealerId: 'D1001', systemId: 7 } } });
    expect((first.data as { token: string }).token).not.toBe((second.data as { token: string }).token);
    expect(await logInAgent('A10002')).toMatchObject({ data: { profile: { systemId: 4 } } });
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
    expect(await logInAgent('A10001', 'wrong-password')).toMatchObject({ code: -100, msg: '工号或密码错误' });
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

  it('logs a fixed partner link in from configuration without a captcha', async () => {
    const ticket = ((await callAsAgent('GET_SESSION', { workNo: 'Dx', Type: 'partner' })).data as { thirdSession: string }).thirdSession;
    const body = await callAsAgent('AGENT_LOGIN', {
      workNo: 'Dx',
      passWord: '-',
      code: '0000',
      randomStr: 'partner-link',
      thirdSession: ticket,
      type: 'partner',
    });
    expect(body).toMatchObject({ code: 1, data: { flag: '0000', profile: { workNo: 'P30001' } } });
    expect(await callAsAgent('GET_SESSION', { workNo: 'Zz', Type: 'partner' })).toMatchObject({ code: -100, msg: '工号不存在，请核对后重新输入' });
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
    const token = await agentToken('A10001');
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

describe('SIM_OR_SERVICE_ID_QUERY', () => {
  it('answers code 0000 with the card number, a record number and the city (fallback 360)', async () => {
    const body = await callAsAgent('SIM_OR_SERVICE_ID_QUERY', { iccidOrServiceId: '16610000001', type: 2 }, fundPoolAgent);
    expect(body).toMatchObject({ code: 1, data: { code: '0000', phoneNum: '16610000001', prodOfferId: '1354122', cityCode: '200', cityName: '广州' } });
    expect((body.data as { cardNo: string }).cardNo).toHaveLength(20);
    const remote = await api.app.inject({
      method: 'POST',
      url: '/api/gzh/simOrServiceIdQuery',
      payload: { iccidOrServiceId: '16610000001' },
      headers: { 'x-agent-token': fundPoolAgent },
      remoteAddress: '8.8.8.8',
    });
    expect(remote.json()).toMatchObject({ data: { cityCode: '360' } });
  });

  it('refuses unknown numbers, other channels and bad input', async () => {
    expect(await callAsAgent('SIM_OR_SERVICE_ID_QUERY', { iccidOrServiceId: '13900000000' }, fundPoolAgent)).toMatchObject({
      code: -100,
      msg: '未查询到该号码，请核对后重新输入',
    });
    expect(await callAsAgent('SIM_OR_SERVICE_ID_QUERY', { iccidOrServiceId: '16620000001' }, fundPoolAgent)).toMatchObject({
      code: -100,
      msg: '该号码不属于您所在渠道，无法开户',
    });
    expect(await callAsAgent('SIM_OR_SERVICE_ID_QUERY', { iccidOrServiceId: '1234' }, fundPoolAgent)).toMatchObject({ code: -100, msg: '请输入正确的手机号' });
    expect(await callAsAgent('SIM_OR_SERVICE_ID_QUERY', { iccidOrServiceId: '16610000001', sparePhone: '123' }, fundPoolAgent)).toMatchObject({
      code: -100,
      msg: '请输入正确的联系人号码',
    });
  });
});

describe('CHECK_ICCID', () => {
  it('accepts the last 7 of the paired card and refuses others', async () => {
    const { cardNo } = await queryNumber('16610000002', fundPoolAgent);
    expect(await callAsAgent('CHECK_ICCID', { serviceId: '16610000002', iccid: cardNo.slice(-7) }, fundPoolAgent)).toMatchObject({ code: 1 });
    expect(await callAsAgent('CHECK_ICCID', { serviceId: '16610000002', iccid: '9999999' }, fundPoolAgent)).toMatchObject({
      code: -100,
      msg: '卡号与号码不匹配，请核对后重新输入',
    });
    expect(await callAsAgent('CHECK_ICCID', { serviceId: '16610000002', iccid: '123' }, fundPoolAgent)).toMatchObject({
      code: -100,
      msg: '卡号长度有误，请重新输入',
    });
  });
});

describe('CHECK_PHONE_VALID', () => {
  it('answers the instance ids, refuses a wrong card', async () => {
    const { cardNo } = await queryNumber('16610000002', fundPoolAgent);
    expect(await callAsAgent('CHECK_PHONE_VALID', { serviceId: '16610000002', uimId: cardNo, workNo: 'A10001' }, fundPoolAgent)).toMatchObject({
      code: 1,
      data: { uimId: cardNo, serviceInstId: 'SI16610000002', serviceKind: 7 },
    });
    expect(await callAsAgent('CHECK_PHONE_VALID', { serviceId: '16610000002', uimId: '89860000000000000000' }, fundPoolAgent)).toMatchObject({
      code: -100,
      msg: '卡号与号码不匹配，请核对后重新输入',
    });
  });
});

describe('CHANEL_CHECK and APP_COMMON_CHECK', () => {
  it("pass for the dealer's own available number, refuse another channel", async () => {
    expect(await callAsAgent('CHANEL_CHECK', { serviceId: '16610000002', workNo: 'A10001' }, fundPoolAgent)).toMatchObject({ code: 1 });
    expect(await callAsAgent('APP_COMMON_CHECK', { serviceId: '16610000002', workNo: 'A10001' }, fundPoolAgent)).toMatchObject({ code: 1 });
    expect(await callAsAgent('CHANEL_CHECK', { serviceId: '16610000002' }, otherDealerAgent)).toMatchObject({
      code: -100,
      msg: '该号码不属于您所在渠道，无法开户',
    });
    expect(await callAsAgent('APP_COMMON_CHECK', { serviceId: '16610000002' }, otherDealerAgent)).toMatchObject({ code: -100 });
  });
});

describe('CHECK_OFFER_NAME', () => {
  it('answers the default offer with sanitised HTML, and the changeable ones for type 1', async () => {
    const body = await callAsAgent('CHECK_OFFER_NAME', { serviceId: '16610000001', type: 2, SystemId: 1 }, fundPoolAgent);
    expect(body).toMatchObject({ code: 1, data: { offer: { prodOfferId: '1354122', sumFee: 5000, ifCheckCard: 1, workNo: 'A10001' }, list: [] } });
    const vno = await callAsAgent('CHECK_OFFER_NAME', { serviceId: '16630000001', type: 1 }, fundPoolAgent);
    expect((vno.data as { list: { prodOfferId: string }[] }).list.map((offer) => offer.prodOfferId)).toEqual(['1399002', '1399003']);
    expect(await callAsAgent('CHECK_OFFER_NAME', { serviceId: '16610000001', type: 5 }, fundPoolAgent)).toMatchObject({ code: -100, msg: '套餐查询类型无效' });
  });
});

describe('ADD_OPEN_CARD_LOCATION and QUERY_OPEN_CARD_LOCATION', () => {
  it('saves one record per card: location 1 and start with a fee, nopay without', async () => {
    const paid = await saveRecord('16610000003', fundPoolAgent);
    expect(paid).toMatchObject({ code: 1, data: { openCardLocation: 1, rechargeFlag: 'start', sumFee: 5000, belongCode: '360', acceptPerson: 'A10001' } });
    const again = await saveRecord('16610000003', fundPoolAgent);
    expect((again.data as { recordNumber: string }).recordNumber).toBe((paid.data as { recordNumber: string }).recordNumber);
    const free = await saveRecord('16610000013', fundPoolAgent, { openCardLocation: 2 });
    expect(free).toMatchObject({ code: 1, data: { openCardLocation: 2, rechargeFlag: 'nopay', sumFee: 0 } });
    const uimId = (paid.data as { uimId: string }).uimId;
    expect(await callAsAgent('QUERY_OPEN_CARD_LOCATION', { uimId }, fundPoolAgent)).toMatchObject({
      code: 1,
      data: { record: { uimId, rechargeFlag: 'start' } },
    });
  });

  it("never shows or changes another dealer's record", async () => {
    const paid = await saveRecord('16610000004', fundPoolAgent);
    const uimId = (paid.data as { uimId: string }).uimId;
    expect(await callAsAgent('QUERY_OPEN_CARD_LOCATION', { uimId }, otherDealerAgent)).toMatchObject({ code: 1, data: { record: null } });
    expect(
      await callAsAgent(
        'ADD_OPEN_CARD_LOCATION',
        { applyEvent: 'OpenCard', uimId, serviceId: '16610000004', prodOfferId: '1354122', openCardLocation: 1 },
        otherDealerAgent,
      ),
    ).toMatchObject({ code: -100, msg: '该号码不属于您所在渠道，无法开户' });
  });

  it('refuses to move past payment unpaid, a foreign offer, and a signature that is not uploaded', async () => {
    const paid = await saveRecord('16610000005', fundPoolAgent);
    const { uimId } = paid.data as { uimId: string };
    expect(
      await callAsAgent(
        'ADD_OPEN_CARD_LOCATION',
        { applyEvent: 'OpenCard', uimId, serviceId: '16610000005', prodOfferId: '1354122', openCardLocation: 2 },
        fundPoolAgent,
      ),
    ).toMatchObject({ code: -100, msg: '请先完成支付' });
    expect(
      await callAsAgent(
        'ADD_OPEN_CARD_LOCATION',
        { applyEvent: 'OpenCard', uimId, serviceId: '16610000005', prodOfferId: '1354262', openCardLocation: 1 },
        fundPoolAgent,
      ),
    ).toMatchObject({ code: -100, msg: '获取套餐异常，请联系管理员' });
    const free = await saveRecord('16610000014', fundPoolAgent, { openCardLocation: 2 });
    const freeUim = (free.data as { uimId: string }).uimId;
    expect(
      await callAsAgent(
        'ADD_OPEN_CARD_LOCATION',
        { applyEvent: 'OpenCard', uimId: freeUim, serviceId: '16610000014', prodOfferId: '1354262', openCardLocation: 4 },
        fundPoolAgent,
      ),
    ).toMatchObject({ code: -100, msg: '电子签名不能为空' });
    expect(
      await callAsAgent(
        'ADD_OPEN_CARD_LOCATION',
        {
          applyEvent: 'OpenCard',
          uimId: freeUim,
          serviceId: '16610000014',
          prodOfferId: '1354262',
          openCardLocation: 4,
          netSignUrl: '/api/gzh/files/not-a-real-upload-id-123',
        },
        fundPoolAgent,
      ),
    ).toMatchObject({ code: -100, msg: '上传文件无效，请重新上传' });
  });

  it('refuses an offer outside the agent system id (non-virtual flow)', async () => {
    expect(await saveRecord('16610000021', fundPoolAgent)).toMatchObject({ code: -100, msg: '该号码套餐异常，请在代理商APP开户' });
    expect(await saveRecord('16610000021', systemFourAgent)).toMatchObject({ code: 1 });
    expect(await saveRecord('16610000001', systemFourAgent)).toMatchObject({ code: -100, msg: '该号码套餐异常，请在代理商APP开户' });
  });

  it('lets the virtual-operator flow pick a changeable package', async () => {
    const { cardNo } = await queryNumber('16630000001', fundPoolAgent);
    const body = await callAsAgent(
      'ADD_OPEN_CARD_LOCATION',
      { applyEvent: 'VnoOpenCard', uimId: cardNo, serviceId: '16630000001', prodOfferId: '1399003', openCardLocation: 1 },
      fundPoolAgent,
    );
    expect(body).toMatchObject({ code: 1, data: { prodOfferId: '1399003', sumFee: 5000, rechargeFlag: 'start' } });
  });
});

describe('DEL_OPEN_CARD_LOCATION', () => {
  it("removes the dealer's open record", async () => {
    const saved = await saveRecord('16610000006', fundPoolAgent);
    const { uimId } = saved.data as { uimId: string };
    await callAsAgent('DEL_OPEN_CARD_LOCATION', { uimId }, otherDealerAgent);
    expect((await callAsAgent('QUERY_OPEN_CARD_LOCATION', { uimId }, fundPoolAgent)).data).toMatchObject({ record: { uimId } });
    expect(await callAsAgent('DEL_OPEN_CARD_LOCATION', { uimId }, fundPoolAgent)).toMatchObject({ code: 1 });
    expect((await callAsAgent('QUERY_OPEN_CARD_LOCATION', { uimId }, fundPoolAgent)).data).toEqual({ record: null });
  });
});

describe('SIGNATURE_UPLOAD and UPLOAD_CARD', () => {
  it('stores images privately for the dealer', async () => {
    const saved = await saveRecord('16610000015', fundPoolAgent, { openCardLocation: 2 });
    const { uimId } = saved.data as { uimId: string };
    const signature = await callAsAgent('SIGNATURE_UPLOAD', { image: PNG_DATA_URL, uimId, workNo: 'A10001' }, fundPoolAgent);
    expect(signature).toMatchObject({ code: 1 });
    const url = (signature.data as { url: string }).url;
    const own = await api.app.inject({ method: 'GET', url, headers: { 'x-agent-token': fundPoolAgent } });
    expect(own.headers['content-type']).toBe('image/png');
    expect((await api.app.inject({ method: 'GET', url, headers: { 'x-agent-token': otherDealerAgent } })).statusCode).toBe(404);
    expect((await api.app.inject({ method: 'GET', url })).json()).toMatchObject({ code: -101 });
    expect(await callAsAgent('UPLOAD_CARD', { image: PNG_DATA_URL, uimId, consent: true }, fundPoolAgent)).toMatchObject({ code: 1 });
  });

  it('refuses non-images and missing records', async () => {
    expect(
      await callAsAgent('UPLOAD_CARD', { image: 'data:text/html;base64,PGI+', uimId: '89860661000000150150', consent: true }, fundPoolAgent),
    ).toMatchObject({ code: -100, msg: '图片格式错误' });
    expect(
      await callAsAgent('UPLOAD_CARD', { image: 'data:image/png;base64,AAAA', uimId: '89860661000000160160', consent: true }, fundPoolAgent),
    ).toMatchObject({ code: -100, msg: '开户时间过长，数据缺失，请重新输入手机号' });
  });
});

describe('GET_PAY_KIND', () => {
  it('answers the dealer payment kind', async () => {
    expect(await callAsAgent('GET_PAY_KIND', { phoneNumber: '16610000001' }, fundPoolAgent)).toMatchObject({ code: 1, data: { payKind: 2 } });
    expect(await callAsAgent('GET_PAY_KIND', { phoneNumber: '16620000001' }, wechatAgent)).toMatchObject({ code: 1, data: { payKind: 1 } });
  });
});

describe('FUND_POOL_RECHARGE', () => {
  it('debits the pool once, with a ledger row, and finishes the record', async () => {
    const saved = await saveRecord('16610000007', fundPoolAgent);
    const { recordNumber, uimId } = saved.data as { recordNumber: string; uimId: string };
    const before = Number((await api.deps.db.select().from(dealers).where(eq(dealers.id, 'D1001')))[0]?.fundPoolFen);
    const paid = await callAsAgent(
      'FUND_POOL_RECHARGE',
      { pay_fee: 5000, work_no: 'A10001', service_id: '16610000007', dealer_id: 'D1001', recordNumber },
      fundPoolAgent,
    );
    expect(paid).toMatchObject({ code: 1, data: { code: 0, outTradeNo: `FP${recordNumber}`, balanceFen: before - 5000 } });
    const retry = await callAsAgent('FUND_POOL_RECHARGE', { service_id: '16610000007', recordNumber }, fundPoolAgent);
    expect(retry).toMatchObject({ code: 1, data: { outTradeNo: `FP${recordNumber}`, balanceFen: before - 5000 } });
    expect((await callAsAgent('QUERY_OPEN_CARD_LOCATION', { uimId }, fundPoolAgent)).data).toMatchObject({
      record: { rechargeFlag: 'finish', openCardLocation: 2 },
    });
    expect(await callAsAgent('QUERY_ORDER_BY_OUT_TRADE_NO', { outTradeNo: `FP${recordNumber}` }, fundPoolAgent)).toMatchObject({
      code: 1,
      data: { isPaid: true, tradeState: 'SUCCESS' },
    });
  });

  it('refuses a wrong fee, no fee, a missing record and a WeChat Pay dealer', async () => {
    const saved = await saveRecord('16610000008', fundPoolAgent);
    const { recordNumber } = saved.data as { recordNumber: string };
    expect(await callAsAgent('FUND_POOL_RECHARGE', { pay_fee: 1, service_id: '16610000008', recordNumber }, fundPoolAgent)).toMatchObject({
      code: -100,
      msg: '支付金额有误，请重新进入支付页面',
    });
    const free = await saveRecord('16610000016', fundPoolAgent, { openCardLocation: 2 });
    expect(
      await callAsAgent('FUND_POOL_RECHARGE', { service_id: '16610000016', recordNumber: (free.data as { recordNumber: string }).recordNumber }, fundPoolAgent),
    ).toMatchObject({ code: -100, msg: '该套餐无需支付' });
    expect(await callAsAgent('FUND_POOL_RECHARGE', { service_id: '16610000008', recordNumber: 'KHMISSING' }, fundPoolAgent)).toMatchObject({
      code: -100,
      msg: '开户数据缺失，请重新输入号码',
    });
    const wechat = await saveRecord('16620000001', wechatAgent);
    expect(
      await callAsAgent('FUND_POOL_RECHARGE', { service_id: '16620000001', recordNumber: (wechat.data as { recordNumber: string }).recordNumber }, wechatAgent),
    ).toMatchObject({ code: -100, msg: '本渠道不支持资金池支付' });
  });

  it('never overspends under concurrent debits', async () => {
    await api.deps.db.update(dealers).set({ fundPoolFen: 12_000 }).where(eq(dealers.id, 'D1001'));
    const phones = ['16610000009', '16610000010', '16610000011', '16610000012'];
    const records = [];
    for (const phone of phones) {
      records.push({ phone, recordNumber: ((await saveRecord(phone, fundPoolAgent)).data as { recordNumber: string }).recordNumber });
    }
    const attempts = records.flatMap((record) => [record, record]);
    const results = await Promise.all(
      attempts.map((record) => callAsAgent('FUND_POOL_RECHARGE', { service_id: record.phone, recordNumber: record.recordNumber }, fundPoolAgent)),
    );
    const paidRecords = new Set(results.flatMap((body, index) => (body.code === 1 ? [attempts[index]?.recordNumber] : [])));
    expect(paidRecords.size).toBe(2);
    expect(results.filter((body) => body.code === -100).every((body) => body.msg === '资金池余额不足，请联系渠道管理员充值')).toBe(true);
    const balance = Number((await api.deps.db.select().from(dealers).where(eq(dealers.id, 'D1001')))[0]?.fundPoolFen);
    expect(balance).toBe(2_000);
    const ledger = await queryRows<{ total: string; count: string }>(
      api.deps.db,
      sql`select coalesce(sum(amount_fen), 0)::text as total, count(*)::text as count from fund_pool_ledger where dealer_id = 'D1001' and record_number in (${sql.join(
        records.map((record) => sql`${record.recordNumber}`),
        sql`, `,
      )})`,
    );
    expect(ledger[0]).toEqual({ total: '-10000', count: '2' });
    await api.deps.db.update(dealers).set({ fundPoolFen: 500_000 }).where(eq(dealers.id, 'D1001'));
  });
});

describe('real-name, sign and submit (GET_URL, GET_BOSS_URL, GET_SIMPLE_OR_CARD_NUM, DO_CHECK_IDENTITY_CODE_BY_WORK_NO, QUERY_SIGN, DO_SUBMIT)', () => {
  it('opens a number end to end; the new number is a subscriber with its package', async () => {
    const record = await prepareOpening('16610000017', fundPoolAgent);
    const { bizId, realNameToken } = await passRealName('16610000017', record.recordNumber, fundPoolAgent);
    const result = await callAsAgent(
      'GET_SIMPLE_OR_CARD_NUM',
      { bizId, token: realNameToken, uimId: record.uimId, serviceId: '16610000017', recordNumber: record.recordNumber, cityName: '广州' },
      fundPoolAgent,
    );
    expect(result).toMatchObject({
      code: 1,
      data: { cardNum: { success: true, confirmName: '王小明', confirmIdcardNumber: '440106199001011234' }, simple: { success: true } },
    });
    expect(await callAsAgent('DO_CHECK_IDENTITY_CODE_BY_WORK_NO', { aceptPerson: 'A10001', identityCode: '440106199001011234' }, fundPoolAgent)).toMatchObject({
      code: 1,
    });
    const submitted = await submit('16610000017', record, bizId, fundPoolAgent);
    expect(submitted).toMatchObject({ code: 1, data: { code: 0, msg: '资料提交成功!!', serviceId: '16610000017' } });
    const subscriber = await api.deps.boss.findSubscriber('16610000017');
    expect(subscriber).toMatchObject({ ownerName: '王小明', packageName: '大王卡19元套餐', status: 'normal' });
    expect((await callAsAgent('QUERY_OPEN_CARD_LOCATION', { uimId: record.uimId }, fundPoolAgent)).data).toEqual({ record: null });
    expect(await callAsAgent('SIM_OR_SERVICE_ID_QUERY', { iccidOrServiceId: '16610000017' }, fundPoolAgent)).toMatchObject({
      code: -100,
      msg: '该号码已开户，请勿重复开户',
    });
  });

  it('puts a finished opening in the review queue with its signature, masked, for one decision', async () => {
    const openings = createOpeningReviewKind(api.deps.secretKey);
    const pending = await openings.listPending(api.deps.db, 100);
    const item = pending.find((entry) => entry.phone === '166****0017');
    expect(item).toMatchObject({ applicantName: '王**' });
    const detail = await openings.readDetail(api.deps.db, item?.id ?? '');
    expect(JSON.stringify(detail)).not.toContain('440106199001011234');
    expect(detail?.attachments.map((attachment) => attachment.label)).toContain('客户签名');
    expect(await openings.readAttachment(api.deps.db, item?.id ?? '', 'signature')).toMatchObject({ mimeType: expect.stringMatching(/^image\//) });
    const decision = { isPassed: false, reason: '人证合照不清晰', staffId: 1, now: new Date() };
    expect(await openings.decide(api.deps.db, item?.id ?? '', decision)).toBe(true);
    expect(await openings.decide(api.deps.db, item?.id ?? '', decision)).toBe(false);
    expect(await openings.readDetail(api.deps.db, item?.id ?? '')).toBeNull();
  });

  it('refuses real-name before payment and signature; GET_BOSS_URL works the same', async () => {
    const saved = await saveRecord('16610000018', fundPoolAgent, { openCardLocation: 2 });
    const { recordNumber } = saved.data as { recordNumber: string };
    expect(await callAsAgent('GET_BOSS_URL', { serviceId: '16610000018', recordNumber, consent: true, returnUrl: '/OpenCard' }, fundPoolAgent)).toMatchObject({
      code: -100,
      msg: '请先完成入网协议签署',
    });
    const unpaid = await saveRecord('16620000002', wechatAgent);
    expect(
      await callAsAgent(
        'GET_URL',
        { serviceId: '16620000002', recordNumber: (unpaid.data as { recordNumber: string }).recordNumber, consent: true, returnUrl: '/OpenCard' },
        wechatAgent,
      ),
    ).toMatchObject({ code: -100, msg: '请先完成支付' });
    expect(
      await callAsAgent('GET_URL', { serviceId: '16610000018', recordNumber, consent: true, returnUrl: 'https://evil.example' }, fundPoolAgent),
    ).toMatchObject({ code: -100, msg: '返回地址无效' });
  });

  it('reports a failed face check and refuses to submit it', async () => {
    const record = await prepareOpening('16610000019', fundPoolAgent);
    const { bizId } = await passRealName('16610000019', record.recordNumber, fundPoolAgent, 'face_failed');
    const result = await callAsAgent(
      'GET_SIMPLE_OR_CARD_NUM',
      { bizId, uimId: record.uimId, serviceId: '16610000019', recordNumber: record.recordNumber },
      fundPoolAgent,
    );
    expect(result).toMatchObject({ code: 1, data: { cardNum: { success: true }, simple: { success: false } } });
    expect(await submit('16610000019', record, bizId, fundPoolAgent)).toMatchObject({ code: -100, msg: '人脸核验失败，请继续实名' });
    expect(
      await callAsAgent(
        'GET_SIMPLE_OR_CARD_NUM',
        { bizId, uimId: record.uimId, serviceId: '16610000019', recordNumber: record.recordNumber },
        otherDealerAgent,
      ),
    ).toMatchObject({ code: -100 });
  });

  it('answers pending before the customer finishes, and -2 for a record that is gone', async () => {
    const record = await prepareOpening('16610000020', fundPoolAgent);
    const started = await callAsAgent(
      'GET_URL',
      { serviceId: '16610000020', recordNumber: record.recordNumber, consent: true, returnUrl: '/OpenCard' },
      fundPoolAgent,
    );
    const bizId = (started.data as { biz_no: string }).biz_no;
    expect(
      await callAsAgent('GET_SIMPLE_OR_CARD_NUM', { bizId, uimId: record.uimId, serviceId: '16610000020', recordNumber: record.recordNumber }, fundPoolAgent),
    ).toMatchObject({ code: -100, msg: '实名认证尚未完成，请完成实名认证' });
    expect(await submit('16610000020', { uimId: record.uimId, recordNumber: 'KHGONE' }, bizId, fundPoolAgent)).toMatchObject({
      code: -2,
      msg: '开户时间过长，数据缺失，请重新输入手机号',
    });
  });

  it('refuses a forged sign and a sixth number for one ID', async () => {
    expect(await callAsAgent('QUERY_SIGN', { serviceId: '16610000020' }, fundPoolAgent)).toMatchObject({ code: 1 });
    const forged = await callAsAgent(
      'DO_SUBMIT',
      {
        uimId: '89860661000000200200',
        serviceId: '16610000020',
        recordNumber: 'KHX',
        bizId: 'RNX',
        identityKind: '1',
        sign: 'forged',
        timestamp: String(Date.now()),
        customerName: '王小明',
        identityCode: '440106199001011234',
      },
      fundPoolAgent,
    );
    expect(forged.code).toBe(-2);
    expect(await callAsAgent('DO_CHECK_IDENTITY_CODE_BY_WORK_NO', { identityCode: '4401' }, fundPoolAgent)).toMatchObject({
      code: -100,
      msg: '请输入正确的身份证号',
    });
  });
});

describe('WX_PAY and QUERY_ORDER_BY_OUT_TRADE_NO', () => {
  async function payAtCashier(cashierUrl: string, result: 'SUCCESS' | 'PAYERROR') {
    const ref = new URL(cashierUrl, 'http://test').searchParams.get('ref') ?? '';
    expect((await api.app.inject({ method: 'GET', url: cashierUrl })).body).toContain('确认支付');
    return api.app.inject({ method: 'POST', url: '/sandbox/pay/decide', payload: { ref, result } });
  }

  it('creates a cashier order; the signed notification finishes the record once', async () => {
    const saved = await saveRecord('16620000003', wechatAgent);
    const { recordNumber, uimId } = saved.data as { recordNumber: string; uimId: string };
    const order = await callAsAgent('WX_PAY', { phone: '16620000003', amount: 10000, recordNumber, returnUrl: '/WxQuery' }, wechatAgent);
    expect(order).toMatchObject({ code: 1, data: { code: 1 } });
    const { outTradeNo, form } = order.data as { outTradeNo: string; form: string };
    expect(await callAsAgent('QUERY_ORDER_BY_OUT_TRADE_NO', { outTradeNo }, wechatAgent)).toMatchObject({ data: { isPaid: false, tradeState: 'NOTPAY' } });
    const again = await callAsAgent('WX_PAY', { phone: '16620000003', recordNumber }, wechatAgent);
    expect((again.data as { outTradeNo: string }).outTradeNo).toBe(outTradeNo);
    const back = await payAtCashier(form, 'SUCCESS');
    expect(back.headers.location).toBe('/WxQuery');
    expect(await callAsAgent('QUERY_ORDER_BY_OUT_TRADE_NO', { outTradeNo }, wechatAgent)).toMatchObject({
      code: 1,
      data: { isPaid: true, tradeState: 'SUCCESS' },
    });
    expect((await callAsAgent('QUERY_OPEN_CARD_LOCATION', { uimId }, wechatAgent)).data).toMatchObject({
      record: { rechargeFlag: 'finish', openCardLocation: 2, outTradeNo },
    });
    expect(await callAsAgent('WX_PAY', { phone: '16620000003', recordNumber }, wechatAgent)).toMatchObject({ code: 1, data: { code: 2, outTradeNo } });
    expect(await callAsAgent('QUERY_ORDER_BY_OUT_TRADE_NO', { outTradeNo }, fundPoolAgent)).toMatchObject({ code: -100, msg: '订单不存在' });
  });

  it('makes a new order after a failed payment', async () => {
    const saved = await saveRecord('16620000004', wechatAgent);
    const { recordNumber } = saved.data as { recordNumber: string };
    const first = (await callAsAgent('WX_PAY', { phone: '16620000004', recordNumber }, wechatAgent)).data as { outTradeNo: string; form: string };
    await payAtCashier(first.form, 'PAYERROR');
    expect(await callAsAgent('QUERY_ORDER_BY_OUT_TRADE_NO', { outTradeNo: first.outTradeNo }, wechatAgent)).toMatchObject({
      data: { isPaid: false, tradeState: 'PAYERROR' },
    });
    const second = (await callAsAgent('WX_PAY', { phone: '16620000004', recordNumber }, wechatAgent)).data as { outTradeNo: string };
    expect(second.outTradeNo).not.toBe(first.outTradeNo);
  });

  it('refuses a fund-pool dealer, a wrong amount and a missing record', async () => {
    const saved = await saveRecord('16610000022', systemFourAgent);
    expect(
      await callAsAgent('WX_PAY', { phone: '16610000022', recordNumber: (saved.data as { recordNumber: string }).recordNumber }, systemFourAgent),
    ).toMatchObject({ code: -100, msg: '本渠道不支持微信支付' });
    const wechat = await saveRecord('16620000005', wechatAgent);
    expect(
      await callAsAgent('WX_PAY', { phone: '16620000005', amount: 1, recordNumber: (wechat.data as { recordNumber: string }).recordNumber }, wechatAgent),
    ).toMatchObject({ code: -100, msg: '支付金额有误，请重新进入支付页面' });
    expect(await callAsAgent('WX_PAY', { phone: '16620000005', recordNumber: 'KHNONE' }, wechatAgent)).toMatchObject({
      code: -100,
      msg: '开户数据缺失，请重新输入号码',
    });
    expect(await callAsAgent('QUERY_ORDER_BY_OUT_TRADE_NO', { outTradeNo: 'NOPE' }, wechatAgent)).toMatchObject({ code: -100, msg: '订单不存在' });
  });
});

describe('ALI_PAY, QUERY_ALI_PAY, GET_KEY', () => {
  it('answer as documented', async () => {
    expect(await callAsAgent('ALI_PAY', {}, wechatAgent)).toMatchObject({ code: -100, msg: '暂不支持支付宝支付' });
    expect(await callAsAgent('QUERY_ALI_PAY', {}, wechatAgent)).toMatchObject({ code: -100, msg: '暂不支持支付宝支付' });
    expect(await callAsAgent('GET_KEY', {}, wechatAgent)).toMatchObject({ code: 1, data: { key: '' } });
  });
});

describe('GET_ONLINE_SALE_RESOURCE and GET_ONLINE_SALE_RESOURCE_ID_CARD', () => {
  it('looks up a scanned record id for its own dealer only', async () => {
    expect(await callAsAgent('GET_ONLINE_SALE_RESOURCE', { id: 'VR10010002' }, fundPoolAgent)).toMatchObject({
      code: 1,
      data: { serviceId: '16630000002', workNo: 'A10001' },
    });
    expect(await callAsAgent('GET_ONLINE_SALE_RESOURCE', { id: 'VR10010002' }, otherDealerAgent)).toMatchObject({
      code: -100,
      msg: '数据缺失，请重新打开链接',
    });
    expect(await callAsAgent('GET_ONLINE_SALE_RESOURCE', { id: '' }, fundPoolAgent)).toMatchObject({ code: -100, msg: '请填写开户记录编号' });
  });

  it('checks the customer identity', async () => {
    expect(
      await callAsAgent(
        'GET_ONLINE_SALE_RESOURCE_ID_CARD',
        { serviceId: '16630000002', customerName: '王小明', identityCode: '440106199001011234' },
        fundPoolAgent,
      ),
    ).toMatchObject({ code: 1 });
    expect(
      await callAsAgent('GET_ONLINE_SALE_RESOURCE_ID_CARD', { serviceId: '16630000002', customerName: '', identityCode: '440106199001011234' }, fundPoolAgent),
    ).toMatchObject({ code: -100, msg: '请填写姓名' });
  });
});

it('keeps records keyed by card id', async () => {
  const rows = await api.deps.db.select({ uimId: openCardRecords.uimId }).from(openCardRecords);
  expect(new Set(rows.map((row) => row.uimId)).size).toBe(rows.length);
});
