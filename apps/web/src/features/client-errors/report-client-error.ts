import { ClientErrorLimit, type ClientErrorKindValue } from '@hall/contract/client-errors/rules';
import { sendClientError } from './api.ts';

// Loaded with the first error of a page (watch-client-errors.ts), so the first route carries none of it.

/** Reports a page sends at most, and the least time between two: a page in an error loop sends a few. */
const REPORTS_PER_PAGE_MAX = 10;
const REPORT_INTERVAL_MS = 1000;

const reported = new Set<string>();
let sentCount = 0;
let lastSentAt = Number.NEGATIVE_INFINITY;

/** Numbers long enough to be a phone, an ID or a card number go before anything leaves the phone. */
function scrub(text: string, maxLength: number, isMultiLine = false): string {
  const masked = text.replace(/\d{7,}[\dXx]?/g, '***');
  const printable = isMultiLine ? masked.replace(/[^\P{Cc}\t\n]/gu, ' ') : masked.replace(/\p{Cc}/gu, ' ');
  return printable.slice(0, maxLength);
}

function describe(reason: unknown): { message: string; stack?: string } {
  if (reason instanceof Error) {
    return { message: `${reason.name}: ${reason.message}`, ...(reason.stack ? { stack: reason.stack } : {}) };
  }
  return { message: typeof reason === 'string' ? reason : String(reason) };
}

/** The built entry's file name (its hash changes with each build); 'dev' outside a build. */
function readAppVersion(): string {
  const entry = document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src ?? '';
  return /\/assets\/([\w.-]+)\.js$/.exec(entry)?.[1]?.slice(0, ClientErrorLimit.APP_VERSION_MAX) ?? 'dev';
}

/** Reports an error once per page load (the same kind, message and first frame count as one), throttled. */
export function reportClientError(kind: ClientErrorKindValue, reason: unknown): void {
  const { message, stack } = describe(reason);
  const key = `${kind}|${message}|${stack?.split('\n')[1] ?? ''}`;
  const now = Date.now();
  if (reported.has(key) || sentCount >= REPORTS_PER_PAGE_MAX || now - lastSentAt < REPORT_INTERVAL_MS) {
    return;
  }
  reported.add(key);
  sentCount += 1;
  lastSentAt = now;
  void sendClientError({
    kind,
    message: scrub(message, ClientErrorLimit.MESSAGE_MAX),
    ...(stack ? { stack: scrub(stack, ClientErrorLimit.STACK_MAX, true) } : {}),
    route: scrub(window.location.pathname, ClientErrorLimit.ROUTE_MAX),
    appVersion: readAppVersion(),
  });
}
