import { ResponseCode } from '@hall/contract/codes';
import { endpoints } from '@hall/contract/endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faceIdEnvironmentOf, startFakeFaceId, type StartedFakeFaceId, actOnFaceIdPage } from '../../test/fake-tencent-cloud/fake-faceid.ts';
import { createTestApp, DemoUser, type TestApp } from '../../test/test-app.ts';
import { FACEID_REFUSED_MESSAGE } from './faceid-api.ts';

// The subscriber's face check on Tencent Cloud FaceID, against the fake FaceID (its own TC3 check,
// its own H5 page): what DetectAuth is given, the way back, and the result read. The agent's
// real-name check on FaceID is proven in features/agent/real-name-faceid.test.ts.

const PUBLIC_URL = 'https://hall.example.test';
const ZHANGWEI = { name: '张伟', idNumber: '110105199003071234', idLastSix: '071234' };

let fake: StartedFakeFaceId;
let api: TestApp;
let member: string;

beforeAll(async () => {
  fake = await startFakeFaceId();
  api = await createTestApp({ ...faceIdEnvironmentOf(fake), PUBLIC_URL });
  member = await api.logInAs(DemoUser.BOUND_NORMAL);
});
afterAll(async () => {
  await api.close();
  await fake.close();
});

/** Opens FaceID's page as the browser would, presses a button, and checks FaceID sends the person back. */
async function actOnPage(url: string, outcome: string, fields: Record<string, string> = {}): Promise<{ page: string; location: string }> {
  const acted = await actOnFaceIdPage(url, outcome, fields);
  expect(acted.status).toBe(302);
  return acted;
}

async function startCardLookup(returnUrl = '/card') {
  const started = await api.call('QUERY_PHONE', { idCardNumber: ZHANGWEI.idLastSix, name: ZHANGWEI.name, consent: true, returnUrl }, member);
  expect(started, started.msg).toMatchObject({ code: 1 });
  return started.data as { biz_no: string; url: string };
}

describe("a subscriber's face check on FaceID", () => {
  it('compares the face with the name and full ID number, and the flow goes on once FaceID passes it', async () => {
    const { biz_no: bizNo, url } = await startCardLookup();
    expect(url.startsWith(`${fake.control.pageOrigin}/faceid/h5/`)).toBe(true);
    const session = fake.control.sessionOfBizNo(bizNo);
    expect(session).toMatchObject({ ruleId: fake.control.compareRuleId, name: ZHANGWEI.name, idCard: ZHANGWEI.idNumber, redirectUrl: `${PUBLIC_URL}/card` });
    const detect = fake.cloud.requests.find((request) => request.action === 'DetectAuth' && request.params.Extra === bizNo);
    expect(detect).toMatchObject({ service: 'faceid', version: '2018-03-01', refusedWith: null });

    expect(await api.call('QUERY_CARD_NUMBER', { biz_no: bizNo }, member)).toMatchObject({ code: -100, msg: '身份核验尚未完成，请完成人脸识别' });
    const { page, location } = await actOnPage(url, 'passed');
    expect(page).toContain('*伟');
    expect(page).toContain('1101**********1234');
    expect(page).not.toContain(ZHANGWEI.idNumber);
    // FaceID returns to our page with its token appended; the page reads the result by its own biz_no.
    expect(location).toBe(`${PUBLIC_URL}/card?token=${session?.bizToken}`);

    const cards = await api.call('QUERY_CARD_NUMBER', { biz_no: bizNo }, member);
    expect(cards, cards.msg).toMatchObject({ code: 1, data: { memberInfo: { name: ZHANGWEI.name } } });
    expect((cards.data as { list: unknown[] }).list.length).toBeGreaterThan(0);
    const reads = fake.cloud.requests.filter((request) => request.action === 'GetDetectInfoEnhanced' && request.params.BizToken === session?.bizToken);
    expect(reads.length).toBeGreaterThan(0);
    // Only the text is asked for: no ID card image, no best frame, no video.
    for (const read of reads) {
      expect(read).toMatchObject({ refusedWith: null, params: { InfoType: '1', RuleId: fake.control.compareRuleId } });
    }
  });

  it('keeps the check pending while the person is on the page, and fails it when the face does not match', async () => {
    const { biz_no: bizNo, url } = await startCardLookup();
    await fetch(url);
    expect(await api.call('RESULT_QUERY', { biz_no: bizNo }, member)).toMatchObject({ code: -100, msg: '身份核验尚未完成，请完成人脸识别' });
    await actOnPage(url, 'face_mismatch');
    expect(fake.control.sessionOfBizNo(bizNo)?.outcome).toBe('face_mismatch');
    expect(await api.call('QUERY_CARD_NUMBER', { biz_no: bizNo }, member)).toMatchObject({ code: ResponseCode.IDENTITY_FAILED, msg: '身份核验失败，请重试' });
  });

  it('fails a check whose token expired unfinished, and one FaceID ended with any other code', async () => {
    const expired = await startCardLookup();
    fake.control.expire(fake.control.sessionOfBizNo(expired.biz_no)?.bizToken ?? '');
    expect(await api.call('RESULT_QUERY', { biz_no: expired.biz_no }, member)).toMatchObject({ code: ResponseCode.IDENTITY_FAILED });

    const notLive = await startCardLookup();
    fake.control.finishWithCode(fake.control.sessionOfBizNo(notLive.biz_no)?.bizToken ?? '', 1002, '疑似非真人录制');
    expect(await api.call('RESULT_QUERY', { biz_no: notLive.biz_no }, member)).toMatchObject({ code: ResponseCode.IDENTITY_FAILED });
  });

  it('hands FaceID the return address without a token an earlier return appended', async () => {
    const { biz_no: bizNo } = await startCardLookup('/card?token=OLD-TOKEN');
    expect(fake.control.sessionOfBizNo(bizNo)?.redirectUrl).toBe(`${PUBLIC_URL}/card`);
  });
});

describe('a FaceID that refuses the call', () => {
  it('answers a clear message, never a server error, when the key is wrong', async () => {
    const wrongKey = await createTestApp({ ...faceIdEnvironmentOf(fake), PUBLIC_URL, TENCENTCLOUD_SECRET_KEY: 'x'.repeat(32) });
    try {
      const token = await wrongKey.logInAs(DemoUser.BOUND_NORMAL);
      const before = fake.cloud.requests.length;
      const response = await wrongKey.app.inject({
        method: 'POST',
        url: endpoints.QUERY_PHONE.path,
        payload: { idCardNumber: ZHANGWEI.idLastSix, name: ZHANGWEI.name, consent: true, returnUrl: '/card', token },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ code: -100, msg: FACEID_REFUSED_MESSAGE });
      expect(fake.cloud.requests.slice(before)).toMatchObject([{ action: 'DetectAuth', refusedWith: 'AuthFailure.SignatureFailure' }]);
    } finally {
      await wrongKey.close();
    }
  });
});
