import { formatChinaDate } from '@hall/contract/china-time';
import type { MemberActionEntry } from '@hall/contract/console-audit/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, sandboxWechatUsers } from '../../db/schema.ts';
import { recordMemberAction } from '../../domain/member-action-log.ts';
import { callAsStaff, DemoStaff, logInStaff } from '../../test/staff-session.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// 会员操作日志: auditors read what members did to their own personal information, by day, member
// and action, nicknames masked; a line outlives the member record it speaks of; other roles cannot read it.

interface MemberActionsPage {
  total: number;
  list: MemberActionEntry[];
}

let api: TestApp;
let auditor: string;
let today: string;
let memberId: number;

beforeAll(async () => {
  api = await createTestApp();
  auditor = await logInStaff(api, DemoStaff.AUDITOR);
  today = formatChinaDate(api.deps.now());
  const openid = 'o_test_member_actions';
  await api.deps.db.insert(sandboxWechatUsers).values({ openid, nickname: '日志会员' });
  const token = await api.logInAs(openid);
  expect(await api.call('PERSONAL_INFO_CORRECT', { nickname: '日志会员', contactEmail: 'log@example.com' }, token)).toMatchObject({ code: 1 });
  const [member] = await api.deps.db.select({ id: members.id }).from(members).where(eq(members.openid, openid));
  memberId = member!.id;
});
afterAll(() => api.close());

async function readActions(filters: Record<string, unknown> = {}): Promise<MemberActionsPage> {
  const body = await callAsStaff(api, 'CONSOLE_MEMBER_ACTIONS', auditor, { from: today, to: today, ...filters });
  expect(body, body.msg).toMatchObject({ code: 1 });
  return body.data as MemberActionsPage;
}

describe("the members' own log in the console", () => {
  it('lists a correction the member made, with the member, the action’s words and the fields, the nickname masked', async () => {
    const log = await readActions({ memberId });
    expect(log.list).toEqual([
      {
        id: expect.any(Number),
        createdAt: expect.any(String),
        memberId,
        nickname: '日***',
        action: 'profileCorrected',
        actionText: '更正个人信息',
        detail: '更正项: 联系邮箱',
      },
    ]);
    expect(JSON.stringify(log)).not.toContain('log@example.com');
  });

  it('filters by action and day, and keeps a line whose member record is gone', async () => {
    const goneMemberId = 990_202;
    await recordMemberAction(api.deps.db, { memberId: goneMemberId, action: 'deletionDone', createdAt: api.deps.now() });
    const deletions = await readActions({ action: 'deletionDone' });
    expect(deletions.list).toContainEqual(expect.objectContaining({ memberId: goneMemberId, nickname: '', actionText: '会员信息已删除' }));
    expect(deletions.list.every((entry) => entry.action === 'deletionDone')).toBe(true);
    expect((await readActions({ memberId, from: '2020-01-01', to: '2020-01-31' })).total).toBe(0);
    expect(await callAsStaff(api, 'CONSOLE_MEMBER_ACTIONS', auditor, { from: '2020-01-01', to: '2020-03-01' })).toMatchObject({
      code: -100,
      msg: '查询时间跨度不能超过31天',
    });
  });

  it('is read by auditors only', async () => {
    const service = await logInStaff(api, DemoStaff.SERVICE);
    expect(await callAsStaff(api, 'CONSOLE_MEMBER_ACTIONS', service, { from: today, to: today })).toMatchObject({ code: -100, msg: '无权执行此操作' });
  });
});
