import type { Envelope } from '@hall/contract/codes';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, openCardRecords, subscribers } from '../../db/schema.ts';
import { callAsStaff, DemoStaff, logInStaff } from '../../test/staff-session.ts';
import { DemoUser, type TestApp } from '../../test/test-app.ts';
import { passRealName, prepareOpening, startWithDemoAgents, submitOpening } from './agent-test-steps.ts';

// The opening audit from the agent's submission to the customer's /querySteps: the auditor's
// decision acts on the new number and queues one SMS, once.

const CUSTOMER = { customerName: '王小明', identityCode: '440106199001011234' };
const PASSED_PHONE = '16610000017';
const REFUSED_PHONE = '16610000018';
const CANCELLED_PHONE = '16610000019';
const REFUSAL_REASON = '人证合照与证件不符';

let api: TestApp;
let agent: string;
let auditor: string;
let customer: string;
const uimIdOf: Record<string, string> = {};

/** An agent opens the number for 王小明 through the API, up to the review queue. */
async function openNumber(phone: string): Promise<string> {
  const record = await prepareOpening(api, phone, agent);
  const { bizId } = await passRealName(api, phone, record.recordNumber, agent);
  expect(await submitOpening(api, phone, record, bizId, agent)).toMatchObject({ code: 1, data: { code: 0 } });
  return record.uimId;
}

const decide = (uimId: string, decision: 'pass' | 'fail', reason?: string) =>
  callAsStaff(api, 'CONSOLE_REVIEW_DECIDE', auditor, { kind: 'cardOpening', id: uimId, decision, ...(reason ? { reason } : {}) });

const lookUp = async (identity: { customerName: string; identityCode: string }) => {
  const body: Envelope = await api.call('CHECK_OPEN_PHONE_WORK', identity, customer);
  expect(body.code).toBe(1);
  return (body.data as { list: { serviceId: string; status: string; auditRemark: string; ifValid: number; applyEvent: string }[] }).list;
};

const subscriberOf = async (phone: string) =>
  (await api.deps.db.select({ status: subscribers.status, isRealName: subscribers.isRealName }).from(subscribers).where(eq(subscribers.phone, phone)))[0];

const notificationsOf = (uimId: string) =>
  api.deps.db
    .select({ kind: notifications.kind, phone: notifications.phone, params: notifications.params })
    .from(notifications)
    .where(like(notifications.dedupeKey, `opening:${uimId}:%`));

beforeAll(async () => {
  const started = await startWithDemoAgents();
  api = started.api;
  agent = started.fundPoolAgent;
  auditor = await logInStaff(api, DemoStaff.AUDITOR);
  customer = await api.logInAs(DemoUser.UNBOUND);
  uimIdOf[PASSED_PHONE] = await openNumber(PASSED_PHONE);
  api.advanceSeconds(60);
  uimIdOf[REFUSED_PHONE] = await openNumber(REFUSED_PHONE);
});
afterAll(() => api.close());

describe('an opening before its audit', () => {
  it('keeps only a keyed hash of the ID number beside the masked name and ID', async () => {
    const [record] = await api.deps.db.select().from(openCardRecords).where(eq(openCardRecords.serviceId, PASSED_PHONE));
    expect(record).toMatchObject({ customerName: '王**', idNumberMasked: '4401**********1234', idNumberHmac: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(JSON.stringify(record)).not.toContain(CUSTOMER.identityCode);
  });

  it('shows on /querySteps as 待审核 under the customer name and ID number, newest first', async () => {
    expect((await lookUp(CUSTOMER)).map((item) => [item.serviceId, item.status])).toEqual([
      ['166****0018', '待审核'],
      ['166****0017', '待审核'],
    ]);
  });
});

describe('the opening audit decision', () => {
  it('passed: the number stays real-name and in service, the customer finds 审核通过, one SMS is queued', async () => {
    const uimId = uimIdOf[PASSED_PHONE] ?? '';
    expect(await decide(uimId, 'pass')).toMatchObject({ code: 1 });
    expect(await decide(uimId, 'fail', REFUSAL_REASON)).toMatchObject({ code: -100 });
    expect(await subscriberOf(PASSED_PHONE)).toEqual({ status: 'normal', isRealName: true });
    expect(await notificationsOf(uimId)).toEqual([{ kind: 'openingPassed', phone: PASSED_PHONE, params: {} }]);
    expect((await lookUp(CUSTOMER)).find((item) => item.serviceId === '166****0017')).toMatchObject({
      applyEvent: '新装开户',
      status: '审核通过',
      auditRemark: '资料审核通过',
      ifValid: 1,
    });
  });

  it('refused: the number is suspended and not real-name, 审核不通过 shows the reason, one SMS is queued', async () => {
    const uimId = uimIdOf[REFUSED_PHONE] ?? '';
    expect(await decide(uimId, 'fail', REFUSAL_REASON)).toMatchObject({ code: 1 });
    expect(await decide(uimId, 'pass')).toMatchObject({ code: -100 });
    expect(await subscriberOf(REFUSED_PHONE)).toEqual({ status: 'auditSuspended', isRealName: false });
    expect(await notificationsOf(uimId)).toEqual([{ kind: 'openingRefused', phone: REFUSED_PHONE, params: { reason: REFUSAL_REASON } }]);
    expect((await lookUp(CUSTOMER)).find((item) => item.serviceId === '166****0018')).toMatchObject({
      status: '审核不通过',
      auditRemark: REFUSAL_REASON,
      ifValid: 0,
    });
  });

  it('passed after the number was cancelled: the number stays cancelled and no welcome SMS is queued', async () => {
    const uimId = await openNumber(CANCELLED_PHONE);
    await api.deps.db.update(subscribers).set({ status: 'cancelled' }).where(eq(subscribers.phone, CANCELLED_PHONE));
    expect(await decide(uimId, 'pass')).toMatchObject({ code: 1 });
    expect(await subscriberOf(CANCELLED_PHONE)).toMatchObject({ status: 'cancelled' });
    expect(await notificationsOf(uimId)).toEqual([]);
  });

  it('a wrong name or ID number finds none of the openings', async () => {
    expect(await lookUp({ ...CUSTOMER, customerName: '王小红' })).toEqual([]);
    expect(await lookUp({ ...CUSTOMER, identityCode: '440106199001011235' })).toEqual([]);
  });
});
