import { isReachable } from '@hall/contract/number-state';
import type { consoleSandboxEndpoints } from '@hall/contract/console-sandbox/endpoints';
import { CardsMessage } from '@hall/contract/cards/rules';
import { SandboxMessage, type SandboxSystem } from '@hall/contract/console-sandbox/rules';
import { asc } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { sandboxUsageProfiles } from '../../db/schema.ts';
import { invalid } from '../../platform/api-error.ts';
import { insertAuditEntry } from '../../domain/audit-log.ts';
import type { FeatureModule } from '../../platform/feature-module.ts';
import { moveSandboxClock, scheduleSandboxClockAndUsage } from './sandbox-clock.schedule.ts';
import { injectUsage } from './usage-injection.ts';
import { setUsageProfile } from './usage-simulator.ts';
import {
  countQueuedInvoiceFailures,
  listSandboxMails,
  queueInvoiceFailure,
  recordPromiseVideo,
  createSandboxSteps,
  type SandboxSteps,
} from '../../sandbox/sandbox-steps.ts';
import { listSandboxWechatMessages } from '../../sandbox/sandbox-wechat-outbox.ts';

/** The systems the console's demo steps belong to. */
const STEP_SYSTEMS: readonly SandboxSystem[] = ['wechat', 'invoice', 'demo'];

/** The console's sandbox section: each outbox and step only while its system is on its sandbox; refused otherwise. */
export const consoleSandboxModule: FeatureModule<keyof typeof consoleSandboxEndpoints> = {
  name: 'console-sandbox',
  schedules: scheduleSandboxClockAndUsage,
  handlers: (deps) => {
    const { db } = deps;
    const { sandboxes } = deps.providers;
    // The steps call the running app (a payment notification goes through HTTP, as WeChat Pay's
    // would), so they are built on first use, from the app that received the request.
    let steps: SandboxSteps | null = null;
    const requireSteps = (request: FastifyRequest, system: SandboxSystem): SandboxSteps => {
      steps ??= createSandboxSteps(request.server, deps);
      if (!steps || !sandboxes.has(system)) {
        throw invalid(SandboxMessage.SANDBOX_ONLY);
      }
      return steps;
    };

    const requireClock = (request: FastifyRequest) => {
      requireSteps(request, 'demo');
      if (!deps.sandboxClock) {
        throw invalid(SandboxMessage.SANDBOX_ONLY);
      }
      return deps.sandboxClock;
    };

    /** The demo aids' steps: the clock, the usage simulator, the back office's processing and the promise video. */
    const readDemoSteps = async (sandbox: SandboxSteps) => {
      const [smsRegisterProcessing, promiseVideos, usageProfiles] = await Promise.all([
        sandbox.countProcessingSmsRegisterRequests(),
        sandbox.listPromiseVideoRequirements(),
        db.select().from(sandboxUsageProfiles).orderBy(asc(sandboxUsageProfiles.phone)),
      ]);
      return {
        smsRegisterProcessing,
        promiseVideos: promiseVideos.map((row) => ({ phone: row.phone, createdAt: row.createdAt.toISOString() })),
        ...(deps.sandboxClock ? { clock: { now: deps.now().toISOString(), isMoved: deps.sandboxClock.offsetMs() > 0 } } : {}),
        usageProfiles,
      };
    };

    return {
      CONSOLE_SANDBOX_MAILS: async ({ input, request }) => {
        requireSteps(request, 'mail');
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
      CONSOLE_SANDBOX_WECHAT_OUTBOX: async ({ input, request }) => {
        requireSteps(request, 'wechat');
        return { list: await listSandboxWechatMessages(db, input.phone || undefined) };
      },
      CONSOLE_SANDBOX_STEPS: async ({ request }) => {
        const sandbox = STEP_SYSTEMS.find((system) => sandboxes.has(system));
        const steps = requireSteps(request, sandbox ?? 'demo');
        const [payments, invoiceFailuresQueued, demo] = await Promise.all([
          sandboxes.has('wechat') ? steps.listPendingPayments() : null,
          sandboxes.has('invoice') ? countQueuedInvoiceFailures(db) : null,
          sandboxes.has('demo') ? readDemoSteps(steps) : null,
        ]);
        return {
          ...(payments
            ? {
                payments: payments.map((order) => ({
                  ref: order.providerRef,
                  outTradeNo: order.outTradeNo,
                  description: order.description,
                  amountFen: order.amountFen,
                  createdAt: order.createdAt.toISOString(),
                })),
              }
            : {}),
          ...(invoiceFailuresQueued === null ? {} : { invoiceFailuresQueued }),
          ...demo,
        };
      },
      CONSOLE_SANDBOX_DECIDE_PAYMENT: async ({ input, request }) => {
        const decidePayment = requireSteps(request, 'wechat').decidePayment;
        const order = decidePayment ? await decidePayment(input.ref, input.result) : null;
        if (!order) {
          throw invalid(SandboxMessage.PAYMENT_ORDER_NOT_FOUND);
        }
        return { state: order.state };
      },
      CONSOLE_SANDBOX_FAIL_NEXT_INVOICE: async ({ input, request }) => {
        requireSteps(request, 'invoice');
        await queueInvoiceFailure(db, input.reason || undefined);
        return { invoiceFailuresQueued: await countQueuedInvoiceFailures(db) };
      },
      CONSOLE_SANDBOX_PROCESS_SMS_REGISTER: async ({ request }) => ({ processedNumbers: await requireSteps(request, 'demo').processSmsRegisterRequests() }),
      CONSOLE_SANDBOX_RECORD_PROMISE_VIDEO: async ({ input, request }) => {
        requireSteps(request, 'demo');
        if (!(await recordPromiseVideo(db, input.phone))) {
          throw invalid(CardsMessage.NO_PROMISE_VIDEO_NEEDED);
        }
        return { isRecorded: true as const };
      },
      CONSOLE_SANDBOX_MOVE_CLOCK: async ({ staff, request }) => {
        const now = await moveSandboxClock(deps, requireClock(request));
        await insertAuditEntry(db, {
          createdAt: deps.now(),
          staffId: staff.id,
          action: 'sandbox_clock_move',
          subjectType: 'sandbox_clock',
          subjectId: '1',
          detail: { now: now.toISOString() },
        });
        return { now: now.toISOString() };
      },
      CONSOLE_SANDBOX_INJECT_USAGE: async ({ staff, input, request }) => {
        requireSteps(request, 'demo');
        const result = await injectUsage(deps.db, deps.boss, input, deps.now());
        await insertAuditEntry(db, {
          createdAt: deps.now(),
          staffId: staff.id,
          action: 'sandbox_usage_inject',
          subjectType: 'number',
          subjectId: input.phone,
          detail: { kind: input.kind, amount: input.amount, requestId: input.requestId, recorded: result.recorded },
        });
        return result;
      },
      CONSOLE_SANDBOX_SET_USAGE_PROFILE: async ({ staff, input, request }) => {
        requireSteps(request, 'demo');
        const subscriber = await deps.boss.findSubscriber(input.phone);
        if (!subscriber || !isReachable(subscriber.status)) {
          throw invalid(SandboxMessage.NUMBER_UNAVAILABLE);
        }
        await setUsageProfile(db, input.phone, input.profile, deps.now());
        await insertAuditEntry(db, {
          createdAt: deps.now(),
          staffId: staff.id,
          action: 'sandbox_usage_profile',
          subjectType: 'number',
          subjectId: input.phone,
          detail: { profile: input.profile },
        });
        return { profile: input.profile };
      },
    };
  },
};
