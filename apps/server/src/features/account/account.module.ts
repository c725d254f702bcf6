import type { accountEndpoints } from '@hall/contract/account/endpoints';
import type { FeatureModule } from '../../platform/feature-module.ts';
import { startFaceAccountCheck, unbindPhone } from './account.service.ts';

export const accountModule: FeatureModule<keyof typeof accountEndpoints> = {
  name: 'account',
  handlers: (deps) => {
    return {
      FACE_AUTH_ACCOUNT_BIND: ({ member, input }) => startFaceAccountCheck(deps, member, input),
      RELIEVE_BINDING: ({ member, input }) => unbindPhone(deps, member, input),
    };
  },
};
