import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardStock, subscribers } from '../../db/schema.ts';
import type { TestApp } from '../../test/test-app.ts';
import { passRealName, prepareOpening, startWithDemoAgents, submitOpening } from './agent-test-steps.ts';

// An opening is dated by the server's injected clock, not the machine's: after the sandbox clock
// moves, a number joins (and its card leaves stock) on the moved date, so the monthly run never
// bills it for a month before it was opened.

const PHONE = '16610000017';
let api: TestApp;
let agent: string;

beforeAll(async () => {
  ({ api, fundPoolAgent: agent } = await startWithDemoAgents());
});
afterAll(() => api.close());

describe('an opening after the clock moved', () => {
  it('stamps the join and the card leaving stock with the injected clock', async () => {
    const record = await prepareOpening(api, PHONE, agent);
    const { bizId } = await passRealName(api, PHONE, record.recordNumber, agent);
    api.advanceSeconds(20 * 60);
    expect(await submitOpening(api, PHONE, record, bizId, agent)).toMatchObject({ code: 1, data: { code: 0 } });
    const moved = api.deps.now().getTime();

    const [subscriber] = await api.deps.db.select({ joinedAt: subscribers.joinedAt }).from(subscribers).where(eq(subscribers.phone, PHONE));
    const [card] = await api.deps.db.select({ openedAt: cardStock.openedAt }).from(cardStock).where(eq(cardStock.phone, PHONE));
    expect(subscriber?.joinedAt.getTime()).toBe(moved);
    expect(card?.openedAt?.getTime()).toBe(moved);
  });
});
