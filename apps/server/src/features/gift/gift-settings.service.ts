import type { GiftSettingsView } from '@hall/contract/gift/schemas';
import type { OperationRequest } from '@hall/contract/schemas';
import type { AppDeps } from '../../deps.ts';
import { insertAuditEntry } from '../../domain/audit-log.ts';
import type { AuthenticatedStaff } from '../../platform/staff-sessions.ts';
import { lockGiftSettings, readGiftSettingsRow, writeGiftSettings } from './gift-settings.repository.ts';

// 转赠设置: how many gifts and how much data and credit a number may give and receive a day and a
// month. Every check and confirmation reads them, so a save applies to the next gift.

/** CONSOLE_GIFT_SETTINGS. */
export async function readGiftSettingsView(deps: AppDeps): Promise<GiftSettingsView> {
  const row = await readGiftSettingsRow(deps.db);
  return { ...row, updatedAt: row.updatedAt.toISOString() };
}

/** CONSOLE_SAVE_GIFT_SETTINGS: the row and its audit entry (before and after) in one transaction. */
export async function saveGiftSettings(
  deps: AppDeps,
  staff: AuthenticatedStaff,
  input: OperationRequest<'CONSOLE_SAVE_GIFT_SETTINGS'>,
): Promise<GiftSettingsView> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const before = await lockGiftSettings(tx);
    await writeGiftSettings(tx, input, { staffId: staff.id, at: now });
    await insertAuditEntry(tx, {
      createdAt: now,
      staffId: staff.id,
      action: 'gift_settings_update',
      subjectType: 'gift_settings',
      subjectId: '1',
      detail: { before, after: input },
    });
  });
  return readGiftSettingsView(deps);
}
