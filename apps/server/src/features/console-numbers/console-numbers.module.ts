import type { consoleNumbersEndpoints } from '@hall/contract/console-numbers/endpoints';
import type { FeatureModule } from '../../platform/feature-module.ts';
import { liftLossReportAtStore, readNumberRecord, recordRefundPaid } from './console-numbers.service.ts';

export const consoleNumbersModule: FeatureModule<keyof typeof consoleNumbersEndpoints> = {
  name: 'console-numbers',
  handlers: (deps) => ({
    CONSOLE_NUMBER_RECORD: ({ staff, input }) => readNumberRecord(deps, staff, input),
    CONSOLE_REFUND_PAID: ({ staff, input }) => recordRefundPaid(deps, staff, input),
    CONSOLE_LIFT_LOSS_REPORT: ({ staff, input }) => liftLossReportAtStore(deps, staff, input),
  }),
};
