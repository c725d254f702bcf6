// Zod-free, so the console page can use it: the invoice states staff see, and the reversal's limits.

import { InvoiceStatus } from '../invoices/rules.ts';

/** 开票中 (at the platform), 已开票, 开票失败, 红冲中 (reversal at the platform), 已红冲. */
export const CONSOLE_INVOICE_STATES = ['issuing', 'issued', 'failed', 'reversing', 'reversed'] as const;
export type ConsoleInvoiceState = (typeof CONSOLE_INVOICE_STATES)[number];

export const ConsoleInvoiceStateLabel: Record<ConsoleInvoiceState, string> = {
  issuing: '开票中',
  issued: '已开票',
  failed: '开票失败',
  reversing: '红冲中',
  reversed: '已红冲',
};

/** The state staff see of an invoice row: a reversal first, then the platform's answer. */
export function consoleInvoiceState(invoice: { status: number; reversalRequestedAt: Date | null; reversedAt: Date | null }): ConsoleInvoiceState {
  if (invoice.reversedAt) {
    return 'reversed';
  }
  if (invoice.reversalRequestedAt) {
    return 'reversing';
  }
  if (invoice.status === InvoiceStatus.INVOICED) {
    return 'issued';
  }
  return invoice.status === InvoiceStatus.FAILED ? 'failed' : 'issuing';
}

/** The issued invoice's mail: none yet (not issued), 发送中 (tried again by the outbox), 已发送, 发送失败 (given up). */
export const CONSOLE_INVOICE_MAIL_STATES = ['none', 'sending', 'sent', 'failed'] as const;
export type ConsoleInvoiceMailState = (typeof CONSOLE_INVOICE_MAIL_STATES)[number];

export const ConsoleInvoiceMailStateLabel: Record<ConsoleInvoiceMailState, string> = {
  none: '—',
  sending: '发送中',
  sent: '已发送',
  failed: '发送失败',
};

export const REVERSAL_REASON_MAX_LENGTH = 200;
export const RESEND_REASON_MAX_LENGTH = 200;

export const ConsoleInvoiceMessage = {
  NOT_REVERSIBLE: '只有已开具且未红冲的发票可以红冲',
  NOT_FOUND: '发票不存在',
  REVERSAL_SUBMITTED: '红冲已提交，开具红字发票后原发票的月份可重新开票',
  NOT_RESENDABLE: '只有已开具且未红冲的发票可以重发邮件',
  MAIL_PENDING: '发票邮件正在发送，请稍后查看结果',
  RESENT: '发票邮件已重发至客户预留邮箱',
  RESEND_QUEUED: '发票邮件已排队重发，邮件服务恢复后自动送达',
} as const;
