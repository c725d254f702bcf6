import type { consoleNumbersEndpoints } from '@hall/contract/console-numbers/endpoints';
import type { FeatureModule } from '../../platform/feature-module.ts';
import { liftLossReportAtStore, readNumberRecord, recordRefundPaid } from './console-numbers.service.ts';
import { readNumberAccount } from './number-account.service.ts';
import { readNumberActivity } from './number-activity.service.ts';
import {
  decideAdjustmentFromRecord,
  moveNumberFromRecord,
  requestAdjustmentFromRecord,
  setCreditLimitFromRecord,
  writeOffDebtFromRecord,
} from './number-actions.service.ts';

export const consoleNumbersModule: FeatureModule<keyof typeof consoleNumbersEndpoints> = {
  name: 'console-numbers',
  handlers: (deps) => ({
    CONSOLE_NUMBER_RECORD: ({ staff, input }) => readNumberRecord(deps, staff, input),
    CONSOLE_NUMBER_ACCOUNT: ({ staff, input }) => readNumberAccount(deps, staff, input),
    CONSOLE_NUMBER_ACTIVITY: ({ staff, input }) => readNumberActivity(deps, staff, input),
    CONSOLE_REFUND_PAID: ({ staff, input }) => recordRefundPaid(deps, staff, input),
    CONSOLE_LIFT_LOSS_REPORT: ({ staff, input }) => liftLossReportAtStore(deps, staff, input),
    CONSOLE_SUSPEND_NUMBER: ({ staff, input }) => moveNumberFromRecord(deps, staff, 'suspend', input),
    CONSOLE_RESUME_NUMBER: ({ staff, input }) => moveNumberFromRecord(deps, staff, 'resume', input),
    CONSOLE_LIFT_AUDIT_SUSPENSION: ({ staff, input }) => moveNumberFromRecord(deps, staff, 'liftAudit', input),
    CONSOLE_START_CANCELLATION: ({ staff, input }) => moveNumberFromRecord(deps, staff, 'startCancellation', input),
    CONSOLE_SET_CREDIT_LIMIT: ({ staff, input }) => setCreditLimitFromRecord(deps, staff, input),
    CONSOLE_REQUEST_ADJUSTMENT: ({ staff, input }) => requestAdjustmentFromRecord(deps, staff, input),
    CONSOLE_DECIDE_ADJUSTMENT: ({ staff, input }) => decideAdjustmentFromRecord(deps, staff, input),
    CONSOLE_WRITE_OFF_DEBT: ({ staff, input }) => writeOffDebtFromRecord(deps, staff, input),
  }),
};
