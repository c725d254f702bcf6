import { Mask, SpinLoading } from 'antd-mobile';
import { useSyncExternalStore } from 'react';
import { readLoading, subscribeLoading } from './loading-store.ts';

export function LoadingOverlay() {
  const loading = useSyncExternalStore(subscribeLoading, readLoading);
  return (
    <Mask visible={loading.count > 0} opacity="thin" disableBodyScroll={false} style={{ zIndex: 2000 }}>
      <div className="loading-overlay" role="status" aria-live="polite">
        <SpinLoading color="white" />
        <span>{loading.text}</span>
      </div>
    </Mask>
  );
}
