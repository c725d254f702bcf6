import { STAFF_LOOKUP } from '../rate-limits.ts';
import type { Endpoint } from '../operation.ts';

// The number record (号码档案): what the back office holds for one number, for customer service and
// auditors, so that a decision can be seen to have acted; and what staff do to the number from it,
// each with a reason, audit-logged, and a service order on the number's /orderQuery.
export const consoleNumbersEndpoints = {
  CONSOLE_NUMBER_RECORD: { method: 'POST', path: '/api/console/numberRecord', access: 'staff', staffRoles: ['service', 'auditor'], limits: STAFF_LOOKUP },
  /** The number's money and life cycle: bills, balance ledger, usage, state changes, debts, adjustments. */
  CONSOLE_NUMBER_ACCOUNT: { method: 'POST', path: '/api/console/numberAccount', access: 'staff', staffRoles: ['service', 'auditor'], limits: STAFF_LOOKUP },
  /** The number's activity: top-ups, points, invoices, board posts and complaints, and its notices by WeChat and e-mail. */
  CONSOLE_NUMBER_ACTIVITY: { method: 'POST', path: '/api/console/numberActivity', access: 'staff', staffRoles: ['service', 'auditor'], limits: STAFF_LOOKUP },
  /** Records that finance paid a cancellation's refund to the bank card (admin only). */
  CONSOLE_REFUND_PAID: { method: 'POST', path: '/api/console/refundPaid', access: 'staff', staffRoles: ['admin'], loading: true },
  /** Lifts a number's loss report at a store, once staff have checked the owner's ID card in person. */
  CONSOLE_LIFT_LOSS_REPORT: { method: 'POST', path: '/api/console/liftLossReport', access: 'staff', staffRoles: ['service'], loading: true },
  /** 停机 (管理停机) with a reason the owner's notice carries. */
  CONSOLE_SUSPEND_NUMBER: { method: 'POST', path: '/api/console/suspendNumber', access: 'staff', staffRoles: ['service'], loading: true },
  /** 复机: ends a staff suspension. */
  CONSOLE_RESUME_NUMBER: { method: 'POST', path: '/api/console/resumeNumber', access: 'staff', staffRoles: ['service'], loading: true },
  /** 解除审核停机, once staff have checked the owner's ID card in person. */
  CONSOLE_LIFT_AUDIT_SUSPENSION: { method: 'POST', path: '/api/console/liftAuditSuspension', access: 'staff', staffRoles: ['service'], loading: true },
  /** 发起销户: 预销户 now; credit control cancels the number when the 预销户 days run out. */
  CONSOLE_START_CANCELLATION: { method: 'POST', path: '/api/console/startCancellation', access: 'staff', staffRoles: ['admin'], loading: true },
  /** The number's own credit limit, or back to its package's (null). */
  CONSOLE_SET_CREDIT_LIMIT: { method: 'POST', path: '/api/console/setCreditLimit', access: 'staff', staffRoles: ['admin'], loading: true },
  /** 调账: applied at once up to the approval threshold, above it waiting for a second staff member. */
  CONSOLE_REQUEST_ADJUSTMENT: { method: 'POST', path: '/api/console/requestAdjustment', access: 'staff', staffRoles: ['service'], loading: true },
  /** Approves (applies once) or rejects a waiting adjustment; never the requester's own. */
  CONSOLE_DECIDE_ADJUSTMENT: { method: 'POST', path: '/api/console/decideAdjustment', access: 'staff', staffRoles: ['admin'], loading: true },
  /** 核销欠款: writes off what a cancelled number still owes, once. */
  CONSOLE_WRITE_OFF_DEBT: { method: 'POST', path: '/api/console/writeOffDebt', access: 'staff', staffRoles: ['admin'], loading: true },
} as const satisfies Record<string, Endpoint>;
