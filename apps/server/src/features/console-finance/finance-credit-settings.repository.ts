import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/connection.ts';
import { creditSettings, staffUsers } from '../../db/schema.ts';

// SQL of 信控设置: the one credit_settings row (created by migration 0049 with the defaults).

export type CreditSettingValues = Pick<
  typeof creditSettings.$inferSelect,
  | 'owingDaysBeforeSuspension'
  | 'suspendedDaysBeforePreCancel'
  | 'preCancelDaysBeforeCancel'
  | 'quarantineDaysBeforeRelease'
  | 'keepFeeFen'
  | 'adjustmentApprovalAboveFen'
>;

const settingColumns = {
  owingDaysBeforeSuspension: creditSettings.owingDaysBeforeSuspension,
  suspendedDaysBeforePreCancel: creditSettings.suspendedDaysBeforePreCancel,
  preCancelDaysBeforeCancel: creditSettings.preCancelDaysBeforeCancel,
  quarantineDaysBeforeRelease: creditSettings.quarantineDaysBeforeRelease,
  keepFeeFen: creditSettings.keepFeeFen,
  adjustmentApprovalAboveFen: creditSettings.adjustmentApprovalAboveFen,
};

/** The settings with when and by whom they were last saved. */
export async function readSettingsRow(db: Executor) {
  const [row] = await db
    .select({ ...settingColumns, updatedAt: creditSettings.updatedAt, updatedBy: staffUsers.displayName })
    .from(creditSettings)
    .leftJoin(staffUsers, eq(staffUsers.id, creditSettings.updatedBy))
    .where(eq(creditSettings.id, 1));
  if (!row) {
    throw new Error('credit_settings has no row: migration 0049 creates it');
  }
  return row;
}

/** The settings as they are, the row locked until the caller's transaction ends (saves one at a time). */
export async function lockSettings(tx: Executor): Promise<CreditSettingValues> {
  const [row] = await tx.select(settingColumns).from(creditSettings).where(eq(creditSettings.id, 1)).for('update');
  if (!row) {
    throw new Error('credit_settings has no row: migration 0049 creates it');
  }
  return row;
}

export async function writeSettings(tx: Executor, values: CreditSettingValues, saved: { staffId: number; at: Date }): Promise<void> {
  await tx
    .update(creditSettings)
    .set({ ...values, updatedAt: saved.at, updatedBy: saved.staffId })
    .where(eq(creditSettings.id, 1));
}
