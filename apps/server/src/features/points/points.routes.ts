import type { AppDeps } from '../../deps.ts';
import type { HandlerTable } from '../../platform/operations.ts';
import {
  exchangeProduct,
  listExchangeProducts,
  listPointsBanners,
  listPointsDetail,
  listPointsOrders,
  readPointsRule,
  readSignStatus,
  signIn,
} from './points.service.ts';

type PointsOperation = 'BANNER' | 'POINTS_EXCHANGE_LIST' | 'POINTS_EXCHANGE' | 'SIGN' | 'SIGN_STATUS' | 'POINTS_ORDERS' | 'POINTS_DETAIL' | 'POINTS_RULE';

export function createPointsHandlers(deps: AppDeps): HandlerTable<PointsOperation> {
  return {
    BANNER: () => listPointsBanners(deps),
    POINTS_EXCHANGE_LIST: () => listExchangeProducts(deps),
    POINTS_EXCHANGE: ({ member, input }) => exchangeProduct(deps, member, input),
    SIGN: ({ member }) => signIn(deps, member),
    SIGN_STATUS: ({ member }) => readSignStatus(deps, member),
    POINTS_ORDERS: ({ member, input }) => listPointsOrders(deps, member, input),
    POINTS_DETAIL: ({ member, input }) => listPointsDetail(deps, member, input),
    POINTS_RULE: () => readPointsRule(deps),
  };
}
