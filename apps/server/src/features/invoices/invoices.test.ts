import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ServiceUnavailableError } from '../../platform/api-error.ts';
import { insertUnrecordedInvoice, listInvoiceMonths, readSandboxMails, type InvoiceMonthItem } from './invoice-test-support.ts';
import { createTestApp, DemoUser, type TestApp } from '../../test/test-app.ts';
import { eq } from 'drizzle-orm';
import { invoices } from '../../db/schema.ts';
import { createInvoiceReviewKind } from './invoices.review-kind.ts';
import { STALLED_AFTER_MS, sweepInvoicePlatform } from './invoices.schedule.ts';
import { listRecentFeeMonths } from './invoice-access.ts';
import { JPEG_DATA_URL } from '../../test/images.ts';

let api: TestApp;
let token: string;
const PHONE = '17012340001';
const SECOND_PHONE = '17012340005';

async function sendCode(phone: string, type: '02' | '08', memberToken = token) {
  api.advanceSeconds(61);
  const sent = await api.call('SEND_SMS_CODE', { mobilePhone: phone, type }, memberToken);
  expect(sent.code).toBe(1);
  return api.readLatestSmsCode(phone);
}

async function verifyNumber(phone: string, memberToken = token) {
  const code = await sendCode(phone, '08', memberToken);
  const body = await api.call('NEW_CHECKCODE', { service_id: phone, code }, memberToken);
  expect(body).toMatchObject({ code: 1, data: { serviceId: phone, userId: phone } });
}

async function listMonths(phone = PHONE, memberToken = token): Promise<InvoiceMonthItem[]> {
  return listInvoiceMonths(api, phone, memberToken);
}

const readMails = (to: string) => readSandboxMails(api, to);

async function sendPersonal(ids: string[], email: string) {
  return api.call('NEW_SEND_INVOICE', { ids: ids.join(','), type: 0, email }, token);
}

async function decideFace(url: string, result: 'passed' | 'failed') {
  const ref = new URL(url, 'http://test').searchParams.get('ref') ?? '';
  return api.app.inject({ method: 'POST', url: '/sandbox/face/decide', payload: { ref, result } });
}

async function addTitle(fields: Record<string, string>, phone = PHONE) {
  return api.call('NEW_ADD_INVOICEUSER', { userId: phone, ...fields }, token);
}

beforeAll(async () => {
  api = await createTestApp();
  token = await api.logInAs(DemoUser.BOUND_NORMAL);
  await verifyNumber(PHONE);
});
afterAll(() => api.close());

describe('NEW_CHECKCODE', () => {
  it('refuses a wrong code, then opens the number with the right one', async () => {
    const code = await sendCode(PHONE, '08');
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await api.call('NEW_CHECKCODE', { service_id: PHONE, code: wrong }, token)).toMatchObject({ code: -100, msg: '验证码错误，请重新输入' });
    expect(await api.call('NEW_CHECKCODE', { service_id: PHONE, code }, token)).toMatchObject({ code: 1 });
  });

  it('lets only real-name numbers in', async () => {
    api.advanceSeconds(61);
    expect(await api.call('SEND_SMS_CODE', { mobilePhone: '17012340004', type: '08' }, token)).toMatchObject({
      code: -100,
      msg: '仅实名制号码可申请开具发票',
    });
    expect(await api.call('NEW_CHECKCODE', { service_id: '17012340004', code: '123456' }, token)).toMatchObject({
      code: -100,
      msg: '仅实名制号码可申请开具发票',
    });
    expect(await api.call('NEW_CHECKCODE', { service_id: '13900000000', code: '123456' }, token)).toMatchObject({ code: -100, msg: '该号码不是本网号码' });
  });

  it('names the bad field and needs a login', async () => {
    expect(await api.call('NEW_CHECKCODE', { service_id: '', code: '123456' }, token)).toMatchObject({ code: -100, msg: '请输入手机号' });
    expect(await api.call('NEW_CHECKCODE', { service_id: '12345678901', code: '123456' }, token)).toMatchObject({ code: -100, msg: '请输入正确的手机号' });
    expect(await api.call('NEW_CHECKCODE', { service_id: PHONE, code: '' }, token)).toMatchObject({ code: -100, msg: '请输入验证码' });
    expect(await api.call('NEW_CHECKCODE', { service_id: PHONE, code: '123456789' }, token)).toMatchObject({ code: -100, msg: '验证码格式错误' });
    expect(await api.call('NEW_CHECKCODE', { service_id: PHONE, code: '123456' })).toMatchObject({ code: -101 });
  });
});

describe('NEW_INVOICE_OCR and NEW_INVOICE_OCR_RESULT', () => {
  it('opens the number after a passed face check, once', async () => {
    const stranger = await api.logInAs(DemoUser.UNBOUND_VISITOR);
    expect(await api.call('NEW_INVOICE_LIST', { service_id: SECOND_PHONE }, stranger)).toMatchObject({ code: -100, msg: '号码验证已过期，请重新验证' });
    const started = await api.call('NEW_INVOICE_OCR', { serviceId: SECOND_PHONE, consent: true, returnUrl: '/invoicenoCode' }, stranger);
    expect(started).toMatchObject({ code: 1, data: { biz_no: expect.stringMatching(/^BZ/), url: expect.stringMatching(/^\/sandbox\/face/) } });
    const { biz_no: bizNo, url } = started.data as { biz_no: string; url: string };
    expect(await api.call('NEW_INVOICE_OCR_RESULT', { biz_no: bizNo }, stranger)).toMatchObject({ code: -100, msg: '身份核验尚未完成，请完成人脸识别' });
    await decideFace(url, 'passed');
    expect(await api.call('NEW_INVOICE_OCR_RESULT', { biz_no: bizNo }, stranger)).toMatchObject({
      code: 1,
      data: { serviceId: SECOND_PHONE, userId: SECOND_PHONE, biz_no: bizNo },
    });
    expect((await api.call('NEW_INVOICE_LIST', { service_id: SECOND_PHONE }, stranger)).code).toBe(1);
    expect(await api.call('NEW_INVOICE_OCR_RESULT', { biz_no: bizNo }, stranger)).toMatchObject({ code: -998 });
  });

  it('answers -998 for a failed face check and refuses not-real-name numbers', async () => {
    const started = await api.call('NEW_INVOICE_OCR', { serviceId: SECOND_PHONE, consent: true, returnUrl: '/invoicenoCode' }, token);
    const { biz_no: bizNo, url } = started.data as { biz_no: string; url: string };
    await decideFace(url, 'failed');
    expect(await api.call('NEW_INVOICE_OCR_RESULT', { biz_no: bizNo }, token)).toMatchObject({ code: -998, msg: '身份核验失败，请重试' });
    expect(await api.call('NEW_INVOICE_OCR', { serviceId: '17012340004', consent: true, returnUrl: '/invoicenoCode' }, token)).toMatchObject({
      code: -100,
      msg: '仅实名制号码可申请开具发票',
    });
    expect(await api.call('NEW_INVOICE_OCR', { serviceId: SECOND_PHONE, consent: true, returnUrl: 'https://evil.example' }, token)).toMatchObject({
      code: -100,
      msg: '返回地址无效',
    });
    expect(await api.call('NEW_INVOICE_OCR_RESULT', { biz_no: '' }, token)).toMatchObject({ code: -100, msg: '缺少核验流水号' });
  });
});

describe('NEW_INVOICE_LIST', () => {
  it('lists the last 6 months apart from the current one, from the bills, all not invoiced', async () => {
    const list = await listMonths();
    expect(list.map((item) => item.feeMonth)).toEqual(listRecentFeeMonths(api.deps.now(), 6));
    const fees = await api.deps.boss.listMonthlyFees(
      PHONE,
      list.map((item) => item.feeMonth),
    );
    expect(list.map((item) => item.feeAmount)).toEqual(fees.map((fee) => fee.amountFen));
    expect(list.every((item) => item.status === 0 && item.type === null)).toBe(true);
  });

  it('is closed to a member who did not verify the number', async () => {
    const stranger = await api.logInAs(DemoUser.BOUND_OWING);
    expect(await api.call('NEW_INVOICE_LIST', { service_id: PHONE }, stranger)).toMatchObject({ code: -100, msg: '号码验证已过期，请重新验证' });
    expect(await api.call('NEW_INVOICE_LIST', { service_id: '1701234' }, token)).toMatchObject({ code: -100, msg: '请输入正确的手机号' });
  });
});

describe('NEW_SEND_INVOICE', () => {
  it('issues a personal ordinary e-invoice over the months and mails its PDF', async () => {
    const list = await listMonths();
    const chosen = list.slice(0, 2);
    const body = await sendPersonal(
      chosen.map((item) => item.id),
      'personal@example.com',
    );
    expect(body).toMatchObject({ code: 1, data: { message: '发票申请已提交，开具成功后将发送至您的邮箱', status: 2 } });
    const after = await listMonths();
    expect(after.slice(0, 2).map((item) => [item.status, item.type])).toEqual([
      [2, 0],
      [2, 0],
    ]);
    const mails = await readMails('personal@example.com');
    expect(mails).toHaveLength(1);
    const total = ((chosen[0]?.feeAmount ?? 0) + (chosen[1]?.feeAmount ?? 0)) / 100;
    expect(mails[0]?.body).toContain(`金额 ${total.toFixed(2)} 元`);
    expect(mails[0]?.body).toContain('发票抬头：张伟');
    expect(mails[0]?.subject).toContain('电子发票（普通发票）');
    const pdf = await api.app.inject({ method: 'GET', url: mails[0]?.attachments[0]?.url ?? '' });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses months already invoiced and months out of reach', async () => {
    const list = await listMonths();
    expect(await sendPersonal([list[0]?.id ?? ''], 'a@example.com')).toMatchObject({ code: -100, msg: '所选月份已开票或正在开票，请刷新后重试' });
    expect(await sendPersonal(['999999'], 'a@example.com')).toMatchObject({ code: -100, msg: '开票月份不存在，请刷新后重试' });
    const stranger = await api.logInAs(DemoUser.BOUND_OWING);
    expect(await api.call('NEW_SEND_INVOICE', { ids: list[5]?.id ?? '', type: 0, email: 'a@example.com' }, stranger)).toMatchObject({
      code: -100,
      msg: '号码验证已过期，请重新验证',
    });
  });

  it('checks the months, the e-mail and the company title', async () => {
    const list = await listMonths();
    const id = list[5]?.id ?? '';
    expect(await sendPersonal([], 'a@example.com')).toMatchObject({ code: -100, msg: '请选择开票月份' });
    expect(await sendPersonal([id], '')).toMatchObject({ code: -100, msg: '邮箱不能为空' });
    expect(await sendPersonal([id], 'not-an-email')).toMatchObject({ code: -100, msg: '请输入正确的邮箱' });
    const company = { ids: id, type: 1, email: 'co@example.com' };
    expect(await api.call('NEW_SEND_INVOICE', company, token)).toMatchObject({ code: -100, msg: '请先选择公司信息' });
    const title = (await addTitle({ name: '广州星河科技有限公司', tin: '91440101ma5abcd123' })).data as { id: string };
    expect(await api.call('NEW_SEND_INVOICE', { ...company, tinId: title.id }, token)).toMatchObject({ code: -100, msg: '请选择发票类型' });
    expect(await api.call('NEW_SEND_INVOICE', { ...company, tinId: title.id, invoiceType: '81', tin: '91440101MA5ABCD123' }, token)).toMatchObject({
      code: -100,
      msg: '公司名称不能为空，可在选择公司信息时编辑',
    });
    expect(await api.call('NEW_SEND_INVOICE', { ...company, tinId: title.id, invoiceType: '81', name: '广州星河科技有限公司' }, token)).toMatchObject({
      code: -100,
      msg: '公司税号不能为空，可在选择公司信息时编辑',
    });
    expect(await api.call('NEW_SEND_INVOICE', { ...company, tinId: title.id, invoiceType: '83' }, token)).toMatchObject({ code: -100, msg: '请选择发票类型' });
  });

  it('issues a company special VAT e-invoice with the title', async () => {
    const list = await listMonths();
    const title = (await addTitle({ name: '深圳云帆贸易有限公司', tin: '91440300MA5CLOUD01', address: '深圳市南山区科技园', tel: '0755-88886666' })).data as {
      id: string;
    };
    const body = await api.call(
      'NEW_SEND_INVOICE',
      {
        ids: list[2]?.id ?? '',
        type: 1,
        tinId: title.id,
        invoiceType: '81',
        email: 'finance@example.com',
        name: '深圳云帆贸易有限公司',
        tin: '91440300MA5CLOUD01',
        address: '深圳市南山区科技园',
        tel: '0755-88886666',
      },
      token,
    );
    expect(body).toMatchObject({ code: 1, data: { status: 2 } });
    const mails = await readMails('finance@example.com');
    expect(mails[0]?.subject).toContain('增值税专用发票');
    expect(mails[0]?.body).toContain('深圳云帆贸易有限公司');
    expect((await listMonths())[2]).toMatchObject({ status: 2, type: 1 });
  });

  it('marks a refused invoice 3 with the reason, and the month can be invoiced again', async () => {
    const list = await listMonths();
    const id = list[3]?.id ?? '';
    await api.app.inject({ method: 'POST', url: '/sandbox/invoices/fail-next', payload: { reason: '开票平台维护中' } });
    expect(await sendPersonal([id], 'retry@example.com')).toMatchObject({ code: 1, data: { status: 3 } });
    expect((await listMonths())[3]).toMatchObject({ status: 3, errMsg: '开票平台维护中' });
    expect(await readMails('retry@example.com')).toHaveLength(0);
    expect(await sendPersonal([id], 'retry@example.com')).toMatchObject({ code: 1, data: { status: 2 } });
    expect((await listMonths())[3]).toMatchObject({ status: 2, errMsg: '' });
    expect(await readMails('retry@example.com')).toHaveLength(1);
  });
});

describe('NEW_MONTHS_INFO', () => {
  it('shows the months and total of the invoice a month belongs to', async () => {
    const list = await listMonths();
    const body = await api.call('NEW_MONTHS_INFO', { id: list[0]?.id ?? '' }, token);
    expect(body).toMatchObject({
      code: 1,
      data: {
        saleAmount: (list[0]?.feeAmount ?? 0) + (list[1]?.feeAmount ?? 0),
        months: [list[1]?.feeMonth, list[0]?.feeMonth],
        email: 'personal@example.com',
        invoiceType: '82',
        resendsLeft: 3,
      },
    });
  });

  it('refuses a month without an invoice and a bad id', async () => {
    const list = await listMonths();
    expect(await api.call('NEW_MONTHS_INFO', { id: list[4]?.id ?? '' }, token)).toMatchObject({ code: -100, msg: '该月份尚未开票' });
    expect(await api.call('NEW_MONTHS_INFO', { id: 'abc' }, token)).toMatchObject({ code: -100, msg: '发票编号无效' });
    expect(await api.call('NEW_MONTHS_INFO', { id: '987654' }, token)).toMatchObject({ code: -100, msg: '发票记录不存在' });
  });
});

describe('NEW_RELOAD_EMAIL', () => {
  it('resends at most 3 times ever, then refuses', async () => {
    const list = await listMonths();
    const id = list[2]?.id ?? '';
    for (const left of [2, 1, 0]) {
      expect(await api.call('NEW_RELOAD_EMAIL', { id, email: 'again@example.com' }, token)).toMatchObject({
        code: 1,
        data: { message: '发送成功', resendsLeft: left },
      });
    }
    expect(await api.call('NEW_RELOAD_EMAIL', { id, email: 'again@example.com' }, token)).toMatchObject({
      code: -100,
      msg: '每张发票最多可重发3次邮件，已达上限',
    });
    const mails = await readMails('again@example.com');
    expect(mails).toHaveLength(3);
    expect(mails[0]?.attachments[0]?.filename).toMatch(/\.pdf$/);
  });

  it('sends at most 3 mails for 10 concurrent resends', async () => {
    const list = await listMonths();
    const id = list[0]?.id ?? '';
    const results = await Promise.all(Array.from({ length: 10 }, () => api.call('NEW_RELOAD_EMAIL', { id, email: 'burst@example.com' }, token)));
    expect(results.filter((result) => result.code === 1)).toHaveLength(3);
    expect(await readMails('burst@example.com')).toHaveLength(3);
  });

  it('checks the e-mail and refuses an invoice that is not issued', async () => {
    const list = await listMonths();
    expect(await api.call('NEW_RELOAD_EMAIL', { id: list[1]?.id ?? '', email: '' }, token)).toMatchObject({ code: -100, msg: '邮箱不能为空' });
    expect(await api.call('NEW_RELOAD_EMAIL', { id: list[1]?.id ?? '', email: 'x@' }, token)).toMatchObject({ code: -100, msg: '请输入正确的邮箱' });
    await api.app.inject({ method: 'POST', url: '/sandbox/invoices/fail-next', payload: {} });
    const failedId = list[4]?.id ?? '';
    expect(await sendPersonal([failedId], 'f@example.com')).toMatchObject({ code: 1, data: { status: 3 } });
    expect(await api.call('NEW_RELOAD_EMAIL', { id: failedId, email: 'f@example.com' }, token)).toMatchObject({
      code: -100,
      msg: '发票尚未开具成功，暂不能发送邮件',
    });
  });
});

describe('company titles: NEW_QUERY_USER, NEW_QUERY_TITLE, NEW_ADD_INVOICEUSER, NEW_DEL_INVOICEUSER', () => {
  it('adds with the tax number uppercased, edits, searches with spaces stripped and deletes', async () => {
    const added = await addTitle({ name: '杭州 西湖 文化传媒有限公司', tin: ' 91330106abc123 ' });
    expect(added).toMatchObject({ code: 1, data: { name: '杭州 西湖 文化传媒有限公司', tin: '91330106ABC123' } });
    const id = (added.data as { id: string }).id;
    const list = await api.call('NEW_QUERY_USER', { userId: PHONE }, token);
    expect((list.data as { list: { id: string }[] }).list.map((item) => item.id)).toContain(id);

    expect(await api.call('NEW_QUERY_TITLE', { userId: PHONE, name: ' 西湖文化 ' }, token)).toMatchObject({
      code: 1,
      data: { list: [{ id, tin: '91330106ABC123' }] },
    });
    expect(await api.call('NEW_QUERY_TITLE', { userId: PHONE, name: '不存在的公司' }, token)).toMatchObject({ code: 1, data: { list: [] } });

    const edited = await addTitle({ id, name: '杭州西湖文化传媒有限公司', tin: '91330106ABC999', bankName: '招商银行杭州分行', bankAccount: '571900000001' });
    expect(edited).toMatchObject({ code: 1, data: { id, name: '杭州西湖文化传媒有限公司', tin: '91330106ABC999', bankName: '招商银行杭州分行' } });

    expect(await api.call('NEW_DEL_INVOICEUSER', { id }, token)).toMatchObject({ code: 1, data: { id } });
    expect(await api.call('NEW_DEL_INVOICEUSER', { id }, token)).toMatchObject({ code: -100, msg: '公司信息不存在或已删除' });
    expect(await addTitle({ id, name: '杭州西湖文化传媒有限公司', tin: '91330106ABC999' })).toMatchObject({ code: -100, msg: '公司信息不存在或已删除' });
  });

  it('checks the title fields and the search keyword', async () => {
    expect(await addTitle({ name: '', tin: '123' })).toMatchObject({ code: -100, msg: '请填写公司信息' });
    expect(await addTitle({ name: '某公司', tin: '' })).toMatchObject({ code: -100, msg: '请填写纳税人识别号' });
    expect(await addTitle({ name: '某公司', tin: '1'.repeat(21) })).toMatchObject({ code: -100, msg: '纳税人识别号不能超过20个字符' });
    expect(await api.call('NEW_QUERY_TITLE', { userId: PHONE, name: ' 星 河 ' }, token)).toMatchObject({
      code: -100,
      msg: '公司名称格式不正确（最少3个字，最多100个字）',
    });
    expect(await api.call('NEW_DEL_INVOICEUSER', { id: '' }, token)).toMatchObject({ code: -100, msg: '缺少公司信息编号' });
  });

  it('keeps titles private to members who verified the number', async () => {
    const mine = (await addTitle({ name: '成都天府网络科技有限公司', tin: '91510100MA6TIANFU' })).data as { id: string };
    const stranger = await api.logInAs(DemoUser.BOUND_OWING);
    expect(await api.call('NEW_QUERY_USER', { userId: PHONE }, stranger)).toMatchObject({ code: -100, msg: '号码验证已过期，请重新验证' });
    expect(await api.call('NEW_QUERY_TITLE', { userId: PHONE, name: '成都天府' }, stranger)).toMatchObject({ code: -100 });
    expect(await api.call('NEW_ADD_INVOICEUSER', { userId: PHONE, name: 'x公司', tin: '123456' }, stranger)).toMatchObject({ code: -100 });
    expect(await api.call('NEW_DEL_INVOICEUSER', { id: mine.id }, stranger)).toMatchObject({ code: -100, msg: '号码验证已过期，请重新验证' });
  });
});

describe('old form flow: INVOICE_LIST, SUBMIT_INVOICE, INVOICE_DETAIL', () => {
  const photo = JPEG_DATA_URL;

  it('lists at most a year of the bound number, not invoiced and invoiced', async () => {
    const body = await api.call('INVOICE_LIST', {}, token);
    expect(body.code).toBe(1);
    const data = body.data as { notInvoice: { id: string; time: string }[]; openedInvoice: { id: string; time: string; status: number }[] };
    expect(data.notInvoice.length + data.openedInvoice.length).toBe(12);
    const window = listRecentFeeMonths(api.deps.now(), 12);
    expect([...data.notInvoice, ...data.openedInvoice].every((item) => window.includes(item.time))).toBe(true);
    // Months invoiced through the monthly flow are invoiced here too.
    expect(data.openedInvoice.length).toBeGreaterThanOrEqual(4);
  });

  it('needs a bound number', async () => {
    expect(await api.call('INVOICE_LIST', {}, await api.logInAs(DemoUser.UNBOUND))).toMatchObject({ code: -102 });
  });

  it('submits a company invoice with code 02, then shows its detail', async () => {
    const list = (await api.call('INVOICE_LIST', {}, token)).data as { notInvoice: { id: string; time: string; amount: number }[] };
    const item = list.notInvoice[list.notInvoice.length - 1];
    const form = {
      invoiceId: item?.id ?? '',
      mobilePhone: PHONE,
      invoiceType: 2,
      title: '北京朝阳信息技术有限公司',
      taxNumber: '91110105MA01ABCD2X',
      name: '张伟',
      telephone: '13800138000',
      email: 'old@example.com',
      businessLicenses: photo,
    };
    expect(await api.call('SUBMIT_INVOICE', { ...form, code: '123456', taxNumber: '12345' }, token)).toMatchObject({
      code: -100,
      msg: '请输入15-20位纳税人识别号',
    });
    expect(await api.call('SUBMIT_INVOICE', { ...form, code: '123456', businessLicenses: '' }, token)).toMatchObject({ code: -100, msg: '请上传营业执照照片' });
    expect(await api.call('SUBMIT_INVOICE', { ...form, code: '123456', mobilePhone: SECOND_PHONE }, token)).toMatchObject({
      code: -100,
      msg: '请使用已绑定的手机号申请发票',
    });
    const code = await sendCode(PHONE, '02');
    expect(await api.call('SUBMIT_INVOICE', { ...form, code }, token)).toMatchObject({ code: 1, data: { id: item?.id, status: 2 } });
    const detail = await api.call('INVOICE_DETAIL', { invoiceId: item?.id ?? '' }, token);
    expect(detail).toMatchObject({
      code: 1,
      data: {
        mobilePhone: '170****0001',
        telephone: '138****8000',
        time: item?.time,
        amount: item?.amount,
        invoiceType: 2,
        title: '北京朝阳信息技术有限公司',
        taxNumber: '91110105MA01ABCD2X',
        name: '张伟',
        status: 2,
      },
    });
    expect(JSON.stringify(detail.data)).not.toContain('data:image');
    expect((await readMails('old@example.com'))[0]?.attachments).toHaveLength(1);
    expect(await api.call('SUBMIT_INVOICE', { ...form, code }, token)).toMatchObject({ code: -100, msg: '所选月份已开票或正在开票，请刷新后重试' });
  });

  it('submits a personal invoice without a taxpayer ID, photos of the ID card required', async () => {
    const list = (await api.call('INVOICE_LIST', {}, token)).data as { notInvoice: { id: string }[] };
    const form = {
      invoiceId: list.notInvoice[0]?.id ?? '',
      mobilePhone: PHONE,
      invoiceType: 1,
      consent: true,
      title: '张伟',
      taxNumber: '91110105MA01ABCD2X',
      name: '张伟',
      telephone: '13800138000',
      email: 'me@example.com',
      idCardFront: photo,
    };
    expect(await api.call('SUBMIT_INVOICE', { ...form, code: '123456' }, token)).toMatchObject({ code: -100, msg: '请上传身份证反面照片' });
    const code = await sendCode(PHONE, '02');
    expect(await api.call('SUBMIT_INVOICE', { ...form, code: code === '000000' ? '111111' : '000000', idCardBack: photo }, token)).toMatchObject({
      code: -100,
      msg: '验证码错误，请重新输入',
    });
    expect(await api.call('SUBMIT_INVOICE', { ...form, code, idCardBack: photo }, token)).toMatchObject({ code: 1 });
    const personal = await api.call('INVOICE_DETAIL', { invoiceId: list.notInvoice[0]?.id ?? '' }, token);
    expect(personal).toMatchObject({ code: 1, data: { invoiceType: 1, taxNumber: '' } });
    // The stored photos stay on the server: no page shows them, so the detail never sends them back.
    expect(JSON.stringify(personal.data)).not.toContain('data:image');
  });

  it("checks the form fields and hides other numbers' records", async () => {
    const base = {
      invoiceId: '1',
      mobilePhone: PHONE,
      code: '123456',
      invoiceType: 1,
      consent: true,
      title: '张伟',
      name: '张伟',
      telephone: '13800138000',
      email: 'me@example.com',
    };
    expect(await api.call('SUBMIT_INVOICE', { ...base, title: '' }, token)).toMatchObject({ code: -100, msg: '请填写发票抬头' });
    expect(await api.call('SUBMIT_INVOICE', { ...base, telephone: '123' }, token)).toMatchObject({ code: -100, msg: '请输入正确的联系电话' });
    expect(await api.call('SUBMIT_INVOICE', { ...base, invoiceType: 3 }, token)).toMatchObject({ code: -100, msg: '请选择发票抬头类型' });
    expect(await api.call('SUBMIT_INVOICE', { ...base, idCardFront: 'data:text/html;base64,PHNjcmlwdD4=' }, token)).toMatchObject({
      code: -100,
      msg: '身份证正面照片格式错误',
    });
    const other = await api.logInAs(DemoUser.BOUND_OWING);
    const mine = (await api.call('INVOICE_LIST', {}, token)).data as { openedInvoice: { id: string }[] };
    expect(await api.call('INVOICE_DETAIL', { invoiceId: mine.openedInvoice[0]?.id ?? '' }, other)).toMatchObject({ code: -100, msg: '发票记录不存在' });
  });
});

describe('when the issuing platform or the mailer fails', () => {
  it('a platform that does not accept the request leaves the invoice issuing (1), and the sweep submits it again once stalled', async () => {
    const id = (await listMonths())[5]?.id ?? '';
    const submit = vi.spyOn(api.deps.providers.invoiceIssuer, 'submit').mockRejectedValueOnce(new ServiceUnavailableError('invoice', 'no answer'));
    expect(await sendPersonal([id], 'outage@example.com')).toMatchObject({ code: 1, data: { status: 1 } });
    submit.mockRestore();
    expect((await listMonths())[5]).toMatchObject({ status: 1, errMsg: '' });
    expect(await sendPersonal([id], 'outage@example.com')).toMatchObject({ code: -100, msg: '所选月份已开票或正在开票，请刷新后重试' });
    api.advanceSeconds(STALLED_AFTER_MS / 1000 + 1);
    await sweepInvoicePlatform(api.deps, api.app.log);
    await sweepInvoicePlatform(api.deps, api.app.log);
    expect((await listMonths())[5]).toMatchObject({ status: 2 });
    expect(await readMails('outage@example.com')).toHaveLength(1);
  });

  it('applying again for the months of a refused invoice supersedes it in the review queue', async () => {
    await verifyNumber(SECOND_PHONE);
    const id = (await listMonths(SECOND_PHONE))[5]?.id ?? '';
    await api.app.inject({ method: 'POST', url: '/sandbox/invoices/fail-next', payload: { reason: '开票平台维护中' } });
    expect(await api.call('NEW_SEND_INVOICE', { ids: id, type: 0, email: 'second@example.com' }, token)).toMatchObject({ code: 1, data: { status: 3 } });
    const reviewKind = createInvoiceReviewKind(api.deps);
    const refused = (await reviewKind.listPending(api.deps.db, 100)).find((item) => item.phone === '170****0005');
    expect(refused).toBeDefined();

    expect(await api.call('NEW_SEND_INVOICE', { ids: id, type: 0, email: 'second@example.com' }, token)).toMatchObject({ code: 1, data: { status: 2 } });
    expect((await reviewKind.listPending(api.deps.db, 100)).map((item) => item.id)).not.toContain(refused?.id);
    const decision = { isPassed: true, reason: '', staffId: 1, now: api.deps.now(), fields: {} };
    expect(await reviewKind.decide(api.deps.db, refused?.id ?? '', decision)).toBe(false);
    expect(await readMails('second@example.com')).toHaveLength(1);
  });

  it('a resend whose mail fails is not used up', async () => {
    const id = (await listMonths())[5]?.id ?? '';
    const send = vi.spyOn(api.deps.providers.mailer, 'send').mockRejectedValueOnce(new ServiceUnavailableError('mailer', 'no answer'));
    expect((await api.call('NEW_RELOAD_EMAIL', { id, email: 'outage@example.com' }, token)).code).not.toBe(1);
    send.mockRestore();
    expect(await api.call('NEW_MONTHS_INFO', { id }, token)).toMatchObject({ code: 1, data: { resendsLeft: 3 } });
    expect(await api.call('NEW_RELOAD_EMAIL', { id, email: 'outage@example.com' }, token)).toMatchObject({ code: 1, data: { resendsLeft: 2 } });
  });
});

describe('invoices stalled at 1', () => {
  it('are submitted again by the sweep once stalled, issued on a later query and mailed once', async () => {
    const stalledId = await insertUnrecordedInvoice(api, { phone: PHONE, email: 'stalled@example.com', months: '', amountFen: 5800 });
    const readRow = async () => (await api.deps.db.select().from(invoices).where(eq(invoices.id, stalledId)))[0];
    expect(await sweepInvoicePlatform(api.deps, api.app.log)).toBe(0);
    api.advanceSeconds(STALLED_AFTER_MS / 1000 + 1);
    expect(await sweepInvoicePlatform(api.deps, api.app.log)).toBe(1);
    expect(await readRow()).toMatchObject({ status: 1, requestNo: expect.any(String) });
    expect(await sweepInvoicePlatform(api.deps, api.app.log)).toBe(1);
    expect(await readRow()).toMatchObject({ status: 2, invoiceNumber: expect.stringMatching(/^\d{20}$/) });
    expect(await sweepInvoicePlatform(api.deps, api.app.log)).toBe(0);
    expect(await readMails('stalled@example.com')).toHaveLength(1);
  });
});
