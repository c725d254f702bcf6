import { createBrowserRouter, redirect, type NonIndexRouteObject, type RouteObject } from 'react-router';
import { queryClient } from '../shared/api/query-client.ts';
import { setNavigate } from '../shared/lib/navigation.ts';
import { readToken } from '../shared/lib/storage.ts';
import { hallRoute } from './hall-route.ts';
import { loadOrReloadOnce, lazyPage } from './lazy-page.ts';
import { loginGuardLoader } from './login-guard.ts';
import { loadOtherRoutes } from './load-other-routes.ts';
import type { PageLoader, PageModule } from './page-module.ts';
import { RootLayout } from './root-layout.tsx';
import type { RouteHandle } from './route-handle.ts';
import type { LayoutRoute, PageRoute } from './route-table.ts';
import { RouteError } from './route-error.tsx';

const ROOT_ID = 'root';

function loaderOf(load: PageModule | PageLoader): PageLoader {
  return typeof load === 'function' ? load : () => loadOtherRoutes().then((modules) => modules.loadPageComponent(load.file, load.exportName));
}

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
  return { id: route.path, path, lazy: lazyPage(loaderOf(route.load)), handle, ...(loader ? { loader } : {}) };
}

/** A layout child's path relative to its layout: '/Recharge' under '/', 'myPoints' under '/integral'. */
function relativeChildPath(layoutPath: string, childPath: string): string {
  return layoutPath === '/' ? childPath.slice(1) : childPath.slice(layoutPath.length + 1);
}

function toLayoutObject(layout: LayoutRoute): RouteObject {
  return {
    ...toRouteObject(layout),
    children: [
      { index: true, loader: () => redirect(layout.indexRedirect) },
      ...layout.children.map((child) => toRouteObject(child, relativeChildPath(layout.path, child.path))),
    ],
  };
}

/** Every route beyond the hall, from the whole route table. */
function otherRouteObjects(table: Awaited<ReturnType<typeof loadOtherRoutes>>): RouteObject[] {
  return [
    ...table.layoutRoutes.filter((layout) => layout !== hallRoute).map(toLayoutObject),
    ...table.pageRoutes.map((route) => toRouteObject(route)),
    ...table.redirectRoutes.map((route) => ({ path: route.path, loader: () => redirect(route.to) })),
    {
      path: '*',
      lazy: lazyPage(() => import('./not-found-page.tsx').then((module) => module.NotFoundPage)),
      handle: { title: '页面不存在', keepAlive: false } satisfies RouteHandle,
    },
  ];
}

const routes: RouteObject[] = [
  {
    id: ROOT_ID,
    element: <RootLayout />,
    loader: loginGuardLoader,
    // The guard runs on every navigation: a token removed by -101 must send the next page to login.
    shouldRevalidate: () => true,
    errorElement: <RouteError />,
    HydrateFallback: () => null,
    children: [toLayoutObject(hallRoute)],
  },
];

let hasOtherRoutes = false;

export const router = createBrowserRouter(routes, {
  // The hall's paths match at once; any other path first brings the rest of the route table
  // (the chunk of the other pages' loaders, which that page needs anyway) into the router.
  patchRoutesOnNavigation: async ({ path, patch }) => {
    if (hasOtherRoutes) {
      return;
    }
    const isFirstLoad = path === window.location.pathname;
    const target = isFirstLoad ? `${window.location.pathname}${window.location.search}` : path;
    const table = await loadOrReloadOnce(loadOtherRoutes, target);
    if (!hasOtherRoutes) {
      hasOtherRoutes = true;
      patch(ROOT_ID, otherRouteObjects(table));
    }
  },
});

setNavigate((to, options) => void router.navigate(to, options));
