import { formatChinaDateTime } from '@hall/contract/china-time';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sandboxMailAttachments } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import { escapeHtml, renderSandboxPage } from './html.ts';
import { countQueuedInvoiceFailures, listSandboxMails, queueInvoiceFailure } from './sandbox-steps.ts';
import { sandboxText } from './sandbox-input.ts';

const mailQuerySchema = z.object({ to: sandboxText(100).optional() });
const attachmentParamsSchema = z.object({ id: z.string().regex(/^\d{1,15}$/) });

/** Pages of the sandbox mail service (the outbox, PDFs openable; the issuing platform's switch while it is the sandbox too). */
export function registerSandboxMailRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;

  app.get('/sandbox/api/mail', async (request) => {
    const query = mailQuerySchema.safeParse(request.query ?? {});
    return { code: 1, msg: '成功', data: { list: await listSandboxMails(db, query.success ? query.data.to : undefined) } };
  });

  app.get('/sandbox/mail', async (request, reply) => {
    const query = mailQuerySchema.safeParse(request.query ?? {});
    const to = query.success ? query.data.to : undefined;
    const mails = await listSandboxMails(db, to);
    const invoiceSwitch = deps.providers.sandboxes.has('invoice')
      ? `<div class="card"><strong>模拟开票平台</strong><p class="note">下一张发票将开具失败（状态 3，附失败原因），用于演示“重新开票”。已排队 ${await countQueuedInvoiceFailures(db)} 次。</p>
<form method="post" action="/sandbox/invoices/fail-next"><button type="submit" class="secondary">下一张发票开具失败</button></form></div>`
      : '';
    const items = mails
      .map(
        (mail) => `<article class="card" aria-label="邮件 ${mail.id}"><strong>${escapeHtml(mail.subject)}</strong>
<div class="note">收件人：${escapeHtml(mail.toAddress)} · ${formatChinaDateTime(mail.createdAt)}</div>
<p style="white-space:pre-wrap">${escapeHtml(mail.body)}</p>
${mail.attachments.map((attachment) => `<a class="button" href="${attachment.url}" target="_blank">打开附件 ${escapeHtml(attachment.filename)}</a>`).join('')}</article>`,
      )
      .join('');
    const body = `<h1>邮件发件箱${to ? ` · ${escapeHtml(to)}` : ''}</h1>
${invoiceSwitch}
${items || '<p class="note">暂无邮件</p>'}`;
    return reply.type('text/html').send(renderSandboxPage('邮件发件箱', body));
  });

  app.get('/sandbox/mail/attachments/:id', async (request, reply) => {
    const params = attachmentParamsSchema.safeParse(request.params);
    const rows = params.success
      ? await db
          .select()
          .from(sandboxMailAttachments)
          .where(eq(sandboxMailAttachments.id, Number(params.data.id)))
      : [];
    const attachment = rows[0];
    if (!attachment) {
      return reply.code(404).type('text/html').send(renderSandboxPage('附件', '<h1>附件不存在</h1>'));
    }
    return reply
      .type(attachment.contentType)
      .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(attachment.filename)}`)
      .send(Buffer.from(attachment.contentBase64, 'base64'));
  });
}

/** The sandbox issuing platform's switch: the next application fails. */
export function registerSandboxInvoiceRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.post('/sandbox/invoices/fail-next', async (request, reply) => {
    const body = z.object({ reason: sandboxText(100).optional() }).safeParse(request.body ?? {});
    await queueInvoiceFailure(deps.db, body.success ? body.data.reason : undefined);
    // Back to the mail page when it exists (the issuing platform's switch is on it).
    return deps.providers.sandboxes.has('mail')
      ? reply.redirect('/sandbox/mail', 302)
      : reply.type('text/html').send(renderSandboxPage('开票平台', '<h1>下一张发票将开具失败</h1>'));
  });
}
