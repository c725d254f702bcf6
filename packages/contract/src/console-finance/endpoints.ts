import { STAFF_LOOKUP } from '../rate-limits.ts';
import type { Endpoint } from '../operation.ts';

// Finance's queues (财务, admin only: the console has no finance role): the cancellations' bank
// refunds to pay, the debts cancelled numbers left, the monthly run's batches, and credit control's
// settings. The lists that show numbers are limited like the number record. Not in the spec.
export const consoleFinanceEndpoints = {
  /** 退款: the cancellations' refunds, 待退款 first by default; the bank details stay sealed. */
  CONSOLE_REFUNDS: { method: 'POST', path: '/api/console/refunds', access: 'staff', staffRoles: ['admin'], limits: STAFF_LOOKUP },
  /** The same refunds of a range of days as a streamed CSV file (Chinese headers, yuan) for the bank's batch transfer. */
  CONSOLE_EXPORT_REFUNDS: { method: 'POST', path: '/api/console/exportRefunds', access: 'staff', staffRoles: ['admin'], binary: true, limits: STAFF_LOOKUP },
  /** 批量登记已退款: several refunds paid by one bank batch, each recorded once. */
  CONSOLE_REFUNDS_PAID: { method: 'POST', path: '/api/console/refundsPaid', access: 'staff', staffRoles: ['admin'], loading: true },
  /** 欠款: what cancelled numbers still owe, and the debts written off. */
  CONSOLE_DEBTS: { method: 'POST', path: '/api/console/debts', access: 'staff', staffRoles: ['admin'], limits: STAFF_LOOKUP },
  /** The debts of a range of days (by when they arose) as a streamed CSV file, under the list's status and number. */
  CONSOLE_EXPORT_DEBTS: { method: 'POST', path: '/api/console/exportDebts', access: 'staff', staffRoles: ['admin'], binary: true, limits: STAFF_LOOKUP },
  /** 出账批次: each closed month's run, numbers billed and not, total charged, when it ran. */
  CONSOLE_BILLING_RUNS: { method: 'POST', path: '/api/console/billingRuns', access: 'staff', staffRoles: ['admin'] },
  /** One number's result of a month's run: its run row and its bill lines. */
  CONSOLE_BILLING_RUN_NUMBER: { method: 'POST', path: '/api/console/billingRunNumber', access: 'staff', staffRoles: ['admin'], limits: STAFF_LOOKUP },
  /** The run's result per number (month, masked number, charged, when) of the rows run in a range of days, as a streamed CSV file. */
  CONSOLE_EXPORT_BILLING_RUN: { method: 'POST', path: '/api/console/exportBillingRun', access: 'staff', staffRoles: ['admin'], binary: true },
  /** 信控设置: credit control's settings. */
  CONSOLE_CREDIT_SETTINGS: { method: 'POST', path: '/api/console/creditSettings', access: 'staff', staffRoles: ['admin'] },
  CONSOLE_SAVE_CREDIT_SETTINGS: { method: 'POST', path: '/api/console/saveCreditSettings', access: 'staff', staffRoles: ['admin'], loading: true },
} as const satisfies Record<string, Endpoint>;
