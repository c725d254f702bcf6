import type { Db } from '../../db/connection.ts';
import { sandboxMailAttachments, sandboxMailOutbox } from '../../db/schema.ts';
import type { Mailer } from './mailer.ts';

/** Mails land in an outbox that /sandbox/mail and tests read, attachments included. */
export function createSandboxMailer(db: Db, now: () => Date): Mailer {
  return {
    send: async (mail) => {
      await db.transaction(async (tx) => {
        const inserted = await tx
          .insert(sandboxMailOutbox)
          .values({ toAddress: mail.to, subject: mail.subject, body: mail.text, createdAt: now() })
          .returning({ id: sandboxMailOutbox.id });
        const mailId = inserted[0]?.id;
        if (mailId === undefined || mail.attachments.length === 0) {
          return;
        }
        await tx.insert(sandboxMailAttachments).values(
          mail.attachments.map((attachment) => ({
            mailId,
            filename: attachment.filename,
            contentType: attachment.contentType,
            contentBase64: attachment.content.toString('base64'),
          })),
        );
      });
    },
  };
}
