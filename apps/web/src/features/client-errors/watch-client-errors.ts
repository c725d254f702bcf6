import type { ClientErrorKindValue } from '@hall/contract/client-errors/rules';

// Kept tiny: it is part of the app's start. The reporter loads with the first error.

/** Reports an error to the server (CLIENT_ERROR); a failure to load the reporter is dropped. */
export function reportError(kind: ClientErrorKindValue, reason: unknown): void {
  import('./report-client-error.ts').then(
    (reporter) => reporter.reportClientError(kind, reason),
    () => undefined,
  );
}

/** Reports the page's uncaught errors and unhandled rejections. */
export function watchClientErrors(): void {
  window.addEventListener('error', (event) => reportError('error', event.error ?? event.message));
  window.addEventListener('unhandledrejection', (event) => reportError('unhandledrejection', event.reason));
}
