import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { repeatWhileOpen } from '../../platform/repeating-work.ts';
import { NOTIFICATION_BATCH, sendDueNotifications, type NotificationPass } from './notifications.worker.ts';

// The worker polls the outbox every couple of seconds, and once at start, so rows a killed
// process left claimed or unsent go out after a restart (once their lease has run out).

const POLL_INTERVAL_MS = 2000;
const MAX_BATCHES_PER_POLL = 10;

/** Sends batches until the outbox has no more due rows (or the poll's share is done). */
async function drainOutbox(deps: AppDeps): Promise<NotificationPass> {
  const total: NotificationPass = { sent: 0, retrying: 0, failed: 0 };
  for (let batch = 0; batch < MAX_BATCHES_PER_POLL; batch += 1) {
    const pass = await sendDueNotifications(deps, { limit: NOTIFICATION_BATCH });
    total.sent += pass.sent;
    total.retrying += pass.retrying;
    total.failed += pass.failed;
    if (pass.sent + pass.retrying + pass.failed < NOTIFICATION_BATCH) {
      break;
    }
  }
  return total;
}

export function scheduleNotifications(app: FastifyInstance, deps: AppDeps): void {
  // A slow gateway must not pile polls up: the next one starts after this one ends.
  repeatWhileOpen(app, deps.database, {
    name: 'notification pass',
    intervalMs: POLL_INTERVAL_MS,
    run: async () => {
      const pass = await drainOutbox(deps);
      if (pass.retrying + pass.failed > 0) {
        app.log.warn(pass, 'notifications not sent by the SMS gateway');
      }
    },
  });
}
