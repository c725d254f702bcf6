import type { GiftSettingValues } from '@hall/contract/gift/rules';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/connection.ts';
import { giftSettings, staffUsers } from '../../db/schema.ts';

// SQL of 转赠设置: the one gift_settings row (created by migration 0057 with the defaults).

const settingColumns = {
  dataGiveCountPerDay: giftSettings.dataGiveCountPerDay,
  dataGiveCountPerMonth: giftSettings.dataGiveCountPerMonth,
  dataGiveMbPerDay: giftSettings.dataGiveMbPerDay,
  dataGiveMbPerMonth: giftSettings.dataGiveMbPerMonth,
  dataReceiveCountPerDay: giftSettings.dataReceiveCountPerDay,
  dataReceiveCountPerMonth: giftSettings.dataReceiveCountPerMonth,
  dataReceiveMbPerDay: giftSettings.dataReceiveMbPerDay,
  dataReceiveMbPerMonth: giftSettings.dataReceiveMbPerMonth,
  creditMaxFenPerGift: giftSettings.creditMaxFenPerGift,
  creditGiveCountPerDay: giftSettings.creditGiveCountPerDay,
  creditGiveCountPerMonth: giftSettings.creditGiveCountPerMonth,
  creditGiveFenPerDay: giftSettings.creditGiveFenPerDay,
  creditGiveFenPerMonth: giftSettings.creditGiveFenPerMonth,
  creditReceiveCountPerDay: giftSettings.creditReceiveCountPerDay,
  creditReceiveCountPerMonth: giftSettings.creditReceiveCountPerMonth,
  creditReceiveFenPerDay: giftSettings.creditReceiveFenPerDay,
  creditReceiveFenPerMonth: giftSettings.creditReceiveFenPerMonth,
} satisfies Record<keyof GiftSettingValues, unknown>;

const MISSING_ROW = 'gift_settings has no row: migration 0057 creates it';

/** The limits the gifts are checked against. */
export async function readGiftSettings(db: Executor): Promise<GiftSettingValues> {
  const [row] = await db.select(settingColumns).from(giftSettings).where(eq(giftSettings.id, 1));
  if (!row) {
    throw new Error(MISSING_ROW);
  }
  return row;
}

/** The settings with when and by whom they were last saved. */
export async function readGiftSettingsRow(db: Executor) {
  const [row] = await db
    .select({ ...settingColumns, updatedAt: giftSettings.updatedAt, updatedBy: staffUsers.displayName })
    .from(giftSettings)
    .leftJoin(staffUsers, eq(staffUsers.id, giftSettings.updatedBy))
    .where(eq(giftSettings.id, 1));
  if (!row) {
    throw new Error(MISSING_ROW);
  }
  return row;
}

/** The settings as they are, the row locked until the caller's transaction ends (saves one at a time). */
export async function lockGiftSettings(tx: Executor): Promise<GiftSettingValues> {
  const [row] = await tx.select(settingColumns).from(giftSettings).where(eq(giftSettings.id, 1)).for('update');
  if (!row) {
    throw new Error(MISSING_ROW);
  }
  return row;
}

export async function writeGiftSettings(tx: Executor, values: GiftSettingValues, saved: { staffId: number; at: Date }): Promise<void> {
  await tx
    .update(giftSettings)
    .set({ ...values, updatedAt: saved.at, updatedBy: saved.staffId })
    .where(eq(giftSettings.id, 1));
}
