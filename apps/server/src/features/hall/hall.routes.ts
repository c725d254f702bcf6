import type { AppDeps } from '../../deps.ts';
import type { HandlerTable } from '../../platform/operations.ts';
import { listRechargeProducts } from './hall.service.ts';

export function createHallHandlers(deps: AppDeps): HandlerTable<'RECHARGE_PRODUCT' | 'WX_URL'> {
  return {
    RECHARGE_PRODUCT: ({ member }) => listRechargeProducts(deps, member),
    WX_URL: async ({ member }) => ({
      chatUrl: deps.config.CUSTOMER_SERVICE_CHAT_URL,
      list: [{ nickName: member.nickname, nickType: 'wechat', nickId: `m${member.id}` }],
    }),
  };
}
