import { useEffect } from 'react';
import { useMatches, useNavigation } from 'react-router';
import { SLOW_NAVIGATION_MS } from '../config/ui-timings.ts';
import { LoadingOverlay } from '../shared/ui/loading-overlay.tsx';
import { beginLoading, SHELL_LOADING_TEXT } from '../shared/ui/loading-store.ts';
import { KeepAliveOutlet } from './keep-alive-outlet.tsx';
import { isRouteHandle } from './route-handle.ts';

const DEFAULT_TITLE = '网上营业厅';

/** A page slow to arrive (its code on a poor network) gets the shell's overlay, after a moment. */
function useSlowNavigationOverlay(isLoading: boolean): void {
  useEffect(() => {
    if (!isLoading) {
      return;
    }
    let endLoading: (() => void) | undefined;
    const timer = setTimeout(() => {
      endLoading = beginLoading(SHELL_LOADING_TEXT);
    }, SLOW_NAVIGATION_MS);
    return () => {
      clearTimeout(timer);
      endLoading?.();
    };
  }, [isLoading]);
}

/** Frame of every page: title from the route table, the kept-alive outlet, the loading overlay. */
export function RootLayout() {
  const matches = useMatches();
  const navigation = useNavigation();
  const title = [...matches].reverse().find((match) => isRouteHandle(match.handle))?.handle;
  useSlowNavigationOverlay(navigation.state === 'loading');

  useEffect(() => {
    document.title = isRouteHandle(title) ? title.title : DEFAULT_TITLE;
  }, [title]);

  return (
    <div className="app-frame">
      {navigation.state === 'loading' && <div className="navigation-progress" role="progressbar" aria-label="页面加载中" />}
      <KeepAliveOutlet />
      <LoadingOverlay />
    </div>
  );
}
