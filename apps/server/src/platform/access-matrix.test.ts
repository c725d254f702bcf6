import { formatChinaDate, formatChinaMonth } from '@hall/contract/china-time';
import type { Envelope } from '@hall/contract/codes';
import { endpoints, OPERATION_NAMES, type OperationName } from '@hall/contract/endpoints';
import type { Endpoint } from '@hall/contract/operation';
import { schemas } from '@hall/contract/schemas';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setAgentRole } from '../domain/dealer-accounts.ts';
import { agents, agentUploads, auditLog, commissionLedger, commissionRules, dealers, invoiceTitles, openCardRecords } from '../db/schema.ts';
import { callAsAgent, logInAgent, openRecord, saveRealNameStep } from '../test/agents.ts';
import { finishFaceCheck } from '../test/face-check.ts';
import { consoleHeaders } from '../test/staff-session.ts';
import { JPEG_DATA_URL, PNG_DATA_URL } from '../test/images.ts';
import { createTestApp, DemoUser, TEST_STAFF_PASSWORD, type TestApp } from '../test/test-app.ts';

// The access matrix:
// - a subscriber token opens no agent or staff operation, an agent session no subscriber or staff
//   operation, a console session no subscriber or agent operation (walked over the whole contract);
// - member A using member B's ids (orders, invoices, bills, identity checks, applications, posts
//   of "mine", titles) gets an error and none of B's data;
// - an agent of dealer Y touching dealer X's open-card records, uploads, payments and checks gets
//   an error (or an empty answer) and none of X's data, and X's records stay as they were.
// Every operation that takes an id is either in the matrix or listed with the reason it is open.

let api: TestApp;

const B = { phone: '17012340001', name: '张伟', idNumber: '110105199003071234', email: 'b-private-mailbox@example.com', title: '张伟私人咨询有限公司' };
/** A second number member A binds, to walk the matrix again with it active. */
const A_SECOND_PHONE = '17012340002';
/** Whom B called (详单), masked in B's detail as 135****7777. */
const B_CALLED = '13566667777';
const B_POST = '张伟的留言：只有我自己在“我的”里看到它';
/** A caller B's call protection blocks (B's own listing, shown whole to B only). */
const B_BLOCKED_CALLER = '13977776666';

interface Fixtures {
  memberA: string;
  memberB: string;
  agentX: string;
  agentY: string;
  staffCookie: string;
  rechargeOutTradeNo: string;
  serviceOrderOid: string;
  invoiceMonthId: string;
  freeInvoiceMonthId: string;
  oldInvoiceMonthId: string;
  titleId: string;
  cardLookupBizNo: string;
  cancelBizNo: string;
  postId: number;
  /** B's copy of their personal information, waiting for its one download. */
  copyId: number;
  xRecord: { uimId: string; recordNumber: string; serviceId: string };
  xFundPoolOutTradeNo: string;
  xFileUrl: string;
  xRealNameBizId: string;
  xSecondPhone: string;
  /** The code of a number dealer X's agent reserved for a customer. */
  xReservationCode: string;
  /** B among the members holding B's number (NUMBER_HOLDERS). */
  bHolderRef: string;
}

let fixtures: Fixtures;

async function sendCode(token: string, phone: string, type: string): Promise<string> {
  api.advanceSeconds(61);
  const sent = await api.call('SEND_SMS_CODE', { mobilePhone: phone, type }, token);
  expect(sent, sent.msg).toMatchObject({ code: 1 });
  return api.readLatestSmsCode(phone);
}

async function logInStaff(): Promise<string> {
  const response = await api.app.inject({ method: 'POST', url: endpoints.CONSOLE_LOGIN.path, payload: { username: 'admin', password: TEST_STAFF_PASSWORD } });
  expect(response.json<Envelope>().code).toBe(1);
  return String(response.headers['set-cookie'] ?? '').split(';')[0] ?? '';
}

/** Member B's data, made through the API as B would. */
async function createMemberBData(memberB: string) {
  const recharge = await api.call('ADD_ORDERS', { productId: 'DAY_500M' }, memberB);
  const rechargeOutTradeNo = (recharge.data as { outTradeNo: string }).outTradeNo;
  expect((await api.call('PAY', { outTradeNo: rechargeOutTradeNo }, memberB)).code).toBe(1);
  // A service order of B's number (/orderQuery): B orders the SMS do-not-disturb service.
  expect((await api.call('SMSREGISTER', { serviceid: B.phone, regflag: '01' }, memberB)).code).toBe(1);
  const serviceOrders = (await api.call('ORDER_QUERY', {}, memberB)).data as { list: { oid: string }[] };

  // Monthly invoices: B verifies the number, issues one month, keeps a company title.
  const checkCode = await sendCode(memberB, B.phone, '08');
  expect((await api.call('NEW_CHECKCODE', { service_id: B.phone, code: checkCode }, memberB)).code).toBe(1);
  const months = ((await api.call('NEW_INVOICE_LIST', { service_id: B.phone }, memberB)).data as { list: { id: string; status: number }[] }).list;
  const [invoiceMonth, freeMonth] = months.filter((month) => month.status === 0);
  expect(invoiceMonth && freeMonth).toBeTruthy();
  const sent = await api.call('NEW_SEND_INVOICE', { ids: invoiceMonth?.id, type: 0, email: B.email }, memberB);
  expect(sent, sent.msg).toMatchObject({ code: 1 });
  const title = await api.call('NEW_ADD_INVOICEUSER', { userId: B.phone, name: B.title, tin: '91110105MA01PRIV9X' }, memberB);
  expect(title, title.msg).toMatchObject({ code: 1 });

  // The old form flow: an invoice over another month, with ID photos.
  const oldList = (await api.call('INVOICE_LIST', {}, memberB)).data as { notInvoice: { id: string }[] };
  const oldMonth = oldList.notInvoice.find((month) => month.id !== freeMonth?.id);
  const oldCode = await sendCode(memberB, B.phone, '02');
  const submitted = await api.call(
    'SUBMIT_INVOICE',
    {
      invoiceId: oldMonth?.id,
      mobilePhone: B.phone,
      code: oldCode,
      invoiceType: 1,
      consent: true,
      title: B.name,
      name: B.name,
      telephone: '13800138000',
      email: B.email,
      idCardFront: JPEG_DATA_URL,
      idCardBack: PNG_DATA_URL,
    },
    memberB,
  );
  expect(submitted, submitted.msg).toMatchObject({ code: 1 });

  // A passed card-lookup check, and a passed cancellation check (its form not yet sent).
  const lookup = await api.call('QUERY_PHONE', { idCardNumber: B.idNumber.slice(-6), name: B.name, consent: true, returnUrl: '/card' }, memberB);
  const lookupCheck = lookup.data as { biz_no: string; url: string };
  await finishFaceCheck(api, lookupCheck.url);
  const cancel = await api.call('CLOSE_ACCONT', { mobilePhone: B.phone, idCard: B.idNumber, name: B.name, consent: true, returnUrl: '/cancelForm' }, memberB);
  const cancelCheck = cancel.data as { biz_no: string; url: string };
  await finishFaceCheck(api, cancelCheck.url);

  const post = await api.call('sub_content', { content: B_POST }, memberB);
  // A gift of credit from B's number (转赠): in B's records, never in another member's.
  const giftCode = await sendCode(memberB, B.phone, '11');
  const gift = await api.call('GIFT_CONFIRM', { kind: 'credit', receiverPhone: '17012340008', amount: 1000, code: giftCode }, memberB);
  expect(gift, gift.msg).toMatchObject({ code: 1 });
  // A usage alert on B's number that alerts at once (balance below ¥1000): in B's list and history only.
  const alert = await api.call('USAGE_ALERT_SAVE', { kind: 'balance', threshold: 100_000, isEnabled: true }, memberB);
  expect(alert, alert.msg).toMatchObject({ code: 1 });
  // B's auto top-up rules and the contract B is signing (自动充值): B's own, never another member's.
  expect(await api.call('AUTO_TOP_UP_SAVE', { thresholdFen: 5000, amountFen: 2000, monthlyLimit: 3 }, memberB)).toMatchObject({ code: 1 });
  expect(await api.call('AUTO_TOP_UP_SIGN', {}, memberB)).toMatchObject({ code: 1 });
  // A call of B's number in its detail (详单), which B opened with the type 12 code.
  await api.deps.boss.recordUsage([
    { eventId: 'matrix:b-call', phone: B.phone, occurredAt: new Date(api.deps.now().getTime() - 60_000), kind: 'voice_out', otherParty: B_CALLED, seconds: 42 },
  ]);
  const detailCode = await sendCode(memberB, B.phone, '12');
  expect(await api.call('USAGE_DETAIL_UNLOCK', { checkBy: 'sms', code: detailCode }, memberB)).toMatchObject({ code: 1 });
  // A copy of B's personal information (获取副本), kept for B's one download.
  const copyCode = await sendCode(memberB, B.phone, '13');
  const copy = await api.call('PERSONAL_INFO_COPY_REQUEST', { code: copyCode, delivery: 'download' }, memberB);
  expect(copy, copy.msg).toMatchObject({ code: 1, data: { state: 'downloadable' } });
  // Call protection (骚扰拦截) of B's number, and a call it intercepted: B's only.
  const protection = await api.call('CALL_PROTECTION_SAVE', { enabled: true, numbers: [B_BLOCKED_CALLER], categories: ['fraud'] }, memberB);
  expect(protection, protection.msg).toMatchObject({ code: 1 });
  const call = { eventId: 'matrix:b:call', phone: B.phone, occurredAt: api.deps.now(), kind: 'voice_in' as const, otherParty: B_BLOCKED_CALLER, seconds: 60 };
  expect(await api.deps.boss.recordUsage([call])).toMatchObject({ intercepted: 1 });
  return {
    rechargeOutTradeNo,
    serviceOrderOid: serviceOrders.list[0]?.oid ?? '',
    invoiceMonthId: invoiceMonth?.id ?? '',
    freeInvoiceMonthId: freeMonth?.id ?? '',
    oldInvoiceMonthId: oldMonth?.id ?? '',
    titleId: (title.data as { id: string }).id,
    cardLookupBizNo: lookupCheck.biz_no,
    cancelBizNo: cancelCheck.biz_no,
    postId: (post.data as { id: number }).id,
    copyId: (copy.data as { id: number }).id,
  };
}

/** Dealer X's opening: a paid record with a signature, and a started real-name check. */
async function createDealerXData(agentX: string) {
  const xRecord = await openRecord(api, agentX, '16610000004');
  const paid = await callAsAgent(
    api,
    'FUND_POOL_RECHARGE',
    { service_id: xRecord.serviceId, recordNumber: xRecord.recordNumber, pay_fee: xRecord.sumFee },
    agentX,
  );
  expect(paid, paid.msg).toMatchObject({ code: 1 });
  const signature = await callAsAgent(api, 'SIGNATURE_UPLOAD', { image: PNG_DATA_URL, uimId: xRecord.uimId, agreementVersion: 1 }, agentX);
  const photo = await callAsAgent(api, 'UPLOAD_CARD', { image: JPEG_DATA_URL, uimId: xRecord.uimId, consent: true }, agentX);
  const saved = await saveRealNameStep(api, agentX, xRecord, {
    netSignUrl: (signature.data as { url: string }).url,
    togetherUrl: (photo.data as { url: string }).url,
  });
  expect(saved, saved.msg).toMatchObject({ code: 1 });
  const realName = await callAsAgent(
    api,
    'GET_URL',
    { serviceId: xRecord.serviceId, recordNumber: xRecord.recordNumber, consent: true, returnUrl: '/OpenCard' },
    agentX,
  );
  expect(realName, realName.msg).toMatchObject({ code: 1 });
  const reserved = await callAsAgent(api, 'AGENT_STOCK_RESERVE', { serviceId: '16610000007' }, agentX);
  expect(reserved, reserved.msg).toMatchObject({ code: 1 });
  return {
    xReservationCode: (reserved.data as { code: string }).code,
    xRecord,
    xFundPoolOutTradeNo: (paid.data as { outTradeNo: string }).outTradeNo,
    xFileUrl: (signature.data as { url: string }).url,
    xRealNameBizId: (realName.data as { biz_no: string }).biz_no,
    xSecondPhone: '16610000006',
  };
}

beforeAll(async () => {
  // Limits off: each operation is called far more often than a person would (rate-limits.test.ts covers them).
  api = await createTestApp({ RATE_LIMITS_ENABLED: 'false' });
  const memberA = await api.logInAs(DemoUser.BOUND_OWING);
  const memberB = await api.logInAs(DemoUser.BOUND_NORMAL);
  const agentX = await logInAgent(api, 'A10001');
  const agentY = await logInAgent(api, 'B20001');
  fixtures = {
    memberA,
    memberB,
    agentX,
    agentY,
    staffCookie: await logInStaff(),
    ...(await createMemberBData(memberB)),
    ...(await createDealerXData(agentX)),
    bHolderRef: ((await api.call('NUMBER_HOLDERS', {}, memberB)).data as { holders: { holderRef: string }[] }).holders[0]?.holderRef ?? '',
  };
}, 120_000);
afterAll(() => api.close());

/** Sends an operation with every credential a kind of caller could carry, in every place it could go. */
async function callWith(name: OperationName, payload: Record<string, unknown>, credentials: { member?: string; agent?: string; staffCookie?: string }) {
  const endpoint: Endpoint = endpoints[name];
  const headers: Record<string, string> = {};
  const body: Record<string, unknown> = { ...payload };
  if (credentials.member) {
    headers['x-token'] = credentials.member;
    headers.authorization = `Bearer ${credentials.member}`;
    body.token = credentials.member;
  }
  if (credentials.agent) {
    headers['x-agent-token'] = credentials.agent;
  }
  if (credentials.staffCookie) {
    headers.cookie = credentials.staffCookie;
  }
  // Every call comes from this app's pages, as a browser's would (staff operations refuse another origin).
  headers.origin = new URL(api.deps.config.PUBLIC_URL).origin;
  const response =
    endpoint.method === 'GET'
      ? await api.app.inject({ method: 'GET', url: endpoint.path, query: body as Record<string, string>, headers })
      : await api.app.inject({ method: 'POST', url: endpoint.path, payload: body, headers });
  return response.json<Envelope>();
}

const operationsOf = (...access: Endpoint['access'][]) => OPERATION_NAMES.filter((name) => access.includes((endpoints[name] as Endpoint).access));

describe('credentials open only the operations of their kind', () => {
  it('a subscriber token opens no agent and no staff operation', async () => {
    for (const name of operationsOf('agent', 'staff')) {
      const reply = await callWith(name, {}, { member: fixtures.memberB });
      expect(reply, name).toMatchObject({ code: -101 });
      expect(reply.data, name).toBeUndefined();
    }
  });

  it('an agent session opens no subscriber and no staff operation', async () => {
    for (const name of operationsOf('member', 'bound', 'staff')) {
      const reply = await callWith(name, {}, { agent: fixtures.agentX });
      expect(reply, name).toMatchObject({ code: -101 });
      expect(reply.data, name).toBeUndefined();
    }
  });

  it('an agent session put where a subscriber token goes (body, x-token, bearer) is no subscriber token', async () => {
    for (const name of operationsOf('member', 'bound')) {
      const reply = await callWith(name, {}, { member: fixtures.agentX });
      expect(reply, name).toMatchObject({ code: -101 });
    }
  });

  it('a console session opens no subscriber and no agent operation', async () => {
    for (const name of operationsOf('member', 'bound', 'agent')) {
      const reply = await callWith(name, {}, { staffCookie: fixtures.staffCookie });
      expect(reply, name).toMatchObject({ code: -101 });
    }
  });

  it('uploaded files open to agents only, not to subscribers or staff', async () => {
    for (const credentials of [{ member: fixtures.memberB }, { staffCookie: fixtures.staffCookie }, {}]) {
      const response = await api.app.inject({
        method: 'GET',
        url: fixtures.xFileUrl,
        headers: { ...(credentials.member ? { 'x-token': credentials.member } : {}), ...(credentials.staffCookie ? { cookie: credentials.staffCookie } : {}) },
      });
      expect(response.headers['content-type']).not.toMatch(/^image\//);
      expect(response.json<Envelope>()).toMatchObject({ code: -101 });
    }
  });

  it('and each works on its own side (the matrix is not refusing everything)', async () => {
    expect((await callWith('PERSONAL_DATA', {}, { member: fixtures.memberA })).code).toBe(1);
    expect((await callWith('CHECK_WORK_NO_INFO', {}, { agent: fixtures.agentY })).code).toBe(1);
    expect((await callWith('CONSOLE_SESSION', {}, { staffCookie: fixtures.staffCookie })).code).toBe(1);
  });
});

/** Request fields that name a record, a number or a check of someone. */
const ID_FIELDS = new Set([
  'holderRef',
  'id',
  'ids',
  'oid',
  'outTradeNo',
  'biz_no',
  'bizId',
  'invoiceId',
  'uimId',
  'recordNumber',
  'service_id',
  'serviceId',
  'serviceid',
  'userId',
  'mobilePhone',
  'phone',
  'phoneNumber',
  'article_id',
  'iccidOrServiceId',
  'tinId',
  'receiverPhone',
  'copyId',
]);

function requestFieldsOf(name: OperationName): string[] {
  let schema: unknown = schemas[name].request;
  for (let depth = 0; depth < 4 && schema && typeof schema === 'object' && !('shape' in schema); depth += 1) {
    schema = (schema as { in?: unknown; def?: { in?: unknown } }).in ?? (schema as { def?: { in?: unknown } }).def?.in;
  }
  return schema && typeof schema === 'object' && 'shape' in schema ? Object.keys((schema as { shape: object }).shape) : [];
}

type Actor = 'memberA' | 'agentY';

interface MatrixCase {
  name: OperationName;
  actor: Actor;
  payload: (data: Fixtures) => Record<string, unknown>;
  /** A success that is itself empty (no record) is as good as an error. */
  isEmptyAnswer?: (data: unknown) => boolean;
}

/** Member A with member B's ids; agent Y with dealer X's records. */
const MATRIX: MatrixCase[] = [
  // Top-up orders (out-trade-no) and service orders (oid) of B.
  { name: 'PAY', actor: 'memberA', payload: (data) => ({ outTradeNo: data.rechargeOutTradeNo }) },
  { name: 'OPEN_FLOW', actor: 'memberA', payload: (data) => ({ outTradeNo: data.rechargeOutTradeNo }) },
  { name: 'ORDER_DETAIL', actor: 'memberA', payload: (data) => ({ oid: data.serviceOrderOid }) },
  { name: 'ORDER_QUERY', actor: 'memberA', payload: () => ({ mobilePhone: B.phone }) },
  // Gifts (转赠): the records are the bound number's own; B gave one.
  { name: 'GIFT_RECORDS', actor: 'memberA', payload: () => ({ page: 1 }), isEmptyAnswer: (data) => (data as { list: unknown[] }).list.length === 0 },
  // Usage alerts (用量提醒): set on and sent for the active number of the member; B set one that alerted.
  { name: 'USAGE_ALERTS', actor: 'memberA', payload: () => ({}), isEmptyAnswer: (data) => (data as { alerts: unknown[] }).alerts.length === 0 },
  { name: 'USAGE_ALERT_HISTORY', actor: 'memberA', payload: () => ({ page: 1 }), isEmptyAnswer: (data) => (data as { list: unknown[] }).list.length === 0 },
  // Auto top-up acts on the bound number only: B's rules and contract are not A's to read, sign or end.
  {
    name: 'AUTO_TOP_UP_STATUS',
    actor: 'memberA',
    payload: () => ({}),
    isEmptyAnswer: (data) => {
      const status = data as { rules: unknown; contractState: string; debits: unknown[] };
      return status.rules === null && status.contractState === 'none' && status.debits.length === 0;
    },
  },
  { name: 'AUTO_TOP_UP_SIGN', actor: 'memberA', payload: () => ({}) },
  { name: 'AUTO_TOP_UP_CANCEL', actor: 'memberA', payload: () => ({}) },
  // The detail (详单) of the active number, open per session and number: B's opening opens nothing of A's.
  { name: 'USAGE_DETAIL_RECORDS', actor: 'memberA', payload: () => ({ month: formatChinaMonth(api.deps.now()), kind: 'voice', page: 1 }) },
  {
    name: 'USAGE_DETAIL_MAIL',
    actor: 'memberA',
    payload: () => ({ month: formatChinaMonth(api.deps.now()), email: 'thief@example.com', requestId: 'matrix-thief-1' }),
  },
  // Copies of personal information (获取副本) are the member's own: B's waits for B's one download.
  { name: 'PERSONAL_INFO_COPIES', actor: 'memberA', payload: () => ({}), isEmptyAnswer: (data) => (data as { copies: unknown[] }).copies.length === 0 },
  { name: 'PERSONAL_INFO_COPY_DOWNLOAD', actor: 'memberA', payload: (data) => ({ copyId: data.copyId }) },
  // Call protection: the settings and the log are the bound number's own; B blocked a caller and has a call intercepted.
  { name: 'CALL_PROTECTION', actor: 'memberA', payload: () => ({}), isEmptyAnswer: (data) => (data as { numbers: unknown[] }).numbers.length === 0 },
  { name: 'CALL_INTERCEPTIONS', actor: 'memberA', payload: () => ({ page: 1 }), isEmptyAnswer: (data) => (data as { list: unknown[] }).list.length === 0 },
  // Monthly invoices, titles and the number's access of B.
  { name: 'NEW_INVOICE_LIST', actor: 'memberA', payload: () => ({ service_id: B.phone }) },
  { name: 'NEW_MONTHS_INFO', actor: 'memberA', payload: (data) => ({ id: data.invoiceMonthId }) },
  { name: 'NEW_RELOAD_EMAIL', actor: 'memberA', payload: (data) => ({ id: data.invoiceMonthId, email: 'thief@example.com' }) },
  { name: 'NEW_SEND_INVOICE', actor: 'memberA', payload: (data) => ({ ids: data.freeInvoiceMonthId, type: 0, email: 'thief@example.com' }) },
  { name: 'NEW_QUERY_USER', actor: 'memberA', payload: () => ({ userId: B.phone }) },
  { name: 'NEW_QUERY_TITLE', actor: 'memberA', payload: () => ({ userId: B.phone, name: '张伟' }) },
  { name: 'NEW_ADD_INVOICEUSER', actor: 'memberA', payload: (data) => ({ userId: B.phone, id: data.titleId, name: '改名公司', tin: '91110105MA01THIEF1' }) },
  { name: 'NEW_DEL_INVOICEUSER', actor: 'memberA', payload: (data) => ({ id: data.titleId }) },
  { name: 'NEW_CHECKCODE', actor: 'memberA', payload: () => ({ service_id: B.phone, code: '123456' }) },
  { name: 'NEW_INVOICE_OCR_RESULT', actor: 'memberA', payload: (data) => ({ biz_no: data.cardLookupBizNo }) },
  // The old form invoices of B (by month id) and B's bills by number.
  { name: 'INVOICE_DETAIL', actor: 'memberA', payload: (data) => ({ invoiceId: data.oldInvoiceMonthId }) },
  {
    name: 'SUBMIT_INVOICE',
    actor: 'memberA',
    payload: (data) => ({
      invoiceId: data.freeInvoiceMonthId,
      mobilePhone: B.phone,
      code: '123456',
      invoiceType: 1,
      consent: true,
      title: '王芳',
      name: '王芳',
      telephone: '13800138000',
      email: 'a@example.com',
      idCardFront: JPEG_DATA_URL,
      idCardBack: JPEG_DATA_URL,
    }),
  },
  // B's identity checks (biz_no) in every operation that reads or consumes one.
  { name: 'RESULT_QUERY', actor: 'memberA', payload: (data) => ({ biz_no: data.cardLookupBizNo }) },
  { name: 'QUERY_CARD_NUMBER', actor: 'memberA', payload: (data) => ({ biz_no: data.cardLookupBizNo }) },
  { name: 'BIND_PHONE', actor: 'memberA', payload: (data) => ({ biz_no: data.cardLookupBizNo }) },
  {
    name: 'ACCOUNT_FORM',
    actor: 'memberA',
    payload: (data) => ({
      biz_no: data.cancelBizNo,
      reason: '不用了',
      mobilePhone: B.phone,
      phonePassword: '123456',
      sparePhone: '13900001111',
      refundType: 1,
    }),
  },
  {
    name: 'TRANS_ACCT_S_FORM',
    actor: 'memberA',
    payload: (data) => ({ biz_no: data.cancelBizNo, reason: '过户', mobilePhone: B.phone, phonePassword: '123456' }),
  },
  { name: 'TRANS_ACCT_T_FORM', actor: 'memberA', payload: (data) => ({ biz_no: data.cancelBizNo, sparePhone: '13900001111' }) },
  { name: 'UP_LOAD_CARD', actor: 'memberA', payload: (data) => ({ image: PNG_DATA_URL, biz_no: data.cancelBizNo }) },
  {
    name: 'CHANGE_CARD_FORM',
    actor: 'memberA',
    payload: (data) => ({
      biz_no: data.cancelBizNo,
      reason: '丢失',
      mobilePhone: B.phone,
      phonePassword: '123456',
      receive_man: '王芳',
      receive_phone: '13900001111',
      receive_addr: '上海市',
    }),
  },
  { name: 'setService_Password', actor: 'memberA', payload: (data) => ({ newServicePass: '135790', confirmServicePass: '135790', biz_no: data.cancelBizNo }) },
  {
    name: 'PACKAGE_ORDER',
    actor: 'memberA',
    payload: (data) => ({ packageId: 'CALLER_DIVERT', operType: 1, effectType: 1, biz_no: data.cancelBizNo, forwardTo: '13900001111' }),
  },
  { name: 'CHECK_NAME', actor: 'memberA', payload: (data) => ({ biz_no: data.cancelBizNo, name: B.name, idCard: B.idNumber }) },
  { name: 'PERSON_TRANS_ACCT_T_FORM', actor: 'memberA', payload: (data) => ({ biz_no: data.cancelBizNo, sparePhone: '13900001111' }) },
  // B's number named in operations that act on the member's own number.
  { name: 'SWITCH_NUMBER', actor: 'memberA', payload: () => ({ mobilePhone: B.phone }) },
  { name: 'REMOVE_NUMBER_HOLDER', actor: 'memberA', payload: (data) => ({ holderRef: data.bHolderRef, code: '123456' }) },
  { name: 'SEND_SMS_CODE', actor: 'memberA', payload: () => ({ mobilePhone: B.phone, type: '04' }) },
  { name: 'RELIEVE_BINDING', actor: 'memberA', payload: () => ({ type: 1, mobilePhone: B.phone, code: '123456' }) },
  { name: 'servicePasswordEditTest', actor: 'memberA', payload: () => ({ mobilePhone: B.phone, code: '123456', rawServicePass: '123456' }) },
  {
    name: 'CLOSE_ACCONT',
    actor: 'memberA',
    payload: () => ({ mobilePhone: B.phone, idCard: B.idNumber, name: B.name, consent: true, returnUrl: '/cancelForm' }),
  },
  { name: 'REAL_NAME', actor: 'memberA', payload: () => ({ mobilePhone: B.phone, consent: true, returnUrl: '/realResult' }) },
  { name: 'VERIFICATION_CODE', actor: 'memberA', payload: () => ({ service_id: B.phone, code: '123456' }) },
  { name: 'GET_SMSBYPHONE', actor: 'memberA', payload: () => ({ serviceid: B.phone }) },
  { name: 'SMSREGISTER', actor: 'memberA', payload: () => ({ serviceid: B.phone, regflag: 1 }) },
  { name: 'QUERY_SMSREGISTER', actor: 'memberA', payload: () => ({ serviceid: B.phone }) },
  { name: 'SMS_INTERCEPTIONS', actor: 'memberA', payload: () => ({ serviceid: B.phone }) },
  { name: 'CHANGESMS', actor: 'memberA', payload: () => ({ serviceid: B.phone, addType: '1', delType: '', addNum: '13900001111', delNum: '' }) },
  { name: 'INSERTUSERAPPEAL', actor: 'memberA', payload: () => ({ service_id: B.phone, appeal_type: '1', appeal_note: '投诉' }) },
  // Dealer X's records, uploads, payments and checks, by agent Y.
  {
    name: 'QUERY_OPEN_CARD_LOCATION',
    actor: 'agentY',
    payload: (data) => ({ uimId: data.xRecord.uimId }),
    isEmptyAnswer: (data) => (data as { record: unknown }).record === null,
  },
  {
    name: 'ADD_OPEN_CARD_LOCATION',
    actor: 'agentY',
    payload: (data) => ({ applyEvent: 'OpenCard', uimId: data.xRecord.uimId, serviceId: data.xRecord.serviceId, prodOfferId: '1354122', openCardLocation: 1 }),
  },
  { name: 'DEL_OPEN_CARD_LOCATION', actor: 'agentY', payload: (data) => ({ uimId: data.xRecord.uimId }), isEmptyAnswer: () => true },
  { name: 'SIM_OR_SERVICE_ID_QUERY', actor: 'agentY', payload: (data) => ({ iccidOrServiceId: data.xSecondPhone, type: 2 }) },
  { name: 'CHECK_ICCID', actor: 'agentY', payload: (data) => ({ serviceId: data.xSecondPhone, iccid: '1234567' }) },
  { name: 'CHECK_PHONE_VALID', actor: 'agentY', payload: (data) => ({ serviceId: data.xRecord.serviceId, uimId: data.xRecord.uimId }) },
  { name: 'CHANEL_CHECK', actor: 'agentY', payload: (data) => ({ serviceId: data.xSecondPhone }) },
  { name: 'APP_COMMON_CHECK', actor: 'agentY', payload: (data) => ({ serviceId: data.xSecondPhone }) },
  { name: 'CHECK_OFFER_NAME', actor: 'agentY', payload: (data) => ({ serviceId: data.xSecondPhone, type: 1 }) },
  { name: 'SIGNATURE_UPLOAD', actor: 'agentY', payload: (data) => ({ image: PNG_DATA_URL, uimId: data.xRecord.uimId, agreementVersion: 1 }) },
  { name: 'UPLOAD_CARD', actor: 'agentY', payload: (data) => ({ image: PNG_DATA_URL, uimId: data.xRecord.uimId, consent: true }) },
  { name: 'READ_ID_CARD', actor: 'agentY', payload: (data) => ({ image: PNG_DATA_URL, uimId: data.xRecord.uimId, consent: true }) },
  {
    name: 'GET_URL',
    actor: 'agentY',
    payload: (data) => ({ serviceId: data.xRecord.serviceId, recordNumber: data.xRecord.recordNumber, consent: true, returnUrl: '/OpenCard' }),
  },
  {
    name: 'GET_BOSS_URL',
    actor: 'agentY',
    payload: (data) => ({ serviceId: data.xRecord.serviceId, recordNumber: data.xRecord.recordNumber, consent: true, returnUrl: '/OpenCard' }),
  },
  {
    name: 'GET_SIMPLE_OR_CARD_NUM',
    actor: 'agentY',
    payload: (data) => ({ bizId: data.xRealNameBizId, uimId: data.xRecord.uimId, serviceId: data.xRecord.serviceId, recordNumber: data.xRecord.recordNumber }),
  },
  {
    name: 'DO_SUBMIT',
    actor: 'agentY',
    payload: (data) => ({
      uimId: data.xRecord.uimId,
      serviceId: data.xRecord.serviceId,
      recordNumber: data.xRecord.recordNumber,
      bizId: data.xRealNameBizId,
      identityKind: '1',
      customerName: '王小明',
      identityCode: '440106199001011234',
      sign: 'x',
      timestamp: String(Date.now()),
    }),
  },
  { name: 'GET_PAY_KIND', actor: 'agentY', payload: (data) => ({ phoneNumber: data.xSecondPhone }) },
  {
    name: 'FUND_POOL_RECHARGE',
    actor: 'agentY',
    payload: (data) => ({ service_id: data.xRecord.serviceId, recordNumber: data.xRecord.recordNumber, pay_fee: 5000 }),
  },
  { name: 'WX_PAY', actor: 'agentY', payload: (data) => ({ phone: data.xRecord.serviceId, recordNumber: data.xRecord.recordNumber }) },
  { name: 'QUERY_ORDER_BY_OUT_TRADE_NO', actor: 'agentY', payload: (data) => ({ outTradeNo: data.xFundPoolOutTradeNo }) },
  { name: 'GET_ONLINE_SALE_RESOURCE', actor: 'agentY', payload: () => ({ id: 'VR10010003' }) },
  { name: 'VNO_SCAN_LINK', actor: 'agentY', payload: () => ({ id: 'VR10010003' }) },
  // Dealer X's stock and reservations, by agent Y: its stock shows only Y's own dealer's cards.
  {
    name: 'AGENT_STOCK',
    actor: 'agentY',
    payload: (data) => ({ tail: data.xSecondPhone.slice(-4) }),
    isEmptyAnswer: (data) => (data as { list: { phone: string }[] }).list.every((row) => row.phone.startsWith('1662')),
  },
  { name: 'AGENT_STOCK_RESERVE', actor: 'agentY', payload: (data) => ({ serviceId: data.xSecondPhone }) },
  { name: 'AGENT_STOCK_RELEASE', actor: 'agentY', payload: () => ({ serviceId: '16610000007' }) },
  { name: 'AGENT_STOCK_CLAIM', actor: 'agentY', payload: (data) => ({ code: data.xReservationCode }) },
  // Dealer X's fund pool: agent Y (a plain agent) is refused; Y's manager reads only Y's pool (the case below).
  { name: 'AGENT_FUND_POOL_STATEMENT', actor: 'agentY', payload: () => ({}) },
];

/** Id-taking operations deliberately open to every caller of their access, and why. */
const OPEN_BY_DESIGN: Partial<Record<OperationName, string>> = {
  myLike: 'the feedback board is public: every member may like every post',
  sub_comment: 'the feedback board is public: every member may reply to every post',
  more: 'the feedback board is public: every member reads every post and its replies',
  replyDetails: 'the feedback board is public: every member reads every post and its replies',
  CPDEIMG: 'answers only the QR code that records the promise video of a number whose video is pending, nothing of its owner',
  CHECK_VIDEO: 'answers only whether the promise video of the number given is still pending',
  FACE_AUTH_ACCOUNT_BIND:
    "binding by face: the face check of the number's owner is the proof; the start only says whether a name, last six and number belong to an owner (the spec's refusal), and reveals no data",
  NEW_INVOICE_OCR: "opens a number for invoicing by the owner's face check (as NEW_CHECKCODE does by the owner's SMS code); the start reveals nothing",
  PERSON_TRANS_ACCT_T: "real-name supplement for a number the person enters: the owner's face check is the proof",
  NUMBER_POOL_RESERVE:
    "the pool is the operator's numbers in stock, open to every member by design; a member reserves for themself and sees only their own reservation",
  QUERY_SIGN: "signs the number for the calling agent's own work number; dealer checks happen at DO_SUBMIT",
  CHECK_WORK_NO_INFO: "answers the calling agent's own profile whatever work number is sent",
  ALI_PAY: 'always refused (no Alipay)',
  QUERY_ALI_PAY: 'always refused (no Alipay)',
  GET_ONLINE_SALE_RESOURCE_ID_CARD:
    "checks a number of the calling agent's own dealer (another dealer's is refused) against a name and identity; answers ok or a refusal, no data",
  CONSOLE_REVIEW_DETAIL: 'staff with the auditor role see every application by design',
  CONSOLE_REVIEW_DECIDE: 'staff with the auditor role decide every application by design',
  CONSOLE_SANDBOX_OUTBOX: 'staff see the sandbox outbox by design (sandbox only)',
  CONSOLE_SANDBOX_WECHAT_OUTBOX: 'staff see the sandbox official account’s messages by design (sandbox only)',
  CONSOLE_SAVE_BANNER: "content is the operator's own: editors edit every banner by design",
  CONSOLE_DELETE_BANNER: "content is the operator's own: editors edit every banner by design",
  CONSOLE_SAVE_ACTIVITY: "content is the operator's own: editors edit every activity by design",
  CONSOLE_DELETE_ACTIVITY: "content is the operator's own: editors edit every activity by design",
  CONSOLE_SAVE_POINTS_PRODUCT: "content is the operator's own: editors edit every points product by design",
  CONSOLE_ADJUST_POINTS_STOCK: "content is the operator's own: editors adjust every product's stock by design",
  CONSOLE_SAVE_PACKAGE: "content is the operator's own: editors edit every package by design",
  CONSOLE_SAVE_CALLER_PACKAGE: "content is the operator's own: editors edit every caller service by design",
  CONSOLE_CREATE_RECHARGE_PRODUCT: "the catalogue is the operator's own: editors add recharge products by design",
  CONSOLE_UPDATE_RECHARGE_PRODUCT: "the catalogue is the operator's own: editors edit every recharge product by design",
  CONSOLE_CREATE_AGENT_OFFER: "the catalogue is the operator's own: editors add agent offers by design",
  CONSOLE_UPDATE_AGENT_OFFER: "the catalogue is the operator's own: editors edit every agent offer by design",
  CONSOLE_CREATE_DEALER: 'admins create every dealer by design (admin only, audit-logged)',
  CONSOLE_UPDATE_DEALER: 'admins edit every dealer by design (admin only, audit-logged)',
  CONSOLE_SET_DEALER_DISABLED: 'admins disable or enable every dealer by design (admin only, audit-logged)',
  CONSOLE_SAVE_STORE: "content is the operator's own: editors edit every store by design",
  CONSOLE_DELETE_STORE: "content is the operator's own: editors edit every store by design",
  CONSOLE_SANDBOX_RECORD_PROMISE_VIDEO: 'sandbox demo step for staff (sandbox only)',
  CONSOLE_SANDBOX_INJECT_USAGE: 'sandbox demo step for staff: usage of any number of ours (sandbox only, audit-logged)',
  CONSOLE_SANDBOX_SET_USAGE_PROFILE: 'sandbox demo step for staff: the simulated usage of any number of ours (sandbox only, audit-logged)',
  CONSOLE_SERVICE_ANSWER: 'customer service staff answer every complaint and feedback by design',
  CONSOLE_NUMBER_RECORD:
    'customer service and auditors read the record of any number of ours by design (the number is the input, personal data masked, each reading audit-logged)',
  CONSOLE_CUSTOMER_SEARCH:
    'customer service and auditors search every number of ours by design (digits of a number, a name with the ID ending, or a member; answered masked, each search audit-logged)',
  CONSOLE_CUSTOMER_VIEW:
    "customer service and auditors read any person's page by design (one of their numbers is the input; names and ID numbers masked, each reading audit-logged)",
  CONSOLE_REVEAL_CUSTOMER_FIELD:
    "customer service and auditors reveal any owner's name or ID number by design, only with a reason, each reveal audit-logged with its reason",
  CONSOLE_ADD_CUSTOMER_NOTE: 'customer service notes on any number of ours by design (audit-logged)',
  CONSOLE_END_NUMBER_SESSIONS: 'customer service logs out every member holding any number of ours by design, for a lost phone (with a reason, audit-logged)',
  CONSOLE_UNBIND_CUSTOMER_MEMBER: "customer service unbinds a member from any number of ours by design, at the owner's request (with a reason, audit-logged)",
  CONSOLE_REFUND_PAID: 'admins record the payment of any refund by design (finance pays every cancelled number; each recording audit-logged, once)',
  CONSOLE_REFUNDS: "admins (finance) list every number's refunds by design (the number an optional filter, answered masked, the bank card by its last 4)",
  CONSOLE_EXPORT_REFUNDS:
    "admins (finance) export every number's refunds by design (the number an optional filter, written masked, the bank card by its last 4)",
  CONSOLE_EXPORT_DEBTS:
    "admins (finance) export every cancelled number's debts by design (the number an optional filter, written masked; each export audit-logged)",
  CONSOLE_DEBTS: "admins (finance) list every cancelled number's debts by design (the number an optional filter; the whole number links to its record)",
  CONSOLE_BILLING_RUN_NUMBER: "admins read any number's result of a closed month's run by design (the number is the input, answered masked)",
  CONSOLE_NUMBER_ACCOUNT:
    "customer service and auditors read any number's bills, ledger, usage, state changes, debts and adjustments by design (the number is the input; money and usage, no personal data)",
  CONSOLE_NUMBER_ACTIVITY:
    "customer service and auditors read any number's top-ups, points, invoices, posts, complaints and notices by design (the number is the input; names, e-mail addresses and numbers in texts masked, each reading audit-logged)",
  CONSOLE_SUSPEND_NUMBER: 'customer service suspends any number of ours by design (with a reason, audit-logged, as the state machine allows)',
  CONSOLE_RESUME_NUMBER: 'customer service resumes any number staff suspended by design (with a reason, audit-logged)',
  CONSOLE_LIFT_AUDIT_SUSPENSION:
    "customer service lifts any number's audit suspension by design, after checking the ID in person (with a reason, audit-logged)",
  CONSOLE_START_CANCELLATION: 'admins start the cancellation of any number of ours by design (with a reason, audit-logged)',
  CONSOLE_SET_CREDIT_LIMIT: "admins set any number's credit limit by design (with a reason, audit-logged)",
  CONSOLE_REQUEST_ADJUSTMENT:
    "customer service adjusts any number's balance by design (with a reason, audit-logged; above the threshold it waits for a second staff member)",
  CONSOLE_INVOICES: 'customer service and auditors read the invoices of any number of ours by design (the number is the input, the buyer masked for a person)',
  CONSOLE_REVERSE_INVOICE: 'admins reverse (红冲) any issued invoice by design (finance corrects wrongly issued invoices; each reversal audit-logged, once)',
  CONSOLE_RESEND_INVOICE:
    'customer service mails any issued invoice again by design, only to the address on file (a customer who never got it; each resend audit-logged with its reason)',
  CONSOLE_REAL_NAME_ORDER_ISSUE: 'customer service issues a real-name link for any number of ours by design (the number is the input, answered masked)',
  BOSS_WX_PAY: 'public by the spec (/UniversalPay pays onto any number); answers only the cashier address',
  BOSS_QUERY_ORDER: 'public by the spec; the 32-character out-trade-no is an unguessable capability and the answer masks the number',
  GET_PHONE_BY_ID: "scanned real-name link: the link's random order id is the capability (no login)",
  NEW_TRANS_ACCT_T: 'scanned real-name link: the random order id of the link is the capability (it names the number), and the face check is the proof',
  NEW_GET_IMG_PATH: 'scanned real-name link: reads member-less checks only (proved below)',
  NEW_TRANS_ACCT_T_FORM: 'scanned real-name link: member-less checks only, and the order must belong to the checked number',
  GIFT_CHECK:
    "a gift goes from the member's own bound number to any number of ours by design; the answer masks the receiver, and a receiver not ours, suspended, lost or cancelled gets one refusal alike (limited per caller)",
  GIFT_CONFIRM:
    "gives from the member's own bound number only, with its SMS code, to any number of ours by design; the receiver's refusals are one message (limited per caller)",
  CLIENT_ERROR: "anonymous by design: any browser reports its own error; it names no one's record, reads nothing and answers nothing (limited per address)",
  CONSOLE_MEMBER_DELETION_EXECUTE:
    "customer service carries out any member's waiting deletion request by design (the member asked for it with an SMS code; refused while something blocks it, audit-logged)",
  CONSOLE_MEMBER_DELETION_REFUSE: "customer service refuses any member's waiting deletion request by design (with a reason the member reads, audit-logged)",
  VNO_SCAN_LOGIN:
    "scanned virtual-operator link: the ticket sealed under the server's key, made by the dealer's logged-in agent for that record id (10 minutes, once), is the capability; the record id alone logs nobody in",
};

describe('every operation that takes an id', () => {
  it('is in the matrix or open by design, with its reason', () => {
    const inMatrix = new Set(MATRIX.map((item) => item.name));
    const unclassified = OPERATION_NAMES.filter(
      (name) => requestFieldsOf(name).some((field) => ID_FIELDS.has(field)) && !inMatrix.has(name) && OPEN_BY_DESIGN[name] === undefined,
    );
    // The walk sees the fields: a schema change that hid them would make this vacuous.
    expect(requestFieldsOf('ORDER_DETAIL')).toEqual(['oid']);
    expect(unclassified).toEqual([]);
  });
});

describe("member A with member B's ids, agent Y with dealer X's records", () => {
  const markersOf = (data: Fixtures) => [
    B.phone,
    '170****0001',
    B.email,
    B.title,
    B_POST,
    B_CALLED,
    '135****7777',
    B_BLOCKED_CALLER,
    B.idNumber,
    data.xFileUrl,
    data.xRealNameBizId,
    data.xFundPoolOutTradeNo,
    '星海通讯天河店',
    '赵敏',
  ];

  it.each(MATRIX.map((item) => [item.name, item.actor, item] as const))(
    "%s as %s: an error (or nothing) and none of the other's data",
    async (_name, _actor, item) => {
      const payload = item.payload(fixtures);
      const reply =
        item.actor === 'memberA' ? await api.call(item.name, payload, fixtures.memberA) : await callAsAgent(api, item.name, payload, fixtures.agentY);
      if (reply.code === 1) {
        expect(item.isEmptyAnswer?.(reply.data) ?? false, `${item.name} answered ${JSON.stringify(reply)}`).toBe(true);
      } else {
        expect(reply.code, reply.msg).not.toBe(1);
      }
      const requestText = JSON.stringify(payload);
      const text = JSON.stringify(reply);
      for (const marker of markersOf(fixtures).filter((value) => !requestText.includes(value))) {
        expect(text, `${item.name} leaked ${marker}`).not.toContain(marker);
      }
    },
  );

  describe("whichever of A's numbers is active", () => {
    beforeAll(async () => {
      const code = await sendCode(fixtures.memberA, A_SECOND_PHONE, '01');
      expect(await api.call('BIND_PHONE', { phone: A_SECOND_PHONE, code }, fixtures.memberA)).toMatchObject({ code: 1 });
      const record = await api.call('PERSONAL_DATA', {}, fixtures.memberA);
      expect(record).toMatchObject({ data: { mobilePhoneInfo: { mobilePhone: A_SECOND_PHONE } } });
    });

    it.each(MATRIX.filter((item) => item.actor === 'memberA').map((item) => [item.name, item] as const))(
      "%s as A on A's second number: an error (or nothing) and none of B's data",
      async (_name, item) => {
        const payload = item.payload(fixtures);
        const reply = await api.call(item.name, payload, fixtures.memberA);
        if (reply.code === 1) {
          expect(item.isEmptyAnswer?.(reply.data) ?? false, `${item.name} answered ${JSON.stringify(reply)}`).toBe(true);
        }
        const requestText = JSON.stringify(payload);
        for (const marker of markersOf(fixtures).filter((value) => !requestText.includes(value))) {
          expect(JSON.stringify(reply), `${item.name} leaked ${marker}`).not.toContain(marker);
        }
      },
    );
  });

  it("left B's and X's records as they were", async () => {
    // B's checks are still B's and unused, B's title and invoices are intact.
    expect(await api.call('RESULT_QUERY', { biz_no: fixtures.cardLookupBizNo }, fixtures.memberB)).toMatchObject({ code: 1 });
    expect(await api.call('RESULT_QUERY', { biz_no: fixtures.cancelBizNo }, fixtures.memberB)).toMatchObject({ code: 1 });
    const titles = await api.deps.db
      .select()
      .from(invoiceTitles)
      .where(eq(invoiceTitles.id, Number(fixtures.titleId)));
    expect(titles[0]?.name).toBe(B.title);
    expect(await api.call('NEW_MONTHS_INFO', { id: fixtures.invoiceMonthId }, fixtures.memberB)).toMatchObject({ code: 1, data: { email: B.email } });
    expect(await api.call('INVOICE_DETAIL', { invoiceId: fixtures.oldInvoiceMonthId }, fixtures.memberB)).toMatchObject({ code: 1 });
    expect(await api.call('ORDER_DETAIL', { oid: fixtures.serviceOrderOid }, fixtures.memberB)).toMatchObject({ code: 1 });
    expect(await api.call('GIFT_RECORDS', {}, fixtures.memberB)).toMatchObject({ code: 1, data: { total: 1, list: [{ counterpart: '170****0008' }] } });
    expect(await api.call('USAGE_ALERT_HISTORY', {}, fixtures.memberB)).toMatchObject({ code: 1, data: { total: 1, list: [{ kind: 'balance' }] } });
    expect(await api.call('AUTO_TOP_UP_STATUS', {}, fixtures.memberB)).toMatchObject({
      code: 1,
      data: { rules: { thresholdFen: 5000 }, contractState: 'signing' },
    });
    const detail = await api.call('USAGE_DETAIL_RECORDS', { month: formatChinaMonth(api.deps.now()), kind: 'voice', page: 1 }, fixtures.memberB);
    expect((detail.data as { list: unknown[] }).list).toContainEqual(expect.objectContaining({ otherParty: '135****7777', seconds: 42 }));
    expect(await api.call('CALL_PROTECTION', {}, fixtures.memberB)).toMatchObject({ code: 1, data: { enabled: true, numbers: [B_BLOCKED_CALLER] } });
    expect(await api.call('CALL_INTERCEPTIONS', {}, fixtures.memberB)).toMatchObject({ code: 1, data: { total: 1, list: [{ otherParty: B_BLOCKED_CALLER }] } });
    expect(await api.call('PERSONAL_INFO_COPIES', {}, fixtures.memberB)).toMatchObject({
      code: 1,
      data: { copies: [{ id: fixtures.copyId, state: 'downloadable' }] },
    });
    // X's record, upload and pool.
    const records = await api.deps.db.select().from(openCardRecords).where(eq(openCardRecords.uimId, fixtures.xRecord.uimId));
    expect(records[0]).toMatchObject({ dealerId: 'D1001', status: 'open', rechargeFlag: 'finish', openCardLocation: 4 });
    const uploads = await api.deps.db
      .select()
      .from(agentUploads)
      .where(and(eq(agentUploads.uimId, fixtures.xRecord.uimId), eq(agentUploads.dealerId, 'D2001')));
    expect(uploads).toEqual([]);
    const pools = await api.deps.db.select().from(dealers).where(eq(dealers.id, 'D2001'));
    expect(Number(pools[0]?.fundPoolFen)).toBe(120_000);
    const own = await callAsAgent(api, 'QUERY_OPEN_CARD_LOCATION', { uimId: fixtures.xRecord.uimId }, fixtures.agentX);
    expect(own).toMatchObject({ code: 1, data: { record: { recordNumber: fixtures.xRecord.recordNumber } } });
  });

  it("我的开卡记录 is the agent's own only: a colleague at the same dealer and another dealer's agent see none of it", async () => {
    const openingsOf = async (token: string) => {
      const reply = await callAsAgent(api, 'AGENT_OPENINGS', {}, token);
      expect(reply, reply.msg).toMatchObject({ code: 1 });
      return reply.data as { list: { serviceId: string; resume: { uimId: string } | null }[] };
    };
    const maskedX = `${fixtures.xRecord.serviceId.slice(0, 3)}****${fixtures.xRecord.serviceId.slice(-4)}`;
    const own = await openingsOf(fixtures.agentX);
    expect(own.list.find((item) => item.serviceId === maskedX)?.resume?.uimId).toBe(fixtures.xRecord.uimId);
    const colleague = await logInAgent(api, 'A10002');
    for (const other of [colleague, fixtures.agentY]) {
      const theirs = JSON.stringify(await openingsOf(other));
      expect(theirs).not.toContain(maskedX);
      expect(theirs).not.toContain(fixtures.xRecord.uimId);
    }
  });

  it("资金池流水 is the manager's own dealer's only: another dealer's manager sees none of X's pool, a plain agent is refused", async () => {
    await setAgentRole(api.deps.db, 'B20001', 'manager');
    try {
      const managerY = await logInAgent(api, 'B20001');
      const theirs = await callAsAgent(api, 'AGENT_FUND_POOL_STATEMENT', {}, managerY);
      expect(theirs, theirs.msg).toMatchObject({ code: 1, data: { dealerName: '联星数码城西店' } });
      expect(JSON.stringify(theirs)).not.toContain(fixtures.xRecord.recordNumber);
      expect(JSON.stringify(theirs)).not.toContain('A10001');
      const poolY = await api.deps.db.select().from(dealers).where(eq(dealers.id, 'D2001'));
      expect((theirs.data as { closingFen: number }).closingFen).toBe(Number(poolY[0]?.fundPoolFen));
      const own = await callAsAgent(api, 'AGENT_FUND_POOL_STATEMENT', {}, fixtures.agentX);
      expect(JSON.stringify(own)).toContain(fixtures.xRecord.recordNumber);
      const plain = await api.app.inject({
        method: 'POST',
        url: endpoints.AGENT_FUND_POOL_STATEMENT.path,
        payload: {},
        headers: { 'x-agent-token': await logInAgent(api, 'A10002') },
      });
      expect(plain.statusCode).toBe(403);
      expect(plain.json<Envelope>()).toMatchObject({ code: -100, msg: '仅店长可查看经销商资金与佣金' });
    } finally {
      await setAgentRole(api.deps.db, 'B20001', 'agent');
    }
  });

  it('the posts of "mine" are the member\'s own only', async () => {
    const mine = await api.call('comment_list', { tab: 2, page: 1, page_size: 50 }, fixtures.memberA);
    expect(mine.code).toBe(1);
    expect(JSON.stringify(mine)).not.toContain(B_POST);
    const own = await api.call('comment_list', { tab: 2, page: 1, page_size: 50 }, fixtures.memberB);
    expect(JSON.stringify(own)).toContain(B_POST);
  });

  it("the latest application of a kind is the member's own only", async () => {
    const form = {
      biz_no: fixtures.cancelBizNo,
      reason: '不再使用',
      mobilePhone: B.phone,
      phonePassword: '123456',
      sparePhone: '13900001111',
      refundType: 2,
      accountName: B.name,
      accountBank: '中国银行北京分行',
      bankCard: '6216600000000001234',
    };
    const submitted = await api.call('ACCOUNT_FORM', form, fixtures.memberB);
    expect(submitted, submitted.msg).toMatchObject({ code: 1 });
    expect(await api.call('APPLICATION_STATUS', { kind: 'cancel' }, fixtures.memberB)).toMatchObject({ code: 1, data: { application: { kind: 'cancel' } } });
    expect(await api.call('APPLICATION_STATUS', { kind: 'cancel' }, fixtures.memberA)).toMatchObject({ code: 1, data: { application: null } });
  });

  it("a member's check never works in the link flow that needs no login", async () => {
    const reply = await api.call('NEW_GET_IMG_PATH', { biz_no: fixtures.cardLookupBizNo });
    expect(reply.code).not.toBe(1);
    expect(JSON.stringify(reply)).not.toContain(B.phone);
  });

  it('the top-up order query that needs no login masks the number', async () => {
    const reply = await api.call('BOSS_QUERY_ORDER', { outTradeNo: fixtures.rechargeOutTradeNo });
    expect(reply).toMatchObject({ code: 1, data: { mobilePhone: '170****0001' } });
    expect(JSON.stringify(reply)).not.toContain(B.phone);
  });
});

describe("a dealer's commission", () => {
  const X_RECORD_NUMBER = 'KK-COMMISSION-X';

  beforeAll(async () => {
    // Dealer X (D1001) has earned a commission; agent Y becomes the manager of dealer Y (D2001).
    const [rule] = await api.deps.db
      .insert(commissionRules)
      .values({ offerId: 'ACCESS-MATRIX', oneOffFen: 3000, shareBp: 0, shareMonths: 0, effectiveFrom: api.deps.now(), staffId: 1 })
      .returning({ id: commissionRules.id });
    await api.deps.db.insert(commissionLedger).values({
      dealerId: 'D1001',
      workNo: 'A10001',
      uimId: 'ACCESS-MATRIX-UIM',
      recordNumber: X_RECORD_NUMBER,
      phone: '16610000004',
      ruleId: rule?.id ?? 0,
      kind: 'activation',
      amountFen: 3000,
      activatedAt: api.deps.now(),
      createdAt: api.deps.now(),
    });
    await api.deps.db.update(agents).set({ role: 'manager' }).where(eq(agents.workNo, 'B20001'));
  });

  it("the manager of dealer Y reads only dealer Y's statement, whatever month", async () => {
    for (const month of [formatChinaMonth(api.deps.now()), undefined]) {
      const reply = await callAsAgent(api, 'AGENT_COMMISSION_STATEMENT', month ? { month } : {}, fixtures.agentY);
      expect(reply).toMatchObject({ code: 1, data: { entries: [], totals: { netFen: 0 } } });
      expect(JSON.stringify(reply)).not.toContain(X_RECORD_NUMBER);
      expect(JSON.stringify(reply)).not.toContain('星海通讯天河店');
    }
  });

  it('a plain agent of dealer X is refused its own dealer’s statement', async () => {
    const plain = await logInAgent(api, 'A10002');
    const reply = await callAsAgent(api, 'AGENT_COMMISSION_STATEMENT', {}, plain);
    expect(reply).toMatchObject({ msg: '仅店长可查看经销商资金与佣金' });
    expect(JSON.stringify(reply)).not.toContain(X_RECORD_NUMBER);
  });

  it('the customer view is for customer service and auditors; its changes for customer service only', async () => {
    const cookieOf = async (username: string) => {
      const response = await api.app.inject({ method: 'POST', url: endpoints.CONSOLE_LOGIN.path, payload: { username, password: TEST_STAFF_PASSWORD } });
      return String(response.headers['set-cookie'] ?? '').split(';')[0] ?? '';
    };
    const [editor, auditor] = [await cookieOf('editor'), await cookieOf('auditor')];
    const reads: Partial<Record<OperationName, Record<string, unknown>>> = {
      CONSOLE_CUSTOMER_SEARCH: { mode: 'phone', phone: B.phone },
      CONSOLE_CUSTOMER_VIEW: { phone: B.phone },
      CONSOLE_REVEAL_CUSTOMER_FIELD: { phone: B.phone, field: 'idNumber', reason: 'access matrix' },
    };
    const changes: Partial<Record<OperationName, Record<string, unknown>>> = {
      CONSOLE_ADD_CUSTOMER_NOTE: { phone: B.phone, text: 'access matrix' },
      CONSOLE_END_NUMBER_SESSIONS: { phone: '17099999999', reason: 'access matrix' },
      CONSOLE_UNBIND_CUSTOMER_MEMBER: { phone: B.phone, memberId: 1, reason: 'access matrix' },
    };
    for (const [name, payload] of Object.entries({ ...reads, ...changes }) as [OperationName, Record<string, unknown>][]) {
      const reply = await callWith(name, payload, { staffCookie: editor });
      expect(reply, name).toMatchObject({ msg: '无权执行此操作' });
      expect(JSON.stringify(reply), name).not.toContain(B.idNumber);
    }
    for (const [name, payload] of Object.entries(changes) as [OperationName, Record<string, unknown>][]) {
      expect(await callWith(name, payload, { staffCookie: auditor }), name).toMatchObject({ msg: '无权执行此操作' });
    }
    expect(await callWith('CONSOLE_REVEAL_CUSTOMER_FIELD', reads.CONSOLE_REVEAL_CUSTOMER_FIELD ?? {}, { staffCookie: auditor })).toMatchObject({
      code: 1,
      data: { value: B.idNumber },
    });
  });

  it('the commission operations of the console are for admins only', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: endpoints.CONSOLE_LOGIN.path,
      payload: { username: 'auditor', password: TEST_STAFF_PASSWORD },
    });
    const auditor = String(response.headers['set-cookie'] ?? '').split(';')[0] ?? '';
    const payloads: Partial<Record<OperationName, Record<string, unknown>>> = {
      CONSOLE_COMMISSION_RULES: {},
      CONSOLE_SET_COMMISSION_RULE: { offerId: 'ACCESS-MATRIX', oneOffFen: 1, shareBp: 0, shareMonths: 0 },
      CONSOLE_COMMISSION_STATEMENT: { dealerId: 'D1001', month: formatChinaMonth(api.deps.now()) },
      CONSOLE_COMMISSION_EXPORT: { dealerId: 'D1001', from: '2026-01-01', to: '2026-01-31' },
    };
    for (const [name, payload] of Object.entries(payloads) as [OperationName, Record<string, unknown>][]) {
      const reply = await callWith(name, payload, { staffCookie: auditor });
      expect(reply, name).toMatchObject({ msg: '无权执行此操作' });
      expect(JSON.stringify(reply), name).not.toContain(X_RECORD_NUMBER);
    }
    const admin = await callWith('CONSOLE_COMMISSION_STATEMENT', payloads.CONSOLE_COMMISSION_STATEMENT ?? {}, { staffCookie: fixtures.staffCookie });
    expect(admin).toMatchObject({ code: 1, data: { entries: [{ recordNumber: X_RECORD_NUMBER }] } });
  });
});

describe('the queue of member deletions that wait', () => {
  const payloads: Partial<Record<OperationName, Record<string, unknown>>> = {
    CONSOLE_MEMBER_DELETIONS: {},
    CONSOLE_MEMBER_DELETION_EXECUTE: { id: 1 },
    CONSOLE_MEMBER_DELETION_REFUSE: { id: 1, reason: '矩阵' },
  };
  const cookieOf = async (username: string) => {
    const response = await api.app.inject({ method: 'POST', url: endpoints.CONSOLE_LOGIN.path, payload: { username, password: TEST_STAFF_PASSWORD } });
    return String(response.headers['set-cookie'] ?? '').split(';')[0] ?? '';
  };

  it('is for customer service and admins: auditors and editors, members, agents and the anonymous are refused', async () => {
    for (const role of ['auditor', 'editor']) {
      const cookie = await cookieOf(role);
      for (const [name, payload] of Object.entries(payloads) as [OperationName, Record<string, unknown>][]) {
        expect(await callWith(name, payload, { staffCookie: cookie }), `${role} ${name}`).toMatchObject({ code: -100, msg: '无权执行此操作' });
      }
    }
    for (const credentials of [{ member: fixtures.memberA }, { agent: fixtures.agentX }, {}]) {
      for (const [name, payload] of Object.entries(payloads) as [OperationName, Record<string, unknown>][]) {
        expect(await callWith(name, payload, credentials), name).toMatchObject({ code: -101 });
      }
    }
    for (const role of ['service', 'admin']) {
      expect(await callWith('CONSOLE_MEMBER_DELETIONS', {}, { staffCookie: await cookieOf(role) }), role).toMatchObject({
        code: 1,
        data: { list: expect.any(Array) },
      });
    }
  });
});

describe("the overview's trends", () => {
  it("open to every console role and carry no subscriber's number", async () => {
    for (const role of ['admin', 'auditor', 'service', 'editor']) {
      const response = await api.app.inject({ method: 'POST', url: endpoints.CONSOLE_LOGIN.path, payload: { username: role, password: TEST_STAFF_PASSWORD } });
      const cookie = String(response.headers['set-cookie'] ?? '').split(';')[0] ?? '';
      const reply = await callWith('CONSOLE_OVERVIEW_TRENDS', {}, { staffCookie: cookie });
      expect(reply, role).toMatchObject({ code: 1, data: { days: expect.any(Array) } });
      expect(JSON.stringify(reply), role).not.toMatch(/1[3-9]\d{9}|\d{3}\*{4}\d{4}/);
    }
    for (const credentials of [{ member: fixtures.memberA }, { agent: fixtures.agentX }, {}]) {
      expect(await callWith('CONSOLE_OVERVIEW_TRENDS', {}, credentials)).toMatchObject({ code: -101 });
    }
  });
});

describe('staff accounts and the second factor', () => {
  const STAFF_ADMIN_PAYLOADS: Partial<Record<OperationName, Record<string, unknown>>> = {
    CONSOLE_STAFF_LIST: {},
    CONSOLE_CREATE_STAFF: { username: 'matrix.new', displayName: '矩阵', roles: ['service'] },
    CONSOLE_SET_STAFF_ROLES: { username: 'editor', roles: ['admin'] },
    CONSOLE_SET_STAFF_DISABLED: { username: 'admin', isDisabled: true },
    CONSOLE_RESET_STAFF_PASSWORD: { username: 'admin' },
    CONSOLE_RESET_STAFF_TOTP: { username: 'admin' },
    CONSOLE_STAFF_SESSIONS: { username: 'admin' },
    CONSOLE_END_STAFF_SESSION: { username: 'admin', sessionId: 1 },
  };
  const staffCookieOf = async (username: string) => {
    const response = await api.app.inject({ method: 'POST', url: endpoints.CONSOLE_LOGIN.path, payload: { username, password: TEST_STAFF_PASSWORD } });
    return String(response.headers['set-cookie'] ?? '').split(';')[0] ?? '';
  };

  it('every account operation is for admins only: auditors, customer service and editors are refused and change nothing', async () => {
    for (const role of ['auditor', 'service', 'editor']) {
      const cookie = await staffCookieOf(role);
      for (const [name, payload] of Object.entries(STAFF_ADMIN_PAYLOADS) as [OperationName, Record<string, unknown>][]) {
        expect(await callWith(name, payload, { staffCookie: cookie }), `${role} ${name}`).toMatchObject({ code: -100, msg: '无权执行此操作' });
      }
    }
    const list = await callWith('CONSOLE_STAFF_LIST', {}, { staffCookie: fixtures.staffCookie });
    expect(list.code).toBe(1);
    const accounts = (list.data as { list: { username: string; roles: string[]; isDisabled: boolean }[] }).list;
    expect(accounts.find((row) => row.username === 'editor')).toMatchObject({ roles: ['editor'] });
    expect(accounts.find((row) => row.username === 'admin')).toMatchObject({ isDisabled: false });
    expect(accounts.some((row) => row.username === 'matrix.new')).toBe(false);
  });

  it('every member enrols their own TOTP whatever their role; the code step opens nothing without a pending login', async () => {
    for (const role of ['auditor', 'service', 'editor']) {
      const enrolment = await callWith('CONSOLE_TOTP_ENROL', {}, { staffCookie: await staffCookieOf(role) });
      expect(enrolment, role).toMatchObject({ code: 1, data: { otpauthUri: expect.stringContaining(`:${role}?`) } });
    }
    expect(await callWith('CONSOLE_TOTP_ENROL', {}, { member: fixtures.memberA })).toMatchObject({ code: -101 });
    const guessed = await callWith('CONSOLE_LOGIN_TOTP', { ticket: 'guessed-ticket', code: '123456' }, { staffCookie: fixtures.staffCookie });
    expect(guessed).toMatchObject({ code: -100, msg: '登录已超时，请重新输入账号和密码' });
  });
});

describe('the console CSV exports', () => {
  const today = () => formatChinaDate(api.deps.now());
  const exportPayloads = (): Partial<Record<OperationName, Record<string, unknown>>> => ({
    CONSOLE_COMMISSION_EXPORT: { from: today(), to: today() },
    CONSOLE_EXPORT_REFUNDS: { from: today(), to: today() },
    CONSOLE_EXPORT_DEBTS: { from: today(), to: today() },
    CONSOLE_EXPORT_BILLING_RUN: { from: today(), to: today() },
    CONSOLE_FUND_POOL_EXPORT: { from: today(), to: today() },
    CONSOLE_OPENINGS_EXPORT: { from: today(), to: today() },
  });

  it('are for admins (finance) only: other staff are refused and nothing is written to 操作日志', async () => {
    for (const username of ['auditor', 'service', 'editor']) {
      const response = await api.app.inject({ method: 'POST', url: endpoints.CONSOLE_LOGIN.path, payload: { username, password: TEST_STAFF_PASSWORD } });
      const cookie = String(response.headers['set-cookie'] ?? '').split(';')[0] ?? '';
      for (const [name, payload] of Object.entries(exportPayloads()) as [OperationName, Record<string, unknown>][]) {
        expect(await callWith(name, payload, { staffCookie: cookie }), `${username} ${name}`).toMatchObject({ msg: '无权执行此操作' });
      }
    }
    const written = await api.deps.db.select({ action: auditLog.action }).from(auditLog).where(like(auditLog.action, '%export'));
    expect(written).toEqual([]);
  });

  it('an admin gets each file', async () => {
    for (const [name, payload] of Object.entries(exportPayloads()) as [OperationName, Record<string, unknown>][]) {
      const response = await api.app.inject({ method: 'POST', url: endpoints[name].path, headers: consoleHeaders(api, fixtures.staffCookie), payload });
      expect(String(response.headers['content-type']), name).toMatch(/^text\/csv/);
    }
  });
});
