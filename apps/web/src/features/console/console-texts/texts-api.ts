// The console's texts (console-texts area): the versioned network-access agreements, the online
// customer-service chat WX_URL answers, and the business-cooperation text.
import type { AgreementKindValue } from '@hall/contract/agreements/rules';
import type { OperationInput } from '@hall/contract/schemas';
import { queryOptions } from '@tanstack/react-query';
import { callStaff } from '../shell/call-staff.ts';
import { consoleKeys } from '../shell/session-api.ts';
import { useConsoleMutation } from '../shell/use-console-mutation.ts';

const textsKey = [...consoleKeys.all, 'texts'] as const;
const agreementsKey = [...textsKey, 'agreements'] as const;
const chatKey = [...textsKey, 'chat'] as const;
const cooperationKey = [...textsKey, 'cooperation'] as const;

export const agreementsQuery = queryOptions({ queryKey: agreementsKey, queryFn: () => callStaff('CONSOLE_AGREEMENTS', {}) });

/** One published version's full text; published versions never change, so it is read once. */
export const agreementVersionQuery = (kind: AgreementKindValue, version: number) =>
  queryOptions({
    queryKey: [...agreementsKey, kind, version] as const,
    queryFn: () => callStaff('CONSOLE_AGREEMENT_VERSION', { kind, version }),
    staleTime: Infinity,
  });

export function usePublishAgreement() {
  return useConsoleMutation({
    mutationFn: (agreement: OperationInput<'CONSOLE_PUBLISH_AGREEMENT'>) => callStaff('CONSOLE_PUBLISH_AGREEMENT', agreement, { isSilent: true }),
    success: '新版本已发布，之后的签署使用新版本',
    refresh: agreementsKey,
  });
}

export const chatSettingsQuery = queryOptions({ queryKey: chatKey, queryFn: () => callStaff('CONSOLE_CHAT_SETTINGS', {}) });

export function useSaveChatSettings() {
  return useConsoleMutation({
    mutationFn: (settings: OperationInput<'CONSOLE_SAVE_CHAT_SETTINGS'>) => callStaff('CONSOLE_SAVE_CHAT_SETTINGS', settings, { isSilent: true }),
    success: '在线客服已保存，用户下次打开即使用新设置',
    refresh: chatKey,
  });
}

export const cooperationTextQuery = queryOptions({ queryKey: cooperationKey, queryFn: () => callStaff('CONSOLE_COOPERATION', {}) });

export function useSaveCooperation() {
  return useConsoleMutation({
    mutationFn: (text: OperationInput<'CONSOLE_SAVE_COOPERATION'>) => callStaff('CONSOLE_SAVE_COOPERATION', text, { isSilent: true }),
    success: '商务合作内容已保存',
    refresh: cooperationKey,
  });
}
