import type { consoleFinanceEndpoints } from '@hall/contract/console-finance/endpoints';
import type { FeatureModule } from '../../platform/feature-module.ts';
import { exportBillingRun, listBillingRuns, readBillingRunNumber } from './finance-billing-runs.service.ts';
import { readCreditSettingsView, saveCreditSettings } from './finance-credit-settings.service.ts';
import { exportDebts, listDebts } from './finance-debts.service.ts';
import { exportRefunds, listRefunds, recordRefundsPaid } from './finance-refunds.service.ts';

// 财务 in the console (admin only): refunds to pay, debts, the monthly run's batches, credit control's settings.
export const consoleFinanceModule: FeatureModule<keyof typeof consoleFinanceEndpoints> = {
  name: 'console-finance',
  handlers: (deps) => ({
    CONSOLE_REFUNDS: ({ input }) => listRefunds(deps, input),
    CONSOLE_EXPORT_REFUNDS: ({ staff, input, reply }) => exportRefunds(deps, staff, input, reply),
    CONSOLE_REFUNDS_PAID: ({ staff, input }) => recordRefundsPaid(deps, staff, input),
    CONSOLE_DEBTS: ({ input }) => listDebts(deps, input),
    CONSOLE_EXPORT_DEBTS: ({ staff, input, reply }) => exportDebts(deps, staff, input, reply),
    CONSOLE_BILLING_RUNS: ({ input }) => listBillingRuns(deps, input),
    CONSOLE_BILLING_RUN_NUMBER: ({ input }) => readBillingRunNumber(deps, input),
    CONSOLE_EXPORT_BILLING_RUN: ({ staff, input, reply }) => exportBillingRun(deps, staff, input, reply),
    CONSOLE_CREDIT_SETTINGS: () => readCreditSettingsView(deps),
    CONSOLE_SAVE_CREDIT_SETTINGS: ({ staff, input }) => saveCreditSettings(deps, staff, input),
  }),
};
