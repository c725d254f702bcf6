import type { AppDeps } from '../../deps.ts';
import { invalid } from '../../platform/api-error.ts';
import type { HandlerTable } from '../../platform/operations.ts';
import { countQueuedInvoiceFailures, listSandboxMails, queueInvoiceFailure, recordPromiseVideo, type SandboxSteps } from '../../sandbox/sandbox-steps.ts';

type SandboxOperation =
  | 'CONSOLE_SANDBOX_MAILS'
  | 'CONSOLE_SANDBOX_STEPS'
  | 'CONSOLE_SANDBOX_DECIDE_PAYMENT'
  | 'CONSOLE_SANDBOX_FAIL_NEXT_INVOICE'
  | 'CONSOLE_SANDBOX_PROCESS_SMS_REGISTER'
  | 'CONSOLE_SANDBOX_RECORD_PROMISE_VIDEO';

/** The console's sandbox section: outboxes and the outside systems' steps; refused without sandbox providers. */
export function createConsoleSandboxHandlers(deps: AppDeps, steps: SandboxSteps | null): HandlerTable<SandboxOperation> {
  const { db } = deps;
  const requireSteps = (): SandboxSteps => {
    if (!steps) {
      throw invalid('仅沙箱环境提供此功能');
    }
    return steps;
  };

  return {
    CONSOLE_SANDBOX_MAILS: async ({ input }) => {
      requireSteps();
      const mails = await listSandboxMails(db, input.to || undefined);
      return {
        list: mails.map((mail) => ({
          id: mail.id,
          to: mail.toAddress,
          subject: mail.subject,
          body: mail.body,
          createdAt: mail.createdAt.toISOString(),
          attachments: mail.attachments.map(({ filename, url }) => ({ filename, url })),
        })),
      };
    },
    CONSOLE_SANDBOX_STEPS: async () => {
      const sandbox = requireSteps();
      const [payments, smsRegisterProcessing, invoiceFailuresQueued, promiseVideos] = await Promise.all([
        sandbox.listPendingPayments(),
        sandbox.countProcessingSmsRegisterRequests(),
        countQueuedInvoiceFailures(db),
        sandbox.listPromiseVideoRequirements(),
      ]);
      return {
        payments: payments.map((order) => ({
          ref: order.providerRef,
          outTradeNo: order.outTradeNo,
          description: order.description,
          amountFen: order.amountFen,
          createdAt: order.createdAt.toISOString(),
        })),
        smsRegisterProcessing,
        invoiceFailuresQueued,
        promiseVideos: promiseVideos.map((row) => ({ phone: row.phone, createdAt: row.createdAt.toISOString() })),
      };
    },
    CONSOLE_SANDBOX_DECIDE_PAYMENT: async ({ input }) => {
      const order = await requireSteps().decidePayment(input.ref, input.result);
      if (!order) {
        throw invalid('支付订单不存在');
      }
      return { state: order.state };
    },
    CONSOLE_SANDBOX_FAIL_NEXT_INVOICE: async ({ input }) => {
      requireSteps();
      await queueInvoiceFailure(db, input.reason || undefined);
      return { invoiceFailuresQueued: await countQueuedInvoiceFailures(db) };
    },
    CONSOLE_SANDBOX_PROCESS_SMS_REGISTER: async () => ({ processedNumbers: await requireSteps().processSmsRegisterRequests() }),
    CONSOLE_SANDBOX_RECORD_PROMISE_VIDEO: async ({ input }) => {
      requireSteps();
      if (!(await recordPromiseVideo(db, input.phone))) {
        throw invalid('该号码无需录制承诺视频');
      }
      return { isRecorded: true as const };
    },
  };
}
