import { AutoTopUpMessage } from '@hall/contract/auto-top-up/rules';
import { SmsCodeType } from '@hall/contract/sms/rules';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { autoTopUpContracts } from '../../db/schema.ts';
import { toHeaderRecord } from '../../providers/wechat-pay/notification-signature.ts';
import { contractNotifyPathOf } from '../../providers/wechat-papay/contract-notify.ts';
import { createTestApp, DemoUser, type TestApp } from '../../test/test-app.ts';
import { AUTO_TOP_UP_CONTRACT_HANDLER } from './auto-top-up.service.ts';
import { expectOk, notificationsOf, OWN_PHONE, refOf, RULES, sandboxAct, sandboxContractOf, signThroughHall, statusOf } from './auto-top-up-test-kit.ts';

// The rules of auto top-up, the entrusted-debit contract's signing (the sandbox's page, WeChat
// Pay's signed ENTRUST.SIGN notification), its notify route's checks and its termination.

let api: TestApp;
let token: string;

beforeEach(async () => {
  api = await createTestApp();
  token = await api.logInAs(DemoUser.BOUND_NORMAL);
});
afterEach(() => api.close());

async function contractsOf(phone: string) {
  return api.deps.db.select().from(autoTopUpContracts).where(eq(autoTopUpContracts.phone, phone)).orderBy(autoTopUpContracts.id);
}

describe('the rules', () => {
  it('are refused outside their bounds with a Chinese message naming the rule, and saved within them', async () => {
    const refusals: Array<[Record<string, unknown>, string]> = [
      [{ ...RULES, thresholdFen: 50 }, AutoTopUpMessage.THRESHOLD_INVALID],
      [{ ...RULES, thresholdFen: 20_100 }, AutoTopUpMessage.THRESHOLD_INVALID],
      [{ ...RULES, thresholdFen: 1550 }, AutoTopUpMessage.THRESHOLD_INVALID],
      [{ ...RULES, amountFen: 900 }, AutoTopUpMessage.AMOUNT_INVALID],
      [{ ...RULES, amountFen: 50_100 }, AutoTopUpMessage.AMOUNT_INVALID],
      [{ ...RULES, amountFen: '2000' }, AutoTopUpMessage.AMOUNT_INVALID],
      [{ ...RULES, monthlyLimit: 0 }, AutoTopUpMessage.LIMIT_INVALID],
      [{ ...RULES, monthlyLimit: 11 }, AutoTopUpMessage.LIMIT_INVALID],
      [{ ...RULES, monthlyLimit: 1.5 }, AutoTopUpMessage.LIMIT_INVALID],
    ];
    for (const [rules, message] of refusals) {
      const reply = await api.call('AUTO_TOP_UP_SAVE', rules, token);
      expect(reply, JSON.stringify(rules)).toMatchObject({ code: -100 });
      expect(reply.msg).toContain(message);
    }
    expect((await statusOf(api, token)).rules).toBeNull();
    const saved = expectOk<{ rules: unknown; contractState: string }>(await api.call('AUTO_TOP_UP_SAVE', RULES, token));
    expect(saved).toMatchObject({ rules: RULES, contractState: 'none' });
    const edited = expectOk<{ rules: unknown }>(
      await api.call('AUTO_TOP_UP_SAVE', { ...RULES, monthlyLimit: 10, thresholdFen: 20_000, amountFen: 50_000 }, token),
    );
    expect(edited.rules).toEqual({ thresholdFen: 20_000, amountFen: 50_000, monthlyLimit: 10 });
  });

  it('come before the contract: signing without saved rules is refused', async () => {
    expect(await api.call('AUTO_TOP_UP_SIGN', {}, token)).toMatchObject({ code: -100, msg: AutoTopUpMessage.RULES_FIRST });
    expect(await contractsOf(OWN_PHONE)).toHaveLength(0);
  });

  it('act on the active number only: a member without one is refused', async () => {
    const newcomer = await api.logInAs(DemoUser.UNBOUND);
    expect((await api.call('AUTO_TOP_UP_STATUS', {}, newcomer)).code).not.toBe(1);
    expect((await api.call('AUTO_TOP_UP_SAVE', RULES, newcomer)).code).not.toBe(1);
  });
});

describe('signing the entrusted-debit contract', () => {
  it('sends the member to the signing page, and the signed notification stores the contract id', async () => {
    expectOk(await api.call('AUTO_TOP_UP_SAVE', RULES, token));
    const { signUrl } = expectOk<{ signUrl: string }>(await api.call('AUTO_TOP_UP_SIGN', {}, token));
    expect(signUrl).toMatch(/^\/sandbox\/papay\?ref=/);
    expect((await statusOf(api, token)).contractState).toBe('signing');
    // Asking again before signing reuses the same contract and page.
    const again = expectOk<{ signUrl: string }>(await api.call('AUTO_TOP_UP_SIGN', {}, token));
    expect(again.signUrl).toBe(signUrl);
    const page = await api.app.inject({ method: 'GET', url: signUrl });
    expect(page.body).toContain('同意并开通');
    expect(page.body).toContain('170****0001');
    const signed = await api.app.inject({ method: 'POST', url: '/sandbox/papay/act', payload: { ref: refOf(signUrl), action: 'sign' } });
    expect(signed.headers.location).toBe('/autoRecharge?from=sign');
    const status = await statusOf(api, token);
    expect(status).toMatchObject({ contractState: 'signed', usedThisMonth: 0 });
    expect(status.signedAt).not.toBeNull();
    const [contract] = await contractsOf(OWN_PHONE);
    const sandbox = await sandboxContractOf(api, refOf(signUrl));
    expect(contract).toMatchObject({ state: 'signed', contractId: sandbox?.contractId });
    expect(await api.call('AUTO_TOP_UP_SIGN', {}, token)).toMatchObject({ code: -100, msg: AutoTopUpMessage.ALREADY_SIGNED });
  });

  it('makes one signing contract when 开通 is tapped several times at once', async () => {
    expectOk(await api.call('AUTO_TOP_UP_SAVE', RULES, token));
    const replies = await Promise.all(Array.from({ length: 4 }, () => api.call('AUTO_TOP_UP_SIGN', {}, token)));
    const urls = replies.map((reply) => expectOk<{ signUrl: string }>(reply).signUrl);
    expect(new Set(urls).size).toBe(1);
    expect((await contractsOf(OWN_PHONE)).map((row) => row.state)).toEqual(['signing']);
  });

  it('ends at WeChat Pay a second contract signed for a number that is signed already, and answers its notification', async () => {
    await signThroughHall(api, token);
    const [first] = await contractsOf(OWN_PHONE);
    // A second signing of the number, as two signings raced before: the number holds one contract only.
    const second = await api.deps.db
      .insert(autoTopUpContracts)
      .values({
        phone: OWN_PHONE,
        memberId: first?.memberId ?? 0,
        outContractCode: 'CRACE00000000000000000000001',
        state: 'signing',
        createdAt: api.deps.now(),
      })
      .returning();
    const { redirectUrl } = await api.deps.providers.entrustedDebit.preEntrustSign({
      outContractCode: second[0]?.outContractCode ?? '',
      displayAccount: '170****0001',
      openid: 'o_demo_zhangwei',
      returnUrl: '/autoRecharge?from=sign',
      notifyHandler: AUTO_TOP_UP_CONTRACT_HANDLER,
    });
    const signed = await api.app.inject({ method: 'POST', url: '/sandbox/papay/act', payload: { ref: refOf(redirectUrl), action: 'sign' } });
    expect(signed.statusCode).toBe(302);
    expect((await contractsOf(OWN_PHONE)).map((row) => [row.outContractCode === first?.outContractCode, row.state])).toEqual([
      [true, 'signed'],
      [false, 'terminated'],
    ]);
    expect((await sandboxContractOf(api, refOf(redirectUrl)))?.state).toBe('TERMINATED');
  });

  it('is settled once however often the notification comes, also at once', async () => {
    const ref = await signThroughHall(api, token);
    const sandbox = await sandboxContractOf(api, ref);
    const papay = api.deps.providers.sandboxEntrustedDebit;
    if (!papay || !sandbox?.contractId || !sandbox.signedAt) {
      throw new Error('sandbox contract missing');
    }
    const change = { outContractCode: sandbox.outContractCode, contractId: sandbox.contractId, state: 'SIGNED' as const, changedAt: sandbox.signedAt };
    const replies = await Promise.all(
      Array.from({ length: 4 }, async () => {
        const { rawBody, headers } = await papay.contractNotificationOf(change, { now: api.deps.now() });
        return api.app.inject({
          method: 'POST',
          url: contractNotifyPathOf(AUTO_TOP_UP_CONTRACT_HANDLER),
          headers: { ...toHeaderRecord(headers), 'content-type': 'application/json' },
          payload: rawBody,
        });
      }),
    );
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200, 200, 200]);
    expect((await contractsOf(OWN_PHONE)).map((row) => row.state)).toEqual(['signed']);
  });
});

describe('the contract notify route', () => {
  async function post(
    change: { outContractCode: string; contractId: string; state: 'SIGNED' | 'TERMINATED' },
    options: { hasBadSignature?: boolean; now?: Date } = {},
  ) {
    const papay = api.deps.providers.sandboxEntrustedDebit;
    if (!papay) {
      throw new Error('sandbox missing');
    }
    const { rawBody, headers } = await papay.contractNotificationOf({ ...change, changedAt: api.deps.now() }, options);
    return api.app.inject({
      method: 'POST',
      url: contractNotifyPathOf(AUTO_TOP_UP_CONTRACT_HANDLER),
      headers: { ...toHeaderRecord(headers), 'content-type': 'application/json' },
      payload: rawBody,
    });
  }

  it('refuses a notification whose signature does not match its body, a stale one and a forged one, and signs nothing', async () => {
    expectOk(await api.call('AUTO_TOP_UP_SAVE', RULES, token));
    const { signUrl } = expectOk<{ signUrl: string }>(await api.call('AUTO_TOP_UP_SIGN', {}, token));
    const sandbox = await sandboxContractOf(api, refOf(signUrl));
    const change = { outContractCode: sandbox?.outContractCode ?? '', contractId: 'PCforged000000000000000000000001', state: 'SIGNED' as const };
    const badSignature = await post(change, { hasBadSignature: true });
    expect(badSignature.statusCode).toBe(401);
    expect(badSignature.json()).toEqual({ code: 'FAIL', message: '签名错误' });
    const stale = await post(change, { now: new Date(api.deps.now().getTime() - 10 * 60_000) });
    expect(stale.statusCode).toBe(401);
    const forged = await api.app.inject({
      method: 'POST',
      url: contractNotifyPathOf(AUTO_TOP_UP_CONTRACT_HANDLER),
      headers: {
        'content-type': 'application/json',
        'wechatpay-signature': 'AAAA',
        'wechatpay-serial': 'x',
        'wechatpay-timestamp': '1',
        'wechatpay-nonce': 'n',
      },
      payload: JSON.stringify({ event_type: 'ENTRUST.SIGN', resource: {} }),
    });
    expect(forged.statusCode).toBe(401);
    expect((await statusOf(api, token)).contractState).toBe('signing');
    // A genuine notification of a contract code we never made is refused as not ours.
    expect((await post({ ...change, outContractCode: 'Cunknown' })).statusCode).toBe(400);
    // The genuine one signs.
    expect((await post(change)).statusCode).toBe(200);
    expect((await statusOf(api, token)).contractState).toBe('signed');
  });

  it('answers 404 for an unknown handler', async () => {
    const reply = await api.app.inject({ method: 'POST', url: contractNotifyPathOf('nobody'), payload: '{}' });
    expect(reply.statusCode).toBe(404);
  });
});

describe('ending the contract', () => {
  it('in the hall terminates it at WeChat Pay and here, and tells the member once', async () => {
    const ref = await signThroughHall(api, token);
    const status = expectOk<{ contractState: string }>(await api.call('AUTO_TOP_UP_CANCEL', {}, token));
    expect(status.contractState).toBe('none');
    expect((await sandboxContractOf(api, ref))?.state).toBe('TERMINATED');
    expect((await contractsOf(OWN_PHONE)).map((row) => [row.state, row.endReason])).toEqual([['terminated', 'member']]);
    expect(await notificationsOf(api, OWN_PHONE, 'autoTopUpEnded')).toHaveLength(1);
    expect(await api.call('AUTO_TOP_UP_CANCEL', {}, token)).toMatchObject({ code: -100, msg: AutoTopUpMessage.NOT_SIGNED });
    // A new contract can be signed afterwards.
    await signThroughHall(api, token);
    expect((await statusOf(api, token)).contractState).toBe('signed');
  });

  it("at WeChat's side ends it here by its notification", async () => {
    const ref = await signThroughHall(api, token);
    await sandboxAct(api, ref, 'terminate');
    expect((await contractsOf(OWN_PHONE)).map((row) => [row.state, row.endReason])).toEqual([['terminated', 'wechat']]);
    expect((await statusOf(api, token)).contractState).toBe('none');
    expect(await notificationsOf(api, OWN_PHONE, 'autoTopUpEnded')).toHaveLength(1);
  });
});

describe('several members holding the number', () => {
  it("let another holder end the contract, never change the signer's rules", async () => {
    await signThroughHall(api, token);
    const other = await api.logInAs(DemoUser.UNBOUND);
    api.advanceSeconds(61);
    expectOk(await api.call('SEND_SMS_CODE', { mobilePhone: OWN_PHONE, type: SmsCodeType.BIND }, other));
    expectOk(await api.call('BIND_PHONE', { phone: OWN_PHONE, code: await api.readLatestSmsCode(OWN_PHONE) }, other));
    expect(await api.call('AUTO_TOP_UP_SAVE', { ...RULES, amountFen: 50_000, monthlyLimit: 10 }, other)).toMatchObject({
      code: -100,
      msg: AutoTopUpMessage.OTHER_SIGNER,
    });
    expect((await statusOf(api, token)).rules).toEqual(RULES);
    expect((await statusOf(api, other)).contractState).toBe('signed');
    expectOk(await api.call('AUTO_TOP_UP_CANCEL', {}, other));
    expect((await statusOf(api, token)).contractState).toBe('none');
  });
});

describe('a signing given up in the hall', () => {
  it('is ended at WeChat Pay when the member signs it there afterwards', async () => {
    expectOk(await api.call('AUTO_TOP_UP_SAVE', RULES, token));
    const { signUrl } = expectOk<{ signUrl: string }>(await api.call('AUTO_TOP_UP_SIGN', {}, token));
    expectOk(await api.call('AUTO_TOP_UP_CANCEL', {}, token));
    await api.app.inject({ method: 'POST', url: '/sandbox/papay/act', payload: { ref: refOf(signUrl), action: 'sign' } });
    expect((await sandboxContractOf(api, refOf(signUrl)))?.state).toBe('TERMINATED');
    expect((await contractsOf(OWN_PHONE)).map((row) => row.state)).toEqual(['terminated']);
    expect((await statusOf(api, token)).contractState).toBe('none');
  });
});
