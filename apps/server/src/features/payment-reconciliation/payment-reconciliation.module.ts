import type { consoleReconciliationEndpoints } from '@hall/contract/console-reconciliation/endpoints';
import type { FeatureModule } from '../../platform/feature-module.ts';
import { scheduleReconciliation } from './reconciliation.schedule.ts';
import { readReconciliationDay, readReconciliationDays, rerunReconciliation } from './reconciliation.service.ts';

/** The daily reconciliation against WeChat Pay's trade bill: its schedule and its console page's operations. */
export const paymentReconciliationModule: FeatureModule<keyof typeof consoleReconciliationEndpoints> = {
  name: 'payment-reconciliation',
  handlers: (deps) => ({
    CONSOLE_RECONCILIATION_DAYS: () => readReconciliationDays(deps),
    CONSOLE_RECONCILIATION_DAY: ({ input }) => readReconciliationDay(deps, input.billDate),
    CONSOLE_RERUN_RECONCILIATION: ({ staff, input }) => rerunReconciliation(deps, staff, input.billDate),
  }),
  schedules: scheduleReconciliation,
};
