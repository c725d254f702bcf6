import { AuthType } from '@hall/contract/identity/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finishFaceCheck } from '../test/face-check.ts';
import { recordPromiseVideoByQrCode } from '../test/qr-code.ts';
import { createTestApp, DemoUser, type TestApp } from '../test/test-app.ts';
import { ServiceUnavailableError } from './api-error.ts';
import { createIdentityChecks } from './identity-checks.ts';

let api: TestApp;
let memberId: number;
beforeAll(async () => {
  api = await createTestApp();
  await api.logInAs(DemoUser.BOUND_NORMAL);
  memberId = 1;
});
afterAll(() => api.close());

describe('identity checks and the promise video', () => {
  it('answers -106 for a number whose promise video is pending, until it is recorded', async () => {
    const checks = createIdentityChecks(api.deps);
    const start = () =>
      checks.start({
        memberId,
        authType: AuthType.UNSET_ACCONT,
        ownerName: '周杰',
        idNumber: '350203199106062222',
        idHint: '062222',
        phone: '17012340009',
        consent: true,
        returnUrl: '/cancelForm',
      });
    await expect(start()).rejects.toMatchObject({ code: -106, message: '请继续完成承诺视频' });

    const token = await api.logInAs(DemoUser.BOUND_NORMAL);
    const qr = await api.call('CPDEIMG', { serviceId: '17012340009' }, token);
    expect(qr).toMatchObject({ code: 1 });
    expect((qr.data as { image: string }).image).toMatch(/^data:image\/png;base64,/);

    expect(await recordPromiseVideoByQrCode(api, (qr.data as { image: string }).image)).toContain('录制并上传承诺视频');
    await expect(start()).resolves.toMatchObject({ url: expect.stringMatching(/^\/sandbox\/face/) });
  });

  it('starts directly for numbers without the requirement', async () => {
    const checks = createIdentityChecks(api.deps);
    await expect(
      checks.start({
        memberId,
        authType: AuthType.UNSET_ACCONT,
        ownerName: '张伟',
        idNumber: '110105199003071234',
        idHint: '071234',
        phone: '17012340001',
        consent: true,
        returnUrl: '/cancelForm',
      }),
    ).resolves.toMatchObject({ biz_no: expect.stringMatching(/^BZ/) });
  });
});

describe('the ID number a check starts with', () => {
  it('must be a full ID number for every check, the transfer receiver included, or nothing starts', async () => {
    const checks = createIdentityChecks(api.deps);
    const base = { memberId, ownerName: '张伟', idHint: '071234', consent: true as const, returnUrl: '/card' };
    await expect(checks.start({ ...base, authType: AuthType.QUERY_PHONE, idNumber: '071234' })).rejects.toThrow(/without a full ID number/);
    await expect(checks.start({ ...base, authType: AuthType.CHANGE_CARD, idNumber: '' })).rejects.toThrow(/without a full ID number/);
    await expect(checks.start({ ...base, authType: AuthType.TRANS_ACCT_T, idNumber: '' })).rejects.toThrow(/without a full ID number/);
  });
});

describe('a face check that does not say "passed"', () => {
  it('leaves the person unverified when the face service answers something unknown or nothing in time', async () => {
    const checks = createIdentityChecks(api.deps);
    const started = await checks.start({
      memberId,
      authType: AuthType.QUERY_PHONE,
      ownerName: '张伟',
      idNumber: '110105199003071234',
      idHint: '071234',
      consent: true,
      returnUrl: '/card',
    });
    const faceCheck = api.deps.providers.faceCheck;
    const original = faceCheck.getResult;
    try {
      faceCheck.getResult = async () => 'maybe' as never;
      await expect(checks.readPassed({ memberId, bizNo: started.biz_no })).rejects.toMatchObject({ code: -100, message: '身份核验尚未完成，请完成人脸识别' });
      faceCheck.getResult = async () => {
        throw new ServiceUnavailableError('face-check', 'no answer within 5000 ms');
      };
      await expect(checks.readPassed({ memberId, bizNo: started.biz_no })).rejects.toMatchObject({ code: -100 });
      await expect(checks.consume({ memberId, bizNo: started.biz_no, authType: AuthType.QUERY_PHONE })).rejects.toMatchObject({ code: -100 });
    } finally {
      faceCheck.getResult = original;
    }
    // Once the service answers "passed", the check passes.
    const ref = await api.app.inject({ method: 'GET', url: started.url });
    expect(ref.statusCode).toBe(200);
    await finishFaceCheck(api, started.url);
    await expect(checks.readPassed({ memberId, bizNo: started.biz_no })).resolves.toMatchObject({ status: 'passed' });
  });
});

describe('outside systems', () => {
  it('cost at most their time budget (a hung one fails with the transport message)', async () => {
    const { withinBudget } = await import('../providers/time-budget.ts');
    const startedAt = Date.now();
    await expect(withinBudget('sms-gateway', 200, new Promise(() => undefined))).rejects.toBeInstanceOf(ServiceUnavailableError);
    expect(Date.now() - startedAt).toBeLessThan(1000);
    await expect(withinBudget('sms-gateway', 200, Promise.resolve('sent'))).resolves.toBe('sent');
  });
});
