import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DemoUser, type TestApp } from '../../test/test-app.ts';

let api: TestApp;
let token: string;
beforeAll(async () => {
  api = await createTestApp();
  token = await api.logInAs(DemoUser.BOUND_NORMAL);
});
afterAll(() => api.close());

/** Decides the sandbox face check as the person on the face page would. */
async function decideFace(url: string, result: 'passed' | 'failed') {
  const ref = new URL(url, 'http://test').searchParams.get('ref') ?? '';
  const page = await api.app.inject({ method: 'GET', url });
  expect(page.body).toContain('人脸识别验证');
  return api.app.inject({ method: 'POST', url: '/sandbox/face/decide', payload: { ref, result } });
}

async function startCardLookup(memberToken = token) {
  const body = await api.call('QUERY_PHONE', { idCardNumber: '071234', name: '张伟', consent: true, returnUrl: '/card' }, memberToken);
  expect(body.code).toBe(1);
  return body.data as { biz_no: string; url: string };
}

describe('QUERY_PHONE (start of the card-lookup check)', () => {
  it('answers a biz_no and the face page URL', async () => {
    const { biz_no: bizNo, url } = await startCardLookup();
    expect(bizNo).toMatch(/^BZ\w{20,}$/);
    expect(url).toMatch(/^\/sandbox\/face\?ref=/);
  });

  it('refuses a return URL to another site and bad identity fields', async () => {
    expect(await api.call('QUERY_PHONE', { idCardNumber: '071234', name: '张伟', consent: true, returnUrl: '//evil.example/x' }, token)).toMatchObject({
      code: -100,
      msg: '返回地址无效',
    });
    expect(await api.call('QUERY_PHONE', { idCardNumber: '', name: '张伟', consent: true, returnUrl: '/card' }, token)).toMatchObject({
      code: -100,
      msg: '请输入身份证号后六位',
    });
    expect(await api.call('QUERY_PHONE', { idCardNumber: '071234', name: '', consent: true, returnUrl: '/card' }, token)).toMatchObject({
      code: -100,
      msg: '请填写姓名',
    });
  });
});

describe('RESULT_QUERY', () => {
  it('is pending until the face page decides, then passed', async () => {
    const { biz_no: bizNo, url } = await startCardLookup();
    expect(await api.call('RESULT_QUERY', { biz_no: bizNo }, token)).toMatchObject({ code: -100, msg: '身份核验尚未完成，请完成人脸识别' });
    const decided = await decideFace(url, 'passed');
    expect(decided.statusCode).toBe(302);
    expect(decided.headers.location).toBe('/card');
    expect(await api.call('RESULT_QUERY', { biz_no: bizNo }, token)).toMatchObject({ code: 1, data: { biz_no: bizNo, authType: 'QUERY_PHONE' } });
  });

  it('answers -998 for a failed check', async () => {
    const { biz_no: bizNo, url } = await startCardLookup();
    await decideFace(url, 'failed');
    expect(await api.call('RESULT_QUERY', { biz_no: bizNo }, token)).toMatchObject({ code: -998, msg: '身份核验失败，请重试' });
  });

  it("never shows another member's check", async () => {
    const { biz_no: bizNo, url } = await startCardLookup();
    await decideFace(url, 'passed');
    const stranger = await api.logInAs(DemoUser.UNBOUND);
    const body = await api.call('RESULT_QUERY', { biz_no: bizNo }, stranger);
    expect(body.code).toBe(-998);
    expect(body.data).toBeUndefined();
    expect(await api.call('QUERY_CARD_NUMBER', { biz_no: bizNo }, stranger)).toMatchObject({ code: -998 });
  });

  it('expires after 30 minutes', async () => {
    const { biz_no: bizNo, url } = await startCardLookup();
    await decideFace(url, 'passed');
    api.advanceSeconds(31 * 60);
    expect(await api.call('RESULT_QUERY', { biz_no: bizNo }, token)).toMatchObject({ code: -998 });
  });
});

describe('QUERY_CARD_NUMBER', () => {
  it('lists the numbers under the checked identity', async () => {
    const { biz_no: bizNo, url } = await startCardLookup();
    await decideFace(url, 'passed');
    const body = await api.call('QUERY_CARD_NUMBER', { biz_no: bizNo }, token);
    expect(body.code).toBe(1);
    expect(body.data).toMatchObject({
      memberInfo: { name: '张伟', idCardNumber: '************071234' },
      list: [
        { mobileNumber: '17012340001', packageName: '标准卡A套餐', balance: 8650, status: '正常服务' },
        { mobileNumber: '17012340005', packageName: '标准卡E套餐', balance: 15000, status: '正常服务' },
      ],
    });
  });

  it('refuses a check that did not pass', async () => {
    const { biz_no: bizNo } = await startCardLookup();
    expect(await api.call('QUERY_CARD_NUMBER', { biz_no: bizNo }, token)).toMatchObject({ code: -100 });
  });
});
