import type { PageRoute } from './route-table.ts';

/**
 * Finds the route of a path among `routes`, for guards, titles and menus: paths compare
 * case-insensitively, as the router does, then routes with parameters (/NoteRegister/:phone?),
 * then splats (/console/*).
 */
export function createRouteFinder(routes: PageRoute[]): (path: string) => PageRoute | undefined {
  const routesByPath = new Map(routes.map((route) => [route.path.toLowerCase(), route]));
  const splatRoutes = routes.filter((route) => route.path.endsWith('/*'));
  const parameterRoutes = routes
    .filter((route) => route.path.includes('/:'))
    .map((route) => ({
      route,
      pattern: new RegExp(
        `^${route.path.replace(/\/:[^/]+?(\?)?(?=\/|$)/g, (_segment, optional: string | undefined) => (optional ? '(?:/[^/]+)?' : '/[^/]+'))}$`,
        'i',
      ),
    }));
  return (path) => {
    const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path;
    const lowered = normalized.toLowerCase();
    return (
      routesByPath.get(lowered) ??
      parameterRoutes.find((entry) => entry.pattern.test(normalized))?.route ??
      splatRoutes.find((route) => {
        const base = route.path.slice(0, -2).toLowerCase();
        return lowered === base || lowered.startsWith(`${base}/`);
      })
    );
  };
}
