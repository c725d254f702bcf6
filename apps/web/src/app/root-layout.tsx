import { useEffect, type ReactNode } from 'react';
import type { RouteMatch } from 'react-router';
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

function titleOf(matches: RouteMatch[]): string {
  const titles = matches.map((match): unknown => match.route.handle).flatMap((handle) => (isRouteHandle(handle) && handle.title ? [handle.title] : []));
  return titles.at(-1) ?? DEFAULT_TITLE;
}

interface RootLayoutProps {
  /** The routes of the page shown. */
  matches: RouteMatch[];
  /** A navigation is preparing the next page (its guard, its code). */
  isNavigating: boolean;
  /** The page shown. */
  children: ReactNode;
}

/** Frame of every page: title from the route table, the kept-alive outlet, the loading overlay. */
export function RootLayout({ matches, isNavigating, children }: RootLayoutProps) {
  const title = titleOf(matches);
  useSlowNavigationOverlay(isNavigating);

  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    <div className="app-frame">
      {isNavigating && <div className="navigation-progress" role="progressbar" aria-label="页面加载中" />}
      <KeepAliveOutlet topMatch={matches[0]}>{children}</KeepAliveOutlet>
      <LoadingOverlay />
    </div>
  );
}
