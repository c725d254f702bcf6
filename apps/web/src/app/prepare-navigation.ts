import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes, type Location, type RouteMatch, type RouteObject } from 'react-router';
import { readToken } from '../shared/lib/storage.ts';
import { isRouteHandle, type RouteHandle } from './route-handle.ts';

/** What a navigation comes to: its page ready to show, somewhere else to go instead, or an error to show. */
export type PreparedNavigation = { routes: RouteObject[]; matches: RouteMatch[] } | { redirectTo: string } | { error: unknown };

interface NavigationSources {
  /** The routes that can match `location` (bringing in the rest of the table when it is not there yet). */
  routesFor: (location: Location) => Promise<RouteObject[]>;
  /** Runs before any page shows: null lets it, a path goes there instead; it may never answer (the page leaves). */
  guard: (location: Location) => Promise<string | null>;
  queryClient: QueryClient;
}

interface PreparedPage {
  location: Location;
  matches: RouteMatch[];
}

function handleOf(match: RouteMatch | undefined): RouteHandle | undefined {
  const handle: unknown = match?.route.handle;
  return isRouteHandle(handle) ? handle : undefined;
}

/**
 * Whether a matched route's data starts again, as a data router revalidates its loaders: a route
 * newly matched or matched at another path, the same URL again, or another query. A layout whose
 * child changes (the hall between its tabs) does not ask again.
 */
function startsAgain(match: RouteMatch, location: Location, previous: PreparedPage | null): boolean {
  if (!previous || previous.location.search !== location.search || previous.location.pathname === location.pathname) {
    return true;
  }
  return !previous.matches.some((before) => before.route === match.route && before.pathname === match.pathname);
}

/**
 * What the app does before it shows a location: it matches the route table, runs the guard,
 * loads the matched pages' code and starts their data (the data is not waited for: the page
 * renders its skeleton while the request is on its way), all at once.
 */
export function createNavigationPreparer({ routesFor, guard, queryClient }: NavigationSources) {
  let previous: PreparedPage | null = null;
  return async (location: Location): Promise<PreparedNavigation> => {
    try {
      const routes = await routesFor(location);
      const matches = matchRoutes(routes, location) ?? [];
      const redirectTo = handleOf(matches.at(-1))?.redirectTo;
      if (!redirectTo && readToken()) {
        const starting = matches.filter((match) => startsAgain(match, location, previous));
        starting.forEach((match) => void handleOf(match)?.prefetch?.(queryClient));
      }
      const guarding = guard(location);
      const loadingPages = redirectTo ? null : Promise.all(matches.map((match) => handleOf(match)?.page?.load()));
      const [guardRedirect] = await Promise.all([guarding, loadingPages]);
      if (guardRedirect !== null || redirectTo) {
        return { redirectTo: guardRedirect ?? (redirectTo as string) };
      }
      previous = { location, matches };
      return { routes, matches };
    } catch (error) {
      return { error };
    }
  };
}
