import type { consoleRealNameEndpoints } from '@hall/contract/console-real-name/endpoints';
import type { FeatureModule } from '../../platform/feature-module.ts';
import { issueRealNameOrder, listRealNameOrders } from './console-real-name.service.ts';

export const consoleRealNameModule: FeatureModule<keyof typeof consoleRealNameEndpoints> = {
  name: 'console-real-name',
  handlers: (deps) => {
    return {
      CONSOLE_REAL_NAME_ORDER_ISSUE: ({ staff, input }) => issueRealNameOrder(deps, staff, input),
      CONSOLE_REAL_NAME_ORDERS: () => listRealNameOrders(deps),
    };
  },
};
