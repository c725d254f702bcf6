import type { giftEndpoints } from '@hall/contract/gift/endpoints';
import type { FeatureModule } from '../../platform/feature-module.ts';
import { checkGiftRequest, confirmGift, listGiftRecords, readGiftAllowance } from './gift.service.ts';

// 转赠 in the hall: gifts of data and credit from the bound number to another number of ours.
export const giftModule: FeatureModule<keyof typeof giftEndpoints> = {
  name: 'gift',
  handlers: (deps) => ({
    GIFT_ALLOWANCE: ({ member }) => readGiftAllowance(deps, member),
    GIFT_CHECK: ({ member, input }) => checkGiftRequest(deps, member, input),
    GIFT_CONFIRM: ({ member, input }) => confirmGift(deps, member, input),
    GIFT_RECORDS: ({ member, input }) => listGiftRecords(deps, member, input.page),
  }),
};
