import type { AppDeps } from '../../deps.ts';
import type { HandlerTable } from '../../platform/operations.ts';
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

type QueriesOperation =
  | 'QUERY_SET_MEAL'
  | 'ORDER_BUSINESS'
  | 'QUERY_BALANCE'
  | 'QUERY_BILL_DETAILS'
  | 'QUERY_HISTORY_BILL'
  | 'ORDER_QUERY'
  | 'ORDER_DETAIL'
  | 'GET_MEAL'
  | 'CHECK_OPEN_PHONE_WORK';

export function createQueriesHandlers(deps: AppDeps): HandlerTable<QueriesOperation> {
  return {
    QUERY_SET_MEAL: ({ member }) => readSetMeal(deps, member),
    ORDER_BUSINESS: ({ member, input }) => listOrderedServices(deps, member, input),
    QUERY_BALANCE: ({ member }) => readBalance(deps, member),
    QUERY_BILL_DETAILS: ({ member, input }) => readBill(deps, member, input.date),
    QUERY_HISTORY_BILL: ({ member }) => listHistoryBills(deps, member),
    ORDER_QUERY: ({ member, input }) => listRecentOrders(deps, member, input.mobilePhone),
    ORDER_DETAIL: ({ member, input }) => readOrderDetail(deps, member, input.oid),
    GET_MEAL: ({ member, input }) => readPackageDetail(deps, member, input.packageId),
    CHECK_OPEN_PHONE_WORK: ({ input }) => listOpeningRecords(deps, input),
  };
}
