import type { consoleFinanceEndpoints } from '@hall/contract/console-finance/endpoints';
import type { FeatureModule } from '../../platform/feature-module.ts';
import { listBillingRuns, readBillingRunNumber } from './finance-billing-runs.service.ts';
import { readCreditSettingsView, saveCreditSettings } from './finance-credit-settings.service.ts';
import { listDebts } from './finance-debts.service.ts';
import { exportRefunds, listRefunds, recordRefundsPaid } from './finance-refunds.service.ts';

// 财务 in the console (admin only): refunds to pay, debts, the monthly run's batches, credit control's settings.
export const consoleFinanceModule: FeatureModule<keyof typeof consoleFinanceEndpoints> = {
  name: 'console-finance',
  handlers: (deps) => ({
    CONSOLE_REFUNDS: ({ input }) => listRefunds(deps, input),
    CONSOLE_EXPORT_REFUNDS: ({ input }) => exportRefunds(deps, input),
    CONSOLE_REFUNDS_PAID: ({ staff, input }) => recordRefundsPaid(deps, staff, input),
    CONSOLE_DEBTS: ({ input }) => listDebts(deps, input),
    CONSOLE_BILLING_RUNS: ({ input }) => listBillingRuns(deps, input),
    CONSOLE_BILLING_RUN_NUMBER: ({ input }) => readBillingRunNumber(deps, input),
    CONSOLE_CREDIT_SETTINGS: () => readCreditSettingsView(deps),
    CONSOLE_SAVE_CREDIT_SETTINGS: ({ staff, input }) => saveCreditSettings(deps, staff, input),
  }),
};
