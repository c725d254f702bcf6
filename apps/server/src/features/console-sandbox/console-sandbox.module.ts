import type { consoleSandboxEndpoints } from '@hall/contract/console-sandbox/endpoints';
import type { FastifyRequest } from 'fastify';
import { invalid } from '../../platform/api-error.ts';
import type { FeatureModule } from '../../platform/feature-module.ts';
import {
  countQueuedInvoiceFailures,
  listSandboxMails,
  queueInvoiceFailure,
  recordPromiseVideo,
  createSandboxSteps,
  type SandboxSteps,
} from '../../sandbox/sandbox-steps.ts';

/** The console's sandbox section: outboxes and the outside systems' steps; refused without sandbox providers. */
export const consoleSandboxModule: FeatureModule<keyof typeof consoleSandboxEndpoints> = {
  name: 'console-sandbox',
  handlers: (deps) => {
    const { db } = deps;
    // The steps call the running app (a payment notification goes through HTTP, as WeChat Pay's
    // would), so they are built on first use, from the app that received the request.
    let steps: SandboxSteps | null = null;
    const requireSteps = (request: FastifyRequest): SandboxSteps => {
      steps ??= createSandboxSteps(request.server, deps);
      if (!steps) {
        throw invalid('仅沙箱环境提供此功能');
      }
      return steps;
    };

    return {
      CONSOLE_SANDBOX_MAILS: async ({ input, request }) => {
        requireSteps(request);
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
      CONSOLE_SANDBOX_STEPS: async ({ request }) => {
        const sandbox = requireSteps(request);
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
      CONSOLE_SANDBOX_DECIDE_PAYMENT: async ({ input, request }) => {
        const order = await requireSteps(request).decidePayment(input.ref, input.result);
        if (!order) {
          throw invalid('支付订单不存在');
        }
        return { state: order.state };
      },
      CONSOLE_SANDBOX_FAIL_NEXT_INVOICE: async ({ input, request }) => {
        requireSteps(request);
        await queueInvoiceFailure(db, input.reason || undefined);
        return { invoiceFailuresQueued: await countQueuedInvoiceFailures(db) };
      },
      CONSOLE_SANDBOX_PROCESS_SMS_REGISTER: async ({ request }) => ({ processedNumbers: await requireSteps(request).processSmsRegisterRequests() }),
      CONSOLE_SANDBOX_RECORD_PROMISE_VIDEO: async ({ input, request }) => {
        requireSteps(request);
        if (!(await recordPromiseVideo(db, input.phone))) {
          throw invalid('该号码无需录制承诺视频');
        }
        return { isRecorded: true as const };
      },
    };
  },
};
