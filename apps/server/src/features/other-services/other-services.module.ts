import type { otherServicesEndpoints } from '@hall/contract/other-services/endpoints';
import type { FeatureModule } from '../../platform/feature-module.ts';
import { listStores, readCooperation, submitComplaint } from './other-services.service.ts';

export const otherServicesModule: FeatureModule<keyof typeof otherServicesEndpoints> = {
  name: 'other-services',
  handlers: (deps) => {
    return {
      STORE: ({ input }) => listStores(deps, input.selectAddress),
      COOPERATION: () => readCooperation(deps),
      COMPLAINT: ({ member, input }) => submitComplaint(deps, member, input.content),
    };
  },
};
