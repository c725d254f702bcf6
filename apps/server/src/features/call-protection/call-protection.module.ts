import type { callProtectionEndpoints } from '@hall/contract/call-protection/endpoints';
import type { FeatureModule } from '../../platform/feature-module.ts';
import { readCallInterceptions, readCallProtection, saveCallProtection } from './call-protection.service.ts';

// 骚扰拦截 in the hall: the bound number's call protection and its interception log.
export const callProtectionModule: FeatureModule<keyof typeof callProtectionEndpoints> = {
  name: 'call-protection',
  handlers: (deps) => ({
    CALL_PROTECTION: ({ member }) => readCallProtection(deps, member),
    CALL_PROTECTION_SAVE: ({ member, input }) => saveCallProtection(deps, member, input),
    CALL_INTERCEPTIONS: ({ member, input }) => readCallInterceptions(deps, member, input.page),
  }),
};
