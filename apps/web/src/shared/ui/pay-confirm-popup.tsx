import { lazy, Suspense, useEffect, useState } from 'react';
import type { PayConfirmPopupProps } from './pay-confirm-popup-body.tsx';

// The popup and its animation libraries stay out of the first screen: they load when the page is
// idle, or at the latest when the popup first opens.
const loadBody = () => import('./pay-confirm-popup-body.tsx');
const PayConfirmPopupBody = lazy(() => loadBody().then((module) => ({ default: module.PayConfirmPopupBody })));
const IDLE_PRELOAD_DELAY_MS = 1500;

/** Confirms a payment: 返回修改 goes back to the form, 继续支付 pays. */
export function PayConfirmPopup(props: PayConfirmPopupProps) {
  const [hasOpened, setHasOpened] = useState(props.visible);
  if (props.visible && !hasOpened) {
    setHasOpened(true);
  }
  useEffect(() => {
    const timer = setTimeout(() => void loadBody().catch(() => undefined), IDLE_PRELOAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!hasOpened) {
    return null;
  }
  return (
    <Suspense fallback={null}>
      <PayConfirmPopupBody {...props} />
    </Suspense>
  );
}
