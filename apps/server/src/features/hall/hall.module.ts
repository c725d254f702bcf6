import type { hallEndpoints } from '@hall/contract/hall/endpoints';
import type { FeatureModule } from '../../platform/feature-module.ts';
import { writeHallFrameSlots } from './hall-frame-slots.ts';
import { listRechargeProducts, readHallPageMeta } from './hall.service.ts';
import { readOnlineServiceChat } from './online-service.service.ts';

export const hallModule: FeatureModule<keyof typeof hallEndpoints> = {
  name: 'hall',
  pageMeta: readHallPageMeta,
  pageSlots: writeHallFrameSlots,
  handlers: (deps) => {
    return {
      RECHARGE_PRODUCT: ({ member }) => listRechargeProducts(deps, member),
      WX_URL: () => readOnlineServiceChat(deps),
    };
  },
};
