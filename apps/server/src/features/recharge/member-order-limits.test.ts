import { endpoints } from '@hall/contract/endpoints';
import type { RateLimit } from '@hall/contract/operation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DemoUser, type TestApp } from '../../test/test-app.ts';

// Each member order is a row here, and each payment of it an order at WeChat Pay: a member orders
// and pays at a person's pace, and a script that orders or pays in a loop is refused past the limit.

let api: TestApp;
let token: string;

beforeAll(async () => {
  api = await createTestApp();
  token = await api.logInAs(DemoUser.BOUND_NORMAL);
});
afterAll(() => api.close());

/** The shorter-window limit per caller an operation declares: what a burst meets first. */
function burstLimitOf(name: 'ADD_ORDERS' | 'PAY'): number {
  const limits = (endpoints[name].limits ?? []) as readonly RateLimit[];
  const perCaller = limits.filter((limit) => limit.per === 'caller').sort((left, right) => left.windowSeconds - right.windowSeconds);
  return perCaller[0]?.max ?? Number.POSITIVE_INFINITY;
}

const BURST = 150;

describe('a member ordering in a loop (ADD_ORDERS)', () => {
  it('is refused with the wait in the refusal once past the limit, long before 150 orders', async () => {
    const answers = [];
    for (let call = 0; call < BURST; call += 1) {
      const answer = await api.call('ADD_ORDERS', { productId: 'CALL_10' }, token);
      answers.push(answer);
      if (answer.code !== 1) {
        break;
      }
    }
    const accepted = answers.filter((answer) => answer.code === 1);
    expect(accepted.length).toBe(burstLimitOf('ADD_ORDERS'));
    expect(accepted.length).toBeLessThan(BURST);
    expect(answers.at(-1)).toMatchObject({ code: -100, msg: expect.stringMatching(/^请求过于频繁，请\d+(秒|分钟|小时)后再试$/) });
  });
});

describe('a member paying in a loop (PAY)', () => {
  it('is refused once past the limit, so no further order reaches WeChat Pay', async () => {
    const created = await api.call('ADD_ORDERS', { productId: 'CALL_10' }, await api.logInAs(DemoUser.BOUND_OWING));
    expect(created.code).toBe(1);
    const payer = await api.logInAs(DemoUser.BOUND_OWING);
    const { outTradeNo } = created.data as { outTradeNo: string };
    let accepted = 0;
    let last = { code: 1, msg: '' };
    for (let call = 0; call < BURST && last.code === 1; call += 1) {
      last = await api.call('PAY', { outTradeNo, scene: 'native' }, payer);
      accepted += last.code === 1 ? 1 : 0;
    }
    expect(accepted).toBe(burstLimitOf('PAY'));
    expect(last).toMatchObject({ code: -100, msg: expect.stringMatching(/^请求过于频繁/) });
  });
});
