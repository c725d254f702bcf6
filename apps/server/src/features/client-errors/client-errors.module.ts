import type { clientErrorsEndpoints } from '@hall/contract/client-errors/endpoints';
import type { FeatureModule } from '../../platform/feature-module.ts';
import { recordClientError } from './client-errors.service.ts';

export const clientErrorsModule: FeatureModule<keyof typeof clientErrorsEndpoints> = {
  name: 'client-errors',
  handlers: (deps) => ({
    CLIENT_ERROR: async ({ input, request }) => {
      recordClientError(deps, request.log, input);
      return {};
    },
  }),
};
