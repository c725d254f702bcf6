import type { Envelope } from '@hall/contract/codes';
import type { OperationName } from '@hall/contract/endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCardRecords } from '../../db/schema.ts';
import { callAsAgent as callAgentOperation } from '../../test/agents.ts';
import { PNG_DATA_URL } from '../../test/images.ts';
import type { TestApp } from '../../test/test-app.ts';
import { passRealName, prepareOpening, queryNumber, saveRecord, startWithDemoAgents, submitOpening } from './agent-test-steps.ts';
import { createOpeningReviewKind } from './opening.review-kind.ts';

let api: TestApp;
let fundPoolAgent: string;
let wechatAgent: string;
let systemFourAgent: string;
let otherDealerAgent: string;

/** Calls an agent operation with the agent session in its header. */
function callAsAgent(name: OperationName, payload: Record<string, unknown>, agentToken?: string): Promise<Envelope> {
  return callAgentOperation(api, name, payload, agentToken);
}

beforeAll(async () => {
  ({ api, fundPoolAgent, wechatAgent, systemFourAgent } = await startWithDemoAgents());
  otherDealerAgent = wechatAgent;
});
afterAll(() => api.close());

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
    const { cardNo } = await queryNumber(api, '16610000002', fundPoolAgent);
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
    const { cardNo } = await queryNumber(api, '16610000002', fundPoolAgent);
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
    const paid = await saveRecord(api, '16610000003', fundPoolAgent);
    expect(paid).toMatchObject({ code: 1, data: { openCardLocation: 1, rechargeFlag: 'start', sumFee: 5000, belongCode: '360', acceptPerson: 'A10001' } });
    const again = await saveRecord(api, '16610000003', fundPoolAgent);
    expect((again.data as { recordNumber: string }).recordNumber).toBe((paid.data as { recordNumber: string }).recordNumber);
    const free = await saveRecord(api, '16610000013', fundPoolAgent, { openCardLocation: 2 });
    expect(free).toMatchObject({ code: 1, data: { openCardLocation: 2, rechargeFlag: 'nopay', sumFee: 0 } });
    const uimId = (paid.data as { uimId: string }).uimId;
    expect(await callAsAgent('QUERY_OPEN_CARD_LOCATION', { uimId }, fundPoolAgent)).toMatchObject({
      code: 1,
      data: { record: { uimId, rechargeFlag: 'start' } },
    });
  });

  it("never shows or changes another dealer's record", async () => {
    const paid = await saveRecord(api, '16610000004', fundPoolAgent);
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
    const paid = await saveRecord(api, '16610000005', fundPoolAgent);
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
    const free = await saveRecord(api, '16610000014', fundPoolAgent, { openCardLocation: 2 });
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
    expect(await saveRecord(api, '16610000021', fundPoolAgent)).toMatchObject({ code: -100, msg: '该号码套餐异常，请在代理商APP开户' });
    expect(await saveRecord(api, '16610000021', systemFourAgent)).toMatchObject({ code: 1 });
    expect(await saveRecord(api, '16610000001', systemFourAgent)).toMatchObject({ code: -100, msg: '该号码套餐异常，请在代理商APP开户' });
  });

  it('decides the system-id offer permission from the agent and the offer, whatever applyEvent says', async () => {
    for (const applyEvent of ['VnoOpenCard', 'OnlineOpenCard', 'OpenCard']) {
      expect(await saveRecord(api, '16610000022', fundPoolAgent, { applyEvent })).toMatchObject({ code: -100, msg: '该号码套餐异常，请在代理商APP开户' });
    }
    const { cardNo } = await queryNumber(api, '16610000001', systemFourAgent);
    expect(
      await callAsAgent(
        'ADD_OPEN_CARD_LOCATION',
        { applyEvent: 'VnoOpenCard', uimId: cardNo, serviceId: '16610000001', prodOfferId: '1354122', openCardLocation: 1 },
        systemFourAgent,
      ),
    ).toMatchObject({ code: -100, msg: '该号码套餐异常，请在代理商APP开户' });
    // A virtual-operator number is open to the agents of every system, from either page.
    expect(await saveRecord(api, '16630000003', systemFourAgent, { applyEvent: 'OpenCard' })).toMatchObject({ code: 1, data: { prodOfferId: '1399001' } });
  });

  it("takes the record's city code from the server's IP lookup, never from the browser", async () => {
    const saved = await saveRecord(api, '16610000007', fundPoolAgent, { cityCode: '999' });
    expect(saved).toMatchObject({ code: 1, data: { cityCode: '200' } });
    const again = await saveRecord(api, '16610000007', fundPoolAgent, { cityCode: '100' });
    expect(again).toMatchObject({ code: 1, data: { cityCode: '200' } });
  });

  it('lets the virtual-operator flow pick a changeable package', async () => {
    const { cardNo } = await queryNumber(api, '16630000001', fundPoolAgent);
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
    const saved = await saveRecord(api, '16610000006', fundPoolAgent);
    const { uimId } = saved.data as { uimId: string };
    await callAsAgent('DEL_OPEN_CARD_LOCATION', { uimId }, otherDealerAgent);
    expect((await callAsAgent('QUERY_OPEN_CARD_LOCATION', { uimId }, fundPoolAgent)).data).toMatchObject({ record: { uimId } });
    expect(await callAsAgent('DEL_OPEN_CARD_LOCATION', { uimId }, fundPoolAgent)).toMatchObject({ code: 1 });
    expect((await callAsAgent('QUERY_OPEN_CARD_LOCATION', { uimId }, fundPoolAgent)).data).toEqual({ record: null });
  });
});

describe('SIGNATURE_UPLOAD and UPLOAD_CARD', () => {
  it('stores images privately for the dealer', async () => {
    const saved = await saveRecord(api, '16610000015', fundPoolAgent, { openCardLocation: 2 });
    const { uimId } = saved.data as { uimId: string };
    const signature = await callAsAgent('SIGNATURE_UPLOAD', { image: PNG_DATA_URL, uimId, workNo: 'A10001', agreementVersion: 1 }, fundPoolAgent);
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

describe('real-name, sign and submit (GET_URL, GET_BOSS_URL, GET_SIMPLE_OR_CARD_NUM, DO_CHECK_IDENTITY_CODE_BY_WORK_NO, QUERY_SIGN, DO_SUBMIT)', () => {
  it('opens a number end to end; the new number is a subscriber with its package', async () => {
    const record = await prepareOpening(api, '16610000017', fundPoolAgent);
    const { bizId, realNameToken } = await passRealName(api, '16610000017', record.recordNumber, fundPoolAgent);
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
    const submitted = await submitOpening(api, '16610000017', record, bizId, fundPoolAgent);
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
    const decision = { isPassed: false, reason: '人证合照不清晰', staffId: 1, now: new Date(), fields: {} };
    expect(await openings.decide(api.deps.db, item?.id ?? '', decision)).toBe(true);
    expect(await openings.decide(api.deps.db, item?.id ?? '', decision)).toBe(false);
    expect(await openings.readDetail(api.deps.db, item?.id ?? '')).toBeNull();
  });

  it('refuses real-name before payment and signature; GET_BOSS_URL works the same', async () => {
    const saved = await saveRecord(api, '16610000018', fundPoolAgent, { openCardLocation: 2 });
    const { recordNumber } = saved.data as { recordNumber: string };
    expect(await callAsAgent('GET_BOSS_URL', { serviceId: '16610000018', recordNumber, consent: true, returnUrl: '/OpenCard' }, fundPoolAgent)).toMatchObject({
      code: -100,
      msg: '请先完成入网协议签署',
    });
    const unpaid = await saveRecord(api, '16620000002', wechatAgent);
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
    const record = await prepareOpening(api, '16610000019', fundPoolAgent);
    const { bizId } = await passRealName(api, '16610000019', record.recordNumber, fundPoolAgent, 'face_failed');
    const result = await callAsAgent(
      'GET_SIMPLE_OR_CARD_NUM',
      { bizId, uimId: record.uimId, serviceId: '16610000019', recordNumber: record.recordNumber },
      fundPoolAgent,
    );
    expect(result).toMatchObject({ code: 1, data: { cardNum: { success: true }, simple: { success: false } } });
    expect(await submitOpening(api, '16610000019', record, bizId, fundPoolAgent)).toMatchObject({ code: -100, msg: '人脸核验失败，请继续实名' });
    expect(
      await callAsAgent(
        'GET_SIMPLE_OR_CARD_NUM',
        { bizId, uimId: record.uimId, serviceId: '16610000019', recordNumber: record.recordNumber },
        otherDealerAgent,
      ),
    ).toMatchObject({ code: -100 });
  });

  it('answers pending before the customer finishes, and -2 for a record that is gone', async () => {
    const record = await prepareOpening(api, '16610000020', fundPoolAgent);
    const started = await callAsAgent(
      'GET_URL',
      { serviceId: '16610000020', recordNumber: record.recordNumber, consent: true, returnUrl: '/OpenCard' },
      fundPoolAgent,
    );
    const bizId = (started.data as { biz_no: string }).biz_no;
    expect(
      await callAsAgent('GET_SIMPLE_OR_CARD_NUM', { bizId, uimId: record.uimId, serviceId: '16610000020', recordNumber: record.recordNumber }, fundPoolAgent),
    ).toMatchObject({ code: -100, msg: '实名认证尚未完成，请完成实名认证' });
    expect(await submitOpening(api, '16610000020', { uimId: record.uimId, recordNumber: 'KHGONE' }, bizId, fundPoolAgent)).toMatchObject({
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
    expect(await callAsAgent('DO_CHECK_IDENTITY_CODE_BY_WORK_NO', { aceptPerson: 'A10001', identityCode: '4401' }, fundPoolAgent)).toMatchObject({
      code: -100,
      msg: '请输入正确的身份证号',
    });
  });
});

describe('DO_CHECK_IDENTITY_CODE_BY_WORK_NO', () => {
  it('checks the work number it is given: the accepting agent is the logged-in one', async () => {
    const identityCode = '440106199001011234';
    expect(await callAsAgent('DO_CHECK_IDENTITY_CODE_BY_WORK_NO', { aceptPerson: 'A10001', identityCode }, fundPoolAgent)).toMatchObject({ code: 1 });
    expect(await callAsAgent('DO_CHECK_IDENTITY_CODE_BY_WORK_NO', { aceptPerson: 'A20001', identityCode }, fundPoolAgent)).toMatchObject({
      code: -100,
      msg: '受理工号与当前登录工号不一致，请重新登录后办理',
    });
    expect(await callAsAgent('DO_CHECK_IDENTITY_CODE_BY_WORK_NO', { identityCode }, fundPoolAgent)).toMatchObject({ code: -100, msg: '受理工号不能为空' });
  });
});

describe('GET_KEY', () => {
  it('answers as documented', async () => {
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

  it('checks the number it is given: only a number of the agent’s own dealer', async () => {
    const customer = { customerName: '王小明', identityCode: '440106199001011234' };
    expect(await callAsAgent('GET_ONLINE_SALE_RESOURCE_ID_CARD', { serviceId: '16630000002', ...customer }, otherDealerAgent)).toMatchObject({
      code: -100,
      msg: '该号码不属于您所在渠道，无法开户',
    });
    expect(await callAsAgent('GET_ONLINE_SALE_RESOURCE_ID_CARD', { serviceId: '13900000000', ...customer }, fundPoolAgent)).toMatchObject({
      code: -100,
      msg: '未查询到该号码，请核对后重新输入',
    });
  });

  it('checks the name it is given against the identity’s registered owner', async () => {
    // 110105199003071234 holds numbers registered to 张伟.
    const number = { serviceId: '16630000002', identityCode: '110105199003071234' };
    expect(await callAsAgent('GET_ONLINE_SALE_RESOURCE_ID_CARD', { ...number, customerName: '李四' }, fundPoolAgent)).toMatchObject({
      code: -100,
      msg: '客户姓名与证件号码不一致，请核对后重新输入',
    });
    expect(await callAsAgent('GET_ONLINE_SALE_RESOURCE_ID_CARD', { ...number, customerName: '张伟' }, fundPoolAgent)).toMatchObject({ code: 1 });
  });
});

it('keeps records keyed by card id', async () => {
  const rows = await api.deps.db.select({ uimId: openCardRecords.uimId }).from(openCardRecords);
  expect(new Set(rows.map((row) => row.uimId)).size).toBe(rows.length);
});
