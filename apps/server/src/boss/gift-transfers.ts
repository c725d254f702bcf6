import { GiftTitle, type GiftKind } from '@hall/contract/gift/rules';
import { formatChinaMonth } from '@hall/contract/china-time';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Executor } from '../db/connection.ts';
import { balanceLedger, gifts, subscribers } from '../db/schema.ts';
import { restoreByPayment } from './credit-control.ts';
import { rateNumberMonth } from './rated-month.ts';
import { queueUsageAlertCheck } from './usage-alert-checks.ts';

// The back office's side of a gift (转赠), in the caller's transaction with both numbers' rows
// locked: a data gift is a row the rated month reads (the giver's general data of the month goes
// down, the receiver's month gains it), a credit gift moves the balance with a ledger entry on
// each side. The caller checks the rules and limits first; these only refuse what would overdraw.

export interface GiftWrite {
  giverPhone: string;
  receiverPhone: string;
  amount: number;
  smsCodeId: number;
  now: Date;
}

/** This month's general package data the number has left to give, MB. */
export async function readGiftableDataMb(executor: Executor, phone: string, packageId: string, now: Date): Promise<number> {
  const { rating } = await rateNumberMonth(executor, phone, packageId, formatChinaMonth(now));
  return Math.max(0, rating.general.total - rating.general.used);
}

async function insertGift(tx: Executor, kind: GiftKind, write: GiftWrite): Promise<number> {
  const [row] = await tx
    .insert(gifts)
    .values({ kind, giverPhone: write.giverPhone, receiverPhone: write.receiverPhone, amount: write.amount, smsCodeId: write.smsCodeId, createdAt: write.now })
    .returning({ id: gifts.id });
  if (!row) {
    throw new Error('gift row not written');
  }
  return row.id;
}

/** Gives MB of the giver's general data this month; null when less than that is left. */
export async function giveData(tx: Executor, write: GiftWrite & { giverPackageId: string }): Promise<number | null> {
  if ((await readGiftableDataMb(tx, write.giverPhone, write.giverPackageId, write.now)) < write.amount) {
    return null;
  }
  return insertGift(tx, 'data', write);
}

/** Moves fen from the giver's balance to the receiver's, a ledger entry each; null when the balance is short. */
export async function giveCredit(tx: Executor, write: GiftWrite): Promise<number | null> {
  const [giver] = await tx
    .update(subscribers)
    .set({ balanceFen: sql`${subscribers.balanceFen} - ${write.amount}` })
    .where(and(eq(subscribers.phone, write.giverPhone), gte(subscribers.balanceFen, write.amount)))
    .returning({ balanceFen: subscribers.balanceFen });
  if (!giver) {
    return null;
  }
  const [receiver] = await tx
    .update(subscribers)
    .set({ balanceFen: sql`${subscribers.balanceFen} + ${write.amount}` })
    .where(eq(subscribers.phone, write.receiverPhone))
    .returning({ balanceFen: subscribers.balanceFen });
  if (!receiver) {
    throw new Error(`gift receiver ${write.receiverPhone} has no subscriber row`);
  }
  const giftId = await insertGift(tx, 'credit', write);
  const reference = `gift:${giftId}`;
  await tx.insert(balanceLedger).values([
    {
      phone: write.giverPhone,
      changeFen: -write.amount,
      balanceAfterFen: giver.balanceFen,
      reason: 'gift_out',
      title: GiftTitle.creditGiven(write.receiverPhone),
      reference,
      createdAt: write.now,
    },
    {
      phone: write.receiverPhone,
      changeFen: write.amount,
      balanceAfterFen: receiver.balanceFen,
      reason: 'gift_in',
      title: GiftTitle.creditReceived(write.giverPhone),
      reference,
      createdAt: write.now,
    },
  ]);
  await queueUsageAlertCheck(tx, write.giverPhone, write.now);
  // An owing receiver whom the gift brings back to zero or above is no longer owing, as after a top-up.
  await restoreByPayment(tx, write.receiverPhone, receiver.balanceFen, write.now);
  return giftId;
}
