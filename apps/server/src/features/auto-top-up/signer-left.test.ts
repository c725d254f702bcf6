import type { Envelope } from '@hall/contract/codes';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { autoTopUpContracts, autoTopUpTerminations, sandboxWechatUsers, subscribers } from '../../db/schema.ts';
import { drainDueJobs } from '../../platform/jobs/run-due-jobs.ts';
import { unbindNumber } from '../../platform/member-numbers.ts';
import { EntrustedDebitRefusal } from '../../providers/wechat-papay/entrusted-debit.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testNumberRow } from '../../test/test-numbers.ts';
import { chargeCall, debitsOf, expectOk, notificationsOf, runChecks, sandboxContractOf, setBalance, signThroughHall } from './auto-top-up-test-kit.ts';
import { sweepAutoTopUps } from './auto-top-up.schedule.ts';
import { autoTopUpTerminationJob, SIGNER_LEFT_REMARK } from './contract-termination-job.ts';

// An entrusted-debit contract debits its signer's WeChat Pay: it ends when the signer stops holding
// the number, however the binding ends, here at once and at WeChat Pay by one job run.

let api: TestApp;
let sequence = 0;

beforeEach(async () => {
  api = await createTestApp();
});
afterEach(() => api.close());

interface Holder {
  token: string;
}

async function newNumber(): Promise<string> {
  sequence += 1;
  const phone = `1709${String(sequence).padStart(7, '0')}`;
  await api.deps.db.insert(subscribers).values(testNumberRow(phone, api.deps.now()));
  return phone;
}

async function sendCode(token: string, phone: string, type: string): Promise<Envelope> {
  api.advanceSeconds(150);
  return api.call('SEND_SMS_CODE', { mobilePhone: phone, type }, token, `10.77.${sequence % 250}.1`);
}

async function holderOf(phone: string): Promise<Holder> {
  sequence += 1;
  const openid = `o_signer_left_${sequence}`;
  await api.deps.db.insert(sandboxWechatUsers).values({ openid, nickname: '签约人' });
  const token = await api.logInAs(openid);
  expectOk(await sendCode(token, phone, '01'));
  expectOk(await api.call('BIND_PHONE', { phone, code: await api.readLatestSmsCode(phone) }, token));
  return { token };
}

async function unbindByCode(holder: Holder, phone: string) {
  expectOk(await sendCode(holder.token, phone, '04'));
  return expectOk<{ remainingNumbers: number; isAutoTopUpEnded: boolean }>(
    await api.call('RELIEVE_BINDING', { type: 1, mobilePhone: phone, code: await api.readLatestSmsCode(phone) }, holder.token),
  );
}

async function contractOf(phone: string) {
  const [row] = await api.deps.db.select().from(autoTopUpContracts).where(eq(autoTopUpContracts.phone, phone));
  return row;
}

async function terminationsOf(phone: string) {
  return api.deps.db.select().from(autoTopUpTerminations).where(eq(autoTopUpTerminations.phone, phone));
}

describe('a signer who leaves the number', () => {
  it('ends the contract at once, is told so, and one job run terminates it at WeChat Pay however many passes race', async () => {
    const phone = await newNumber();
    const signer = await holderOf(phone);
    const ref = await signThroughHall(api, signer.token);
    expect((await sandboxContractOf(api, ref))?.state).toBe('SIGNED');

    expect(await unbindByCode(signer, phone)).toMatchObject({ remainingNumbers: 0, isAutoTopUpEnded: true });
    expect(await contractOf(phone)).toMatchObject({ state: 'terminated', endReason: 'signerLeft' });
    expect(await notificationsOf(api, phone, 'autoTopUpEnded')).toHaveLength(1);

    const terminate = vi.spyOn(api.deps.providers.entrustedDebit, 'terminateContract');
    await Promise.all([drainDueJobs(api.deps, autoTopUpTerminationJob), drainDueJobs(api.deps, autoTopUpTerminationJob)]);
    await drainDueJobs(api.deps, autoTopUpTerminationJob);
    expect(terminate).toHaveBeenCalledTimes(1);
    expect(terminate).toHaveBeenCalledWith((await sandboxContractOf(api, ref))?.contractId, SIGNER_LEFT_REMARK);
    expect((await sandboxContractOf(api, ref))?.state).toBe('TERMINATED');
    expect(await terminationsOf(phone)).toEqual([expect.objectContaining({ outcome: 'terminated', attempts: 1 })]);
  });

  it('is debited no more: a fall below the threshold after leaving takes nothing from their WeChat Pay', async () => {
    const phone = await newNumber();
    const signer = await holderOf(phone);
    await signThroughHall(api, signer.token);
    await runChecks(api);
    const before = await debitsOf(api, phone);
    await unbindByCode(signer, phone);

    // A call beyond the package's minutes charges the balance (a new trigger), and the sweep checks
    // every signed contract below its threshold.
    await setBalance(api, phone, 100);
    await chargeCall(api, phone, 1000);
    await sweepAutoTopUps(api.deps);
    await runChecks(api);
    expect(await debitsOf(api, phone)).toEqual(before);
  });

  it('ends it when the member record is deleted, and when the number is cancelled or transferred, without a notice to its next holder', async () => {
    const deleted = await newNumber();
    const deletedSigner = await holderOf(deleted);
    await signThroughHall(api, deletedSigner.token);
    expectOk(await sendCode(deletedSigner.token, deleted, '14'));
    const deletion = await api.call('PERSONAL_INFO_DELETE', { code: await api.readLatestSmsCode(deleted) }, deletedSigner.token);
    expect(expectOk(deletion)).toMatchObject({ outcome: 'deleted' });
    expect(await contractOf(deleted)).toMatchObject({ state: 'terminated', endReason: 'signerLeft' });
    expect(await notificationsOf(api, deleted, 'autoTopUpEnded')).toHaveLength(1);

    for (const method of ['numberCancelled', 'numberTransferred'] as const) {
      const phone = await newNumber();
      await signThroughHall(api, (await holderOf(phone)).token);
      await unbindNumber(api.deps.db, phone, { endSessions: true, method, now: api.deps.now() });
      expect(await contractOf(phone), method).toMatchObject({ state: 'terminated', endReason: 'signerLeft' });
      expect(await notificationsOf(api, phone, 'autoTopUpEnded'), method).toEqual([]);
      expect(await terminationsOf(phone), method).toHaveLength(1);
    }
  });
});

describe('another holder leaving the number', () => {
  it('leaves the signer’s contract signed', async () => {
    const phone = await newNumber();
    const signer = await holderOf(phone);
    const other = await holderOf(phone);
    const ref = await signThroughHall(api, signer.token);
    expect(await unbindByCode(other, phone)).toMatchObject({ isAutoTopUpEnded: false });
    expect(await contractOf(phone)).toMatchObject({ state: 'signed', endReason: null });
    expect(await terminationsOf(phone)).toEqual([]);
    expect((await sandboxContractOf(api, ref))?.state).toBe('SIGNED');
  });
});

describe('the termination at WeChat Pay', () => {
  it('takes WeChat Pay’s refusal as its answer, and tries again when WeChat Pay does not answer', async () => {
    const [refused, silent] = [await newNumber(), await newNumber()];
    for (const phone of [refused, silent]) {
      const signer = await holderOf(phone);
      await signThroughHall(api, signer.token);
      await unbindByCode(signer, phone);
    }
    const contractIds = new Map(
      [(await terminationsOf(refused))[0]!.wechatContractId, (await terminationsOf(silent))[0]!.wechatContractId].map((id, index) => [id, index]),
    );
    vi.spyOn(api.deps.providers.entrustedDebit, 'terminateContract').mockImplementation(async (contractId) => {
      if (contractIds.get(contractId) === 0) {
        throw new EntrustedDebitRefusal('CONTRACT_NOT_EXIST', 'no such contract');
      }
      throw new Error('connect ETIMEDOUT');
    });
    await drainDueJobs(api.deps, autoTopUpTerminationJob);
    expect(await terminationsOf(refused)).toEqual([expect.objectContaining({ outcome: 'refused: CONTRACT_NOT_EXIST', sentAt: expect.any(Date) })]);
    expect(await terminationsOf(silent)).toEqual([
      expect.objectContaining({ sentAt: null, failedAt: null, attempts: 1, lastError: expect.stringContaining('ETIMEDOUT') }),
    ]);
  });
});
