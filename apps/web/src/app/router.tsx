import { createBrowserRouter, redirect, type NonIndexRouteObject, type RouteObject } from 'react-router';
import { queryClient } from '../shared/api/query-client.ts';
import { setKnownRoutes, setNavigate } from '../shared/lib/navigation.ts';
import { readToken } from '../shared/lib/storage.ts';
import { lazyPage } from './lazy-page.ts';
import { loginGuardLoader } from './login-guard.ts';
import { RootLayout } from './root-layout.tsx';
import type { RouteHandle } from './route-handle.ts';
import { layoutRoutes, listRoutePaths, pageRoutes, redirectRoutes, type PageRoute } from './route-table.ts';
import { RouteError } from './route-error.tsx';

function toRouteObject(route: PageRoute, path: string = route.path): NonIndexRouteObject {
  const handle: RouteHandle = { title: route.title, keepAlive: route.keepAlive ?? false };
  const { prefetch } = route;
  // The loader does not wait for the data: the page renders its skeleton, the request is already on its way.
  const loader = prefetch
    ? () => {
        if (readToken()) {
          void prefetch(queryClient);
        }
        return null;
      }
    : undefined;
  return { id: route.path, path, lazy: lazyPage(route.load), handle, ...(loader ? { loader } : {}) };
}

/** A layout child's path relative to its layout: '/Recharge' under '/', 'myPoints' under '/integral'. */
function relativeChildPath(layoutPath: string, childPath: string): string {
  return layoutPath === '/' ? childPath.slice(1) : childPath.slice(layoutPath.length + 1);
}

const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    loader: loginGuardLoader,
    // The guard runs on every navigation: a token removed by -101 must send the next page to login.
    shouldRevalidate: () => true,
    errorElement: <RouteError />,
    HydrateFallback: () => null,
    children: [
      ...layoutRoutes.map((layout): RouteObject => ({
        ...toRouteObject(layout),
        children: [
          { index: true, loader: () => redirect(layout.indexRedirect) },
          ...layout.children.map((child) => toRouteObject(child, relativeChildPath(layout.path, child.path))),
        ],
      })),
      ...pageRoutes.map((route) => toRouteObject(route)),
      ...redirectRoutes.map((route) => ({ path: route.path, loader: () => redirect(route.to) })),
      {
        path: '*',
        lazy: lazyPage(() => import('./not-found-page.tsx').then((module) => module.NotFoundPage)),
        handle: { title: '页面不存在', keepAlive: false } satisfies RouteHandle,
      },
    ],
  },
];

export const router = createBrowserRouter(routes);

setNavigate((to, options) => void router.navigate(to, options));
setKnownRoutes(listRoutePaths());
