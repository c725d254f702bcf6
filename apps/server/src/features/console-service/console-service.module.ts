import type { consoleServiceEndpoints } from '@hall/contract/console-service/endpoints';
import type { FeatureModule } from '../../platform/feature-module.ts';
import { answerServiceItem, listServiceQueue } from './console-service.service.ts';

export const consoleServiceModule: FeatureModule<keyof typeof consoleServiceEndpoints> = {
  name: 'console-service',
  handlers: (deps) => {
    return {
      CONSOLE_SERVICE_ITEMS: ({ input }) => listServiceQueue(deps, input),
      CONSOLE_SERVICE_ANSWER: ({ staff, input }) => answerServiceItem(deps, staff.id, input),
    };
  },
};
