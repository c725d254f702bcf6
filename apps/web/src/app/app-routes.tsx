import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useRoutes, type Location, type RouteMatch, type RouteObject } from 'react-router';
import type { PreparedNavigation } from './prepare-navigation.ts';
import { RootLayout } from './root-layout.tsx';
import { RouteError } from './route-error.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

type Shown = { location: Location } & ({ routes: RouteObject[]; matches: RouteMatch[] } | { error: unknown });

function ShownRoutes({ routes, location }: { routes: RouteObject[]; location: Location }) {
  return useRoutes(routes, location);
}

/**
 * The app's pages. A new location is shown once `prepare` has it ready (guard passed, code
 * loaded); until then the page before stays, under the progress bar. Nothing shows before the
 * first location is ready.
 */
export function AppRoutes({ prepare }: { prepare: (location: Location) => Promise<PreparedNavigation> }) {
  const location = useLocation();
  const navigate = useNavigate();
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
        setShown({ location, ...prepared });
      }
    });
  }, [location, navigate, prepare]);

  if (!shown) {
    return null;
  }
  if ('error' in shown) {
    return <RouteError />;
  }
  return (
    <RouteErrorBoundary location={shown.location}>
      <RootLayout matches={shown.matches} isNavigating={shown.location !== location}>
        <ShownRoutes routes={shown.routes} location={shown.location} />
      </RootLayout>
    </RouteErrorBoundary>
  );
}
