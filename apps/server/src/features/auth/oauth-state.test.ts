import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oauthStates } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { deleteExpiredOAuthStates } from './oauth-state.schedule.ts';

let api: TestApp;

beforeAll(async () => {
  api = await createTestApp();
});
afterAll(() => api.close());

function authorize() {
  return api.app.inject({ method: 'GET', url: '/api/wechat/authorize?redirect=/Recharge' });
}

async function countStates(): Promise<number> {
  return (await api.deps.db.select({ key: oauthStates.stateHash }).from(oauthStates)).length;
}

describe('the OAuth state sweep', () => {
  it('deletes the states of abandoned authorize redirects once expired, and keeps the live ones', async () => {
    const before = await countStates();
    for (let visit = 0; visit < 5; visit += 1) {
      await authorize();
    }
    expect(await countStates()).toBe(before + 5);
    api.advanceSeconds(60 * 60);
    await authorize();

    const deleted = await deleteExpiredOAuthStates(api.deps);

    // The app's own sweep may have come first, once the moved clock made it due: between the two,
    // every expired state is gone and the live one stays.
    expect(deleted).toBeLessThanOrEqual(before + 5);
    expect(await countStates()).toBe(1);
    expect(await deleteExpiredOAuthStates(api.deps)).toBe(0);
  });
});
