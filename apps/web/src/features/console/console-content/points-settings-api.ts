// The points settings (console-content area): the sign-in reward, clearing on cancellation and the rules' free text.
import { queryOptions } from '@tanstack/react-query';
import type { OperationInput } from '@hall/contract/schemas';
import { callStaff } from '../shell/call-staff.ts';
import { consoleKeys } from '../shell/session-api.ts';
import { useConsoleMutation } from '../shell/use-console-mutation.ts';

const pointsSettingsKey = [...consoleKeys.all, 'content', 'points-settings'] as const;

export const pointsSettingsQuery = queryOptions({ queryKey: pointsSettingsKey, queryFn: () => callStaff('CONSOLE_POINTS_SETTINGS', {}) });

export function useSavePointsSettings() {
  return useConsoleMutation({
    mutationFn: (settings: OperationInput<'CONSOLE_SAVE_POINTS_SETTINGS'>) => callStaff('CONSOLE_SAVE_POINTS_SETTINGS', settings, { isSilent: true }),
    success: '积分规则已保存，签到与销户即按新规则执行',
    refresh: pointsSettingsKey,
  });
}
