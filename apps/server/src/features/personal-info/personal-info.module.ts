import type { personalInfoEndpoints } from '@hall/contract/personal-info/endpoints';
import type { FeatureModule } from '../../platform/feature-module.ts';
import { readDeletionState, requestDeletion } from './deletion.service.ts';
import { readPersonalInfo } from './personal-info.service.ts';
import { correctProfile } from './profile-correction.service.ts';

export const personalInfoModule: FeatureModule<keyof typeof personalInfoEndpoints> = {
  name: 'personal-info',
  handlers: (deps) => ({
    PERSONAL_INFO: ({ member }) => readPersonalInfo(deps, member),
    PERSONAL_INFO_CORRECT: ({ member, input }) => correctProfile(deps, member, input),
    PERSONAL_INFO_DELETION: ({ member }) => readDeletionState(deps, member),
    PERSONAL_INFO_DELETE: ({ member, input }) => requestDeletion(deps, member, input),
  }),
};
