import { AgentMessage } from '@hall/contract/agent/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAsAgent } from '../../test/agents.ts';
import { faceIdEnvironmentOf, FAKE_OCR_READING, startFakeFaceId, type StartedFakeFaceId, actOnFaceIdPage } from '../../test/fake-tencent-cloud/fake-faceid.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { logInForToken, prepareOpening, submitOpening } from './agent-test-steps.ts';

// The agent's real-name check on Tencent Cloud FaceID, against the fake FaceID: DetectAuth under the
// OCR rule with no name or number (FaceID reads the ID card), and the reading taken from its result.

const PUBLIC_URL = 'https://hall.example.test';

let fake: StartedFakeFaceId;
let api: TestApp;

beforeAll(async () => {
  fake = await startFakeFaceId();
  api = await createTestApp({ ...faceIdEnvironmentOf(fake), PUBLIC_URL });
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

describe("an agent's real-name check on FaceID", () => {
  let agent: string;
  beforeAll(async () => {
    agent = await logInForToken(api, 'A10001');
  });

  const startRealName = async (phone: string) => {
    const record = await prepareOpening(api, phone, agent);
    const started = await callAsAgent(api, 'GET_URL', { serviceId: phone, recordNumber: record.recordNumber, consent: true, returnUrl: '/OpenCard' }, agent);
    expect(started, started.msg).toMatchObject({ code: 1 });
    const { url, biz_no: bizId } = started.data as { url: string; biz_no: string };
    const readResult = () =>
      callAsAgent(api, 'GET_SIMPLE_OR_CARD_NUM', { bizId, uimId: record.uimId, serviceId: phone, recordNumber: record.recordNumber }, agent);
    return { record, url, bizId, readResult };
  };

  it("reads the customer's name, ID number and address from FaceID's reading of the ID card, and the opening goes on", async () => {
    const { record, url, bizId, readResult } = await startRealName('16610000018');
    const session = fake.control.sessionOfBizNo(bizId);
    expect(session).toMatchObject({ ruleId: fake.control.ocrRuleId, kind: 'ocr', name: '', idCard: '', redirectUrl: `${PUBLIC_URL}/OpenCard` });
    expect(await readResult()).toMatchObject({ code: -100, msg: '实名认证尚未完成，请完成实名认证' });

    const address = '广东省深圳市南山区科技园路2号';
    const { page, location } = await actOnPage(url, 'passed', { ...FAKE_OCR_READING, address });
    expect(page).toContain('身份证无法识别');
    expect(location).toBe(`${PUBLIC_URL}/OpenCard?token=${session?.bizToken}`);
    expect(await readResult()).toMatchObject({
      code: 1,
      data: {
        cardNum: { success: true, confirmName: FAKE_OCR_READING.name, confirmIdcardNumber: FAKE_OCR_READING.idNumber, address },
        simple: { success: true },
      },
    });
    expect(await submitOpening(api, '16610000018', record, bizId, agent, FAKE_OCR_READING.idNumber)).toMatchObject({ code: 1 });
  });

  it('reports a face that does not match the ID card as a failed face comparison', async () => {
    const { bizId, readResult } = await startRealName('16610000019');
    fake.control.decide(fake.control.sessionOfBizNo(bizId)?.bizToken ?? '', 'face_mismatch');
    expect(await readResult()).toMatchObject({
      code: 1,
      data: { cardNum: { success: true }, simple: { success: false, message: AgentMessage.FACE_MISMATCH } },
    });
  });

  it('reports an ID card FaceID could not read as an unread identity, with no name or number', async () => {
    const { bizId, readResult } = await startRealName('16610000020');
    fake.control.decide(fake.control.sessionOfBizNo(bizId)?.bizToken ?? '', 'id_unreadable');
    expect(await readResult()).toMatchObject({
      code: 1,
      data: { cardNum: { success: false, confirmName: '', confirmIdcardNumber: '', message: AgentMessage.ID_CARD_UNREAD }, simple: { success: false } },
    });
  });

  it("tells an ID FaceID found invalid from a face that failed, by FaceID's result code", async () => {
    const mismatched = await startRealName('16610000016');
    // 2006: the name and number read from the card do not match each other.
    fake.control.finishWithCode(fake.control.sessionOfBizNo(mismatched.bizId)?.bizToken ?? '', 2006, '姓名和身份证号不匹配，请核实身份后重试');
    expect(await mismatched.readResult()).toMatchObject({ code: 1, data: { cardNum: { success: false }, simple: { success: false } } });

    const notLive = await startRealName('16610000017');
    // 1002: the liveness check suspects a recording, which is the face failing.
    fake.control.finishWithCode(fake.control.sessionOfBizNo(notLive.bizId)?.bizToken ?? '', 1002, '疑似非真人录制');
    expect(await notLive.readResult()).toMatchObject({
      code: 1,
      data: { cardNum: { success: true }, simple: { success: false, message: AgentMessage.FACE_MISMATCH } },
    });
  });
});
