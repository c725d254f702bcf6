import type { Envelope } from '@hall/contract/codes';
import type { GiftKind } from '@hall/contract/gift/rules';
import { SmsCodeType } from '@hall/contract/sms/rules';
import { eq } from 'drizzle-orm';
import { gifts, subscribers } from '../../db/schema.ts';
import type { TestApp } from '../../test/test-app.ts';

// What the gift tests share: the seed's numbers and the steps a giver takes.

/** 张伟 (bound member BOUND_NORMAL): normal, 86.50 yuan; the seed used up this month's general data (no data to give). */
export const GIVER = '17012340001';
/** 林晓 (bound member BOUND_JOINED_THIS_MONTH): normal, 大王卡19元 (40 GB general data, part of it used). */
export const DATA_GIVER = '17012340011';
/** 李娜: normal, no member bound. */
export const RECEIVER = '17012340002';
/** 赵磊: 欠费停机. */
export const SUSPENDED = '17012340007';
/** 王芳: owing, still in service (BOUND_OWING). */
export const OWING = '17012340003';
/** 张伟's second number: normal, no member bound; a third party for fixtures. */
export const THIRD = '17012340005';

export function expectOk<Data>(reply: Envelope): Data {
  if (reply.code !== 1) {
    throw new Error(`expected success, got ${reply.code} ${reply.msg}`);
  }
  return reply.data as Data;
}

/** Sends the giver's type 11 code (after the resend interval) and reads it from the sandbox outbox. */
export async function sendGiftCode(api: TestApp, token: string, phone: string): Promise<string> {
  api.advanceSeconds(61);
  expectOk(await api.call('SEND_SMS_CODE', { mobilePhone: phone, type: SmsCodeType.GIFT }, token));
  return api.readLatestSmsCode(phone);
}

export interface GiftInput {
  kind: GiftKind;
  receiverPhone: string;
  amount: number;
}

/** The check, the code and the confirmation, as the page does them. */
export async function giveThroughHall(api: TestApp, token: string, giverPhone: string, gift: GiftInput): Promise<Envelope> {
  const checked = await api.call('GIFT_CHECK', gift, token);
  if (checked.code !== 1) {
    return checked;
  }
  const code = await sendGiftCode(api, token, giverPhone);
  return api.call('GIFT_CONFIRM', { ...gift, code }, token);
}

export async function balanceOf(api: TestApp, phone: string): Promise<number> {
  const [row] = await api.deps.db.select({ balanceFen: subscribers.balanceFen }).from(subscribers).where(eq(subscribers.phone, phone));
  return row?.balanceFen ?? Number.NaN;
}

/** The gifts a number gave, oldest first. */
export async function giftRowsOf(api: TestApp, giverPhone: string) {
  return api.deps.db.select().from(gifts).where(eq(gifts.giverPhone, giverPhone)).orderBy(gifts.id);
}
