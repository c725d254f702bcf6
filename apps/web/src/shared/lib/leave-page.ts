import type { NavigateFunction } from 'react-router';
import { showToast } from '../ui/toast.ts';

export const CLOSE_PAGE_HINT = '请直接关闭本页面';

interface WeixinBridge {
  call(name: 'closeWindow'): void;
}

/**
 * The back button of a page opened from a link or a scanned code (no hall behind it): the
 * previous page of this app if there is one, else WeChat's window closes, else `fallback`.
 * Never the subscriber hall, which would send a person without a member login through WeChat
 * authorisation. With nowhere to go (no fallback, outside WeChat) it says to close the page.
 */
export function leaveLinkPage(navigate: NavigateFunction, fallback?: string): void {
  const state = window.history.state as { idx?: unknown } | null;
  if (state && typeof state.idx === 'number' && state.idx > 0) {
    void navigate(-1);
    return;
  }
  const bridge = (window as unknown as { WeixinJSBridge?: Partial<WeixinBridge> }).WeixinJSBridge;
  if (typeof bridge?.call === 'function') {
    bridge.call('closeWindow');
    return;
  }
  if (fallback) {
    void navigate(fallback, { replace: true });
    return;
  }
  showToast(CLOSE_PAGE_HINT);
}
