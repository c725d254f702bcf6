import { useSyncExternalStore } from 'react';
import { readLoading, subscribeLoading } from './loading-store.ts';

/** The shared loading overlay: plain CSS, so it costs the first screen almost nothing. */
export function LoadingOverlay() {
  const loading = useSyncExternalStore(subscribeLoading, readLoading);
  if (loading.count === 0) {
    return null;
  }
  return (
    <div className="loading-mask">
      <div className="loading-overlay" role="status" aria-live="polite">
        <span className="loading-spinner" aria-hidden="true" />
        <span>{loading.text}</span>
      </div>
    </div>
  );
}
