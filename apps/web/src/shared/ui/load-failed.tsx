import { isApiError } from '../api/api-error.ts';
import { EmptyState } from './empty-state.tsx';

export const RELOAD_LABEL = '重新加载';
const FALLBACK_REASON = '请稍后重试';
const RETRY_BUTTON_STYLE = { width: 'auto', marginTop: 16, padding: '6px 24px', fontSize: 14 } as const;

/**
 * The one error state of a page whose data did not load: what failed, the catalogue's reason
 * (network, 500, …) and 重新加载, which runs the load again in place. A plain button, so the
 * hall's first screen can show it without loading antd-mobile.
 */
export function LoadFailed({
  title = '加载失败',
  error,
  onRetry,
  isRetrying = false,
}: {
  title?: string;
  error: unknown;
  onRetry: () => unknown;
  isRetrying?: boolean;
}) {
  const reason = isApiError(error) && error.message ? error.message : FALLBACK_REASON;
  return (
    <EmptyState title={title} description={reason}>
      <button type="button" className="plain-button plain-button-primary" style={RETRY_BUTTON_STYLE} disabled={isRetrying} onClick={() => void onRetry()}>
        {isRetrying ? '加载中...' : RELOAD_LABEL}
      </button>
    </EmptyState>
  );
}

/** A failed load as LoadFailed takes it: the error, the retry, and whether the retry is running. */
export interface LoadFailure {
  error: unknown;
  onRetry: () => unknown;
  isRetrying: boolean;
}

/** A query's failure as LoadFailed's props: its error, its refetch, and whether that refetch is running. */
export function retryOf(query: { error: unknown; refetch: () => Promise<unknown>; isFetching: boolean }): LoadFailure {
  return { error: query.error, onRetry: () => query.refetch(), isRetrying: query.isFetching };
}

/** The server answered and said no (a code in the envelope), as opposed to a load that did not get through. */
export function isServerAnswer(error: unknown): boolean {
  return isApiError(error) && error.status === 200;
}
