import { expect, test, type Page } from '@playwright/test';
import { readRouteCatalog, type RouteNeed } from '../support/route-catalog.ts';
import { expectedLanding, findRenderingFailures, openableSamplePath, watchForErrors } from '../support/route-landing.ts';
import { logInAs } from '../support/sandbox.ts';

// Every route renders its own page: the browser stays on the route and the document title is the
// table's title for it. Where the table says a page goes elsewhere (a layout's first tab, a
// redirect route, a hand-off page, a page whose need is not met), the browser must land exactly
// there, under that page's title. A page that silently sends the person somewhere else (the hall,
// a login) fails. The subscriber, login-exempt and agent routes are opened by the route sweep
// (route-sweep.spec.ts, one page load per route for this and the other route checks); here are the
// catalog itself, the hand-off pages, the staff area and an unknown path.

const catalog = readRouteCatalog();

const NO_NEEDS: ReadonlySet<RouteNeed> = new Set();

async function checkRoute(page: Page, routePath: string, metNeeds: ReadonlySet<RouteNeed>, failures: string[]): Promise<void> {
  await page.goto(openableSamplePath(routePath));
  await page.waitForLoadState('networkidle');
  failures.push(...(await findRenderingFailures(page, catalog, routePath, metNeeds)));
}

test('the catalog lists every page and redirect of the route table, and nothing else', () => {
  const known = [...catalog.pages.map((page) => page.path), ...catalog.redirects.map((entry) => entry.path)].sort();
  expect([...catalog.routes].sort()).toEqual(known);
  // Every guard and hand-off leads to a route of the table.
  for (const page of catalog.pages) {
    expect(() => expectedLanding(catalog, page.path, NO_NEEDS, true), page.path).not.toThrow();
  }
});

test('every hand-off page stays under its own title without a signed link, and goes on with one', async ({ browser }) => {
  const failures: string[] = [];
  // Hand-off pages (partner logins), each in a browser of its own. Opened bare they log nobody in:
  // they stay under their own title and say the link is not signed.
  const handOffs = catalog.pages.filter((entry) => entry.loginExempt && entry.handsOffTo);
  for (const route of handOffs) {
    const handOff = await browser.newPage();
    watchForErrors(handOff, failures);
    await handOff.goto(openableSamplePath(route.path));
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
  const landing = expectedLanding(catalog, demoPartner?.path ?? '', NO_NEEDS, true);
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
