// The console-dealers area: dealers, their agents and card stock (admin); the partner links are in
// partner-links-api.ts, the fund pools the overview shows in console/fund-pool-api.ts.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { isApiError } from '../../../shared/api/api-error.ts';
import type { OperationInput } from '@hall/contract/schemas';
import { callStaff } from '../shell/call-staff.ts';
import { consoleKeys } from '../shell/session-api.ts';
import { useConsoleMutation } from '../shell/use-console-mutation.ts';

export const dealerAccountsKeys = {
  dealers: [...consoleKeys.all, 'dealers'] as const,
  agents: (dealerId: string) => [...consoleKeys.all, 'dealers', dealerId, 'agents'] as const,
  stock: (dealerId: string) => [...consoleKeys.all, 'dealers', dealerId, 'stock'] as const,
};

export const dealersQuery = queryOptions({
  queryKey: dealerAccountsKeys.dealers,
  queryFn: () => callStaff('CONSOLE_DEALERS', {}),
});

export function dealerAgentsQuery(dealerId: string) {
  return queryOptions({
    queryKey: dealerAccountsKeys.agents(dealerId),
    queryFn: () => callStaff('CONSOLE_DEALER_AGENTS', { dealerId }),
    enabled: dealerId !== '',
  });
}

export function dealerStockQuery(dealerId: string) {
  return queryOptions({
    queryKey: dealerAccountsKeys.stock(dealerId),
    queryFn: () => callStaff('CONSOLE_DEALER_STOCK', { dealerId }),
    enabled: dealerId !== '',
  });
}

export function useCreateDealer() {
  return useConsoleMutation({
    mutationFn: (dealer: OperationInput<'CONSOLE_CREATE_DEALER'>) => callStaff('CONSOLE_CREATE_DEALER', dealer, { isSilent: true }),
    success: '渠道已创建',
    refresh: dealerAccountsKeys.dealers,
  });
}

export function useUpdateDealer() {
  return useConsoleMutation({
    mutationFn: (dealer: OperationInput<'CONSOLE_UPDATE_DEALER'>) => callStaff('CONSOLE_UPDATE_DEALER', dealer, { isSilent: true }),
    success: '渠道已保存',
    refresh: dealerAccountsKeys.dealers,
  });
}

export function useSetDealerDisabled() {
  return useConsoleMutation({
    mutationFn: (change: OperationInput<'CONSOLE_SET_DEALER_DISABLED'>) => callStaff('CONSOLE_SET_DEALER_DISABLED', change, { isSilent: true }),
    success: (change) => (change.isDisabled ? '渠道已停用，其工号已全部下线' : '渠道已启用'),
    refresh: dealerAccountsKeys.dealers,
  });
}

/** Creates an agent; the answer carries its generated password, shown once by the caller. */
export function useCreateAgent() {
  return useConsoleMutation({
    mutationFn: (agent: OperationInput<'CONSOLE_CREATE_AGENT'>) => callStaff('CONSOLE_CREATE_AGENT', agent, { isSilent: true }),
    success: '工号已创建',
    refresh: dealerAccountsKeys.dealers,
  });
}

export function useSetAgentDisabled() {
  return useConsoleMutation({
    mutationFn: (change: OperationInput<'CONSOLE_SET_AGENT_DISABLED'>) => callStaff('CONSOLE_SET_AGENT_DISABLED', change, { isSilent: true }),
    success: (change) => (change.isDisabled ? '工号已停用并下线' : '工号已启用'),
    refresh: dealerAccountsKeys.dealers,
  });
}

/** Makes an agent the dealer's manager (店长), who also sees the dealer's money, or a plain agent again. */
export function useSetAgentRole() {
  return useConsoleMutation({
    mutationFn: (change: OperationInput<'CONSOLE_SET_AGENT_ROLE'>) => callStaff('CONSOLE_SET_AGENT_ROLE', change, { isSilent: true }),
    success: (change) => (change.role === 'manager' ? '已设为店长，重新进入后可查看资金与佣金' : '已取消店长'),
    refresh: dealerAccountsKeys.dealers,
  });
}

/** A new generated password for an agent, shown once by the caller. */
export function useResetAgentPassword() {
  return useConsoleMutation({
    mutationFn: (workNo: string) => callStaff('CONSOLE_RESET_AGENT_PASSWORD', { workNo }, { isSilent: true }),
    success: '密码已重置，该工号已下线',
  });
}

/** Ends every session of an agent (its phones are logged out); the password stays. */
export function useEndAgentSessions() {
  return useConsoleMutation({
    mutationFn: (workNo: string) => callStaff('CONSOLE_END_AGENT_SESSIONS', { workNo }, { isSilent: true }),
    success: '已结束该工号的全部会话',
  });
}

/**
 * Imports a stock CSV. An answer with problems imported nothing: the page lists them, so only a
 * real import is announced; a refusal (unknown offer, empty file) is shown as a message.
 */
export function useImportStock() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (stock: OperationInput<'CONSOLE_IMPORT_STOCK'>) => callStaff('CONSOLE_IMPORT_STOCK', stock, { isSilent: true }),
    onSuccess: async (result) => {
      if (result.importedCount > 0) {
        void message.success(`已导入${result.importedCount}张卡`);
        await queryClient.invalidateQueries({ queryKey: dealerAccountsKeys.dealers });
      }
    },
    onError: (error) => {
      void message.error(isApiError(error) ? error.message : '导入失败，请稍后重试');
    },
  });
}
