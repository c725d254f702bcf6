// The console-catalogue area: recharge products and agent offers.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { RechargeProductGroup, AgentSystemId } from '@hall/contract/console-catalogue/rules';
import type { OperationInput } from '@hall/contract/schemas';
import { callStaff } from '../shell/call-staff.ts';
import { consoleKeys } from '../shell/session-api.ts';
import { useConsoleMutation } from '../shell/use-console-mutation.ts';

export const catalogueKeys = {
  rechargeProducts: [...consoleKeys.all, 'catalogue', 'recharge-products'] as const,
  rechargeProductsOf: (group: RechargeProductGroup | undefined) => [...consoleKeys.all, 'catalogue', 'recharge-products', group ?? 'all'] as const,
  agentOffers: [...consoleKeys.all, 'catalogue', 'agent-offers'] as const,
  agentOffersOf: (systemId: AgentSystemId | undefined) => [...consoleKeys.all, 'catalogue', 'agent-offers', systemId ?? 'all'] as const,
};

export const rechargeProductsQuery = (group: RechargeProductGroup | undefined) =>
  queryOptions({
    queryKey: catalogueKeys.rechargeProductsOf(group),
    queryFn: () => callStaff('CONSOLE_RECHARGE_PRODUCTS', group ? { group } : {}),
    placeholderData: keepPreviousData,
  });

export function useSaveRechargeProduct() {
  return useConsoleMutation({
    mutationFn: ({ isNew, product }: { isNew: boolean; product: OperationInput<'CONSOLE_CREATE_RECHARGE_PRODUCT'> }) =>
      isNew
        ? callStaff('CONSOLE_CREATE_RECHARGE_PRODUCT', product, { isSilent: true })
        : callStaff('CONSOLE_UPDATE_RECHARGE_PRODUCT', { ...product, id: product.id ?? '' }, { isSilent: true }),
    success: ({ isNew }) => (isNew ? '充值产品已添加' : '充值产品已保存'),
    refresh: catalogueKeys.rechargeProducts,
  });
}

export const agentOffersQuery = (systemId: AgentSystemId | undefined) =>
  queryOptions({
    queryKey: catalogueKeys.agentOffersOf(systemId),
    queryFn: () => callStaff('CONSOLE_AGENT_OFFERS', systemId ? { systemId } : {}),
    placeholderData: keepPreviousData,
  });

/**
 * The packages an offer may name (console-content's list): under that area's key, so the two
 * pages share one cache entry and a package saved there is read again here.
 */
export const offerPackagesQuery = queryOptions({
  queryKey: [...consoleKeys.all, 'content', 'packages'] as const,
  queryFn: () => callStaff('CONSOLE_PACKAGES', {}),
});

export function useSaveAgentOffer() {
  return useConsoleMutation({
    mutationFn: ({ isNew, offer }: { isNew: boolean; offer: OperationInput<'CONSOLE_CREATE_AGENT_OFFER'> }) =>
      callStaff(isNew ? 'CONSOLE_CREATE_AGENT_OFFER' : 'CONSOLE_UPDATE_AGENT_OFFER', offer, { isSilent: true }),
    success: ({ isNew }) => (isNew ? '开卡套餐已添加（说明中的不安全内容已过滤）' : '开卡套餐已保存（说明中的不安全内容已过滤）'),
    refresh: catalogueKeys.agentOffers,
  });
}
