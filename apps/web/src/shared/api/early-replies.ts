import { EARLY_REPLIES_GLOBAL } from '@hall/contract/hall/first-paint';
import { READ_STALE_TIME_MS } from '../../config/ui-timings.ts';

/** A read the page's bootstrap script sent before the app's code arrived (app/first-paint/early-replies-script.ts). */
interface EarlyReply {
  body: string;
  sentAt: number;
  reply: Promise<Response>;
}

type EarlyReplies = Record<string, EarlyReply | undefined>;

function earlyReplies(): EarlyReplies | undefined {
  return (window as unknown as Record<string, EarlyReplies | undefined>)[EARLY_REPLIES_GLOBAL];
}

/**
 * The reply of the bootstrap script's read of this path, for the first request of the app that is
 * the same request (same path, same body: the same token), and only while it is as fresh as any
 * read the app shows. Taken at most once: every later request goes to the network.
 */
export function takeEarlyReply(path: string, body: string, signal: AbortSignal): Promise<Response> | undefined {
  const replies = earlyReplies();
  const early = replies?.[path];
  if (!replies || !early) {
    return undefined;
  }
  delete replies[path];
  const isFresh = Date.now() - early.sentAt < READ_STALE_TIME_MS;
  return early.body === body && isFresh ? untilAborted(early.reply, signal) : undefined;
}

/** The reply, or a rejection once the request's own timeout aborts it (as fetch does). */
function untilAborted(reply: Promise<Response>, signal: AbortSignal): Promise<Response> {
  return new Promise((resolve, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    reply.then(resolve, reject);
  });
}
