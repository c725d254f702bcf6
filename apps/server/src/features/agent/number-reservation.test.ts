import type { Envelope } from '@hall/contract/codes';
import { AgentMessage } from '@hall/contract/agent/rules';
import type { MemberReservation, PoolNumber } from '@hall/contract/number-pool/schemas';
import { RESERVATION_MINUTES, ReservationMessage } from '@hall/contract/number-pool/rules';
import { and, eq, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardStock } from '../../db/schema.ts';
import { callAsAgent } from '../../test/agents.ts';
import { DemoUser, type TestApp } from '../../test/test-app.ts';
import { releaseExpiredReservations } from '../../domain/number-reservation.ts';
import { passRealName, prepareOpening, saveRecord, startWithDemoAgents, submitOpening } from './agent-test-steps.ts';

// Reservations on the dealers' card stock: 30 minutes with the locked status, one winner of two
// requests for one number, the opening's step 1 limited to the dealer's stock and to its own
// reservation, a member's 号码购买 completed at the dealer by its code, and the sweep that puts
// run-out reservations back in stock once.

interface StockPage {
  counts: { available: number; reserved: number; opened: number };
  list: { phone: string; state: string; holder: string | null; code: string | null; reservedUntil: string | null }[];
  hasMore: boolean;
}

let api: TestApp;
let agent: string;
let colleague: string;
let otherDealerAgent: string;
let member: string;
let otherMember: string;

beforeAll(async () => {
  const started = await startWithDemoAgents();
  api = started.api;
  agent = started.fundPoolAgent;
  colleague = started.systemFourAgent;
  otherDealerAgent = started.wechatAgent;
  member = await api.logInAs(DemoUser.UNBOUND);
  otherMember = await api.logInAs(DemoUser.BOUND_NORMAL);
});
afterAll(() => api.close());

/** One run of the reservation sweep (number-pool.schedule.ts runs it on the scheduled runs). */
async function sweep(): Promise<{ released: number }> {
  return { released: await releaseExpiredReservations(api.deps.db, api.deps.now()) };
}

function dataOf<T>(body: Envelope): T {
  expect(body, body.msg).toMatchObject({ code: 1 });
  return body.data as T;
}

async function stockOf(token: string, payload: Record<string, unknown> = {}): Promise<StockPage> {
  return dataOf<StockPage>(await callAsAgent(api, 'AGENT_STOCK', payload, token));
}

async function cardOf(phone: string) {
  const [row] = await api.deps.db.select().from(cardStock).where(eq(cardStock.phone, phone));
  return row;
}

describe('an agent reserving a number of their dealer', () => {
  it('lets exactly one of two agents reserving the same number at once win', async () => {
    const phone = '16610000001';
    const answers = await Promise.all([
      callAsAgent(api, 'AGENT_STOCK_RESERVE', { serviceId: phone }, agent),
      callAsAgent(api, 'AGENT_STOCK_RESERVE', { serviceId: phone }, colleague),
    ]);
    const winners = answers.filter((body) => body.code === 1);
    expect(winners).toHaveLength(1);
    expect(answers.find((body) => body.code !== 1)?.msg).toBe(ReservationMessage.NOT_AVAILABLE);
    const card = await cardOf(phone);
    expect(card?.status).toBe('locked');
    const until = new Date((winners[0]?.data as { reservedUntil: string }).reservedUntil).getTime();
    expect(until - api.deps.now().getTime()).toBe(RESERVATION_MINUTES * 60_000);
  });

  it('refuses a number of another dealer, and shows a dealer only their own stock by state', async () => {
    expect((await callAsAgent(api, 'AGENT_STOCK_RESERVE', { serviceId: '16610000002' }, otherDealerAgent)).msg).toBe(AgentMessage.NUMBER_OF_OTHER_CHANNEL);
    const own = await stockOf(agent);
    expect(own.list.every((row) => row.phone.startsWith('1661') || row.phone.startsWith('1663'))).toBe(true);
    expect(own.counts.reserved).toBeGreaterThanOrEqual(1);
    const other = await stockOf(otherDealerAgent);
    expect(other.list.every((row) => row.phone.startsWith('1662'))).toBe(true);
    expect(other.list.some((row) => row.phone === '16610000001')).toBe(false);
    const reserved = await stockOf(agent, { state: 'reserved' });
    expect(reserved.list.map((row) => row.phone)).toContain('16610000001');
    expect(reserved.list.every((row) => row.state === 'reserved')).toBe(true);
    const byTail = await stockOf(agent, { tail: '0002' });
    expect(byTail.list.map((row) => row.phone)).toContain('16610000002');
    expect(byTail.list.every((row) => row.phone.endsWith('0002'))).toBe(true);
    expect((await callAsAgent(api, 'AGENT_STOCK', { tail: 'abc' }, agent)).msg).toBe(ReservationMessage.TAIL_INVALID);
  });

  it('pages the stock twenty at a time', async () => {
    const first = await stockOf(agent);
    expect(first.list).toHaveLength(20);
    expect(first.hasMore).toBe(true);
    const second = await stockOf(agent, { page: 2 });
    expect(second.list.length).toBeGreaterThan(0);
    expect(second.list.some((row) => first.list.some((seen) => seen.phone === row.phone))).toBe(false);
  });
});

describe("the opening's step 1 limited to the dealer's stock", () => {
  it('refuses a number another agent holds reserved, with a Chinese message, and accepts it for its holder', async () => {
    const phone = '16610000003';
    dataOf(await callAsAgent(api, 'AGENT_STOCK_RESERVE', { serviceId: phone }, agent));
    const refused = await callAsAgent(api, 'SIM_OR_SERVICE_ID_QUERY', { iccidOrServiceId: phone, type: 2 }, colleague);
    expect(refused.msg).toBe(ReservationMessage.RESERVED_BY_OTHER);
    expect((await saveRecord(api, phone, agent)).code).toBe(1);
    expect((await cardOf(phone))?.reservedByAgent).toBe('A10001');
  });

  it('holds a number in stock from step 1 on, and abandoning the opening puts it back', async () => {
    const phone = '16610000004';
    expect((await saveRecord(api, phone, agent)).code).toBe(1);
    const held = await cardOf(phone);
    expect(held?.status).toBe('locked');
    expect((await callAsAgent(api, 'SIM_OR_SERVICE_ID_QUERY', { iccidOrServiceId: phone, type: 2 }, colleague)).msg).toBe(ReservationMessage.RESERVED_BY_OTHER);
    dataOf(await callAsAgent(api, 'DEL_OPEN_CARD_LOCATION', { uimId: held?.iccid }, agent));
    const released = await cardOf(phone);
    expect(released).toMatchObject({ status: 'available', reservedByAgent: null, reservedUntil: null, reservationCode: null });
  });

  it("refuses another dealer's number at step 1", async () => {
    const body = await callAsAgent(api, 'SIM_OR_SERVICE_ID_QUERY', { iccidOrServiceId: '16620000001', type: 2 }, agent);
    expect(body.msg).toBe(AgentMessage.NUMBER_OF_OTHER_CHANNEL);
  });
});

describe('a member reserving a number from the pool (号码购买)', () => {
  it('lists numbers in stock across dealers, not reserved ones', async () => {
    const pool = dataOf<{ list: PoolNumber[] }>(await api.call('NUMBER_POOL', { tail: '0001' }, member));
    const phones = pool.list.map((row) => row.phone);
    expect(phones).toContain('16620000001');
    expect(phones).not.toContain('16610000001');
    expect(pool.list.find((row) => row.phone === '16620000001')?.dealerName).toBe('联星数码城西店');
  });

  it('holds one live reservation per member, also when two requests race', async () => {
    const answers = await Promise.all([
      api.call('NUMBER_POOL_RESERVE', { phone: '16620000002' }, member),
      api.call('NUMBER_POOL_RESERVE', { phone: '16620000003' }, member),
    ]);
    expect(answers.filter((body) => body.code === 1)).toHaveLength(1);
    expect(answers.find((body) => body.code !== 1)?.msg).toBe(ReservationMessage.ONE_AT_A_TIME);
    const { reservation } = dataOf<{ reservation: MemberReservation }>(await api.call('NUMBER_POOL_RESERVATION', {}, member));
    expect(reservation.code).toMatch(/^[2-9A-HJ-NP-Z]{8}$/);
    dataOf(await api.call('NUMBER_POOL_CANCEL', {}, member));
    expect(dataOf<{ reservation: null }>(await api.call('NUMBER_POOL_RESERVATION', {}, member)).reservation).toBeNull();
  });

  it('lets exactly one of two members reserving the same number win', async () => {
    const answers = await Promise.all([
      api.call('NUMBER_POOL_RESERVE', { phone: '16620000004' }, member),
      api.call('NUMBER_POOL_RESERVE', { phone: '16620000004' }, otherMember),
    ]);
    expect(answers.filter((body) => body.code === 1)).toHaveLength(1);
    expect(answers.find((body) => body.code !== 1)?.msg).toBe(ReservationMessage.NOT_AVAILABLE);
    for (const token of [member, otherMember]) {
      await api.call('NUMBER_POOL_CANCEL', {}, token);
    }
  });

  it("is completed at the number's dealer: its agent takes it by code, and step 1 then opens it for that agent only", async () => {
    const phone = '16610000005';
    const { reservation } = dataOf<{ reservation: MemberReservation }>(await api.call('NUMBER_POOL_RESERVE', { phone }, member));
    expect(reservation).toMatchObject({ phone, dealerName: '星海通讯天河店', isTakenByDealer: false });
    expect((await callAsAgent(api, 'SIM_OR_SERVICE_ID_QUERY', { iccidOrServiceId: phone, type: 2 }, agent)).msg).toBe(ReservationMessage.RESERVED_BY_OTHER);
    expect((await callAsAgent(api, 'AGENT_STOCK_CLAIM', { code: reservation.code }, otherDealerAgent)).msg).toBe(ReservationMessage.CODE_OF_OTHER_DEALER);
    expect((await callAsAgent(api, 'AGENT_STOCK_CLAIM', { code: 'ZZZZZZZZ' }, agent)).msg).toBe(ReservationMessage.CODE_UNKNOWN);
    dataOf(await callAsAgent(api, 'AGENT_STOCK_CLAIM', { code: reservation.code.toLowerCase() }, agent));
    expect((await callAsAgent(api, 'AGENT_STOCK_CLAIM', { code: reservation.code }, colleague)).msg).toBe(ReservationMessage.CODE_TAKEN);
    expect(dataOf<{ reservation: MemberReservation }>(await api.call('NUMBER_POOL_RESERVATION', {}, member)).reservation.isTakenByDealer).toBe(true);

    const record = await prepareOpening(api, phone, agent);
    const { bizId } = await passRealName(api, phone, record.recordNumber, agent);
    expect(await submitOpening(api, phone, record, bizId, agent)).toMatchObject({ code: 1, data: { code: 0 } });
    expect(await cardOf(phone)).toMatchObject({ status: 'opened', reservedByMember: null, reservationCode: null });
    expect(dataOf<{ reservation: null }>(await api.call('NUMBER_POOL_RESERVATION', {}, member)).reservation).toBeNull();
  });

  it('refuses a number no longer in stock and a malformed number, in Chinese', async () => {
    expect((await api.call('NUMBER_POOL_RESERVE', { phone: '16610000005' }, member)).msg).toBe(ReservationMessage.NOT_AVAILABLE);
    expect((await api.call('NUMBER_POOL_RESERVE', { phone: '123' }, member)).code).not.toBe(1);
  });
});

describe('run-out reservations', () => {
  it('count as in stock at once, and two overlapping sweeps put each back once', async () => {
    const phones = ['16610000006', '16610000007'];
    for (const phone of phones) {
      dataOf(await callAsAgent(api, 'AGENT_STOCK_RESERVE', { serviceId: phone }, agent));
    }
    dataOf(await api.call('NUMBER_POOL_RESERVE', { phone: '16620000005' }, member));
    api.advanceSeconds(RESERVATION_MINUTES * 60 + 1);
    // Before the sweep, a colleague may already reserve a run-out number.
    dataOf(await callAsAgent(api, 'AGENT_STOCK_RESERVE', { serviceId: '16610000006' }, colleague));
    const runOut = await api.deps.db
      .select({ iccid: cardStock.iccid })
      .from(cardStock)
      .where(and(eq(cardStock.status, 'locked'), lte(cardStock.reservedUntil, api.deps.now())));
    const sweeps = await Promise.all([sweep(), sweep()]);
    const released = sweeps.reduce((sum, sweep) => sum + sweep.released, 0);
    expect(runOut.length).toBeGreaterThanOrEqual(2);
    expect(released).toBe(runOut.length);
    expect((await sweep()).released).toBe(0);
    expect(await cardOf('16610000007')).toMatchObject({ status: 'available', reservedByAgent: null });
    expect(await cardOf('16620000005')).toMatchObject({ status: 'available', reservedByMember: null });
    expect(await cardOf('16610000006')).toMatchObject({ status: 'locked', reservedByAgent: 'A10002' });
    expect(dataOf<{ reservation: null }>(await api.call('NUMBER_POOL_RESERVATION', {}, member)).reservation).toBeNull();
  });
});
