import type { Envelope } from '@hall/contract/codes';
import type { MemberDeletionRequest } from '@hall/contract/console-member-deletion/schemas';
import { DeletionMessage } from '@hall/contract/personal-info/rules';
import type { DeletionState, PersonalInfo } from '@hall/contract/personal-info/schemas';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applicationFiles,
  applications,
  auditLog,
  autoTopUpSettings,
  billItems,
  callProtectionEntries,
  callProtectionSettings,
  identityChecks,
  invoices,
  invoiceTitles,
  memberActionLog,
  memberBindingEvents,
  memberDeletionRequests,
  memberNumbers,
  members,
  memberSessions,
  personalDataConsents,
  sandboxWechatUsers,
  subscribers,
  usageAlerts,
  usageAlertSettings,
} from '../../db/schema.ts';
import { deleteMemberRecord, lockMember } from '../../domain/member-deletion.ts';
import { recordConsent } from '../../platform/consents.ts';
import { bindNumberToMember } from '../../platform/member-numbers.ts';
import { callAsStaff, DemoStaff, logInStaff } from '../../test/staff-session.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { deleteOrWait } from './deletion.service.ts';
import { testNumberRow } from '../../test/test-numbers.ts';

// 删除会员信息 (PIPL art. 47, the right to deletion): a deletion unbinds every number, signs the
// member out everywhere and removes what no law keeps, keeping bills, invoices, real-name records,
// applications and their consents; another member with similar data is untouched. A deletion that
// would orphan something in progress waits for service staff, who carry it out once nothing blocks
// it or refuse it with a reason the member reads.

let api: TestApp;
let service: string;
let nextPhone = 17099970000;

const ok = <T>(body: Envelope): T => {
  expect(body, JSON.stringify(body)).toMatchObject({ code: 1 });
  return body.data as T;
};

beforeAll(async () => {
  api = await createTestApp();
  service = await logInStaff(api, DemoStaff.SERVICE);
});
afterAll(() => api.close());

interface Member {
  token: string;
  phone: string;
  memberId: number;
  openid: string;
}

async function newNumber(): Promise<string> {
  nextPhone += 1;
  const phone = String(nextPhone);
  await api.deps.db.insert(subscribers).values(testNumberRow(phone, api.deps.now()));
  return phone;
}

/** A member holding a number of their own, with settings, a saved invoice title, an unsubmitted upload, a passed application, an issued invoice and a bill. */
async function memberWithData(nickname: string): Promise<Member> {
  const phone = await newNumber();
  const openid = `o_test_deletion_${phone}`;
  await api.deps.db.insert(sandboxWechatUsers).values({ openid, nickname });
  const token = await api.logInAs(openid);
  api.advanceSeconds(61);
  ok(await api.call('SEND_SMS_CODE', { mobilePhone: phone, type: '01' }, token, `10.9.${nextPhone % 250}.1`));
  ok(await api.call('BIND_PHONE', { phone, code: await api.readLatestSmsCode(phone) }, token));
  const [member] = await api.deps.db.select({ id: members.id }).from(members).where(eq(members.openid, openid));
  const memberId = member!.id;
  const db = api.deps.db;
  const now = api.deps.now();
  await db.insert(usageAlerts).values({ memberId, phone, kind: 'balance', threshold: 1000, createdAt: now, updatedAt: now });
  await db.insert(usageAlertSettings).values({ memberId, quietStart: 22, quietEnd: 8, updatedAt: now });
  await db.insert(callProtectionSettings).values({ phone, enabledSince: now, updatedAt: now });
  await db.insert(callProtectionEntries).values({ phone, kind: 'number', value: '13800000000', position: 0, addedAt: now });
  await db.insert(invoiceTitles).values({ ownerPhone: phone, name: `${nickname}的公司`, tin: '91110000000000000X' });
  await db.insert(autoTopUpSettings).values({ phone, memberId, thresholdFen: 1000, amountFen: 5000, monthlyLimit: 3, updatedAt: now });
  await db
    .insert(applicationFiles)
    .values({ bizNo: `draft-${phone}`, kind: 'signature', memberId, mimeType: 'image/png', contentBase64: 'RFJBRlQ=', sizeBytes: 5 });
  const bizNo = `biz-deletion-${phone}`;
  await recordConsent(db, { purpose: 'faceCheck', subjectRef: bizNo, at: now, memberId });
  await db.insert(identityChecks).values({
    bizNo,
    authType: 'REAL_NAME',
    memberId,
    phone,
    ownerName: '测试',
    idHint: '071234',
    status: 'passed',
    returnUrl: '/',
    createdAt: now,
    expiresAt: new Date(now.getTime() + 30 * 60 * 1000),
  });
  await db.insert(applications).values({ applicationNo: `SM-${memberId}`, kind: 'realName', memberId, phone, bizNo, status: 'passed' });
  await db.insert(invoices).values({
    phone,
    memberId,
    flow: 'monthly',
    titleKind: 0,
    invoiceType: '026',
    buyerName: nickname,
    email: 'someone@example.com',
    months: '202609',
    amountFen: 3900,
    status: 2,
    invoiceNumber: `INV-${memberId}`,
  });
  // A month the test app's own monthly run (which closes last month on start) never writes.
  await db.insert(billItems).values({ phone, billMonth: '202609', itemName: '套餐月费', amountFen: 3900 });
  return { token, phone, memberId, openid };
}

async function sendDeletionCode(member: Member): Promise<string> {
  api.advanceSeconds(61);
  ok(await api.call('SEND_SMS_CODE', { mobilePhone: member.phone, type: '14' }, member.token, `10.10.${nextPhone % 250}.1`));
  return api.readLatestSmsCode(member.phone);
}

const byMember = (memberId: number) => ({
  numbers: api.deps.db.select().from(memberNumbers).where(eq(memberNumbers.memberId, memberId)),
  sessions: api.deps.db.select().from(memberSessions).where(eq(memberSessions.memberId, memberId)),
  alerts: api.deps.db.select().from(usageAlerts).where(eq(usageAlerts.memberId, memberId)),
  quietHours: api.deps.db.select().from(usageAlertSettings).where(eq(usageAlertSettings.memberId, memberId)),
  autoTopUp: api.deps.db.select().from(autoTopUpSettings).where(eq(autoTopUpSettings.memberId, memberId)),
  drafts: api.deps.db.select().from(applicationFiles).where(eq(applicationFiles.memberId, memberId)),
  applications: api.deps.db.select().from(applications).where(eq(applications.memberId, memberId)),
  invoices: api.deps.db.select().from(invoices).where(eq(invoices.memberId, memberId)),
  consents: api.deps.db.select().from(personalDataConsents).where(eq(personalDataConsents.memberId, memberId)),
  checks: api.deps.db.select().from(identityChecks).where(eq(identityChecks.memberId, memberId)),
  log: api.deps.db.select({ action: memberActionLog.action }).from(memberActionLog).where(eq(memberActionLog.memberId, memberId)),
});
const byPhone = (phone: string) => ({
  callProtection: api.deps.db.select().from(callProtectionEntries).where(eq(callProtectionEntries.phone, phone)),
  titles: api.deps.db.select().from(invoiceTitles).where(eq(invoiceTitles.ownerPhone, phone)),
  // The test's own bill; the test app's monthly run may add last month's.
  bills: api.deps.db
    .select()
    .from(billItems)
    .where(and(eq(billItems.phone, phone), eq(billItems.billMonth, '202609'))),
  subscriber: api.deps.db.select().from(subscribers).where(eq(subscribers.phone, phone)),
});

describe('PERSONAL_INFO_DELETE', () => {
  it('keeps bills, invoices, real-name records, applications and their consents, removes the rest, and leaves another member untouched', async () => {
    const mine = await memberWithData('删除甲');
    const theirs = await memberWithData('删除乙');
    const state = ok<DeletionState>(await api.call('PERSONAL_INFO_DELETION', {}, mine.token));
    expect(state.kept.map((row) => row.key)).toEqual(expect.arrayContaining(['bills', 'invoices', 'registration', 'applications']));
    expect(state.request).toBeNull();

    const code = await sendDeletionCode(mine);
    expect(ok(await api.call('PERSONAL_INFO_DELETE', { code }, mine.token))).toEqual({ outcome: 'deleted', reasons: [] });

    const gone = byMember(mine.memberId);
    expect(await gone.numbers).toEqual([]);
    expect(await gone.sessions).toEqual([]);
    expect(await gone.alerts).toEqual([]);
    expect(await gone.quietHours).toEqual([]);
    expect(await gone.autoTopUp).toEqual([]);
    expect(await gone.drafts).toEqual([]);
    expect(await byPhone(mine.phone).callProtection).toEqual([]);
    expect(await byPhone(mine.phone).titles).toEqual([]);
    const [tombstone] = await api.deps.db.select().from(members).where(eq(members.id, mine.memberId));
    expect(tombstone).toMatchObject({ openid: `deleted:${mine.memberId}`, nickname: '已删除的用户', avatarUrl: '', boundPhone: null });
    expect(tombstone?.deletedAt).toBeInstanceOf(Date);
    // Kept by law.
    expect(await gone.applications).toHaveLength(1);
    expect(await gone.invoices).toHaveLength(1);
    expect(await gone.consents).toHaveLength(1);
    expect(await gone.checks).toHaveLength(1);
    expect(await byPhone(mine.phone).bills).toHaveLength(1);
    expect(await byPhone(mine.phone).subscriber).toHaveLength(1);
    // The unbinding is written as any unbinding is, and the member's own log keeps the deletion.
    const events = await api.deps.db.select().from(memberBindingEvents).where(eq(memberBindingEvents.memberId, mine.memberId));
    expect(events.map((event) => `${event.action}:${event.method}`)).toEqual(['bind:smsCode', 'unbind:memberDeleted']);
    expect((await gone.log).map((line) => line.action).sort()).toEqual(['deletionDone', 'deletionRequested']);
    const [line] = await api.deps.db.select().from(memberDeletionRequests).where(eq(memberDeletionRequests.memberId, mine.memberId));
    expect(line).toMatchObject({ status: 'done', maskedPhones: `${mine.phone.slice(0, 3)}****${mine.phone.slice(-4)}` });

    // Signed out on every device.
    expect((await api.call('PERSONAL_INFO', {}, mine.token)).code).not.toBe(1);

    const untouched = byMember(theirs.memberId);
    expect(await untouched.numbers).toHaveLength(1);
    expect(await untouched.sessions).not.toEqual([]);
    expect(await untouched.alerts).toHaveLength(1);
    expect(await untouched.quietHours).toHaveLength(1);
    expect(await untouched.autoTopUp).toHaveLength(1);
    expect(await untouched.drafts).toHaveLength(1);
    expect(await byPhone(theirs.phone).callProtection).toHaveLength(1);
    expect(await byPhone(theirs.phone).titles).toHaveLength(1);
    expect(ok<PersonalInfo>(await api.call('PERSONAL_INFO', {}, theirs.token)).profile.nickname).toBe('删除乙');
  });

  it('lets the same WeChat user sign in again as a fresh member holding no number', async () => {
    const mine = await memberWithData('删除丙');
    ok(await api.call('PERSONAL_INFO_DELETE', { code: await sendDeletionCode(mine) }, mine.token));
    const token = await api.logInAs(mine.openid);
    const info = ok<PersonalInfo>(await api.call('PERSONAL_INFO', {}, token));
    expect(info.profile.nickname).toBe('删除丙');
    expect(info.numbers).toEqual([]);
    expect(info.bindingHistory).toEqual([]);
    expect(info.applications).toEqual([]);
  });

  it('acts once for two requests at once', async () => {
    const mine = await memberWithData('删除丁');
    const code = await sendDeletionCode(mine);
    const replies = await Promise.all([1, 2].map(() => api.call('PERSONAL_INFO_DELETE', { code }, mine.token)));
    expect(replies.filter((reply) => reply.code === 1)).toHaveLength(1);
    // The code is used once; past it, the member row's lock keeps two requests from both deleting.
    const again = await memberWithData('删除丁二');
    const outcomes = await Promise.allSettled([1, 2].map(() => deleteOrWait(api.deps.db, again.memberId, api.deps.now())));
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    for (const member of [mine, again]) {
      const log = await byMember(member.memberId).log;
      expect(log.filter((line) => line.action === 'deletionDone')).toHaveLength(1);
      expect(await api.deps.db.select().from(memberDeletionRequests).where(eq(memberDeletionRequests.memberId, member.memberId))).toHaveLength(1);
    }
  });

  it('leaves no number bound when a binding races the deletion', async () => {
    const mine = await memberWithData('删除戊');
    const other = await newNumber();
    const bindOther = () => bindNumberToMember(api.deps.db, { memberId: mine.memberId, phone: other, proof: 'smsCode', now: api.deps.now() });
    // The deletion as the request runs it (the code checked before): the member's lock, then the deletion.
    const deletion = api.deps.db.transaction(async (tx) => {
      await lockMember(tx, mine.memberId);
      await deleteMemberRecord(tx, mine.memberId, api.deps.now());
    });
    await Promise.allSettled([deletion, bindOther()]);
    expect(await byMember(mine.memberId).numbers).toEqual([]);
    // Once deleted, the member's id binds nothing again.
    await expect(bindOther()).rejects.toThrow('会员信息已删除');
    expect(await byMember(mine.memberId).numbers).toEqual([]);
  });

  it('refuses a wrong code and deletes nothing', async () => {
    const mine = await memberWithData('删除己');
    await sendDeletionCode(mine);
    expect((await api.call('PERSONAL_INFO_DELETE', { code: '000000' }, mine.token)).code).not.toBe(1);
    expect(await byMember(mine.memberId).numbers).toHaveLength(1);
  });
});

describe('PERSONAL_INFO_DELETE_UNBOUND', () => {
  it('deletes the record of a member holding no number, whose WeChat login is the proof, and signs them out', async () => {
    nextPhone += 1;
    const openid = `o_test_deletion_unbound_${nextPhone}`;
    await api.deps.db.insert(sandboxWechatUsers).values({ openid, nickname: '未绑定' });
    const token = await api.logInAs(openid);
    const [member] = await api.deps.db.select({ id: members.id }).from(members).where(eq(members.openid, openid));
    // The code-confirmed operation is for a member holding a number.
    expect((await api.call('PERSONAL_INFO_DELETE', { code: '123456' }, token)).code).toBe(-102);

    expect(ok(await api.call('PERSONAL_INFO_DELETE_UNBOUND', {}, token))).toEqual({ outcome: 'deleted', reasons: [] });
    const [tombstone] = await api.deps.db.select().from(members).where(eq(members.id, member!.id));
    expect(tombstone).toMatchObject({ openid: `deleted:${member!.id}`, nickname: '已删除的用户' });
    expect((await byMember(member!.id).log).map((line) => line.action).sort()).toEqual(['deletionDone', 'deletionRequested']);
    expect((await api.call('PERSONAL_INFO', {}, token)).code).not.toBe(1);
  });

  it('refuses a member holding a number, who confirms by its code, and deletes nothing', async () => {
    const holder = await memberWithData('有号码');
    expect(await api.call('PERSONAL_INFO_DELETE_UNBOUND', {}, holder.token)).toMatchObject({ code: -100, msg: DeletionMessage.NUMBER_HELD });
    const [row] = await api.deps.db.select().from(members).where(eq(members.id, holder.memberId));
    expect(row?.deletedAt).toBeNull();
    expect(await byMember(holder.memberId).numbers).toHaveLength(1);
    expect(await byMember(holder.memberId).log).toEqual([]);
  });
});

describe('the console queue of deletions that wait', () => {
  const queue = async () => ok<{ list: MemberDeletionRequest[] }>(await callAsStaff(api, 'CONSOLE_MEMBER_DELETIONS', service, {})).list;

  async function waitingMember(nickname: string) {
    const mine = await memberWithData(nickname);
    const [pending] = await api.deps.db
      .insert(applications)
      .values({ applicationNo: `XH-wait-${mine.memberId}`, kind: 'cancel', memberId: mine.memberId, phone: mine.phone, bizNo: `biz-wait-${mine.phone}` })
      .returning({ id: applications.id });
    const reply = ok(await api.call('PERSONAL_INFO_DELETE', { code: await sendDeletionCode(mine) }, mine.token));
    expect(reply).toEqual({ outcome: 'waiting', reasons: ['有业务申请正在审核'] });
    const request = (await queue()).find((item) => item.memberId === mine.memberId);
    expect(request).toMatchObject({ reasonsAtRequest: ['有业务申请正在审核'], blockersNow: ['有业务申请正在审核'] });
    expect(request?.nickname).not.toBe(nickname);
    return { ...mine, applicationId: pending!.id, requestId: request!.id };
  }

  it('waits while an application is pending; staff cannot carry it out until it is decided, then do', async () => {
    const mine = await waitingMember('删除庚');
    expect(await byMember(mine.memberId).numbers).toHaveLength(1);
    const state = ok<DeletionState>(await api.call('PERSONAL_INFO_DELETION', {}, mine.token));
    expect(state.request).toMatchObject({ status: 'waiting', reasons: ['有业务申请正在审核'] });

    const refused = await callAsStaff(api, 'CONSOLE_MEMBER_DELETION_EXECUTE', service, { id: mine.requestId });
    expect(refused.msg).toBe('仍有未完成的事项，暂不能删除：有业务申请正在审核');
    expect(await byMember(mine.memberId).numbers).toHaveLength(1);

    await api.deps.db.update(applications).set({ status: 'passed' }).where(eq(applications.id, mine.applicationId));
    ok(await callAsStaff(api, 'CONSOLE_MEMBER_DELETION_EXECUTE', service, { id: mine.requestId }));
    expect(await byMember(mine.memberId).numbers).toEqual([]);
    expect(await byMember(mine.memberId).sessions).toEqual([]);
    expect((await queue()).some((item) => item.id === mine.requestId)).toBe(false);
    const audit = await api.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'member_deletion_execute'), eq(auditLog.subjectId, String(mine.memberId))));
    expect(audit).toHaveLength(1);
    // Decided once: a second try is refused.
    expect((await callAsStaff(api, 'CONSOLE_MEMBER_DELETION_EXECUTE', service, { id: mine.requestId })).msg).toBe('该申请已处理或不存在');
  });

  it('refuses with a reason the member reads, in their log and in 操作日志', async () => {
    const mine = await waitingMember('删除辛');
    ok(await callAsStaff(api, 'CONSOLE_MEMBER_DELETION_REFUSE', service, { id: mine.requestId, reason: '请先等待销户审核完成' }));
    const state = ok<DeletionState>(await api.call('PERSONAL_INFO_DELETION', {}, mine.token));
    expect(state.request).toMatchObject({ status: 'refused', refusalReason: '请先等待销户审核完成' });
    expect((await byMember(mine.memberId).log).map((line) => line.action)).toContain('deletionRefused');
    expect(await byMember(mine.memberId).numbers).toHaveLength(1);
    const audit = await api.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'member_deletion_refuse'), eq(auditLog.subjectId, String(mine.memberId))));
    expect(audit).toHaveLength(1);
    expect((await callAsStaff(api, 'CONSOLE_MEMBER_DELETION_EXECUTE', service, { id: mine.requestId })).msg).toBe('该申请已处理或不存在');
  });
});
