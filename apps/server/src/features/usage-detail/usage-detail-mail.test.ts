import { endpoints } from '@hall/contract/endpoints';
import { formatChinaMonth } from '@hall/contract/china-time';
import { UsageDetailMessage } from '@hall/contract/usage-detail/rules';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rateLimitCounters, sandboxMailAttachments, sandboxMailOutbox, usageDetailMails } from '../../db/schema.ts';
import { runDueJobs } from '../../platform/jobs/run-due-jobs.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { usageDetailMailJob } from './usage-detail-mail.ts';
import { bind, expectOk, feedUsage, newMember, newMemberAccount, newNumber, secondsBefore, switchTo } from './usage-detail-test-kit.ts';

// The detail's PDF by e-mail (a job, exactly once per request) and the limits on the detail's
// secret check, which count per number.

let api: TestApp;
let member: string;
let memberOpenid: string;
let phone: string;
let month: string;

const mailsTo = (address: string) => api.deps.db.select().from(sandboxMailOutbox).where(eq(sandboxMailOutbox.toAddress, address));
const ask = (email: string, requestId: string, token = member) => api.call('USAGE_DETAIL_MAIL', { month, email, requestId }, token);

beforeAll(async () => {
  api = await createTestApp();
  ({ token: member, openid: memberOpenid } = await newMemberAccount(api));
  phone = await newNumber(api);
  await bind(api, member, phone);
  month = formatChinaMonth(api.deps.now());
  await feedUsage(api, [
    { id: 'mail-call', phone, at: secondsBefore(api, 300), kind: 'voice_out', otherParty: '13812341234', seconds: 61 },
    { id: 'mail-sms', phone, at: secondsBefore(api, 200), kind: 'sms_in', otherParty: '13912345678', count: 1 },
    { id: 'mail-data', phone, at: secondsBefore(api, 100), kind: 'data', pool: 'general', megabytes: 5 },
  ]);
  expectOk(await api.call('USAGE_DETAIL_UNLOCK', { checkBy: 'password', phonePassword: '246810' }, member));
});
afterAll(() => api.close());
// Each case starts with the number's limits unspent; the last case is about them.
beforeEach(async () => {
  await api.deps.db.delete(rateLimitCounters);
});

describe('USAGE_DETAIL_MAIL', () => {
  it("mails the month's PDF once, to the address given, the number masked", async () => {
    const answer = expectOk<{ month: string; email: string }>(await ask('owner@example.com', 'request-0001'));
    expect(answer).toMatchObject({ month, email: 'owner@example.com' });
    const [mail, ...more] = await mailsTo('owner@example.com');
    expect(more).toEqual([]);
    expect(mail?.subject).toBe(`【通话详单】${month.slice(0, 4)}年${Number(month.slice(4))}月通话和短信详单`);
    expect(mail?.body).toContain(`${phone.slice(0, 3)}****${phone.slice(7)}`);
    expect(mail?.body).not.toContain(phone);
    expect(mail?.body).toContain('共通话1次、短信1条、上网1天');
    const attachments = await api.deps.db
      .select()
      .from(sandboxMailAttachments)
      .where(eq(sandboxMailAttachments.mailId, mail?.id ?? 0));
    expect(attachments).toHaveLength(1);
    expect(attachments[0]).toMatchObject({ filename: `详单_${month}.pdf`, contentType: 'application/pdf' });
    expect(
      Buffer.from(attachments[0]?.contentBase64 ?? '', 'base64')
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('mails once for a request repeated, sent at once or concurrently, and the job pass sends nothing more', async () => {
    const replies = await Promise.all([1, 2, 3].map(() => ask('twice@example.com', 'request-0002')));
    expect(replies.map((reply) => reply.code)).toEqual([1, 1, 1]);
    expect(await ask('twice@example.com', 'request-0002')).toMatchObject({ code: 1 });
    await runDueJobs(api.deps, usageDetailMailJob, { log: api.app.log });
    expect(await mailsTo('twice@example.com')).toHaveLength(1);
    const rows = await api.deps.db.select().from(usageDetailMails).where(eq(usageDetailMails.requestId, 'request-0002'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.sentAt).not.toBeNull();
    // A new request is a new mail.
    expectOk(await ask('twice@example.com', 'request-0003'));
    expect(await mailsTo('twice@example.com')).toHaveLength(2);
  });

  it('retries a mail the mail server refused, on the pass, once it takes it', async () => {
    const mailer = api.deps.providers.mailer;
    const send = mailer.send;
    mailer.send = () => Promise.reject(new Error('mail server down'));
    try {
      expect((await ask('later@example.com', 'request-0004')).code).toBe(1);
    } finally {
      mailer.send = send;
    }
    expect(await mailsTo('later@example.com')).toHaveLength(0);
    api.advanceSeconds(3600);
    await runDueJobs(api.deps, usageDetailMailJob, { log: api.app.log });
    await runDueJobs(api.deps, usageDetailMailJob, { log: api.app.log });
    expect(await mailsTo('later@example.com')).toHaveLength(1);
  });

  it.each([
    ['no address', '', UsageDetailMessage.EMAIL_REQUIRED],
    ['an address without a domain', 'owner@example', UsageDetailMessage.EMAIL_INVALID],
    ['an address with a space', 'own er@example.com', UsageDetailMessage.EMAIL_INVALID],
    ['an address too long', `${'a'.repeat(95)}@example.com`, UsageDetailMessage.EMAIL_INVALID],
  ])('refuses %s in Chinese and mails nothing', async (_case, email, message) => {
    expectOk(await api.call('USAGE_DETAIL_UNLOCK', { checkBy: 'password', phonePassword: '246810' }, member));
    expect(await ask(email, 'request-bad-1')).toMatchObject({ code: -100, msg: message });
    expect(await api.deps.db.select({ total: count() }).from(usageDetailMails).where(eq(usageDetailMails.requestId, 'request-bad-1'))).toEqual([{ total: 0 }]);
  });

  it('refuses a month outside the six, and a closed detail, writing no mail', async () => {
    expect(await api.call('USAGE_DETAIL_MAIL', { month: '201901', email: 'a@example.com', requestId: 'request-old-1' }, member)).toMatchObject({
      msg: UsageDetailMessage.MONTH_INVALID,
    });
    const otherSession = await api.logInAs(memberOpenid);
    expect(await ask('a@example.com', 'request-closed-1', otherSession)).toMatchObject({ msg: UsageDetailMessage.LOCKED });
    const rows = await api.deps.db
      .select()
      .from(usageDetailMails)
      .where(inArray(usageDetailMails.requestId, ['request-old-1', 'request-closed-1']));
    expect(rows).toEqual([]);
  });
});

describe("the unlock's tries count per number", () => {
  it("refuses a holder of the number once another holder's wrong tries used its budget, and leaves the member's other number its own", async () => {
    const shared = await newNumber(api);
    const second = await newNumber(api);
    const first = await newMember(api, '家人一');
    const family = await newMember(api, '家人二');
    await bind(api, first, second);
    await bind(api, first, shared);
    await bind(api, family, shared);
    const unlock = (token: string, phonePassword: string) =>
      api.app.inject({ method: 'POST', url: endpoints.USAGE_DETAIL_UNLOCK.path, payload: { token, checkBy: 'password', phonePassword } });
    const budget = endpoints.USAGE_DETAIL_UNLOCK.limits[0]?.max ?? 0;
    for (let index = 0; index < budget; index += 1) {
      expect((await unlock(first, '000000')).statusCode).toBe(200);
    }
    const refused = await unlock(family, '246810');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ msg: expect.stringContaining('请求过于频繁') });
    await switchTo(api, first, second);
    expect((await unlock(first, '246810')).json()).toMatchObject({ code: 1 });
  });
});
