import { renderSms } from '@hall/contract/sms/templates';
import type { Db } from '../../db/connection.ts';
import { sandboxSmsOutbox } from '../../db/schema.ts';
import type { SmsGateway } from './sms-gateway.ts';

/**
 * Messages land in an outbox that /sandbox/sms and tests read, as a person reads their phone: the
 * template's text under the signature, dated by the injected clock (the console's outbox lists the
 * last day of it). A resent notification shows once.
 */
export function createSandboxSmsGateway(db: Db, signName: string, now: () => Date): SmsGateway {
  return {
    send: async ({ kind, phone, params, notificationId }) => {
      await db
        .insert(sandboxSmsOutbox)
        .values({ phone, text: `【${signName}】${renderSms(kind, params)}`, notificationId: notificationId ?? null, createdAt: now() })
        .onConflictDoNothing({ target: sandboxSmsOutbox.notificationId });
    },
  };
}
