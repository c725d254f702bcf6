import { formatDetailMonth } from '@hall/contract/usage-detail/rules';
import { maskPhone } from '@hall/contract/number-key';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { usageDetailMails } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { defineJob } from '../../platform/jobs/define-job.ts';
import { DELIVERY_RETRY } from '../../platform/jobs/retry-policy.ts';
import { runJobNow } from '../../platform/jobs/run-due-jobs.ts';
import { renderDetailPdf } from './usage-detail-pdf.ts';
import { readDetailMonth } from './usage-detail-records.ts';

// A month's detail mailed as a PDF: the request writes the job's row (one per number and request
// id), the mail is tried at once after the commit, and the job's pass tries again what a mail server
// refused or a killed process left, with the delivery rhythm. The PDF is built when the mail goes,
// from the records the number has then.

const detailMailPayloadSchema = z.object({
  phone: z.string(),
  billMonth: z.string().regex(/^\d{6}$/),
  email: z.string(),
  requestId: z.string(),
  memberId: z.number().int(),
});
export type DetailMailPayload = z.infer<typeof detailMailPayloadSchema>;

/** The subject of a month's detail mail. */
export const detailMailSubject = (month: string) => `【通话详单】${formatDetailMonth(month)}通话和短信详单`;

export const usageDetailMailJob = defineJob({
  name: 'usage detail mail',
  table: usageDetailMails,
  payload: detailMailPayloadSchema,
  retry: DELIVERY_RETRY,
  handler: async ({ phone, billMonth, email }, { deps }) => {
    const month = await readDetailMonth(deps.db, phone, billMonth);
    const sellerName = deps.config.INVOICE_SELLER_NAME;
    const pdf = await renderDetailPdf({ phone: maskPhone(phone), month: billMonth, generatedAt: deps.now(), sellerName, ...month });
    const title = formatDetailMonth(billMonth);
    await deps.providers.mailer.send({
      to: email,
      subject: detailMailSubject(billMonth),
      text: `尊敬的客户：\n您申请的号码 ${maskPhone(phone)} ${title}的通话和短信详单见附件（PDF），共通话${month.calls.length}次、短信${month.messages.length}条、上网${month.dataDays.length}天。对方号码已部分隐藏。\n如非本人申请，请联系客服。\n${sellerName}`,
      attachments: [{ filename: `详单_${billMonth}.pdf`, contentType: 'application/pdf', content: pdf }],
    });
    return undefined;
  },
});

/** Sends a request's mail right after it committed, unless another send holds it. */
export async function sendDetailMailNow(deps: AppDeps, phone: string, requestId: string, log: FastifyBaseLogger): Promise<void> {
  await runJobNow(deps, usageDetailMailJob, sql`${usageDetailMails.phone} = ${phone} and ${usageDetailMails.requestId} = ${requestId}`, log);
}
