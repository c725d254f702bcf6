// The marked-numbers area (标记号码, customer service): the numbers call protection blocks by category.
import type { MarkedCategoryCode } from '@hall/contract/call-protection/rules';
import type { OperationInput } from '@hall/contract/schemas';
import { queryOptions } from '@tanstack/react-query';
import { callStaff } from '../shell/call-staff.ts';
import { consoleKeys } from '../shell/session-api.ts';
import { useConsoleMutation } from '../shell/use-console-mutation.ts';

const markedNumbersKey = [...consoleKeys.all, 'marked-numbers'] as const;

export interface MarkedNumbersFilter {
  number: string;
  category?: MarkedCategoryCode;
  page: number;
}

// The page shows a failed read itself (with 重试), so the read sends no toast.
export const markedNumbersQuery = (filter: MarkedNumbersFilter) =>
  queryOptions({
    queryKey: [...markedNumbersKey, filter],
    queryFn: () => callStaff('CONSOLE_MARKED_NUMBERS', filter, { isSilent: true }),
    retry: false,
  });

export function useSaveMarkedNumber() {
  return useConsoleMutation({
    mutationFn: (mark: OperationInput<'CONSOLE_SAVE_MARKED_NUMBER'>) => callStaff('CONSOLE_SAVE_MARKED_NUMBER', mark, { isSilent: true }),
    success: (mark) => `已标记${mark.number}，骚扰拦截按类别拦截其后的来电和短信`,
    refresh: markedNumbersKey,
  });
}

export function useDeleteMarkedNumber() {
  return useConsoleMutation({
    mutationFn: (number: string) => callStaff('CONSOLE_DELETE_MARKED_NUMBER', { number }, { isSilent: true }),
    success: (number) => `已取消${number}的标记`,
    refresh: markedNumbersKey,
  });
}
