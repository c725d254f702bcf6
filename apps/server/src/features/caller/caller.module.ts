import type { callerEndpoints } from '@hall/contract/caller/endpoints';
import type { FeatureModule } from '../../platform/feature-module.ts';
import { listCallerPackages, orderCallerPackage } from './caller.service.ts';

export const callerModule: FeatureModule<keyof typeof callerEndpoints> = {
  name: 'caller',
  handlers: (deps) => {
    return {
      PACKAGE_LIST: ({ member }) => listCallerPackages(deps, member),
      PACKAGE_ORDER: ({ member, input }) => orderCallerPackage(deps, member, input),
    };
  },
};
