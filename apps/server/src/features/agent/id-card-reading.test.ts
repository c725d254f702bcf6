import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentUploads, personalDataConsents } from '../../db/schema.ts';
import { openStoredBytes } from '../../platform/sealed-data.ts';
import { SANDBOX_ID_CARD } from '../../providers/id-card-ocr/sandbox-id-card-ocr.ts';
import { callAsAgent } from '../../test/agents.ts';
import { FAKE_ID_CARD, startFakeTencentOcr, tencentOcrEnvironmentOf, type FakeTencentOcr } from '../../test/fake-tencent-cloud/fake-ocr.ts';
import { JPEG_DATA_URL, PNG_DATA_URL } from '../../test/images.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { logInForToken, saveRecord } from './agent-test-steps.ts';

// The agent reads the customer's ID card (front) in the opening: through Tencent Cloud OCR's
// IDCardOCR against the fake Tencent Cloud (its own TC3 check, IDCardOCR's wire format), and on the
// sandbox, which answers its demo card. The photo is consented, checked, sealed and kept as the
// joint photo is.

/** Starts an opening of a number and answers its card (uim_id). */
async function openRecord(api: TestApp, phone: string, token: string): Promise<string> {
  const saved = await saveRecord(api, phone, token);
  expect(saved.code, saved.msg).toBe(1);
  return (saved.data as { uimId: string }).uimId;
}

describe('reading the ID card on Tencent Cloud OCR (IDCardOCR)', () => {
  let fake: FakeTencentOcr;
  let api: TestApp;
  let agent: string;
  let uimId: string;

  beforeAll(async () => {
    fake = await startFakeTencentOcr();
    api = await createTestApp(tencentOcrEnvironmentOf(fake));
    agent = await logInForToken(api, 'A10001');
    uimId = await openRecord(api, '16610000001', agent);
  });
  afterAll(async () => {
    await api.close();
    await fake.close();
  });

  it('sends the front of the photo, TC3-signed, and answers the name and the ID number read (check character upper case)', async () => {
    const before = fake.requests.length;
    const read = await callAsAgent(api, 'READ_ID_CARD', { image: JPEG_DATA_URL, uimId, consent: true }, agent);
    expect(read, read.msg).toMatchObject({ code: 1, data: { name: FAKE_ID_CARD.Name, idNumber: FAKE_ID_CARD.IDNum.toUpperCase(), source: 'ocr' } });
    const [request] = fake.requests.slice(before);
    expect(request).toMatchObject({
      service: 'ocr',
      action: 'IDCardOCR',
      version: '2018-11-19',
      region: 'ap-guangzhou',
      refusedWith: null,
      params: { CardSide: 'FRONT' },
    });
    // What the reader was sent is the re-encoded photo (no EXIF), a JPEG as uploaded.
    expect(fake.ocr.readings.at(-1)?.bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });

  it('keeps the photo sealed as kind idCard, with the consent recorded, served only to the dealer', async () => {
    const read = await callAsAgent(api, 'READ_ID_CARD', { image: PNG_DATA_URL, uimId, consent: true }, agent);
    const url = (read.data as { url: string }).url;
    const id = url.split('/').at(-1) ?? '';
    const [row] = await api.deps.db.select().from(agentUploads).where(eq(agentUploads.id, id));
    expect(row).toMatchObject({ kind: 'idCard', uimId, dealerId: 'D1001', mime: 'image/png' });
    expect(row?.contentBase64).not.toContain('iVBORw0KGgo');
    expect(openStoredBytes(api.deps.secretKey, row?.contentBase64 ?? '', 'base64')?.subarray(0, 4)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    const consents = await api.deps.db.select().from(personalDataConsents).where(eq(personalDataConsents.subjectRef, uimId));
    expect(consents.map((consent) => consent.purpose)).toContain('idPhoto');
    const served = await api.app.inject({ method: 'GET', url, headers: { 'x-agent-token': agent } });
    expect(served.statusCode).toBe(200);
    const otherDealer = await logInForToken(api, 'B20001');
    expect((await api.app.inject({ method: 'GET', url, headers: { 'x-agent-token': otherDealer } })).statusCode).toBe(404);
  });

  it('answers a photo with no card, or a blurred one, in Chinese and keeps no photo of it', async () => {
    const kept = async () => (await api.deps.db.select({ id: agentUploads.id }).from(agentUploads).where(eq(agentUploads.uimId, uimId))).length;
    const before = await kept();
    fake.ocr.failNextReading('FailedOperation.ImageNoIdCard', '照片未检测到身份证');
    expect(await callAsAgent(api, 'READ_ID_CARD', { image: PNG_DATA_URL, uimId, consent: true }, agent)).toMatchObject({
      code: -100,
      msg: '未识别到身份证人像面，请对准身份证正面重新拍摄',
    });
    fake.ocr.failNextReading('FailedOperation.ImageBlur', '图片模糊');
    expect(await callAsAgent(api, 'READ_ID_CARD', { image: PNG_DATA_URL, uimId, consent: true }, agent)).toMatchObject({
      code: -100,
      msg: '身份证照片模糊或反光，请重新拍摄',
    });
    expect(await kept()).toBe(before);
  });

  it('answers an account refusal (arrears) as the reader being unavailable, never a server error', async () => {
    fake.ocr.failNextReading('ResourceUnavailable.InArrears', '账号已欠费');
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/gzh/readIdCard',
      payload: { image: PNG_DATA_URL, uimId, consent: true },
      headers: { 'x-agent-token': agent },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ code: -100, msg: '身份证识别服务暂时无法使用，请手动填写或稍后重试' });
  });

  it('is refused by the fake when the key is wrong (its own TC3 check), answered as the reader being unavailable', async () => {
    const wrongKey = await createTestApp({ ...tencentOcrEnvironmentOf(fake), TENCENTCLOUD_SECRET_KEY: 'x'.repeat(32) });
    try {
      const token = await logInForToken(wrongKey, 'A10001');
      const card = await openRecord(wrongKey, '16610000001', token);
      const before = fake.requests.length;
      expect(await callAsAgent(wrongKey, 'READ_ID_CARD', { image: PNG_DATA_URL, uimId: card, consent: true }, token)).toMatchObject({
        code: -100,
        msg: '身份证识别服务暂时无法使用，请手动填写或稍后重试',
      });
      expect(fake.requests.slice(before)).toMatchObject([{ action: 'IDCardOCR', refusedWith: 'AuthFailure.SignatureFailure' }]);
    } finally {
      await wrongKey.close();
    }
  });
});

describe('reading the ID card on the sandbox', () => {
  let api: TestApp;
  let agent: string;
  let otherDealer: string;
  let uimId: string;

  beforeAll(async () => {
    api = await createTestApp();
    agent = await logInForToken(api, 'A10001');
    otherDealer = await logInForToken(api, 'B20001');
    uimId = await openRecord(api, '16610000002', agent);
  });
  afterAll(() => api.close());

  it("answers the sandbox's demo card, marked as the sandbox's, for any photo that passes the upload checks", async () => {
    expect(await callAsAgent(api, 'READ_ID_CARD', { image: PNG_DATA_URL, uimId, consent: true }, agent)).toMatchObject({
      code: 1,
      data: { name: SANDBOX_ID_CARD.name, idNumber: SANDBOX_ID_CARD.idNumber, source: 'sandbox' },
    });
    // The confirmed fields then pass the opening's own identity check.
    expect(
      await callAsAgent(
        api,
        'GET_ONLINE_SALE_RESOURCE_ID_CARD',
        { serviceId: '16610000002', customerName: SANDBOX_ID_CARD.name, identityCode: SANDBOX_ID_CARD.idNumber },
        agent,
      ),
    ).toMatchObject({ code: 1 });
  });

  it('refuses a photo without consent, one that is not a PNG or JPEG, and markup dressed as an image', async () => {
    expect(await callAsAgent(api, 'READ_ID_CARD', { image: PNG_DATA_URL, uimId }, agent)).toMatchObject({ code: -100, msg: '请先阅读并同意个人信息授权' });
    expect(await callAsAgent(api, 'READ_ID_CARD', { image: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=', uimId, consent: true }, agent)).toMatchObject({
      code: -100,
      msg: '图片格式错误',
    });
    const svgAsPng = `data:image/png;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>').toString('base64')}`;
    expect(await callAsAgent(api, 'READ_ID_CARD', { image: svgAsPng, uimId, consent: true }, agent)).toMatchObject({ code: -100, msg: '图片格式错误' });
    const tooLarge = `data:image/png;base64,${'A'.repeat(2_200_001)}`;
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/gzh/readIdCard',
      payload: { image: tooLarge, uimId, consent: true },
      headers: { 'x-agent-token': agent },
    });
    expect(response.json()).toMatchObject({ code: -100 });
  });

  it("reads only for the dealer's own open opening", async () => {
    // Another card: the readings of one card are limited to five an hour.
    const uimId = await openRecord(api, '16610000003', agent);
    expect(await callAsAgent(api, 'READ_ID_CARD', { image: PNG_DATA_URL, uimId, consent: true }, otherDealer)).toMatchObject({
      code: -100,
      msg: '开户时间过长，数据缺失，请重新输入手机号',
    });
    expect(await callAsAgent(api, 'READ_ID_CARD', { image: PNG_DATA_URL, uimId: '89860000000000000099', consent: true }, agent)).toMatchObject({
      code: -100,
      msg: '开户时间过长，数据缺失，请重新输入手机号',
    });
    expect(await callAsAgent(api, 'READ_ID_CARD', { image: PNG_DATA_URL, uimId, consent: true })).toMatchObject({ code: -101 });
  });
});
