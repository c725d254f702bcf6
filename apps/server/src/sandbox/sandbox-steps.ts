import { asc, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/connection.ts';
import {
  promiseVideoRequirements,
  sandboxInvoiceFailures,
  sandboxMailAttachments,
  sandboxMailOutbox,
  sandboxWechatPayOrders,
  smsRegisterRequests,
} from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import { createSandboxPaymentDecider, type SandboxPaymentDecider } from '../providers/wechat-pay/sandbox-payment-decision.ts';

// What the sandbox pages do, as functions: the pages (/sandbox/…) and the console's sandbox
// section drive the same steps, so a demo can be run from either.

const DEFAULT_INVOICE_FAILURE_REASON = '购买方纳税人识别号校验不通过';
const LIST_LIMIT = 50;

/** Sent mails, newest first, with the addresses of their attachments. */
export async function listSandboxMails(db: Db, to: string | undefined) {
  const mails = await db
    .select()
    .from(sandboxMailOutbox)
    .where(to ? eq(sandboxMailOutbox.toAddress, to) : undefined)
    .orderBy(desc(sandboxMailOutbox.id))
    .limit(LIST_LIMIT);
  const attachments =
    mails.length === 0
      ? []
      : await db
          .select({ id: sandboxMailAttachments.id, mailId: sandboxMailAttachments.mailId, filename: sandboxMailAttachments.filename })
          .from(sandboxMailAttachments)
          .where(
            inArray(
              sandboxMailAttachments.mailId,
              mails.map((mail) => mail.id),
            ),
          );
  return mails.map((mail) => ({
    ...mail,
    attachments: attachments
      .filter((attachment) => attachment.mailId === mail.id)
      .map((attachment) => ({ id: attachment.id, filename: attachment.filename, url: `/sandbox/mail/attachments/${attachment.id}` })),
  }));
}

/** The issuing platform refuses the next application with this reason (status 3). */
export async function queueInvoiceFailure(db: Db, reason: string | undefined): Promise<void> {
  await db.insert(sandboxInvoiceFailures).values({ reason: reason || DEFAULT_INVOICE_FAILURE_REASON });
}

export async function countQueuedInvoiceFailures(db: Db): Promise<number> {
  const rows = await db.select({ total: count() }).from(sandboxInvoiceFailures).where(isNull(sandboxInvoiceFailures.usedAt));
  return Number(rows[0]?.total ?? 0);
}

/** Recording the video in the mini program settles the back office's requirement for the number. */
export async function recordPromiseVideo(db: Db, phone: string): Promise<boolean> {
  const rows = await db.delete(promiseVideoRequirements).where(eq(promiseVideoRequirements.phone, phone)).returning({ phone: promiseVideoRequirements.phone });
  return rows.length > 0;
}

export interface SandboxSteps {
  /** Null unless WeChat Pay is the sandbox. */
  decidePayment: SandboxPaymentDecider | null;
  listPendingPayments(): Promise<(typeof sandboxWechatPayOrders.$inferSelect)[]>;
  countProcessingSmsRegisterRequests(): Promise<number>;
  /** Carries out every SMS do-not-disturb request still processing; answers how many numbers had some. */
  processSmsRegisterRequests(): Promise<number>;
  listPromiseVideoRequirements(): Promise<(typeof promiseVideoRequirements.$inferSelect)[]>;
}

/** The steps that need the running server (payment notifications go through HTTP); null while no system is on its sandbox. */
export function createSandboxSteps(app: FastifyInstance, deps: AppDeps): SandboxSteps | null {
  if (deps.providers.sandboxes.size === 0) {
    return null;
  }
  const wechatPay = deps.providers.sandboxWechatPay;
  const { db } = deps;
  return {
    decidePayment: wechatPay ? createSandboxPaymentDecider(app, deps, wechatPay) : null,
    listPendingPayments: () =>
      db
        .select()
        .from(sandboxWechatPayOrders)
        .where(eq(sandboxWechatPayOrders.state, 'NOTPAY'))
        .orderBy(desc(sandboxWechatPayOrders.createdAt))
        .limit(LIST_LIMIT),
    countProcessingSmsRegisterRequests: async () => {
      const rows = await db.select({ total: count() }).from(smsRegisterRequests).where(eq(smsRegisterRequests.status, 'processing'));
      return Number(rows[0]?.total ?? 0);
    },
    processSmsRegisterRequests: async () => {
      const phones = await db
        .selectDistinct({ phone: smsRegisterRequests.phone })
        .from(smsRegisterRequests)
        .where(eq(smsRegisterRequests.status, 'processing'));
      // The built-in back office carries a request out once it is old enough: reading the number's
      // registration at a moment that far ahead lets it finish them now.
      const ahead = new Date(deps.now().getTime() + deps.config.SMS_REGISTER_PROCESSING_SECONDS * 1000);
      for (const { phone } of phones) {
        await deps.boss.readSmsRegistration(phone, ahead);
      }
      return phones.length;
    },
    listPromiseVideoRequirements: () => db.select().from(promiseVideoRequirements).orderBy(asc(promiseVideoRequirements.createdAt)).limit(LIST_LIMIT),
  };
}
