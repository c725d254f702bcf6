import type { NotificationKind } from '@hall/contract/notifications/rules';

/** A notification of the outbox (platform/notifications.ts) as the worker hands it to the gateway. */
export interface NotificationMessage {
  /** The outbox row's id: the same on every resend of the notification. */
  id: number;
  kind: NotificationKind;
  phone: string;
  params: Record<string, string>;
}

/**
 * The operator's SMS gateway.
 *
 * `send` carries a text written here (one-time codes). `sendNotification` carries a notification
 * of the outbox, which the worker may send more than once (a crash between the gateway's answer
 * and marking the row sent): the gateway must show it once. A real adapter maps the kind to the
 * provider's approved template id, passes the params as the template's variables, and passes the
 * notification id as the provider's request (session) id, so the provider drops a repeat.
 */
export interface SmsGateway {
  send(phone: string, text: string): Promise<void>;
  sendNotification(message: NotificationMessage): Promise<void>;
}
