import type { packageChangeEndpoints } from '@hall/contract/package-change/endpoints';
import { schedulePackageChanges } from './package-change.schedule.ts';
import type { FeatureModule } from '../../platform/feature-module.ts';
import { changePackage, readPackageDetails, verifyPackageChangeCode } from './package-change.service.ts';

export const packageChangeModule: FeatureModule<keyof typeof packageChangeEndpoints> = {
  name: 'package-change',
  schedules: schedulePackageChanges,
  handlers: (deps) => {
    return {
      VERIFICATION_CODE: ({ member, input }) => verifyPackageChangeCode(deps, member, input),
      PACKAGE_DETAILS: ({ member, input }) => readPackageDetails(deps, member, input.productId),
      PACKAGE_CHANGE: ({ member, input }) => changePackage(deps, member, input),
    };
  },
};
