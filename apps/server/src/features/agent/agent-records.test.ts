import { AgentOpeningsMessage, OPENING_REFUSED_NEXT_STEP } from '@hall/contract/agent/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardStock, openCardRecords } from '../../db/schema.ts';
import { callAsAgent } from '../../test/agents.ts';
import { callAsStaff, DemoStaff, logInStaff } from '../../test/staff-session.ts';
import type { TestApp } from '../../test/test-app.ts';
import { chinaMonthBounds, formatChinaDate, formatChinaMonth, shiftChinaDate, startOfChinaDate } from '@hall/contract/china-time';
import { passRealName, prepareOpening, saveRecord, startWithDemoAgents, submitOpening } from './agent-test-steps.ts';

// 开卡记录: an agent reads the openings they made in a range of China days (the last thirty when
// none is asked), the unfinished ones first with their way back in, then the submitted ones, each
// newest first, with the range's counts by state (unfinished, awaiting the audit, passed, refused
// with its reason and what the agent can do); the number and customer are masked, and no other
// agent's openings show, not even a colleague's at the same dealer.

interface Openings {
  from: string;
  to: string;
  today: string;
  counts: { unfinished: number; pending: number; passed: number; failed: number };
  list: {
    serviceId: string;
    offerName: string;
    customerName: string;
    createdAt: string;
    state: string;
    reason: string | null;
    nextStep: string | null;
    resume: { uimId: string; applyEvent: string; at: string } | null;
  }[];
  hasMore: boolean;
}

let api: TestApp;
let agent: string;
let colleague: string;
let otherDealerAgent: string;

beforeAll(async () => {
  const started = await startWithDemoAgents();
  api = started.api;
  agent = started.fundPoolAgent;
  colleague = started.systemFourAgent;
  otherDealerAgent = started.wechatAgent;
});
afterAll(() => api.close());

async function readOpenings(token: string, payload: Record<string, unknown> = {}): Promise<Openings> {
  const body = await callAsAgent(api, 'AGENT_OPENINGS', payload, token);
  expect(body, body.msg).toMatchObject({ code: 1 });
  return body.data as Openings;
}

async function openToAudit(phone: string): Promise<string> {
  const record = await prepareOpening(api, phone, agent);
  const { bizId } = await passRealName(api, phone, record.recordNumber, agent);
  expect(await submitOpening(api, phone, record, bizId, agent)).toMatchObject({ code: 1, data: { code: 0 } });
  return record.uimId;
}

describe('an agent reading their openings of a range of days', () => {
  it('lists each opening with where it stands, masked, the unfinished first, and counts the range by state', async () => {
    const before = await readOpenings(agent);
    const today = formatChinaDate(api.deps.now());
    expect(before).toMatchObject({ from: shiftChinaDate(today, -29), to: today, today });
    const passedId = await openToAudit('16610000017');
    const refusedId = await openToAudit('16610000018');
    await openToAudit('16610000019');
    expect((await saveRecord(api, '16610000020', agent)).code).toBe(1);
    const auditor = await logInStaff(api, DemoStaff.AUDITOR);
    expect(await callAsStaff(api, 'CONSOLE_REVIEW_DECIDE', auditor, { kind: 'cardOpening', id: passedId, decision: 'pass' })).toMatchObject({ code: 1 });
    expect(
      await callAsStaff(api, 'CONSOLE_REVIEW_DECIDE', auditor, { kind: 'cardOpening', id: refusedId, decision: 'fail', reason: '人证合照与证件不符' }),
    ).toMatchObject({ code: 1 });

    const after = await readOpenings(agent);
    expect(after.counts).toEqual({
      unfinished: before.counts.unfinished + 1,
      pending: before.counts.pending + 1,
      passed: before.counts.passed + 1,
      failed: before.counts.failed + 1,
    });
    const byNumber = new Map(after.list.map((item) => [item.serviceId, item]));
    expect(byNumber.get('166****0017')).toMatchObject({ state: 'passed', reason: null, customerName: expect.stringMatching(/^王\*+$/) });
    expect(byNumber.get('166****0018')).toMatchObject({ state: 'failed', reason: '人证合照与证件不符', nextStep: OPENING_REFUSED_NEXT_STEP, resume: null });
    expect(byNumber.get('166****0019')).toMatchObject({ state: 'pending', reason: null, nextStep: null, resume: null });
    expect(byNumber.get('166****0020')).toMatchObject({ state: 'unfinished', customerName: '', nextStep: null, resume: { applyEvent: 'OpenCard' } });
    // The unfinished opening (made last) leads; the ones submitted after it was started still follow it.
    expect(after.list[0]?.serviceId).toBe('166****0020');
    const states = after.list.map((item) => item.state);
    expect(states.slice(0, after.counts.unfinished).every((state) => state === 'unfinished')).toBe(true);
    expect(states.slice(after.counts.unfinished)).not.toContain('unfinished');
    expect(JSON.stringify(after)).not.toMatch(/1661000001[7-9]|16610000020|王小明|440106/);
  });

  it("shows no other agent's openings, at the same dealer or another", async () => {
    const mine = await readOpenings(agent);
    expect(mine.list.length).toBeGreaterThan(0);
    for (const other of [colleague, otherDealerAgent]) {
      const theirs = await readOpenings(other);
      expect(theirs.list.map((item) => item.serviceId)).not.toContain('166****0017');
    }
  });

  it("gives an unfinished opening the card its flow resumes by, and where the flow's resume lands", async () => {
    // A package with a fee, saved and not paid: the flow resumes it on the payment page.
    const saved = await saveRecord(api, '16610000011', agent);
    expect(saved, saved.msg).toMatchObject({ code: 1 });
    const unpaid = (saved.data as { uimId: string }).uimId;
    const listed = (await readOpenings(agent)).list.find((item) => item.serviceId === '166****0011');
    const record = await callAsAgent(api, 'QUERY_OPEN_CARD_LOCATION', { uimId: listed?.resume?.uimId }, agent);
    expect(record).toMatchObject({ code: 1, data: { record: { serviceId: '16610000011', uimId: unpaid } } });
    expect(listed?.resume).toEqual({ uimId: unpaid, applyEvent: 'OpenCard', at: 'payment' });
  });

  it('pages the range unfinished first, then newest first, twenty at a time, and keeps days outside it apart', async () => {
    const now = api.deps.now();
    const today = formatChinaDate(now);
    const record = (index: number, createdAt: Date, status: 'open' | 'done' = 'open') => ({
      uimId: `8986PAGE${String(index).padStart(12, '0')}`,
      recordNumber: `PAGE${index}`,
      serviceId: `1999000${String(index).padStart(4, '0')}`,
      applyEvent: 'OpenCard' as const,
      dealerId: 'D1001',
      dealerMainId: 'D1001',
      workNo: 'A10002',
      resInstId: 'R',
      uimResInstId: 'U',
      prodOfferId: '1354122',
      prodOfferName: '测试套餐',
      ifCheckCard: 0,
      serviceKind: 1,
      sumFeeFen: 0,
      openCardLocation: 3,
      status,
      reviewStatus: status === 'done' ? ('pending' as const) : null,
      createdAt,
    });
    // Three submitted openings newer than every unfinished one, and one unfinished 40 days ago.
    const longAgo = new Date(startOfChinaDate(shiftChinaDate(today, -40)).getTime() + 3_600_000);
    const records = [
      ...Array.from({ length: 25 }, (_unused, index) => record(index, new Date(now.getTime() - (index + 10) * 1000))),
      ...Array.from({ length: 3 }, (_unused, index) => record(100 + index, new Date(now.getTime() - (index + 1) * 100), 'done')),
      record(9999, longAgo),
    ];
    const before = await readOpenings(colleague);
    await api.deps.db
      .insert(cardStock)
      .values(records.map((row) => ({ iccid: row.uimId, phone: row.serviceId, dealerId: 'D1001', offerId: '1354122', status: 'opened' as const })));
    await api.deps.db.insert(openCardRecords).values(records);

    const first = await readOpenings(colleague);
    expect(first.list).toHaveLength(20);
    expect(first.hasMore).toBe(true);
    expect(first.list[0]).toMatchObject({ serviceId: '199****0000', state: 'unfinished', resume: { at: 'photo' } });
    expect(first.counts.unfinished).toBe(before.counts.unfinished + 25);
    expect(first.counts.pending).toBe(before.counts.pending + 3);
    const second = await readOpenings(colleague, { page: 2 });
    const both = [...first.list, ...second.list];
    expect(both.map((item) => item.serviceId)).toContain('199****0024');
    // The submitted ones, though newer, follow the last unfinished one.
    const lastUnfinished = both.map((item) => item.state).lastIndexOf('unfinished');
    expect(both.findIndex((item) => item.serviceId === '199****0100')).toBeGreaterThan(lastUnfinished);
    expect(both.map((item) => item.serviceId)).not.toContain('199****9999');
    const earlier = await readOpenings(colleague, { from: shiftChinaDate(today, -45), to: shiftChinaDate(today, -40) });
    expect(earlier).toMatchObject({ from: shiftChinaDate(today, -45), to: shiftChinaDate(today, -40), counts: { unfinished: 1, pending: 0 } });
    expect(earlier.list.map((item) => item.serviceId)).toEqual(['199****9999']);
    const justAfter = await readOpenings(colleague, { from: shiftChinaDate(today, -39), to: shiftChinaDate(today, -39) });
    expect(justAfter.list).toEqual([]);
  });

  it('refuses a range that ends after today, begins before the last twelve months, runs backwards, is too long or is not a date, each in Chinese', async () => {
    const now = api.deps.now();
    const today = formatChinaDate(now);
    const refusal = async (payload: Record<string, unknown>) => {
      const reply = await callAsAgent(api, 'AGENT_OPENINGS', payload, agent);
      expect(reply.code).toBe(-100);
      return reply.msg;
    };
    const firstReachable = formatChinaDate(chinaMonthBounds(formatChinaMonth(now, 11)).start);
    expect(await refusal({ from: today, to: shiftChinaDate(today, 1) })).toBe(AgentOpeningsMessage.FUTURE);
    expect(await refusal({ from: shiftChinaDate(firstReachable, -1), to: shiftChinaDate(firstReachable, 30) })).toBe(AgentOpeningsMessage.OUT_OF_RANGE);
    expect(await refusal({ from: today, to: shiftChinaDate(today, -1) })).toBe(AgentOpeningsMessage.REVERSED);
    expect(await refusal({ from: shiftChinaDate(today, -92), to: today })).toBe(AgentOpeningsMessage.TOO_LONG);
    expect(await refusal({ from: '2026-02-30', to: '2026-03-01' })).toBe(AgentOpeningsMessage.DATE_INVALID);
    expect(await refusal({ from: '2026/03/01', to: '2026-03-01' })).toBe(AgentOpeningsMessage.DATE_INVALID);
    expect(await refusal({ from: '2026-13-01', to: '2026-12-01' })).toBe(AgentOpeningsMessage.DATE_INVALID);
    expect(await refusal({ from: '2026-12-01', to: '2026-12-00' })).toBe(AgentOpeningsMessage.DATE_INVALID);
    expect(await refusal({ from: today })).toBe(AgentOpeningsMessage.TO_REQUIRED);
    expect(await refusal({ to: today })).toBe(AgentOpeningsMessage.FROM_REQUIRED);
    expect(await refusal({ page: 0 })).toBe(AgentOpeningsMessage.PAGE_INVALID);
    // Ninety-two days, the first of them the first reachable: answered.
    expect(await readOpenings(agent, { from: shiftChinaDate(today, -91), to: today })).toMatchObject({ from: shiftChinaDate(today, -91), to: today });
    expect((await readOpenings(agent, { from: firstReachable, to: shiftChinaDate(firstReachable, 10) })).list).toEqual([]);
  });
});
