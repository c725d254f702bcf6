import type { OperationOutput, OperationRequest } from '@hall/contract/schemas';
import type { AppDeps } from '../../deps.ts';
import { insertAuditEntry } from '../../domain/audit-log.ts';
import { readPointsSettings, updatePointsSettings, type PointsSettingsRow } from '../../platform/points-settings.ts';

function toConsoleSettings(row: PointsSettingsRow): OperationOutput<'CONSOLE_POINTS_SETTINGS'> {
  return {
    signInReward: row.signInReward,
    clearOnCancellation: row.clearOnCancellation,
    freeText: row.freeText,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** CONSOLE_POINTS_SETTINGS: the sign-in reward, clearing on cancellation and the rules' free text. */
export async function readConsolePointsSettings(deps: AppDeps): Promise<OperationOutput<'CONSOLE_POINTS_SETTINGS'>> {
  return toConsoleSettings(await readPointsSettings(deps.db));
}

/** CONSOLE_SAVE_POINTS_SETTINGS: the new settings and their audit entry (before and after) in one transaction. */
export async function saveConsolePointsSettings(
  deps: AppDeps,
  staffId: number,
  input: OperationRequest<'CONSOLE_SAVE_POINTS_SETTINGS'>,
): Promise<OperationOutput<'CONSOLE_SAVE_POINTS_SETTINGS'>> {
  const row = await deps.db.transaction(async (tx) => {
    const before = await readPointsSettings(tx);
    const after = await updatePointsSettings(tx, { ...input, updatedAt: deps.now(), updatedBy: staffId });
    await insertAuditEntry(tx, {
      createdAt: deps.now(),
      staffId,
      action: 'update',
      subjectType: 'points_settings',
      subjectId: '1',
      detail: {
        before: { signInReward: before.signInReward, clearOnCancellation: before.clearOnCancellation, freeText: before.freeText },
        after: input,
      },
    });
    return after;
  });
  return toConsoleSettings(row);
}
