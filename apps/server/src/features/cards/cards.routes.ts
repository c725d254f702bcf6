import type { AppDeps } from '../../deps.ts';
import type { HandlerTable } from '../../platform/operations.ts';
import { createPromiseVideoCode, listCardsOfCheckedIdentity } from './cards.service.ts';

export function createCardsHandlers(deps: AppDeps): HandlerTable<'QUERY_CARD_NUMBER' | 'CPDEIMG' | 'CHECK_VIDEO'> {
  return {
    QUERY_CARD_NUMBER: ({ member, input }) => listCardsOfCheckedIdentity(deps, member, input.biz_no),
    CPDEIMG: ({ input }) => createPromiseVideoCode(deps, input),
    CHECK_VIDEO: async ({ input }) => ({ isRecorded: !(await deps.boss.isPromiseVideoPending(input.serviceId)) }),
  };
}
