import { RETENTION_TABLE } from '@hall/contract/personal-info/retention-table';
import type { PersonalInfo } from '@hall/contract/personal-info/schemas';
import type { Envelope } from '@hall/contract/codes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationFiles, applications, identityChecks, members, sandboxWechatUsers, subscribers } from '../../db/schema.ts';
import { recordConsent } from '../../platform/consents.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testNumberRow } from '../../test/test-numbers.ts';

// 个人信息管理 (PIPL art. 45, the right to see): what the operator holds about the member, each
// item with its retention row, and nothing of another member with similar data; never a photo's,
// a signature's or a bank card's content.

let api: TestApp;
let nextPhone = 17099960000;
const SIGNATURE_CONTENT = 'U0lHTkFUVVJFLUNPTlRFTlQ=';
const SEALED_BANK = 'sealed-bank-details-of-the-member';

const ok = <T>(body: Envelope): T => {
  expect(body, JSON.stringify(body)).toMatchObject({ code: 1 });
  return body.data as T;
};

beforeAll(async () => {
  api = await createTestApp();
});
afterAll(() => api.close());

/** A member who bound a number of their own by an SMS code, with a face check, its consent, a signature and a cancellation carrying bank details. */
async function memberWithRecords(nickname: string): Promise<{ token: string; phone: string; memberId: number }> {
  nextPhone += 1;
  const phone = String(nextPhone);
  await api.deps.db.insert(subscribers).values(testNumberRow(phone, api.deps.now()));
  const openid = `o_test_personal_info_${phone}`;
  await api.deps.db.insert(sandboxWechatUsers).values({ openid, nickname });
  const token = await api.logInAs(openid);
  api.advanceSeconds(61);
  ok(await api.call('SEND_SMS_CODE', { mobilePhone: phone, type: '01' }, token, `10.8.${nextPhone % 250}.1`));
  ok(await api.call('BIND_PHONE', { phone, code: await api.readLatestSmsCode(phone) }, token));
  const [member] = await api.deps.db.select({ id: members.id }).from(members).where(eq(members.openid, openid));
  const memberId = member!.id;
  const bizNo = `biz-personal-info-${phone}`;
  const now = api.deps.now();
  await recordConsent(api.deps.db, { purpose: 'faceCheck', subjectRef: bizNo, at: now, memberId });
  await api.deps.db.insert(identityChecks).values({
    bizNo,
    authType: 'UNSET_ACCONT',
    memberId,
    phone,
    ownerName: '测试',
    idHint: '071234',
    status: 'passed',
    returnUrl: '/',
    createdAt: now,
    expiresAt: new Date(now.getTime() + 30 * 60 * 1000),
  });
  await api.deps.db
    .insert(applicationFiles)
    .values({ bizNo, kind: 'signature', memberId, mimeType: 'image/png', contentBase64: SIGNATURE_CONTENT, sizeBytes: 12 });
  await api.deps.db.insert(applications).values({ applicationNo: `XH-member-${memberId}`, kind: 'cancel', memberId, phone, bizNo, sealedData: SEALED_BANK });
  return { token, phone, memberId };
}

describe('PERSONAL_INFO', () => {
  it("lists the member's own profile, numbers, bindings, consents, checks, material kinds and applications, and nobody else's", async () => {
    const mine = await memberWithRecords('个人信息甲');
    const theirs = await memberWithRecords('个人信息乙');
    const info = ok<PersonalInfo>(await api.call('PERSONAL_INFO', {}, mine.token));
    expect(info.profile).toMatchObject({ nickname: '个人信息甲', careMode: false });
    const masked = `${mine.phone.slice(0, 3)}****${mine.phone.slice(-4)}`;
    expect(info.numbers).toEqual([{ phone: masked, boundAt: expect.any(String), isActive: true }]);
    expect(info.bindingHistory).toEqual([{ phone: masked, action: 'bind', method: '短信验证码', at: expect.any(String) }]);
    expect(info.consents).toEqual([{ purpose: '人脸识别授权', noticeVersion: 'face-check-2026-11', at: expect.any(String) }]);
    expect(info.identityChecks).toEqual([{ purpose: '销户', status: '已通过', at: expect.any(String) }]);
    expect(info.materials.map((item) => item.label).sort()).toEqual(['电子签名', '退费银行卡信息'].sort());
    expect(info.applications).toEqual([
      { kind: expect.stringContaining('销户'), applicationNo: `XH-member-${mine.memberId}`, status: '待审核', at: expect.any(String) },
    ]);

    const text = JSON.stringify(info);
    expect(text).not.toContain(theirs.phone.slice(-4));
    expect(text).not.toContain('个人信息乙');
    expect(text).not.toContain(mine.phone);
    expect(text).not.toContain(SIGNATURE_CONTENT);
    expect(text).not.toContain(SEALED_BANK);
  });

  it('gives each section where it came from and how long it is kept, from the retention table', async () => {
    const { token } = await memberWithRecords('个人信息丙');
    const { retention } = ok<PersonalInfo>(await api.call('PERSONAL_INFO', {}, token));
    const rowOf = (key: string) => RETENTION_TABLE.find((row) => row.key === key)!;
    expect(retention.profile).toEqual({ key: 'memberProfile', ...rowOf('memberProfile').zh });
    expect(retention.applications.period).toBe(rowOf('applications').zh.period);
    expect(retention.materials.map((row) => row.key)).toEqual(['transferMaterial', 'refundBankDetails', 'invoicePhotos']);
    expect(retention.identityChecks.map((row) => row.period)).toEqual([rowOf('checkedIdentity').zh.period, rowOf('identityChecks').zh.period]);
  });

  it('answers a member with no number bound, with empty lists, and refuses without a login', async () => {
    const openid = 'o_test_personal_info_unbound';
    await api.deps.db.insert(sandboxWechatUsers).values({ openid, nickname: '未绑定用户' });
    const token = await api.logInAs(openid);
    const info = ok<PersonalInfo>(await api.call('PERSONAL_INFO', {}, token));
    expect(info).toMatchObject({ numbers: [], bindingHistory: [], consents: [], identityChecks: [], materials: [], applications: [] });
    expect(await api.call('PERSONAL_INFO', {})).toMatchObject({ code: -101 });
  });
});
