import { expect, test, type Page } from '@playwright/test';
import { logInAgent, skipLoginReload } from '../support/agent.ts';
import { openablePath as openableRoutePath, readRouteCatalog, type CatalogPage, type RouteNeed } from '../support/route-catalog.ts';
import { logInAs } from '../support/sandbox.ts';

// Opens every route of the catalog (the real route table) and checks that each renders its own
// page: the browser stays on the route and the document title is the table's title for it. Where
// the table says a page goes elsewhere (a layout's first tab, a redirect route, a hand-off page, a
// page whose need is not met), the browser must land exactly there, under that page's title. A
// page that silently sends the person somewhere else (the hall, a login) fails here.

const catalog = readRouteCatalog();

/** Values for required route parameters (none today); a new route with one must add its value here. */
const SAMPLE_PARAMS: Record<string, string> = {};

const openablePath = (routePath: string) => openableRoutePath(routePath, SAMPLE_PARAMS);

/** The page of a route path of the table, or of a link (/VnoOpenCard?title=1); paths compare case-insensitively. */
function findPage(path: string): CatalogPage | undefined {
  const exact = catalog.pages.find((page) => page.path.toLowerCase() === path.toLowerCase());
  const pathname = new URL(path, 'http://hall').pathname.toLowerCase();
  return exact ?? catalog.pages.find((page) => openablePath(page.path).toLowerCase() === pathname);
}

/**
 * Where opening a path ends (its pathname) and the title shown there, given the needs that are met
 * and whether the link was signed by its partner (hand-offs go on only then).
 */
function expectedLanding(path: string, metNeeds: ReadonlySet<RouteNeed>, isSignedLink = false): { path: string; title: string } {
  const redirect = catalog.redirects.find((entry) => entry.path.toLowerCase() === path.toLowerCase());
  if (redirect) {
    return expectedLanding(redirect.to, metNeeds, isSignedLink);
  }
  const route = findPage(path);
  if (!route) {
    throw new Error(`${path} is not a page of the route table`);
  }
  if (route.indexRedirect) {
    return expectedLanding(route.indexRedirect, metNeeds, isSignedLink);
  }
  if (route.handsOffTo && isSignedLink) {
    // The hand-off (a channel login with its partner's signature) brings the agent session its target needs.
    return expectedLanding(route.handsOffTo, new Set([...metNeeds, 'agent-session']));
  }
  if (route.guard && !metNeeds.has(route.guard.needs)) {
    return expectedLanding(route.guard.otherwise, metNeeds);
  }
  return { path: openablePath(route.path), title: route.title };
}

async function checkRoute(page: Page, routePath: string, metNeeds: ReadonlySet<RouteNeed>, failures: string[]): Promise<void> {
  const landing = expectedLanding(routePath, metNeeds);
  await page.goto(openablePath(routePath));
  await page.waitForLoadState('networkidle');
  const landedPath = new URL(page.url()).pathname;
  if (landedPath.toLowerCase() !== landing.path.toLowerCase()) {
    failures.push(`${routePath}: ended on ${landedPath}, expected ${landing.path}`);
    return;
  }
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
}

function watchForErrors(page: Page, failures: string[]): void {
  page.on('pageerror', (error) => failures.push(`${page.url()}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
      failures.push(`${page.url()}: ${message.text()}`);
    }
  });
}

const NO_NEEDS: ReadonlySet<RouteNeed> = new Set();

test('the catalog lists every page and redirect of the route table, and nothing else', () => {
  const known = [...catalog.pages.map((page) => page.path), ...catalog.redirects.map((entry) => entry.path)].sort();
  expect([...catalog.routes].sort()).toEqual(known);
  // Every guard and hand-off leads to a route of the table.
  for (const page of catalog.pages) {
    expect(() => expectedLanding(page.path, NO_NEEDS, true), page.path).not.toThrow();
  }
});

test('every subscriber route renders its own page (or lands where the table says) for a logged-in, bound subscriber', async ({ page }) => {
  const routes = [
    ...catalog.pages.filter((route) => !route.loginExempt && !route.isStaffArea).map((route) => route.path),
    ...catalog.redirects.map((entry) => entry.path),
  ];
  test.setTimeout(15_000 + routes.length * 6_000);
  await logInAs(page, '张伟');
  await expect(page).toHaveURL(/\/Recharge$/);
  const failures: string[] = [];
  watchForErrors(page, failures);
  for (const route of routes) {
    await checkRoute(page, route, NO_NEEDS, failures);
  }
  expect(failures).toEqual([]);
});

test('every login-exempt route renders its own page without a subscriber login; agent pages with an agent session', async ({ browser }) => {
  const exempt = catalog.pages.filter((route) => route.loginExempt);
  test.setTimeout(30_000 + exempt.length * 2 * 6_000);
  const failures: string[] = [];

  // No session of any kind: agent pages go to the agent login, the others render.
  const bare = await browser.newPage();
  watchForErrors(bare, failures);
  for (const route of exempt.filter((entry) => !entry.handsOffTo)) {
    await checkRoute(bare, route.path, NO_NEEDS, failures);
  }
  expect(await bare.evaluate(() => window.localStorage.getItem('token')), 'no subscriber login happened').toBeNull();

  // With an agent session the agent pages render themselves.
  await skipLoginReload(bare);
  await logInAgent(bare, 'A10001');
  await expect(bare).not.toHaveURL(/\/login/);
  const withAgent: ReadonlySet<RouteNeed> = new Set(['agent-session']);
  const agentPages = exempt.filter((entry) => entry.guard?.needs === 'agent-session');
  expect(agentPages.length).toBeGreaterThan(0);
  for (const route of agentPages) {
    await checkRoute(bare, route.path, withAgent, failures);
  }
  await bare.close();

  // Hand-off pages (partner logins), each in a browser of its own. Opened bare they log nobody in:
  // they stay under their own title and say the link is not signed.
  const handOffs = exempt.filter((entry) => entry.handsOffTo);
  for (const route of handOffs) {
    const handOff = await browser.newPage();
    watchForErrors(handOff, failures);
    await handOff.goto(openablePath(route.path));
    await expect(handOff.getByText('链接无效，请从合作方页面重新进入')).toBeVisible();
    if (new URL(handOff.url()).pathname !== route.path || (await handOff.title()) !== route.title) {
      failures.push(`${route.path}: without a signed link it should stay under its own title`);
    }
    await handOff.close();
  }
  // With a link the demo partner's site (channel Dx) signed, the page logs in and goes on.
  const demoPartner = handOffs.find((entry) => entry.path.startsWith('/Dx'));
  expect(demoPartner).toBeDefined();
  const signed = await browser.newPage();
  watchForErrors(signed, failures);
  await signed.goto('/sandbox/partner');
  await signed.getByRole('button', { name: '生成登录链接' }).click();
  const link = (await signed.getByRole('link', { name: '进入开卡' }).getAttribute('href')) ?? '';
  const landing = expectedLanding(demoPartner?.path ?? '', NO_NEEDS, true);
  await signed.goto(link);
  await expect(signed).toHaveURL((url) => url.pathname.toLowerCase() === landing.path.toLowerCase());
  await expect(signed).toHaveTitle(landing.title);
  await signed.close();
  expect(failures).toEqual([]);
});

test('the staff area renders the console without a subscriber login', async ({ page }) => {
  const failures: string[] = [];
  watchForErrors(page, failures);
  const staffPages = catalog.pages.filter((entry) => entry.isStaffArea);
  expect(staffPages.length).toBeGreaterThan(0);
  for (const route of staffPages) {
    await checkRoute(page, route.path, NO_NEEDS, failures);
  }
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
  expect(failures).toEqual([]);
});

test('an unknown path shows the not-found page with a way home', async ({ page }) => {
  await logInAs(page, '张伟');
  await page.goto('/no-such-page');
  await expect(page.getByText('页面不存在', { exact: true })).toBeVisible();
  await expect(page).toHaveTitle('页面不存在');
  await page.getByRole('button', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/\/Recharge$/);
});
