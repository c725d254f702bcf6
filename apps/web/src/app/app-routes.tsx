import { memo, useEffect, useMemo, useRef, useState } from 'react';
import {
  UNSAFE_LocationContext as LocationContext,
  useLocation,
  useNavigate,
  useNavigationType,
  useRoutes,
  type Location,
  type NavigationType,
  type RouteMatch,
  type RouteObject,
} from 'react-router';
import type { PreparedNavigation } from './prepare-navigation.ts';
import { RootLayout } from './root-layout.tsx';
import { RouteError } from './route-error.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

type Shown = { location: Location; navigationType: NavigationType } & ({ routes: RouteObject[]; matches: RouteMatch[] } | { error: unknown });

function MatchedRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * The pages of the shown location. They read it (useLocation) as one object until the next page
 * is shown, as under a data router: a navigation being prepared does not render them again.
 */
const ShownRoutes = memo(function ShownRoutes({
  routes,
  location,
  navigationType,
}: {
  routes: RouteObject[];
  location: Location;
  navigationType: NavigationType;
}) {
  const shownLocation = useMemo(() => ({ location, navigationType }), [location, navigationType]);
  return (
    <LocationContext.Provider value={shownLocation}>
      <MatchedRoutes routes={routes} />
    </LocationContext.Provider>
  );
});

/**
 * The app's pages. A new location is shown once `prepare` has it ready (guard passed, code
 * loaded); until then the page before stays, under the progress bar. Nothing shows before the
 * first location is ready.
 */
export function AppRoutes({ prepare }: { prepare: (location: Location) => Promise<PreparedNavigation> }) {
  const location = useLocation();
  const navigate = useNavigate();
  const navigationType = useNavigationType();
  const [shown, setShown] = useState<Shown | null>(null);
  const preparing = useRef<Location | null>(null);

  useEffect(() => {
    // Once per location (StrictMode runs effects twice): the guard's LOGIN spends its code.
    if (preparing.current === location) {
      return;
    }
    preparing.current = location;
    void prepare(location).then((prepared) => {
      if (preparing.current !== location) {
        return;
      }
      if ('redirectTo' in prepared) {
        void navigate(prepared.redirectTo, { replace: true });
      } else {
        setShown({ location, navigationType, ...prepared });
      }
    });
  }, [location, navigate, navigationType, prepare]);

  if (!shown) {
    return null;
  }
  if ('error' in shown) {
    return <RouteError />;
  }
  return (
    <RouteErrorBoundary location={shown.location}>
      <RootLayout matches={shown.matches} isNavigating={shown.location !== location}>
        <ShownRoutes routes={shown.routes} location={shown.location} navigationType={shown.navigationType} />
      </RootLayout>
    </RouteErrorBoundary>
  );
}
