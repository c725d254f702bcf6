import type { pointsEndpoints } from '@hall/contract/points/endpoints';
import type { FeatureModule } from '../../platform/feature-module.ts';
import { readMyRights } from './my-rights.service.ts';
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

export const pointsModule: FeatureModule<keyof typeof pointsEndpoints> = {
  name: 'points',
  handlers: (deps) => {
    return {
      BANNER: () => listPointsBanners(deps),
      POINTS_EXCHANGE_LIST: () => listExchangeProducts(deps),
      POINTS_EXCHANGE: ({ member, input }) => exchangeProduct(deps, member, input),
      SIGN: ({ member }) => signIn(deps, member),
      SIGN_STATUS: ({ member }) => readSignStatus(deps, member),
      POINTS_ORDERS: ({ member, input }) => listPointsOrders(deps, member, input),
      POINTS_DETAIL: ({ member, input }) => listPointsDetail(deps, member, input),
      POINTS_RULE: () => readPointsRule(deps),
      MY_RIGHTS: ({ member }) => readMyRights(deps, member),
    };
  },
};
