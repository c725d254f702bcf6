import type { NotificationKind } from '@hall/contract/notifications/rules';
import type { SmsKind } from '@hall/contract/sms/templates';

/** A notification of the outbox (platform/notifications.ts) as the worker hands it over. */
export interface NotificationMessage {
  /** The outbox row's id: the same on every resend of the notification. */
  id: number;
  kind: NotificationKind;
  phone: string;
  params: Record<string, string>;
}

/** One SMS: a template kind with its parameters, to one number. */
export interface SmsMessage {
  kind: SmsKind;
  phone: string;
  params: Record<string, string>;
  /** The notification outbox row it carries, if any (the same on every resend). */
  notificationId?: number;
}

/**
 * The operator's SMS gateway. Every message is a template registered with the provider under the
 * operator's approved signature (@hall/contract/sms/templates): a real adapter sends the kind's
 * template id (SMS_TEMPLATES) with the parameters in the template's order, and throws when the
 * provider refuses the number, even inside a successful answer.
 */
export interface SmsGateway {
  send(message: SmsMessage): Promise<void>;
}
