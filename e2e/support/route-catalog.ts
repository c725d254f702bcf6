import { execSync } from 'node:child_process';

// The route table as `npm run catalog` prints it: what the route sweeps (every route renders, the
// axe check, the 320 px pass) walk over, so a new route is checked without touching them.

export type RouteNeed = 'agent-session' | 'verified-invoice-number' | 'sms-register-number' | 'bind-face-check';

export interface CatalogPage {
  path: string;
  title: string;
  loginExempt: boolean;
  isStaffArea: boolean;
  /** A layout's bare path leads to its first child. */
  indexRedirect?: string;
  /** What the page needs besides its area's login, and where it goes without it. */
  guard?: { needs: RouteNeed; otherwise: string };
  /** A hand-off page goes on to this route once it has done its work. */
  handsOffTo?: string;
}

export interface RouteCatalog {
  routes: string[];
  pages: CatalogPage[];
  redirects: { path: string; to: string }[];
}

export function readRouteCatalog(): RouteCatalog {
  return JSON.parse(execSync('npm run -s catalog', { cwd: `${import.meta.dirname}/../..`, encoding: 'utf8' })) as RouteCatalog;
}

/**
 * The path a person opens for a route: optional parameters left out, a splat's base, a required
 * parameter filled from `sampleParams` (a new route with one must add its value where it is swept).
 */
export function openablePath(routePath: string, sampleParams: Record<string, string> = {}): string {
  return routePath
    .replace(/\/\*$/, '')
    .replace(/\/:([^/?]+)\?/g, '')
    .replace(/\/:([^/]+)/g, (_segment, name: string) => {
      const value = sampleParams[name];
      if (!value) {
        throw new Error(`${routePath}: add a sample value for :${name}`);
      }
      return `/${value}`;
    });
}
