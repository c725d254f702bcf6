export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  attachments: MailAttachment[];
}

/** The outgoing e-mail service (invoices are delivered by e-mail). */
export interface Mailer {
  send(mail: Mail): Promise<void>;
}
