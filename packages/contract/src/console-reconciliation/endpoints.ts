import type { Endpoint } from '../operation.ts';

// The daily reconciliation of WeChat Pay's trade bill against our payments (财务对账, admin only:
// the console has no finance role): the days with their outcome, one day's mismatches, and a rerun.
export const consoleReconciliationEndpoints = {
  CONSOLE_RECONCILIATION_DAYS: { method: 'POST', path: '/api/console/reconciliationDays', access: 'staff', staffRoles: ['admin'] },
  CONSOLE_RECONCILIATION_DAY: { method: 'POST', path: '/api/console/reconciliationDay', access: 'staff', staffRoles: ['admin'] },
  CONSOLE_RERUN_RECONCILIATION: {
    method: 'POST',
    path: '/api/console/rerunReconciliation',
    access: 'staff',
    staffRoles: ['admin'],
    loading: '正在下载账单并对账',
  },
} as const satisfies Record<string, Endpoint>;
