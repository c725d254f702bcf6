import type { lossReportEndpoints } from '@hall/contract/loss-report/endpoints';
import type { FeatureModule } from '../../platform/feature-module.ts';
import { liftOwnLossReport, readLossReportStatus, reportNumberLost } from './loss-report.service.ts';

export const lossReportModule: FeatureModule<keyof typeof lossReportEndpoints> = {
  name: 'loss-report',
  handlers: (deps) => ({
    LOSS_REPORT_STATUS: ({ member }) => readLossReportStatus(deps, member),
    REPORT_LOSS: ({ member, input }) => reportNumberLost(deps, member, input),
    LIFT_LOSS_REPORT: ({ member, input }) => liftOwnLossReport(deps, member, input),
  }),
};
