import { AGENT_OPENINGS_OUT_OF_RANGE } from '@hall/contract/agent/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardStock, openCardRecords } from '../../db/schema.ts';
import { callAsAgent } from '../../test/agents.ts';
import { callAsStaff, DemoStaff, logInStaff } from '../../test/staff-session.ts';
import type { TestApp } from '../../test/test-app.ts';
import { chinaMonthBounds, formatChinaMonth } from '@hall/contract/china-time';
import { passRealName, prepareOpening, saveRecord, startWithDemoAgents, submitOpening } from './agent-test-steps.ts';

// 开卡记录: an agent reads the openings they made in a China month, newest first, with the month's
// counts by state (unfinished, awaiting the audit, passed, refused with its reason); the number and
// customer are masked, and no other agent's openings show, not even a colleague's at the same dealer.

interface Openings {
  month: string;
  counts: { unfinished: number; pending: number; passed: number; failed: number };
  list: { serviceId: string; offerName: string; customerName: string; createdAt: string; state: string; reason: string | null }[];
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

describe('an agent reading their openings of a month', () => {
  it('lists each opening with where it stands, masked, and counts the month by state', async () => {
    const before = await readOpenings(agent);
    expect(before.month).toBe(formatChinaMonth(api.deps.now()));
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
    expect(byNumber.get('166****0018')).toMatchObject({ state: 'failed', reason: '人证合照与证件不符' });
    expect(byNumber.get('166****0019')).toMatchObject({ state: 'pending', reason: null });
    expect(byNumber.get('166****0020')).toMatchObject({ state: 'unfinished', customerName: '' });
    expect(after.list[0]?.serviceId).toBe('166****0020');
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

  it('pages the month newest first, twenty at a time, and keeps other months apart', async () => {
    const now = api.deps.now();
    const thisMonth = formatChinaMonth(now);
    const lastMonth = formatChinaMonth(now, 1);
    const record = (index: number, createdAt: Date) => ({
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
      openCardLocation: 1,
      createdAt,
    });
    const records = [
      ...Array.from({ length: 25 }, (_unused, index) => record(index, new Date(now.getTime() - (index + 1) * 10))),
      record(9999, new Date(chinaMonthBounds(thisMonth).start.getTime() - 3_600_000)),
    ];
    const before = await readOpenings(colleague);
    const beforeTotal = Object.values(before.counts).reduce((sum, value) => sum + value, 0);
    await api.deps.db
      .insert(cardStock)
      .values(records.map((row) => ({ iccid: row.uimId, phone: row.serviceId, dealerId: 'D1001', offerId: '1354122', status: 'opened' as const })));
    await api.deps.db.insert(openCardRecords).values(records);

    const first = await readOpenings(colleague);
    expect(first.list).toHaveLength(20);
    expect(first.hasMore).toBe(true);
    expect(first.list[0]?.serviceId).toBe('199****0000');
    expect(first.counts.unfinished).toBe(before.counts.unfinished + 25);
    const second = await readOpenings(colleague, { page: 2 });
    expect(second.list.map((item) => item.serviceId)).toContain('199****0024');
    expect(second.hasMore).toBe(beforeTotal + 25 > 40);
    expect([...first.list, ...second.list].map((item) => item.serviceId)).not.toContain('199****9999');
    const earlier = await readOpenings(colleague, { month: lastMonth });
    expect(earlier.month).toBe(lastMonth);
    expect(earlier.list.map((item) => item.serviceId)).toContain('199****9999');
  });

  it('refuses a month outside the last twelve, a future one and a malformed one', async () => {
    const now = api.deps.now();
    expect(await callAsAgent(api, 'AGENT_OPENINGS', { month: formatChinaMonth(now, 12) }, agent)).toMatchObject({
      code: -100,
      msg: AGENT_OPENINGS_OUT_OF_RANGE,
    });
    expect(await callAsAgent(api, 'AGENT_OPENINGS', { month: formatChinaMonth(now, -1) }, agent)).toMatchObject({
      code: -100,
      msg: AGENT_OPENINGS_OUT_OF_RANGE,
    });
    expect(await callAsAgent(api, 'AGENT_OPENINGS', { month: '2026-11' }, agent)).toMatchObject({ code: -100, msg: '月份格式错误' });
    expect(await callAsAgent(api, 'AGENT_OPENINGS', { page: 0 }, agent)).toMatchObject({ code: -100, msg: '页码格式错误' });
    expect((await readOpenings(agent, { month: formatChinaMonth(now, 11) })).list).toEqual([]);
  });
});
