import { readSession, takeSession, writeSession } from '../../shared/lib/storage.ts';

const RETRY_MARK = 'start-retry';

/**
 * Runs `start` once the page has painted: after the next animation frame (right away in a page
 * opened in the background, which gets no frames). If the app's code fails to load, the page
 * reloads once, as a page's part does (lazy-page.ts); a second failure leaves the page as it is.
 */
export function startAfterFirstPaint(start: () => Promise<unknown>): void {
  const run = () =>
    void start().then(
      () => void takeSession(RETRY_MARK),
      () => {
        if (readSession(RETRY_MARK) !== location.href) {
          writeSession(RETRY_MARK, location.href);
          location.reload();
        }
      },
    );
  if (document.visibilityState === 'hidden') {
    setTimeout(run, 0);
  } else {
    requestAnimationFrame(() => setTimeout(run, 0));
  }
}
