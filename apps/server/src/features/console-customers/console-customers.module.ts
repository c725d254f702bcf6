import type { consoleCustomersEndpoints } from '@hall/contract/console-customers/endpoints';
import type { FeatureModule } from '../../platform/feature-module.ts';
import {
  addCustomerNote,
  endNumberSessions,
  readCustomerView,
  revealCustomerField,
  searchCustomers,
  unbindCustomerMember,
} from './console-customers.service.ts';

/** 客户视图: the service desk's search, the person's page, revealing with a reason, notes and unbinding. */
export const consoleCustomersModule: FeatureModule<keyof typeof consoleCustomersEndpoints> = {
  name: 'console-customers',
  handlers: (deps) => ({
    CONSOLE_CUSTOMER_SEARCH: ({ staff, input }) => searchCustomers(deps, staff, input),
    CONSOLE_CUSTOMER_VIEW: ({ staff, input }) => readCustomerView(deps, staff, input),
    CONSOLE_REVEAL_CUSTOMER_FIELD: ({ staff, input }) => revealCustomerField(deps, staff, input),
    CONSOLE_ADD_CUSTOMER_NOTE: ({ staff, input }) => addCustomerNote(deps, staff, input),
    CONSOLE_END_NUMBER_SESSIONS: ({ staff, input }) => endNumberSessions(deps, staff, input),
    CONSOLE_UNBIND_CUSTOMER_MEMBER: ({ staff, input }) => unbindCustomerMember(deps, staff, input),
  }),
};
