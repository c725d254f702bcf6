import type { Endpoint } from '../operation.ts';

// Sandbox mode only: the outboxes and the steps outside systems would take, so a demo can be
// driven from the console (any staff member). The SMS outbox is CONSOLE_SANDBOX_OUTBOX.
const sandbox = { method: 'POST', access: 'staff', staffRoles: [] } as const;

export const consoleSandboxEndpoints = {
  CONSOLE_SANDBOX_MAILS: { ...sandbox, path: '/api/console/sandboxMails' },
  CONSOLE_SANDBOX_STEPS: { ...sandbox, path: '/api/console/sandboxSteps' },
  CONSOLE_SANDBOX_DECIDE_PAYMENT: { ...sandbox, path: '/api/console/sandboxDecidePayment', loading: true },
  CONSOLE_SANDBOX_FAIL_NEXT_INVOICE: { ...sandbox, path: '/api/console/sandboxFailNextInvoice' },
  CONSOLE_SANDBOX_PROCESS_SMS_REGISTER: { ...sandbox, path: '/api/console/sandboxProcessSmsRegister', loading: true },
  CONSOLE_SANDBOX_RECORD_PROMISE_VIDEO: { ...sandbox, path: '/api/console/sandboxRecordPromiseVideo' },
  CONSOLE_SANDBOX_MOVE_CLOCK: { ...sandbox, path: '/api/console/sandboxMoveClock', loading: true },
  CONSOLE_SANDBOX_INJECT_USAGE: { ...sandbox, path: '/api/console/sandboxInjectUsage', loading: true },
  CONSOLE_SANDBOX_SET_USAGE_PROFILE: { ...sandbox, path: '/api/console/sandboxSetUsageProfile' },
  /** The official account's messages (template and subscription), beside the SMS outbox. */
  CONSOLE_SANDBOX_WECHAT_OUTBOX: { ...sandbox, path: '/api/console/sandboxWechatOutbox' },
} as const satisfies Record<string, Endpoint>;
