import type { Page } from '@playwright/test';
import { openablePath as openableRoutePath, type CatalogPage, type RouteCatalog, type RouteNeed } from './route-catalog.ts';

// "Every route renders its own page": where the route table says opening a route ends, and what is
// wrong with the page a route landed on. A page that silently sends the person somewhere else (the
// hall, a login) or shows an error fails.

/** Values for required route parameters (none today); a new route with one must add its value here. */
const SAMPLE_PARAMS: Record<string, string> = {};

/** The path a person opens for a route of the table. */
export const openableSamplePath = (routePath: string) => openableRoutePath(routePath, SAMPLE_PARAMS);

/** The page of a route path of the table, or of a link (/VnoOpenCard?title=1); paths compare case-insensitively. */
function findPage(catalog: RouteCatalog, path: string): CatalogPage | undefined {
  const exact = catalog.pages.find((page) => page.path.toLowerCase() === path.toLowerCase());
  const pathname = new URL(path, 'http://hall').pathname.toLowerCase();
  return exact ?? catalog.pages.find((page) => openableSamplePath(page.path).toLowerCase() === pathname);
}

/**
 * Where opening a path ends (its pathname) and the title shown there, given the needs that are met
 * and whether the link was signed by its partner (hand-offs go on only then).
 */
export function expectedLanding(catalog: RouteCatalog, path: string, metNeeds: ReadonlySet<RouteNeed>, isSignedLink = false): { path: string; title: string } {
  const redirect = catalog.redirects.find((entry) => entry.path.toLowerCase() === path.toLowerCase());
  if (redirect) {
    return expectedLanding(catalog, redirect.to, metNeeds, isSignedLink);
  }
  const route = findPage(catalog, path);
  if (!route) {
    throw new Error(`${path} is not a page of the route table`);
  }
  if (route.indexRedirect) {
    return expectedLanding(catalog, route.indexRedirect, metNeeds, isSignedLink);
  }
  if (route.handsOffTo && isSignedLink) {
    // The hand-off (a channel login with its partner's signature) brings the agent session its target needs.
    return expectedLanding(catalog, route.handsOffTo, new Set([...metNeeds, 'agent-session']));
  }
  if (route.guard && !metNeeds.has(route.guard.needs)) {
    return expectedLanding(catalog, route.guard.otherwise, metNeeds);
  }
  return { path: openableSamplePath(route.path), title: route.title };
}

/**
 * What is wrong with the page `routePath` was opened on (the page has settled): it landed
 * elsewhere than the table says, under another title, on an error page, or shows nothing.
 */
export async function findRenderingFailures(page: Page, catalog: RouteCatalog, routePath: string, metNeeds: ReadonlySet<RouteNeed>): Promise<string[]> {
  const landing = expectedLanding(catalog, routePath, metNeeds);
  const landedPath = new URL(page.url()).pathname;
  if (landedPath.toLowerCase() !== landing.path.toLowerCase()) {
    return [`${routePath}: ended on ${landedPath}, expected ${landing.path}`];
  }
  const failures: string[] = [];
  const title = await page.title();
  if (title !== landing.title) {
    failures.push(`${routePath}: title ${JSON.stringify(title)}, expected ${JSON.stringify(landing.title)}`);
  }
  if ((await page.getByText('页面加载失败').count()) > 0 || (await page.getByText('页面不存在').count()) > 0) {
    failures.push(`${routePath}: shows an error page`);
  }
  if ((await page.locator('#root').innerText()).trim() === '') {
    failures.push(`${routePath}: shows nothing`);
  }
  return failures;
}

/** Adds every uncaught page error and Content-Security-Policy violation of `page` to `failures`. */
export function watchForErrors(page: Page, failures: string[]): void {
  page.on('pageerror', (error) => failures.push(`${page.url()}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
      failures.push(`${page.url()}: ${message.text()}`);
    }
  });
}
