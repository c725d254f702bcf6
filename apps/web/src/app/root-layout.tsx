import { useEffect } from 'react';
import { useMatches, useNavigation } from 'react-router';
import { LoadingOverlay } from '../shared/ui/loading-overlay.tsx';
import { KeepAliveOutlet } from './keep-alive-outlet.tsx';
import { isRouteHandle } from './route-handle.ts';

const DEFAULT_TITLE = '网上营业厅';

/** Frame of every page: title from the route table, the kept-alive outlet, the loading overlay. */
export function RootLayout() {
  const matches = useMatches();
  const navigation = useNavigation();
  const title = [...matches].reverse().find((match) => isRouteHandle(match.handle))?.handle;

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
