import type { cardsEndpoints } from '@hall/contract/cards/endpoints';
import type { FeatureModule } from '../../platform/feature-module.ts';
import { createPromiseVideoCode, listCardsOfCheckedIdentity } from './cards.service.ts';

export const cardsModule: FeatureModule<keyof typeof cardsEndpoints> = {
  name: 'cards',
  handlers: (deps) => {
    return {
      QUERY_CARD_NUMBER: ({ member, input }) => listCardsOfCheckedIdentity(deps, member, input.biz_no),
      CPDEIMG: ({ input }) => createPromiseVideoCode(deps, input),
      CHECK_VIDEO: async ({ input }) => ({ isRecorded: !(await deps.boss.isPromiseVideoPending(input.serviceId)) }),
    };
  },
};
