import type { Envelope } from '@hall/contract/codes';
import { endpoints } from '@hall/contract/endpoints';
import type { RateLimit } from '@hall/contract/operation';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { members, rateLimitCounters } from '../../db/schema.ts';
import { createMemberSession } from '../../platform/member-sessions.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// The card lookup tells whether a name and an ID ending hold a number here. Limited per member
// alone, new members at one address could keep asking; so it is also held per address and per
// identity, whoever asks and from wherever.

let api: TestApp;
let nextMember = 0;

beforeAll(async () => {
  api = await createTestApp();
});
afterAll(() => api.close());
beforeEach(async () => {
  await api.deps.db.delete(rateLimitCounters);
});

function maxOf(per: RateLimit['per']): number {
  const limit = (endpoints.QUERY_PHONE.limits as readonly RateLimit[]).find((candidate) => candidate.per === per);
  if (!limit) {
    throw new Error(`QUERY_PHONE declares no limit per ${per}`);
  }
  return limit.max;
}

/** A member who has just signed in through WeChat, with nothing asked yet. */
async function newMember(): Promise<string> {
  nextMember += 1;
  const [member] = await api.deps.db
    .insert(members)
    .values({ openid: `o_card_lookup_${nextMember}`, nickname: `查询者${nextMember}` })
    .returning({ id: members.id });
  return createMemberSession(api.deps.db, member?.id ?? 0, api.deps.now());
}

/** One lookup of an identity nobody holds a number under. */
function lookUp(token: string, ip: string, idEnding: string, name = '王某某'): Promise<Envelope> {
  return api.call('QUERY_PHONE', { idCardNumber: idEnding, name, consent: true, returnUrl: '/card' }, token, ip);
}

const isRefusedForRate = (body: Envelope) => /^请求过于频繁/.test(body.msg);

describe('the card lookup (QUERY_PHONE) per address', () => {
  it('refuses a further new member from an address that has asked its maximum, while another address goes on', async () => {
    const perAddress = maxOf('ip');
    const perMember = maxOf('caller');
    const address = '203.0.113.21';
    let asked = 0;
    while (asked < perAddress) {
      const token = await newMember();
      for (let tries = 0; tries < perMember && asked < perAddress; tries += 1, asked += 1) {
        const answer = await lookUp(token, address, String(100000 + asked));
        expect(answer, `lookup ${asked + 1} from the address`).toMatchObject({ code: -100, msg: '该身份下没有查询到号卡' });
      }
    }

    const latecomer = await newMember();
    expect(isRefusedForRate(await lookUp(latecomer, address, '200001'))).toBe(true);
    expect(await lookUp(latecomer, '198.51.100.21', '200001')).toMatchObject({ code: -100, msg: '该身份下没有查询到号卡' });
  });
});

describe('the card lookup (QUERY_PHONE) per identity', () => {
  it('refuses the same name and ID ending past its maximum, asked by new members from new addresses', async () => {
    const perIdentity = maxOf('input');
    for (let asked = 0; asked < perIdentity; asked += 1) {
      const answer = await lookUp(await newMember(), `192.0.2.${asked + 1}`, '654321', '赵某');
      expect(answer, `lookup ${asked + 1} of the identity`).toMatchObject({ code: -100, msg: '该身份下没有查询到号卡' });
    }
    expect(isRefusedForRate(await lookUp(await newMember(), '192.0.2.200', '654321', '赵某'))).toBe(true);
    // Written with spaces around it, it is the same identity.
    expect(isRefusedForRate(await lookUp(await newMember(), '192.0.2.201', ' 654321 ', ' 赵某'))).toBe(true);
    // Another identity from the same new member and address is still answered.
    expect(await lookUp(await newMember(), '192.0.2.202', '654322', '赵某')).toMatchObject({ code: -100, msg: '该身份下没有查询到号卡' });
  });
});
