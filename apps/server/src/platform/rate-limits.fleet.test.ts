import { endpoints } from '@hall/contract/endpoints';
import { ANONYMOUS_LOOKUP } from '@hall/contract/rate-limits';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canRunFleet, FLEET_NEEDS_POSTGRESQL, openSecondApp, type SecondApp } from '../test/second-instance.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// A limit holds across the fleet: its counters live in the database every instance shares, so a
// client whose calls a load balancer spreads over two instances gets no more than the one limit.

let api: TestApp;
let second: SecondApp;

beforeAll(async () => {
  if (!canRunFleet) {
    return;
  }
  api = await createTestApp();
  second = await openSecondApp(api);
});

afterAll(async () => {
  await second?.close();
  await api?.close();
});

describe.skipIf(!canRunFleet)(`a rate limit across two instances (skipped without PostgreSQL: ${FLEET_NEEDS_POSTGRESQL})`, () => {
  it('lets one address make the limit’s calls in all, alternating between the instances, and refuses the next on either', async () => {
    const [limit] = ANONYMOUS_LOOKUP;
    const max = limit?.max ?? 0;
    const address = '203.0.113.77';
    const ask = (instance: FastifyInstance) =>
      instance.inject({ method: 'POST', url: endpoints.GET_SESSION.path, payload: { workNo: 'A10001' }, remoteAddress: address });
    const answers = [];
    for (let index = 0; index < max; index += 1) {
      answers.push(await ask(index % 2 === 0 ? api.app : second.app));
    }
    expect(answers.map((answer) => answer.statusCode).filter((status) => status === 429)).toEqual([]);
    const overA = await ask(api.app);
    const overB = await ask(second.app);
    expect([overA.statusCode, overB.statusCode]).toEqual([429, 429]);
    expect(overB.headers['retry-after']).toBeDefined();
  });
});
