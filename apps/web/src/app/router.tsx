import {
  matchRoutes,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  unstable_HistoryRouter as HistoryRouter,
  type Location,
  type NonIndexRouteObject,
  type RouteObject,
} from 'react-router';
import { queryClient } from '../shared/api/query-client.ts';
import { setNavigate } from '../shared/lib/navigation.ts';
import { withPopBlocking } from '../shared/lib/pop-blocking.ts';
import { AppRoutes } from './app-routes.tsx';
import { hallRoute } from './hall-route.ts';
import { loadOrReloadOnce, pageCode } from './lazy-page.ts';
import { loginGuard } from './login-guard.ts';
import { loadOtherRoutes } from './load-other-routes.ts';
import type { PageLoader, PageModule } from './page-module.ts';
import { createNavigationPreparer } from './prepare-navigation.ts';
import type { PageCode, RouteHandle } from './route-handle.ts';
import type { LayoutRoute, PageRoute } from './route-table.ts';

function loaderOf(load: PageModule | PageLoader): PageLoader {
  return typeof load === 'function' ? load : () => loadOtherRoutes().then((modules) => modules.loadPageComponent(load.file, load.exportName));
}

/** Renders a page whose code the navigation has loaded before showing it. */
function LoadedPage({ code }: { code: PageCode }) {
  const { Component } = code;
  return Component ? <Component /> : null;
}

function pageRouteObject(handle: RouteHandle & { page: PageCode }, id: string, path: string): NonIndexRouteObject {
  return { id, path, element: <LoadedPage code={handle.page} />, handle };
}

function toRouteObject(route: PageRoute, path: string = route.path): NonIndexRouteObject {
  const handle = { title: route.title, keepAlive: route.keepAlive ?? false, page: pageCode(loaderOf(route.load)), prefetch: route.prefetch };
  return pageRouteObject(handle, route.path, path);
}

/** A layout child's path relative to its layout: '/Recharge' under '/', 'myPoints' under '/integral'. */
function relativeChildPath(layoutPath: string, childPath: string): string {
  return layoutPath === '/' ? childPath.slice(1) : childPath.slice(layoutPath.length + 1);
}

function toLayoutObject(layout: LayoutRoute): RouteObject {
  return {
    ...toRouteObject(layout),
    children: [
      { index: true, handle: { redirectTo: layout.indexRedirect } satisfies RouteHandle },
      ...layout.children.map((child) => toRouteObject(child, relativeChildPath(layout.path, child.path))),
    ],
  };
}

/** Every route beyond the hall, from the whole route table. */
function otherRouteObjects(table: Awaited<ReturnType<typeof loadOtherRoutes>>): RouteObject[] {
  const notFound = { title: '页面不存在', keepAlive: false, page: pageCode(() => import('./not-found-page.tsx').then((module) => module.NotFoundPage)) };
  return [
    ...table.layoutRoutes.filter((layout) => layout !== hallRoute).map(toLayoutObject),
    ...table.pageRoutes.map((route) => toRouteObject(route)),
    ...table.redirectRoutes.map((route) => ({ path: route.path, handle: { redirectTo: route.to } satisfies RouteHandle })),
    pageRouteObject(notFound, '*', '*'),
  ];
}

let routes: RouteObject[] = [toLayoutObject(hallRoute)];
let hasOtherRoutes = false;

/**
 * The hall's paths match at once; any other path first brings the rest of the route table (the
 * chunk of the other pages' loaders, which that page needs anyway) into the routes.
 */
async function routesFor(location: Location): Promise<RouteObject[]> {
  if (hasOtherRoutes || matchRoutes(routes, location)) {
    return routes;
  }
  const table = await loadOrReloadOnce(loadOtherRoutes, `${location.pathname}${location.search}`);
  if (!hasOtherRoutes) {
    hasOtherRoutes = true;
    routes = [...routes, ...otherRouteObjects(table)];
  }
  return routes;
}

const prepareNavigation = createNavigationPreparer({ routesFor, guard: loginGuard, queryClient });

const appHistory = withPopBlocking(createBrowserHistory({ v5Compat: true }));

setNavigate((to, options) => (options?.replace ? appHistory.replace(to) : appHistory.push(to)));

/** The phone app's router: the browser's history (pages may hold its back button) and the route table. */
export function AppRouter() {
  return (
    <HistoryRouter history={appHistory}>
      <AppRoutes prepare={prepareNavigation} />
    </HistoryRouter>
  );
}
