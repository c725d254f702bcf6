import type { passwordEndpoints } from '@hall/contract/password/endpoints';
import type { FeatureModule } from '../../platform/feature-module.ts';
import { changeServicePassword, checkOldServicePassword } from './password.service.ts';

export const passwordModule: FeatureModule<keyof typeof passwordEndpoints> = {
  name: 'password',
  handlers: (deps) => {
    return {
      servicePasswordEditTest: ({ member, input }) => checkOldServicePassword(deps, member, input),
      setService_Password: ({ member, input }) => changeServicePassword(deps, member, input),
    };
  },
};
