import { rootCertificates } from 'node:tls';
import type { Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import type { Config } from '../../config.ts';
import { ServiceUnavailableError } from '../../platform/api-error.ts';
import type { Mailer } from './mailer.ts';

export type SmtpSettings = Pick<
  Config,
  'SMTP_HOST' | 'SMTP_PORT' | 'SMTP_SECURE' | 'SMTP_USER' | 'SMTP_PASSWORD' | 'SMTP_FROM' | 'SMTP_CA' | 'PROVIDER_TIME_BUDGET_MS'
>;

/** A nodemailer failure as the outside-system failure the callers handle, with its code and the server's answer. */
function mailFailure(error: unknown): ServiceUnavailableError {
  if (error instanceof ServiceUnavailableError) {
    return error;
  }
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  const detail = [code, responseCode].filter((part) => part !== undefined).join(' ');
  const message = error instanceof Error ? error.message : String(error);
  return new ServiceUnavailableError('mailer', detail ? `${detail}: ${message}` : message);
}

/**
 * Mail through an SMTP server (nodemailer): STARTTLS required on the submission port, or TLS from
 * the first byte with SMTP_SECURE, the server's certificate always checked (SMTP_CA adds trust on
 * top of the bundled CAs), then a login. One connection per message: invoices are few, and no
 * socket stays open between them or past shutdown. nodemailer loads with the first mail, not with
 * the server.
 */
export function createSmtpMailer(settings: SmtpSettings): Mailer {
  let transport: Promise<Transporter<SMTPTransport.SentMessageInfo>> | null = null;
  const openTransport = () => (transport ??= import('nodemailer').then(({ createTransport }) => createTransport(transportOptions(settings))));
  return {
    send: async (mail) => {
      const sent = await openTransport()
        .then((opened) =>
          opened.sendMail({
            from: settings.SMTP_FROM,
            to: mail.to,
            subject: mail.subject,
            text: mail.text,
            attachments: mail.attachments.map((attachment) => ({
              filename: attachment.filename,
              contentType: attachment.contentType,
              content: attachment.content,
            })),
          }),
        )
        .catch((error: unknown) => {
          throw mailFailure(error);
        });
      // A server may take the message for some recipients and refuse others; ours has one, so any refusal fails.
      if (sent.rejected.length > 0) {
        throw new ServiceUnavailableError('mailer', `recipient refused: ${sent.response}`);
      }
    },
  };
}

function transportOptions(settings: SmtpSettings): SMTPTransport.Options {
  const budget = settings.PROVIDER_TIME_BUDGET_MS;
  return {
    host: settings.SMTP_HOST,
    port: settings.SMTP_PORT,
    secure: settings.SMTP_SECURE,
    // A server that does not offer STARTTLS is refused before the password is sent.
    requireTLS: !settings.SMTP_SECURE,
    auth: { user: settings.SMTP_USER, pass: settings.SMTP_PASSWORD },
    tls: {
      rejectUnauthorized: true,
      minVersion: 'TLSv1.2',
      // Setting `ca` replaces node's CAs, so the bundled ones are kept beside the extra certificates.
      ...(settings.SMTP_CA ? { ca: [...rootCertificates, settings.SMTP_CA] } : {}),
    },
    connectionTimeout: budget,
    greetingTimeout: budget,
    socketTimeout: budget,
    dnsTimeout: budget,
  };
}
