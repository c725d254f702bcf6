import type { CreditSettingsView } from '@hall/contract/console-finance/schemas';
import type { OperationRequest } from '@hall/contract/schemas';
import type { AppDeps } from '../../deps.ts';
import { insertAuditEntry } from '../../domain/audit-log.ts';
import type { AuthenticatedStaff } from '../../platform/staff-sessions.ts';
import { lockSettings, readSettingsRow, writeSettings } from './finance-credit-settings.repository.ts';

// 信控设置: how long a number may owe before 欠费停机, stay suspended before 预销户 and stay
// 预销户 before it is cancelled; the 停机保号 fee; the adjustment approval threshold. Credit
// control and the monthly run read them at each run (boss/credit-settings.ts), so a save applies
// from the next run. The ranges are the contract's, which are the migration's checks.

/** CONSOLE_CREDIT_SETTINGS. */
export async function readCreditSettingsView(deps: AppDeps): Promise<CreditSettingsView> {
  const row = await readSettingsRow(deps.db);
  return { ...row, updatedAt: row.updatedAt.toISOString() };
}

/** CONSOLE_SAVE_CREDIT_SETTINGS: the row and its audit entry (before and after) in one transaction. */
export async function saveCreditSettings(
  deps: AppDeps,
  staff: AuthenticatedStaff,
  input: OperationRequest<'CONSOLE_SAVE_CREDIT_SETTINGS'>,
): Promise<CreditSettingsView> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const before = await lockSettings(tx);
    await writeSettings(tx, input, { staffId: staff.id, at: now });
    await insertAuditEntry(tx, {
      createdAt: now,
      staffId: staff.id,
      action: 'credit_settings_update',
      subjectType: 'credit_settings',
      subjectId: '1',
      detail: { before, after: input },
    });
  });
  return readCreditSettingsView(deps);
}
