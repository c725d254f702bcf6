import type { numberKeepingEndpoints } from '@hall/contract/number-keeping/endpoints';
import type { FeatureModule } from '../../platform/feature-module.ts';
import { keepNumber, readKeepingStatus, readPuk, resumeKeptNumber } from './number-keeping.service.ts';

export const numberKeepingModule: FeatureModule<keyof typeof numberKeepingEndpoints> = {
  name: 'number-keeping',
  handlers: (deps) => ({
    NUMBER_KEEPING_STATUS: ({ member }) => readKeepingStatus(deps, member),
    KEEP_NUMBER: ({ member, input }) => keepNumber(deps, member, input),
    RESUME_KEPT_NUMBER: ({ member, input }) => resumeKeptNumber(deps, member, input),
    PUK_QUERY: ({ member, input }) => readPuk(deps, member, input),
  }),
};
