// The gift-settings area (转赠设置, admin): the limits of gifts of data and credit per giver and per receiver.
import type { OperationInput } from '@hall/contract/schemas';
import { queryOptions } from '@tanstack/react-query';
import { callStaff } from '../shell/call-staff.ts';
import { consoleKeys } from '../shell/session-api.ts';
import { useConsoleMutation } from '../shell/use-console-mutation.ts';

const giftSettingsKey = [...consoleKeys.all, 'gift-settings'] as const;

// The page shows a failed read itself (with 重试), so the read sends no toast.
export const giftSettingsQuery = queryOptions({
  queryKey: giftSettingsKey,
  queryFn: () => callStaff('CONSOLE_GIFT_SETTINGS', {}, { isSilent: true }),
  retry: false,
});

export function useSaveGiftSettings() {
  return useConsoleMutation({
    mutationFn: (settings: OperationInput<'CONSOLE_SAVE_GIFT_SETTINGS'>) => callStaff('CONSOLE_SAVE_GIFT_SETTINGS', settings, { isSilent: true }),
    success: '转赠设置已保存，下一笔转赠即按新设置校验',
    refresh: giftSettingsKey,
  });
}
