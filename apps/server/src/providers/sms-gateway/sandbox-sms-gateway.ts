import { renderNotification } from '@hall/contract/notifications/rules';
import type { Db } from '../../db/connection.ts';
import { sandboxSmsOutbox } from '../../db/schema.ts';
import type { SmsGateway } from './sms-gateway.ts';

/** Messages land in an outbox that /sandbox/sms and tests read, as a person reads their phone. */
export function createSandboxSmsGateway(db: Db): SmsGateway {
  return {
    send: async (phone, text) => {
      await db.insert(sandboxSmsOutbox).values({ phone, text });
    },
    // The notification id is the request id a real provider recognises: a resend shows once.
    sendNotification: async ({ id, kind, phone, params }) => {
      await db
        .insert(sandboxSmsOutbox)
        .values({ phone, text: renderNotification(kind, params), notificationId: id })
        .onConflictDoNothing({ target: sandboxSmsOutbox.notificationId });
    },
  };
}
