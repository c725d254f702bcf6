import type { PersonalInfo } from '@hall/contract/personal-info/schemas';
import type { MemberRecord } from '@hall/contract/member/schemas';
import type { Envelope } from '@hall/contract/codes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberActionLog, members, sandboxWechatUsers } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// 个人信息管理 › 更正 (PIPL art. 46, the right to correct): the member corrects their nickname and
// contact e-mail; a corrected nickname survives the next WeChat login, and each correction is a
// line of the member's own log naming the fields, never their values.

let api: TestApp;
let nextMember = 0;

const ok = <T>(body: Envelope): T => {
  expect(body, JSON.stringify(body)).toMatchObject({ code: 1 });
  return body.data as T;
};

beforeAll(async () => {
  api = await createTestApp();
});
afterAll(() => api.close());

async function newMember(nickname: string): Promise<{ token: string; openid: string; memberId: number }> {
  nextMember += 1;
  const openid = `o_test_profile_correction_${nextMember}`;
  await api.deps.db.insert(sandboxWechatUsers).values({ openid, nickname });
  const token = await api.logInAs(openid);
  const [member] = await api.deps.db.select({ id: members.id }).from(members).where(eq(members.openid, openid));
  return { token, openid, memberId: member!.id };
}

describe('PERSONAL_INFO_CORRECT', () => {
  it('corrects the nickname and contact e-mail, shows them in the centre and the member record, and logs which fields changed', async () => {
    const { token, memberId } = await newMember('微信昵称');
    const reply = ok(await api.call('PERSONAL_INFO_CORRECT', { nickname: ' 小王 ', contactEmail: 'wang@example.com' }, token));
    expect(reply).toEqual({ nickname: '小王', contactEmail: 'wang@example.com', changed: ['nickname', 'contactEmail'] });

    const info = ok<PersonalInfo>(await api.call('PERSONAL_INFO', {}, token));
    expect(info.profile).toMatchObject({ nickname: '小王', isNicknameCorrected: true, contactEmail: 'wang@example.com' });
    expect(info.actions).toEqual([{ id: expect.any(Number), action: 'profileCorrected', label: '更正个人信息', at: expect.any(String) }]);
    const record = ok<MemberRecord>(await api.call('PERSONAL_DATA', {}, token));
    expect(record.memberInfo).toMatchObject({ memberName: '小王', contactEmail: 'wang@example.com' });

    const lines = await api.deps.db.select({ detail: memberActionLog.detail }).from(memberActionLog).where(eq(memberActionLog.memberId, memberId));
    expect(lines).toEqual([{ detail: { fields: ['nickname', 'contactEmail'] } }]);
    expect(JSON.stringify(lines)).not.toContain('wang@example.com');
  });

  it('keeps a corrected nickname over WeChat’s at the next login, and takes WeChat’s while it is uncorrected', async () => {
    const corrected = await newMember('登录昵称甲');
    ok(await api.call('PERSONAL_INFO_CORRECT', { nickname: '我的称呼', contactEmail: '' }, corrected.token));
    await api.deps.db.update(sandboxWechatUsers).set({ nickname: '微信新昵称甲' }).where(eq(sandboxWechatUsers.openid, corrected.openid));
    const again = await api.logInAs(corrected.openid);
    expect(ok<MemberRecord>(await api.call('PERSONAL_DATA', {}, again)).memberInfo.memberName).toBe('我的称呼');

    const untouched = await newMember('登录昵称乙');
    await api.deps.db.update(sandboxWechatUsers).set({ nickname: '微信新昵称乙' }).where(eq(sandboxWechatUsers.openid, untouched.openid));
    const next = await api.logInAs(untouched.openid);
    expect(ok<MemberRecord>(await api.call('PERSONAL_DATA', {}, next)).memberInfo.memberName).toBe('微信新昵称乙');
  });

  it('removes the contact e-mail when it is emptied, without marking the nickname corrected', async () => {
    const { token } = await newMember('邮箱删除');
    ok(await api.call('PERSONAL_INFO_CORRECT', { nickname: '邮箱删除', contactEmail: 'keep@example.com' }, token));
    expect(ok(await api.call('PERSONAL_INFO_CORRECT', { nickname: '邮箱删除', contactEmail: '' }, token))).toMatchObject({ changed: ['contactEmail'] });
    const info = ok<PersonalInfo>(await api.call('PERSONAL_INFO', {}, token));
    expect(info.profile).toMatchObject({ contactEmail: '', isNicknameCorrected: false });
    expect(info.actions).toHaveLength(2);
  });

  it('refuses an empty or long nickname, a bad address and a correction that changes nothing, each in Chinese, and logs none of them', async () => {
    const { token, memberId } = await newMember('拒绝更正');
    const refusals = [
      [{ nickname: '  ', contactEmail: '' }, '请填写昵称'],
      [{ nickname: '名'.repeat(21), contactEmail: '' }, '昵称不能超过20个字符'],
      [{ nickname: '拒绝更正', contactEmail: 'not-an-address' }, '请输入正确的邮箱地址'],
      [{ nickname: '拒绝更正', contactEmail: '' }, '信息没有变化，无需更正'],
    ] as const;
    for (const [input, message] of refusals) {
      expect(await api.call('PERSONAL_INFO_CORRECT', input, token)).toMatchObject({ code: -100, msg: message });
    }
    expect(await api.deps.db.select().from(memberActionLog).where(eq(memberActionLog.memberId, memberId))).toEqual([]);
  });

  it('applies two identical corrections sent at once one time, logging one line', async () => {
    const { token, memberId } = await newMember('并发更正');
    const replies = await Promise.all([1, 2].map(() => api.call('PERSONAL_INFO_CORRECT', { nickname: '并发后', contactEmail: '' }, token)));
    expect(replies.map((reply) => reply.code).sort()).toEqual([-100, 1]);
    expect(await api.deps.db.select().from(memberActionLog).where(eq(memberActionLog.memberId, memberId))).toHaveLength(1);
  });
});
