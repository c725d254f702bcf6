import { testNumberRow } from '../../test/test-numbers.ts';
import type { Envelope } from '@hall/contract/codes';
import { expect } from 'vitest';
import type { UsageEvent } from '../../boss/usage-boss.ts';
import { sandboxWechatUsers, subscribers } from '../../db/schema.ts';
import type { TestApp } from '../../test/test-app.ts';

// What the detail tests share: fresh members and numbers (the seed's usage stays apart), the
// owner's check, and usage fed through the back office's feed as the network's would be.

let sequence = 0;

export function expectOk<Data>(reply: Envelope): Data {
  if (reply.code !== 1) {
    throw new Error(`expected success, got ${reply.code} ${reply.msg}`);
  }
  return reply.data as Data;
}

/**
 * A new WeChat user, logged in: a member holding no number yet. The openid is unique to the app's
 * database only (test files share this module), so a test signs in again with the one answered.
 */
export async function newMemberAccount(api: TestApp, nickname = '详单测试'): Promise<{ openid: string; token: string }> {
  sequence += 1;
  const openid = `o_detail_${sequence}`;
  await api.deps.db.insert(sandboxWechatUsers).values({ openid, nickname, note: 'usage-detail test' });
  return { openid, token: await api.logInAs(openid) };
}

export async function newMember(api: TestApp, nickname?: string): Promise<string> {
  return (await newMemberAccount(api, nickname)).token;
}

/** A new number of the operator, in service for a year, with a service password. */
export async function newNumber(api: TestApp, servicePassword = '246810'): Promise<string> {
  sequence += 1;
  const phone = `1709${String(sequence).padStart(7, '0')}`;
  await api.deps.db.insert(subscribers).values(testNumberRow(phone, api.deps.now(), { stateSince: new Date(api.deps.now().getTime() - 400 * 86_400_000) }));
  await api.deps.boss.changeServicePassword(phone, servicePassword, api.deps.now());
  return phone;
}

/** Sends a code of `type` to `phone` past the resend interval, and reads it from the sandbox outbox. */
export async function sendCode(api: TestApp, token: string, phone: string, type: string): Promise<string> {
  // Spread so the per-address quota (30 an hour) never counts against the test.
  api.advanceSeconds(150);
  expectOk(await api.call('SEND_SMS_CODE', { mobilePhone: phone, type }, token));
  return api.readLatestSmsCode(phone);
}

/** Binds `phone` to the member with its type 01 code; it becomes the member's active number. */
export async function bind(api: TestApp, token: string, phone: string): Promise<void> {
  const code = await sendCode(api, token, phone, '01');
  expectOk(await api.call('BIND_PHONE', { phone, code }, token));
}

export async function switchTo(api: TestApp, token: string, phone: string): Promise<void> {
  expect(await api.call('SWITCH_NUMBER', { mobilePhone: phone }, token)).toMatchObject({ code: 1 });
}

/** Feeds usage of numbers as the network would (ids are made unique to the test). */
export async function feedUsage(api: TestApp, events: Array<{ id: string; at: Date } & Record<string, unknown>>): Promise<void> {
  const usage = events.map(({ id, at, ...event }) => ({ ...event, eventId: `detail-test:${id}`, occurredAt: at }) as UsageEvent);
  await api.deps.boss.recordUsage(usage);
}

/** The instant `seconds` before the server's clock. */
export const secondsBefore = (api: TestApp, seconds: number) => new Date(api.deps.now().getTime() - seconds * 1000);
