import type { memberNumbersEndpoints } from '@hall/contract/member-numbers/endpoints';
import type { FeatureModule } from '../../platform/feature-module.ts';
import { readBindingHistory, readMyNumbers, readNumberHolders, removeNumberHolder, switchNumber } from './member-numbers.service.ts';

export const memberNumbersModule: FeatureModule<keyof typeof memberNumbersEndpoints> = {
  name: 'member-numbers',
  handlers: (deps) => {
    return {
      MY_NUMBERS: ({ member }) => readMyNumbers(deps, member),
      SWITCH_NUMBER: ({ member, input }) => switchNumber(deps, member, input.mobilePhone),
      BINDING_HISTORY: ({ member }) => readBindingHistory(deps, member),
      NUMBER_HOLDERS: ({ member }) => readNumberHolders(deps, member),
      REMOVE_NUMBER_HOLDER: ({ member, input }) => removeNumberHolder(deps, member, input),
    };
  },
};
