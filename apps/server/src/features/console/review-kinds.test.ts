import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationFiles, applications, invoices, sandboxMailOutbox } from '../../db/schema.ts';
import { finishFaceCheck } from '../../test/face-check.ts';
import { createTestApp, DemoUser, TEST_STAFF_PASSWORD, type TestApp } from '../../test/test-app.ts';
import { consoleHeaders } from '../../test/staff-session.ts';

// The feature kinds registered in the review queue, driven as the console and the subscriber do.

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const ZHANGWEI = { phone: '17012340001', idCard: '110105199003071234', name: '张伟' };

let api: TestApp;
let zhangwei: string;
let auditor: string;

async function staffCookie(username: string) {
  const response = await api.app.inject({ method: 'POST', url: '/api/console/login', payload: { username, password: TEST_STAFF_PASSWORD } });
  return String(response.headers['set-cookie']).split(';')[0] ?? '';
}

async function asStaff(url: string, payload: object, cookie = auditor) {
  const response = await api.app.inject({ method: 'POST', url: `/api/console/${url}`, headers: consoleHeaders(api, cookie), payload });
  return response.json() as { code: number; msg: string; data: Record<string, unknown> & { list: Record<string, unknown>[] } };
}

async function startedCheck(body: { code: number; msg: string; data?: unknown }) {
  expect(body, body.msg).toMatchObject({ code: 1 });
  const started = body.data as { biz_no: string; url: string };
  await finishFaceCheck(api, started.url);
  return started.biz_no;
}

beforeAll(async () => {
  api = await createTestApp();
  zhangwei = await api.logInAs(DemoUser.BOUND_NORMAL);
  auditor = await staffCookie('auditor');
});
afterAll(() => api.close());

describe('review kinds', () => {
  it('lists every kind with its pending count', async () => {
    const kinds = await asStaff('reviewKinds', {});
    expect(kinds.data.list.map((kind) => kind.kind)).toEqual(['cancel', 'transferOut', 'transferIn', 'realName', 'simReplacement', 'cardOpening', 'invoice']);
  });

  it('a cancellation passed by an auditor shows as passed to its subscriber; its files only to reviewers', async () => {
    const bizNo = await startedCheck(
      await api.call(
        'CLOSE_ACCONT',
        { mobilePhone: ZHANGWEI.phone, idCard: ZHANGWEI.idCard, name: ZHANGWEI.name, consent: true, returnUrl: '/cancelForm' },
        zhangwei,
      ),
    );
    const form = {
      biz_no: bizNo,
      reason: '不再使用',
      mobilePhone: ZHANGWEI.phone,
      phonePassword: '123456',
      sparePhone: '13900001111',
      refundType: 2,
      accountName: '张伟',
      accountBank: '中国银行北京分行',
      bankCard: '6216600000000001234',
    };
    expect(await api.call('ACCOUNT_FORM', form, zhangwei)).toMatchObject({ code: 1 });
    await api.deps.db.insert(applicationFiles).values({ bizNo, kind: 'photo', mimeType: 'image/png', contentBase64: PNG, sizeBytes: 70 });

    const pending = await asStaff('reviewList', { kind: 'cancel' });
    expect(pending.data.list).toMatchObject([{ phone: '170****0001', applicantName: '张*' }]);
    const id = String(pending.data.list[0]?.id);
    const detail = await asStaff('reviewDetail', { kind: 'cancel', id });
    const text = JSON.stringify(detail.data);
    expect(text).toContain('**** **** 1234');
    for (const secret of ['6216600000000001234', ZHANGWEI.idCard, ZHANGWEI.phone, '13900001111']) {
      expect(text).not.toContain(secret);
    }
    const fileUrl = (detail.data.attachments as { url: string }[])[0]?.url ?? '';
    const asAuditor = await api.app.inject({ method: 'GET', url: fileUrl, headers: { cookie: auditor } });
    expect(asAuditor.statusCode).toBe(200);
    expect(asAuditor.headers['content-type']).toBe('image/png');
    expect(asAuditor.headers['x-content-type-options']).toBe('nosniff');
    expect((await api.app.inject({ method: 'GET', url: fileUrl, headers: { cookie: await staffCookie('service') } })).statusCode).toBe(403);
    expect((await api.app.inject({ method: 'GET', url: fileUrl })).statusCode).toBe(403);

    expect(await asStaff('reviewDecide', { kind: 'cancel', id, decision: 'pass' })).toMatchObject({ code: 1 });
    // The cancelled number's members were logged out; logged in again, the member sees the outcome.
    expect(await api.call('APPLICATION_STATUS', { kind: 'cancel' }, zhangwei)).toMatchObject({ code: -101 });
    zhangwei = await api.logInAs(DemoUser.BOUND_NORMAL);
    expect(await api.call('APPLICATION_STATUS', { kind: 'cancel' }, zhangwei)).toMatchObject({ data: { application: { status: 'passed', reason: null } } });
    expect(await asStaff('reviewDecide', { kind: 'cancel', id, decision: 'fail', reason: '再次审核' })).toMatchObject({ msg: '该申请已处理，不能重复审核' });
    const [row] = await api.deps.db
      .select()
      .from(applications)
      .where(eq(applications.id, Number(id)));
    expect(row).toMatchObject({ status: 'passed' });
  });

  it('a SIM replacement failed with a reason shows that reason to its subscriber', async () => {
    // 张伟's first number was cancelled above: he binds his second one.
    expect(await api.call('SEND_SMS_CODE', { mobilePhone: '17012340005', type: '01' }, zhangwei)).toMatchObject({ code: 1 });
    expect(await api.call('BIND_PHONE', { phone: '17012340005', code: await api.readLatestSmsCode('17012340005') }, zhangwei)).toMatchObject({ code: 1 });
    const bizNo = await startedCheck(
      await api.call('CHANGE_CARD', { idCard: ZHANGWEI.idCard, name: ZHANGWEI.name, consent: true, returnUrl: '/changeCardForm' }, zhangwei),
    );
    const form = {
      biz_no: bizNo,
      mobilePhone: '17012340005',
      phonePassword: '123456',
      reason: '手机丢失',
      receive_man: '张伟',
      receive_phone: '13800138000',
      receive_addr: '北京市朝阳区建国路1号',
    };
    expect(await api.call('CHANGE_CARD_FORM', form, zhangwei)).toMatchObject({ code: 1 });
    expect(await api.call('APPLICATION_STATUS', { kind: 'simReplacement' }, zhangwei)).toMatchObject({
      data: { application: { status: 'pending', phone: '170****0005' } },
    });

    const pending = await asStaff('reviewList', { kind: 'simReplacement' });
    const id = String(pending.data.list[0]?.id);
    const detail = await asStaff('reviewDetail', { kind: 'simReplacement', id });
    expect(detail.data.fields).toEqual(expect.arrayContaining([{ label: '收货电话', value: '138****8000' }]));
    expect(await asStaff('reviewDecide', { kind: 'simReplacement', id, decision: 'fail', reason: '收货地址不完整' })).toMatchObject({ code: 1 });
    expect(await api.call('APPLICATION_STATUS', { kind: 'simReplacement' }, zhangwei)).toMatchObject({
      data: { application: { status: 'failed', reason: '收货地址不完整' } },
    });
    expect((await asStaff('reviewList', { kind: 'simReplacement' })).data.list).toHaveLength(0);
  });

  it('an invoice the issuing platform refused is issued and mailed when passed, or keeps the reason when failed', async () => {
    const failedInvoice = (buyerName: string): typeof invoices.$inferInsert => ({
      phone: ZHANGWEI.phone,
      memberId: 1,
      flow: 'monthly',
      titleKind: 0,
      invoiceType: '82',
      buyerName,
      email: 'review@example.com',
      months: '202609',
      amountFen: 5800,
      status: 3,
      errMsg: '开票平台繁忙',
    });
    const [again, refused] = await api.deps.db
      .insert(invoices)
      .values([failedInvoice('张伟'), failedInvoice('张伟二')])
      .returning({ id: invoices.id });
    expect((await asStaff('reviewList', { kind: 'invoice' })).data.list).toHaveLength(2);

    expect(await asStaff('reviewDecide', { kind: 'invoice', id: String(again?.id), decision: 'pass' })).toMatchObject({ code: 1 });
    expect(await asStaff('reviewDecide', { kind: 'invoice', id: String(refused?.id), decision: 'fail', reason: '抬头与实名信息不符' })).toMatchObject({
      code: 1,
    });
    const rows = await api.deps.db.select().from(invoices).where(eq(invoices.phone, ZHANGWEI.phone));
    expect(rows.find((row) => row.id === again?.id)).toMatchObject({ status: 2, errMsg: '', invoiceNumber: expect.any(String) });
    expect(rows.find((row) => row.id === refused?.id)).toMatchObject({ status: 3, errMsg: '抬头与实名信息不符' });
    const mails = await api.deps.db.select().from(sandboxMailOutbox).where(eq(sandboxMailOutbox.toAddress, 'review@example.com'));
    expect(mails).toHaveLength(1);
  });

  it('refuses ids of another kind or shape', async () => {
    expect(await asStaff('reviewDetail', { kind: 'cardOpening', id: 'nothing' })).toMatchObject({ code: -100, msg: '申请不存在' });
    expect(await asStaff('reviewDecide', { kind: 'invoice', id: 'x', decision: 'pass' })).toMatchObject({ msg: '该申请已处理，不能重复审核' });
  });
});
