import { formatChinaDateTime } from '@hall/contract/china-time';
import { COPY_VALID_DAYS } from '@hall/contract/personal-info/rules';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { personalInfoCopies } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { recordMemberAction } from '../../domain/member-action-log.ts';
import { defineJob } from '../../platform/jobs/define-job.ts';
import { DELIVERY_RETRY } from '../../platform/jobs/retry-policy.ts';
import { runJobNow } from '../../platform/jobs/run-due-jobs.ts';
import { buildCopyArchive } from './copy-archive.ts';

// Preparing a copy: the request writes the row, the copy is built at once after the commit, and
// the job's pass tries again what failed or what a stopped process left. A mailed copy goes as the
// ZIP attached; a downloadable one is kept on its row (recorded with the row's completion, in the
// same statement), until its one download or its expiry.

const copyPayloadSchema = z.object({
  memberId: z.number().int(),
  delivery: z.enum(['email', 'download']),
  email: z.string().nullable(),
});

export const COPY_MAIL_SUBJECT = '【个人信息副本】您申请的个人信息副本';
export const COPY_FILE_NAME = '个人信息副本.zip';

export const personalInfoCopyJob = defineJob({
  name: 'personal info copy',
  table: personalInfoCopies,
  payload: copyPayloadSchema,
  retry: DELIVERY_RETRY,
  handler: async ({ memberId, delivery, email }, { deps, id }) => {
    const archive = await buildCopyArchive(deps, memberId);
    if (delivery === 'download') {
      return { content: archive };
    }
    if (!email) {
      throw new Error('mailed copy without an address');
    }
    const sellerName = deps.config.INVOICE_SELLER_NAME;
    await deps.providers.mailer.send({
      to: email,
      subject: COPY_MAIL_SUBJECT,
      text: `尊敬的客户：\n您于${formatChinaDateTime(deps.now())}前申请的个人信息副本见附件（ZIP，内含 JSON 文件，README.txt 说明各文件内容）。\n副本中手机号码已部分隐藏，不含证件照片、签名、银行卡信息和证件号码。\n如非本人申请，请联系客服。\n${sellerName}`,
      attachments: [{ filename: COPY_FILE_NAME, contentType: 'application/zip', content: archive }],
    });
    await recordMemberAction(deps.db, { memberId, action: 'copyMailed', detail: { copyId: id, validDays: COPY_VALID_DAYS }, createdAt: deps.now() });
    return undefined;
  },
});

/** Prepares a copy right after its request committed, unless another run holds it. */
export async function prepareCopyNow(deps: AppDeps, copyId: number, log: FastifyBaseLogger): Promise<void> {
  await runJobNow(deps, personalInfoCopyJob, eq(personalInfoCopies.id, copyId), log);
}
