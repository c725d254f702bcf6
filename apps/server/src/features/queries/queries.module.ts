import type { queriesEndpoints } from '@hall/contract/queries/endpoints';
import type { FeatureModule } from '../../platform/feature-module.ts';
import {
  listHistoryBills,
  listOpeningRecords,
  listOrderedServices,
  listRecentOrders,
  readBalance,
  readBill,
  readOrderDetail,
  readPackageDetail,
  readSetMeal,
} from './queries.service.ts';
import { readBillExplanation } from './bill-explanation.service.ts';

export const queriesModule: FeatureModule<keyof typeof queriesEndpoints> = {
  name: 'queries',
  handlers: (deps) => {
    return {
      QUERY_SET_MEAL: ({ member }) => readSetMeal(deps, member),
      ORDER_BUSINESS: ({ member, input }) => listOrderedServices(deps, member, input),
      QUERY_BALANCE: ({ member }) => readBalance(deps, member),
      QUERY_BILL_DETAILS: ({ member, input }) => readBill(deps, member, input.date),
      QUERY_BILL_EXPLANATION: ({ member, input }) => readBillExplanation(deps, member, input.date),
      QUERY_HISTORY_BILL: ({ member }) => listHistoryBills(deps, member),
      ORDER_QUERY: ({ member, input }) => listRecentOrders(deps, member, input.mobilePhone),
      ORDER_DETAIL: ({ member, input }) => readOrderDetail(deps, member, input.oid),
      GET_MEAL: ({ member, input }) => readPackageDetail(deps, member, input.packageId),
      CHECK_OPEN_PHONE_WORK: ({ input }) => listOpeningRecords(deps, input),
    };
  },
};
