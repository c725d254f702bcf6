// Prints the routes the web app serves (from its real route table) and the operations the
// server answers (from the contract the server registers), for ../shared/tools/spec-coverage.mjs.
// `pages` adds each page route's metadata (title, login exemption, staff area, where a layout's
// bare path leads, what a page needs and where it goes without it, hand-offs), for the route
// smoke test.
import { endpoints, OPERATION_NAMES } from '../packages/contract/src/endpoints.ts';
import { layoutRoutes, listPageRoutes, listRoutePaths, redirectRoutes } from '../apps/web/src/app/route-table.ts';

const indexRedirects = new Map(layoutRoutes.map((layout) => [layout.path, layout.indexRedirect]));

const catalog = {
  routes: listRoutePaths(),
  operations: OPERATION_NAMES.map((name) => ({ name, method: endpoints[name].method, path: endpoints[name].path })),
  pages: listPageRoutes().map((route) => ({
    path: route.path,
    title: route.title,
    loginExempt: route.loginExempt ?? false,
    isStaffArea: route.isStaffArea ?? false,
    ...(indexRedirects.has(route.path) ? { indexRedirect: indexRedirects.get(route.path) } : {}),
    ...(route.guard ? { guard: route.guard } : {}),
    ...(route.handsOffTo ? { handsOffTo: route.handsOffTo } : {}),
  })),
  redirects: redirectRoutes,
};
console.log(JSON.stringify(catalog, null, 2));
