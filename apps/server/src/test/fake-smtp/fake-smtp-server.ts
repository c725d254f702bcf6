import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';
import { createThrowAwayCertificate } from './throw-away-certificate.ts';

/** Recipients at this domain are refused (550), as a mailbox that does not exist would be. */
export const REFUSED_RECIPIENT_DOMAIN = 'refused.example.com';

export interface ReceivedAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** One message the fake accepted, as mailparser read it back, with the session it came over. */
export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  attachments: ReceivedAttachment[];
  /** The SMTP envelope (MAIL FROM, RCPT TO), which may differ from the headers. */
  envelopeFrom: string;
  envelopeTo: string[];
  /** Whether the session was encrypted (STARTTLS, or TLS from the first byte) when the message came. */
  secure: boolean;
  /** The login the session authenticated as. */
  user: string;
}

/** One AUTH attempt: whether it came over TLS, and whether the fake accepted it. */
export interface LoginAttempt {
  method: string;
  username: string;
  secure: boolean;
  accepted: boolean;
}

export interface FakeSmtpOptions {
  /**
   * Offer STARTTLS (the default). Without it the server also accepts a login in plain text, so a
   * client that does not insist on TLS would hand over its password: only requireTLS refuses.
   */
  starttls?: boolean;
  /** TLS from the first byte (port 465 style, SMTP_SECURE=true) instead of STARTTLS. */
  implicitTls?: boolean;
}

export interface FakeSmtp {
  port: number;
  /** The throw-away certificate the server presents (PEM): trusting it is SMTP_CA. */
  ca: string;
  user: string;
  password: string;
  implicitTls: boolean;
  inbox: ReceivedMail[];
  logins: LoginAttempt[];
  /** Errors the server saw on connections (a client that gave up in the TLS handshake, …). */
  connectionErrors: string[];
  /** The account's password changes at the provider: logins with the old one are refused from now on. */
  changePassword(password: string): void;
  close(): Promise<void>;
}

const smtpError = (responseCode: number, message: string) => Object.assign(new Error(message), { responseCode });

const addressesOf = (field: AddressObject | AddressObject[] | undefined): string[] =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((group) => group.value.map((entry) => entry.address ?? ''));

/**
 * A real SMTP server (the `smtp-server` package) on 127.0.0.1 for the mail adapter: STARTTLS under a
 * throw-away certificate, AUTH PLAIN or LOGIN with one known account, no mail before TLS and login,
 * and every accepted message parsed by mailparser into `inbox`.
 */
export async function startFakeSmtp(options: FakeSmtpOptions = {}): Promise<FakeSmtp> {
  const offersStarttls = options.starttls ?? true;
  const implicitTls = options.implicitTls ?? false;
  const certificate = createThrowAwayCertificate();
  const user = 'invoice@mail.fake.test';
  let password = randomBytes(12).toString('base64url');
  const inbox: ReceivedMail[] = [];
  const logins: LoginAttempt[] = [];
  const connectionErrors: string[] = [];

  const requireSecureLogin = (session: SMTPServerSession) => {
    if (offersStarttls && !session.secure) {
      return smtpError(530, 'Must issue a STARTTLS command first');
    }
    if (!session.user) {
      return smtpError(530, 'Authentication required');
    }
    return null;
  };

  const server = new SMTPServer({
    secure: implicitTls,
    key: certificate.key,
    cert: certificate.cert,
    // Refused, not only left out of EHLO: a client that requires TLS asks for STARTTLS regardless.
    disabledCommands: offersStarttls ? [] : ['STARTTLS'],
    authMethods: ['PLAIN', 'LOGIN'],
    // With STARTTLS on offer, AUTH before it is refused (538); without it, this fake takes a
    // plain-text login on purpose (see FakeSmtpOptions.starttls).
    allowInsecureAuth: !offersStarttls,
    disableReverseLookup: true,
    logger: false,
    closeTimeout: 500,
    onAuth(auth, session, callback) {
      const accepted = (auth.method === 'PLAIN' || auth.method === 'LOGIN') && auth.username === user && auth.password === password;
      logins.push({ method: auth.method, username: auth.username ?? '', secure: session.secure, accepted });
      if (!accepted) {
        callback(smtpError(535, 'Authentication credentials invalid'));
        return;
      }
      callback(null, { user });
    },
    onMailFrom(_address, session, callback) {
      callback(requireSecureLogin(session));
    },
    onRcptTo(address, session, callback) {
      const refusal = requireSecureLogin(session);
      if (refusal) {
        callback(refusal);
        return;
      }
      if (address.address.toLowerCase().endsWith(`@${REFUSED_RECIPIENT_DOMAIN}`)) {
        callback(smtpError(550, 'Mailbox unavailable'));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          inbox.push({
            from: addressesOf(parsed.from)[0] ?? '',
            to: addressesOf(parsed.to),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            attachments: parsed.attachments.map((attachment) => ({
              filename: attachment.filename ?? '',
              contentType: attachment.contentType,
              content: attachment.content,
            })),
            envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            envelopeTo: session.envelope.rcptTo.map((recipient) => recipient.address),
            secure: session.secure,
            user: String(session.user ?? ''),
          });
          callback();
        })
        .catch((error: unknown) => callback(smtpError(554, `Message could not be parsed: ${String(error)}`)));
    },
  });
  server.on('error', (error: Error) => connectionErrors.push(error.message));

  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  return {
    port,
    ca: certificate.cert,
    user,
    get password() {
      return password;
    },
    implicitTls,
    inbox,
    logins,
    connectionErrors,
    changePassword(next) {
      password = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The app's configuration for mailing through this fake, trusting its certificate. */
export function smtpEnvironmentOf(fake: FakeSmtp): Record<string, string> {
  return {
    MAIL_PROVIDER: 'smtp',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(fake.port),
    SMTP_SECURE: String(fake.implicitTls),
    SMTP_USER: fake.user,
    SMTP_PASSWORD: fake.password,
    SMTP_FROM: '星海移动 <invoice@mail.fake.test>',
    SMTP_CA: fake.ca,
  };
}
