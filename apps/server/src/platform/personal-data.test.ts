import { formatChinaMonth } from '@hall/contract/china-time';
import type { Envelope } from '@hall/contract/codes';
import { endpoints, OPERATION_NAMES, type OperationName } from '@hall/contract/endpoints';
import type { Endpoint } from '@hall/contract/operation';
import { desc } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxSmsOutbox } from '../db/schema.ts';
import { finishFaceCheck } from '../test/face-check.ts';
import { personalOldInvoiceForm } from '../test/invoice-forms.ts';
import { createTestApp, DemoUser, type TestApp } from '../test/test-app.ts';

// Personal data in API responses: walking every operation a subscriber can
// call (as the demo member 张伟, with payloads that succeed), no reply carries a full phone number
// except where the page needs the member's own number, no ID number, no bank card number, no
// session token and no SMS code.

const OWN_PHONE = '17012340001';
/** A caller the member lists in their call protection; and one the back office marked as fraud (migration 0061). */
const OWN_BLOCKED_CALLER = '13966665555';
const MARKED_FRAUD_CALLER = '16500001111';
const OWN_ID_NUMBER = '110105199003071234';
const PHONE_PATTERN = /(?<!\d)1[3-9]\d{9}(?!\d)/g;
const ID_NUMBER_PATTERN = /(?<![\dA-Za-z])\d{17}[\dXx](?![\dA-Za-z])/g;
const CARD_NUMBER_PATTERN = /(?<![\dA-Za-z])\d{16,19}(?![\dA-Za-z])/g;

/** A company invoice title as the member saved it: the company's telephone and bank account print on its VAT invoices. */
const COMPANY_TITLE = { name: '北京测试科技有限公司', tin: '91110105MA01TEST1X', tel: '13800138000', bankName: '招商银行', bankAccount: '6225880000000001234' };

/** Where a reply may carry full numbers, and which: the spec's pages need them there. */
const FULL_NUMBERS_ALLOWED: Partial<Record<OperationName, { reason: string; values: string[] }>> = {
  PERSONAL_DATA: { reason: "the member's own bound number fills forms (SMS codes, unbinding, invoices)", values: [OWN_PHONE] },
  RECHARGE_PRODUCT: { reason: 'the number topped up and changed (empty means no bound number)', values: [OWN_PHONE] },
  MY_NUMBERS: { reason: "the member's own numbers, to choose the active one", values: [OWN_PHONE] },
  BINDING_HISTORY: { reason: "the member's own bindings, number by number", values: [OWN_PHONE] },
  NUMBER_HOLDERS: { reason: 'the active number whose other holders are listed (their nicknames masked)', values: [OWN_PHONE] },
  SWITCH_NUMBER: { reason: 'the number just made active, one of the member’s own', values: [OWN_PHONE] },
  NEW_CHECKCODE: { reason: 'the number just verified by its SMS code continues the invoice flow', values: [OWN_PHONE] },
  QUERY_CARD_NUMBER: { reason: 'the owner, after a face check, looks up the numbers of their identity', values: [OWN_PHONE, '17012340005'] },
  CALL_PROTECTION: { reason: 'the numbers the member typed into their own block list, to edit it', values: [OWN_BLOCKED_CALLER] },
  CALL_PROTECTION_SAVE: { reason: 'the numbers the member typed into their own block list, as saved', values: [OWN_BLOCKED_CALLER] },
  CALL_INTERCEPTIONS: { reason: 'a caller the member listed themself (other callers, e.g. marked numbers, are masked)', values: [OWN_BLOCKED_CALLER] },
  NEW_ADD_INVOICEUSER: {
    reason: "a company title is edited as saved: the company's telephone and bank account",
    values: [COMPANY_TITLE.tel, COMPANY_TITLE.bankAccount],
  },
  NEW_QUERY_USER: {
    reason: "a company title is edited as saved: the company's telephone and bank account",
    values: [COMPANY_TITLE.tel, COMPANY_TITLE.bankAccount],
  },
};

let api: TestApp;
let token: string;
const replies = new Map<string, { name: OperationName; text: string }>();

/** Calls as the member and keeps the reply for the scan. */
async function call(name: OperationName, payload: Record<string, unknown> = {}, label: string = name): Promise<Envelope> {
  const reply = await api.call(name, payload, token);
  replies.set(label, { name, text: JSON.stringify(reply) });
  return reply;
}

async function sendCode(phone: string, type: string): Promise<string> {
  api.advanceSeconds(61);
  const sent = await call('SEND_SMS_CODE', { mobilePhone: phone, type }, `SEND_SMS_CODE ${type}`);
  expect(sent, sent.msg).toMatchObject({ code: 1 });
  return api.readLatestSmsCode(phone);
}

beforeAll(async () => {
  api = await createTestApp();
  token = await api.logInAs(DemoUser.BOUND_NORMAL);

  // Reads of the member's own data.
  const simple: OperationName[] = [
    'PERSONAL_DATA',
    'RECHARGE_PRODUCT',
    'WX_URL',
    'INVOICE_LIST',
    'BANNER',
    'POINTS_EXCHANGE_LIST',
    'SIGN',
    'SIGN_STATUS',
    'POINTS_ORDERS',
    'POINTS_DETAIL',
    'POINTS_RULE',
    'MY_RIGHTS',
    'GET_ACTIVITY_LIST',
    'get_banner',
    'COOPERATION',
    'RECHARGE_RECORD',
    'QUERY_SET_MEAL',
    'QUERY_BALANCE',
    'QUERY_BILL_DETAILS',
    'QUERY_HISTORY_BILL',
    'QUERY_BILL_EXPLANATION',
    'PERSONAL_INFO',
    'ORDER_QUERY',
    'MY_NUMBERS',
    'BINDING_HISTORY',
    'NUMBER_HOLDERS',
    'GIFT_ALLOWANCE',
  ];
  for (const name of simple) {
    expect((await call(name)).code, name).toBe(1);
  }
  const activities = (await api.call('GET_ACTIVITY_LIST', {}, token)).data as { list: { activityId: number }[] };
  await call('GET_ACTIVITY_DETAIL', { activityId: activities.list[0]?.activityId });
  await call('SET_CARE_MODE', { enabled: false });
  await call('PERSONAL_INFO_CORRECT', { nickname: '张伟', contactEmail: 'zhangwei@example.com' });
  await call('SWITCH_NUMBER', { mobilePhone: OWN_PHONE });
  expect((await call('WECHAT_SUBSCRIBE_GRANTS', { scene: 'usageAlert' })).code).toBe(1);
  for (const tab of [0, 1, 2]) {
    await call('comment_list', { tab, page: 1, page_size: 20 }, `comment_list ${tab}`);
  }
  const posts = (await api.call('comment_list', { tab: 0, page: 1, page_size: 5 }, token)).data as { list: { id: number }[] };
  await call('replyDetails', { id: posts.list[0]?.id, page: 1, page_size: 20 });
  await call('more', { id: posts.list[0]?.id, page: 1, page_size: 20 });
  await call('STORE', { selectAddress: '广东省-广州市-天河区' });
  for (const type of [0, 1, 2]) {
    await call('ORDER_BUSINESS', { type, page: 1, pageSize: 6 }, `ORDER_BUSINESS ${type}`);
  }
  // A SIM replacement is the order with the most personal data (receiver, address).
  const simCheck = await call('CHANGE_CARD', { idCard: OWN_ID_NUMBER, name: '张伟', consent: true, returnUrl: '/changeCardForm' });
  await finishFaceCheck(api, (simCheck.data as { url: string }).url);
  const simReplacement = await call('CHANGE_CARD_FORM', {
    biz_no: (simCheck.data as { biz_no: string }).biz_no,
    reason: '手机丢失',
    mobilePhone: OWN_PHONE,
    phonePassword: '123456',
    receive_man: '张伟',
    receive_phone: '13800138000',
    receive_addr: '北京市朝阳区建国路1号',
  });
  expect(simReplacement, simReplacement.msg).toMatchObject({ code: 1 });
  const orders = (await call('ORDER_QUERY', {}, 'ORDER_QUERY after a SIM replacement')).data as { list: { oid: string }[] };
  expect((await call('ORDER_DETAIL', { oid: orders.list[0]?.oid })).code).toBe(1);
  // 挂失 and 解挂 of the own number.
  await call('REPORT_LOSS', { phonePassword: '123456' });
  await call('LOSS_REPORT_STATUS', {});
  await call('LIFT_LOSS_REPORT', { phonePassword: '123456' });
  await call('GET_MEAL', { packageId: 'PKG_STD_A' });
  await call('PACKAGE_DETAILS', { productId: 'PKG_STD_E' });
  await call('PACKAGE_LIST', { type: 1 });
  await call('CHECK_OPEN_PHONE_WORK', { customerName: '张伟', identityCode: OWN_ID_NUMBER });
  await call('GET_SMSBYPHONE', { serviceid: OWN_PHONE });
  await call('QUERY_SMSREGISTER', { serviceid: OWN_PHONE });
  await call('SMS_INTERCEPTIONS', { serviceid: OWN_PHONE });
  for (const kind of ['cancel', 'transferOut', 'transferIn', 'realName']) {
    await call('APPLICATION_STATUS', { kind }, `APPLICATION_STATUS ${kind}`);
  }

  // Top-up: order, cashier, result.
  const order = await call('ADD_ORDERS', { productId: 'CALL_10' });
  const outTradeNo = (order.data as { outTradeNo: string }).outTradeNo;
  await call('PAY', { outTradeNo });
  await call('BOSS_QUERY_ORDER', { outTradeNo });

  // Invoices: verify the number, list, issue, titles, the old form with ID photos and its detail.
  const invoiceCode = await sendCode(OWN_PHONE, '08');
  expect((await call('NEW_CHECKCODE', { service_id: OWN_PHONE, code: invoiceCode })).code).toBe(1);
  const months = ((await call('NEW_INVOICE_LIST', { service_id: OWN_PHONE })).data as { list: { id: string; status: number }[] }).list;
  const free = months.filter((month) => month.status === 0);
  await call('NEW_SEND_INVOICE', { ids: free[0]?.id, type: 0, email: 'me@example.com' });
  await call('NEW_MONTHS_INFO', { id: free[0]?.id });
  await call('NEW_ADD_INVOICEUSER', { userId: OWN_PHONE, ...COMPANY_TITLE });
  await call('NEW_QUERY_USER', { userId: OWN_PHONE });
  const oldList = (await api.call('INVOICE_LIST', {}, token)).data as { notInvoice: { id: string }[] };
  const oldMonth = oldList.notInvoice.find((month) => month.id !== free[0]?.id);
  const oldCode = await sendCode(OWN_PHONE, '02');
  await call('SUBMIT_INVOICE', personalOldInvoiceForm({ invoiceId: oldMonth?.id, code: oldCode }));
  expect((await call('INVOICE_DETAIL', { invoiceId: oldMonth?.id })).code).toBe(1);

  // A gift of credit (转赠): the check, the confirmation with its code, both records masked.
  const gift = { kind: 'credit', receiverPhone: '17012340002', amount: 500 };
  expect((await call('GIFT_CHECK', gift)).code).toBe(1);
  const giftCode = await sendCode(OWN_PHONE, '11');
  expect((await call('GIFT_CONFIRM', { ...gift, code: giftCode })).code).toBe(1);
  // 用量提醒: a balance alert that alerts at once, its history, and the link's switch-off (the number masked).
  expect((await call('USAGE_ALERT_QUIET_HOURS', { start: 0, end: 0 })).code).toBe(1);
  expect((await call('USAGE_ALERT_SAVE', { kind: 'balance', threshold: 100_000, isEnabled: true })).code).toBe(1);
  expect((await call('USAGE_ALERTS')).code).toBe(1);
  expect((await call('USAGE_ALERT_HISTORY', { page: 1 })).code).toBe(1);
  const outbox = await api.deps.db.select().from(sandboxSmsOutbox).orderBy(desc(sandboxSmsOutbox.id));
  const offToken = outbox.map((sms) => /usageAlertOff\?t=([\w.-]+)/.exec(sms.text)?.[1]).find(Boolean) ?? '';
  expect(offToken).not.toBe('');
  expect((await call('USAGE_ALERT_OFF', { key: offToken })).code).toBe(1);
  expect((await call('GIFT_RECORDS', {})).code).toBe(1);

  // Auto top-up (自动充值): the rules, the signing URL, the status, the contract ended.
  expect((await call('AUTO_TOP_UP_SAVE', { thresholdFen: 5000, amountFen: 2000, monthlyLimit: 3 })).code).toBe(1);
  expect((await call('AUTO_TOP_UP_SIGN', {})).code).toBe(1);
  expect((await call('AUTO_TOP_UP_STATUS', {})).code).toBe(1);
  expect((await call('AUTO_TOP_UP_CANCEL', {})).code).toBe(1);
  // The detail (详单): a call to a mobile, opened with the type 12 code, read and mailed; the other party masked.
  await api.deps.boss.recordUsage([
    {
      eventId: 'personal:call',
      phone: OWN_PHONE,
      occurredAt: new Date(api.deps.now().getTime() - 60_000),
      kind: 'voice_out',
      otherParty: '13812345678',
      seconds: 30,
    },
  ]);
  const month = formatChinaMonth(api.deps.now());
  expect((await call('USAGE_CHART')).code).toBe(1);
  expect((await call('USAGE_DETAIL_STATUS')).code).toBe(1);
  const detailCode = await sendCode(OWN_PHONE, '12');
  expect((await call('USAGE_DETAIL_UNLOCK', { checkBy: 'sms', code: detailCode })).code).toBe(1);
  expect((await call('USAGE_DETAIL_RECORDS', { month, kind: 'voice', page: 1 })).code).toBe(1);
  expect((await call('USAGE_DETAIL_MAIL', { month, email: 'owner@example.com', requestId: 'personal-data-1' })).code).toBe(1);
  // A copy of the member's personal information (获取副本), downloaded once: its files are scanned like replies.
  const copyCode = await sendCode(OWN_PHONE, '13');
  const copy = await call('PERSONAL_INFO_COPY_REQUEST', { code: copyCode, delivery: 'download' });
  expect(copy.code, copy.msg).toBe(1);
  expect((await call('PERSONAL_INFO_COPIES')).code).toBe(1);
  const zip = await api.app.inject({
    method: 'POST',
    url: endpoints.PERSONAL_INFO_COPY_DOWNLOAD.path,
    payload: { token, copyId: (copy.data as { id: number }).id },
  });
  for (const [file, content] of Object.entries(unzipSync(zip.rawPayload))) {
    replies.set(`PERSONAL_INFO_COPY_DOWNLOAD ${file}`, { name: 'PERSONAL_INFO_COPY_DOWNLOAD', text: strFromU8(content) });
  }
  // Call protection (骚扰拦截): the member's own listed caller shows whole, a marked fraud caller masked.
  expect((await call('CALL_PROTECTION_SAVE', { enabled: true, numbers: [OWN_BLOCKED_CALLER], categories: ['fraud'] })).code).toBe(1);
  expect((await call('CALL_PROTECTION')).code).toBe(1);
  const at = api.deps.now();
  const calls = [OWN_BLOCKED_CALLER, MARKED_FRAUD_CALLER].map((otherParty, index) => ({
    eventId: `personal-data:call:${index}`,
    phone: OWN_PHONE,
    occurredAt: at,
    kind: 'voice_in' as const,
    otherParty,
    seconds: 30,
  }));
  expect(await api.deps.boss.recordUsage(calls)).toMatchObject({ intercepted: 2 });
  expect((await call('CALL_INTERCEPTIONS', { page: 1 })).code).toBe(1);

  // The card lookup: start, face check, result, the numbers of the identity.
  const started = await call('QUERY_PHONE', { idCardNumber: OWN_ID_NUMBER.slice(-6), name: '张伟', consent: true, returnUrl: '/card' });
  const check = started.data as { biz_no: string; url: string };
  await finishFaceCheck(api, check.url);
  expect((await call('RESULT_QUERY', { biz_no: check.biz_no })).code).toBe(1);
  expect((await call('QUERY_CARD_NUMBER', { biz_no: check.biz_no })).code).toBe(1);

  // The refund account name check and the cancellation's start.
  await call('ACCOUNT_BANK', { accountName: '张伟' });
  await call('CLOSE_ACCONT', { mobilePhone: OWN_PHONE, idCard: OWN_ID_NUMBER, name: '张伟', consent: true, returnUrl: '/cancelForm' });
}, 120_000);
afterAll(() => api.close());

describe('replies to a subscriber', () => {
  it('were collected for most operations a subscriber can call', () => {
    const called = new Set([...replies.values()].map((reply) => reply.name));
    const callable = OPERATION_NAMES.filter((name) => ['member', 'bound'].includes((endpoints[name] as Endpoint).access));
    expect(called.size).toBeGreaterThanOrEqual(Math.floor(callable.length * 0.6));
  });

  it("carry no full phone number, except the member's own where a page needs it", () => {
    const leaks: string[] = [];
    for (const [label, { name, text }] of replies) {
      const allowed = FULL_NUMBERS_ALLOWED[name]?.values ?? [];
      for (const phone of text.match(PHONE_PATTERN) ?? []) {
        if (!allowed.includes(phone)) {
          leaks.push(`${label}: ${phone}`);
        }
      }
    }
    expect(leaks).toEqual([]);
    // The allowance is used, so it is not a blanket pass.
    expect(replies.get('PERSONAL_DATA')?.text).toContain(OWN_PHONE);
  });

  it('show numbers masked as 170****0001 where they show them', () => {
    expect(replies.get('RECHARGE_RECORD')?.text).toContain('170****0001');
    expect(replies.get('INVOICE_DETAIL')?.text).toContain('170****0001');
    expect(replies.get('INVOICE_DETAIL')?.text).toContain('138****8000');
    expect(replies.get('ADD_ORDERS')?.text).toContain('170****0001');
    expect(replies.get('GIFT_RECORDS')?.text).toContain('170****0002');
    expect(replies.get('USAGE_DETAIL_RECORDS')?.text).toContain('138****5678');
    expect(replies.get('CALL_INTERCEPTIONS')?.text).toContain('165****1111');
    expect(replies.get('PERSONAL_INFO_COPY_DOWNLOAD numbers/1/number.json')?.text).toContain('170****0001');
  });

  it('carry no ID number and no bank card number', () => {
    const leaks: string[] = [];
    for (const [label, { name, text }] of replies) {
      const allowed = FULL_NUMBERS_ALLOWED[name]?.values ?? [];
      for (const match of [...(text.match(ID_NUMBER_PATTERN) ?? []), ...(text.match(CARD_NUMBER_PATTERN) ?? [])]) {
        if (!allowed.includes(match)) {
          leaks.push(`${label}: ${match}`);
        }
      }
    }
    expect(leaks).toEqual([]);
  });

  it('carry no session token and no SMS code', async () => {
    const codes = (await api.deps.db.select({ text: sandboxSmsOutbox.text }).from(sandboxSmsOutbox).orderBy(desc(sandboxSmsOutbox.id)).limit(50))
      .map((row) => /验证码(\d{6})/.exec(row.text)?.[1])
      .filter((code): code is string => Boolean(code));
    expect(codes.length).toBeGreaterThanOrEqual(2);
    for (const [label, { text }] of replies) {
      expect(text, label).not.toContain(token);
      for (const code of codes) {
        expect(text, `${label} carries an SMS code`).not.toMatch(new RegExp(`(?<!\\d)${code}(?!\\d)`));
      }
    }
  });
});
