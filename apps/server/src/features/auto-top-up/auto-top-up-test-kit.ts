import type { Envelope } from '@hall/contract/codes';
import type { AutoTopUpRules, AutoTopUpStatus } from '@hall/contract/auto-top-up/schemas';
import { and, desc, eq } from 'drizzle-orm';
import { autoTopUpChecks, autoTopUpDebits, notifications, sandboxPapayContracts, subscribers } from '../../db/schema.ts';
import { drainDueJobs } from '../../platform/jobs/run-due-jobs.ts';
import type { UsageEvent } from '../../boss/usage-boss.ts';
import type { TestApp } from '../../test/test-app.ts';
import { autoTopUpCheckJob } from './auto-top-up-debit.ts';

// What the auto top-up tests share: the seed's number, the hall's steps and the sandbox's.

/** 张伟 (bound member BOUND_NORMAL): normal; this month's package minutes used up (a call costs 0.15 yuan a minute). */
export const OWN_PHONE = '17012340001';
/** Below ¥50 top up ¥20, at most 3 times a month. */
export const RULES: AutoTopUpRules = { thresholdFen: 5000, amountFen: 2000, monthlyLimit: 3 };

export function expectOk<Data>(reply: Envelope): Data {
  if (reply.code !== 1) {
    throw new Error(`expected success, got ${reply.code} ${reply.msg}`);
  }
  return reply.data as Data;
}

export const refOf = (signUrl: string) => new URL(signUrl, 'http://test').searchParams.get('ref') ?? '';

/** The member's steps: rules saved, the signing URL, then the sandbox page's action (sign, sign-failing …). */
export async function signThroughHall(api: TestApp, token: string, action: 'sign' | 'sign-failing' = 'sign', rules: AutoTopUpRules = RULES): Promise<string> {
  expectOk(await api.call('AUTO_TOP_UP_SAVE', rules, token));
  const { signUrl } = expectOk<{ signUrl: string }>(await api.call('AUTO_TOP_UP_SIGN', {}, token));
  const ref = refOf(signUrl);
  const signed = await api.app.inject({ method: 'POST', url: '/sandbox/papay/act', payload: { ref, action } });
  if (signed.statusCode !== 302) {
    throw new Error(`sandbox signing answered ${signed.statusCode}`);
  }
  return ref;
}

export async function sandboxAct(api: TestApp, ref: string, action: 'debits-fail' | 'debits-pay' | 'terminate'): Promise<void> {
  await api.app.inject({ method: 'POST', url: '/sandbox/papay/act', payload: { ref, action } });
}

export async function sandboxContractOf(api: TestApp, ref: string) {
  const [row] = await api.deps.db.select().from(sandboxPapayContracts).where(eq(sandboxPapayContracts.providerRef, ref));
  return row;
}

export async function statusOf(api: TestApp, token: string): Promise<AutoTopUpStatus> {
  return expectOk<AutoTopUpStatus>(await api.call('AUTO_TOP_UP_STATUS', {}, token));
}

export async function setBalance(api: TestApp, phone: string, balanceFen: number): Promise<void> {
  await api.deps.db.update(subscribers).set({ balanceFen }).where(eq(subscribers.phone, phone));
}

export async function balanceOf(api: TestApp, phone: string): Promise<number> {
  const [row] = await api.deps.db.select({ balanceFen: subscribers.balanceFen }).from(subscribers).where(eq(subscribers.phone, phone));
  return row?.balanceFen ?? Number.NaN;
}

let callSequence = 0;

/** A call beyond the package's minutes: the usage charge lowers the balance by 0.15 yuan a minute. */
export async function chargeCall(api: TestApp, phone: string, minutes: number): Promise<void> {
  const event: UsageEvent = {
    eventId: `auto-top-up:${++callSequence}:${Date.now()}`,
    phone,
    occurredAt: api.deps.now(),
    kind: 'voice_out',
    otherParty: '13800138000',
    seconds: minutes * 60,
  };
  await api.deps.boss.recordUsage([event]);
}

/** Runs the due auto top-up checks, as the job's pass does. */
export function runChecks(api: TestApp) {
  return drainDueJobs(api.deps, autoTopUpCheckJob);
}

export async function debitsOf(api: TestApp, phone: string) {
  return api.deps.db.select().from(autoTopUpDebits).where(eq(autoTopUpDebits.phone, phone)).orderBy(autoTopUpDebits.id);
}

export async function checksOf(api: TestApp, phone: string) {
  return api.deps.db.select().from(autoTopUpChecks).where(eq(autoTopUpChecks.phone, phone)).orderBy(autoTopUpChecks.id);
}

export async function notificationsOf(api: TestApp, phone: string, kind: string) {
  return api.deps.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.phone, phone), eq(notifications.kind, kind)))
    .orderBy(desc(notifications.id));
}
