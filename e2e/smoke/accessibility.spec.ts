import { expect, test, type Page } from '@playwright/test';
import { logInAgent, skipLoginReload } from '../support/agent.ts';
import { blockingViolations, countRequests, PHONE_375, settle } from '../support/axe.ts';
import { switchCareMode } from '../support/care-mode.ts';
import { CONSENT_AGREE } from '../support/consent.ts';
import { DESKTOP_CONSOLE, logInToConsole } from '../support/console.ts';
import { openablePath, readRouteCatalog } from '../support/route-catalog.ts';
import { logInAs } from '../support/sandbox.ts';

// axe-core over every route of the route table (the catalog), each as the person it is for: the
// subscriber pages as the bound demo subscriber 张伟, the agent pages with an agent session, the
// login-exempt pages with no login at all, the console as its administrator. Any serious or
// critical WCAG 2.2 AA violation fails, listed with its route, rule and elements. The subscriber
// pages are checked twice: in the normal look and in care mode (关怀模式).
//
// /noCode is checked with its need met by a failed bind-by-face check (the sandbox's 模拟验证失败:
// nothing is bound). The routes that need a verified invoice number or a number registered for SMS
// do-not-disturb are checked where they land without it: meeting those needs sends an SMS to, or
// changes the services of, the numbers the other journeys use in the same minutes.

const catalog = readRouteCatalog();

/**
 * Opens each path and checks the page it lands on, once per landing (a guarded or redirecting
 * route that lands on a page already checked in this pass adds nothing new).
 */
async function sweep(page: Page, paths: string[], mode: string, failures: string[]): Promise<void> {
  const checked = new Set<string>();
  countRequests(page);
  for (const path of paths) {
    await page.goto(path);
    await settle(page);
    const landed = new URL(page.url()).pathname;
    if (checked.has(landed.toLowerCase())) {
      continue;
    }
    checked.add(landed.toLowerCase());
    const label = landed.toLowerCase() === new URL(path, 'http://hall').pathname.toLowerCase() ? path : `${path} → ${landed}`;
    failures.push(...(await blockingViolations(page, `${label} (${mode})`)));
  }
}

const MESSAGE = 'serious or critical WCAG 2.2 AA violations (axe-core): route, rule, elements';

/** Opens /noCode with a bind-by-face check to read (a failed one) and checks it, and the consent notice on the way. */
async function sweepNoCodeWithFaceCheck(page: Page, mode: string, failures: string[]): Promise<void> {
  await page.goto('/AccountBind');
  await page.getByRole('textbox', { name: '手机号' }).fill('17012340005');
  await page.getByRole('textbox', { name: '身份证号后六位' }).fill('071234');
  await page.getByRole('textbox', { name: '姓名' }).fill('张伟');
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByRole('button', { name: CONSENT_AGREE })).toBeVisible();
  failures.push(...(await blockingViolations(page, `/AccountBind consent notice (${mode})`)));
  await page.getByRole('button', { name: CONSENT_AGREE }).click();
  await page.getByRole('button', { name: '模拟验证失败' }).click();
  await expect(page).toHaveURL(/\/noCode$/);
  await expect(page.getByText('绑定失败，未通过身份验证').first()).toBeVisible();
  failures.push(...(await blockingViolations(page, `/noCode with a failed face check (${mode})`)));
}

/** The subscriber's pages (the layouts' bare paths lead to their first child, checked as itself). */
const subscriberPaths = [
  ...catalog.pages.filter((route) => !route.loginExempt && !route.isStaffArea && !route.indexRedirect).map((route) => openablePath(route.path)),
  ...catalog.redirects.map((entry) => entry.path),
];

/** The modes every subscriber page is checked in. */
const SUBSCRIBER_MODES = [
  { name: 'normal', isCareMode: false },
  { name: 'care mode', isCareMode: true },
];

test.use({ viewport: PHONE_375 });

for (const mode of SUBSCRIBER_MODES) {
  test(`every subscriber page has no serious accessibility violation at 375 px (${mode.name})`, async ({ page }) => {
    test.setTimeout(30_000 + subscriberPaths.length * 5_000);
    await logInAs(page, '张伟');
    await expect(page).toHaveURL(/\/Recharge$/);
    const failures: string[] = [];
    if (mode.isCareMode) {
      await switchCareMode(page, true);
    }
    try {
      await sweep(page, subscriberPaths, mode.name, failures);
      await sweepNoCodeWithFaceCheck(page, mode.name, failures);
    } finally {
      if (mode.isCareMode) {
        // 张伟 is every other journey's subscriber: they expect the normal hall.
        await switchCareMode(page, false);
      }
    }
    expect(failures, MESSAGE).toEqual([]);
  });
}

test('every login-exempt page and every agent page has no serious accessibility violation at 375 px', async ({ page }) => {
  const exempt = catalog.pages.filter((route) => route.loginExempt);
  test.setTimeout(60_000 + exempt.length * 2 * 5_000);
  const failures: string[] = [];
  // With no session of any kind (hand-off pages say their link is not signed; agent pages go to the agent login).
  await sweep(
    page,
    exempt.map((route) => openablePath(route.path)),
    'no login',
    failures,
  );
  expect(await page.evaluate(() => window.localStorage.getItem('token')), 'no subscriber login happened').toBeNull();

  await skipLoginReload(page);
  await logInAgent(page, 'A10001');
  await expect(page).not.toHaveURL(/\/login/);
  const agentPages = exempt.filter((route) => route.guard?.needs === 'agent-session').map((route) => openablePath(route.path));
  expect(agentPages.length).toBeGreaterThan(0);
  await sweep(page, agentPages, 'agent session', failures);
  expect(failures, MESSAGE).toEqual([]);
});

test.describe('the console', () => {
  test.use(DESKTOP_CONSOLE);

  test('the console login and every section its menu reaches have no serious accessibility violation', async ({ page }) => {
    const staffArea = catalog.pages.find((route) => route.isStaffArea);
    expect(staffArea).toBeDefined();
    const failures: string[] = [];
    await page.goto(openablePath(staffArea?.path ?? ''));
    await expect(page.getByLabel('账号')).toBeVisible({ timeout: 30_000 });
    failures.push(...(await blockingViolations(page, '/console login')));

    await logInToConsole(page, 'admin', '系统管理员');
    const sections = await page.getByRole('menuitem').allInnerTexts();
    expect(sections.length).toBeGreaterThan(10);
    test.setTimeout(60_000 + sections.length * 6_000);
    for (const section of sections) {
      await page.getByRole('menuitem', { name: section, exact: true }).click();
      failures.push(...(await blockingViolations(page, `${new URL(page.url()).pathname} ${section}`)));
    }
    expect(failures, MESSAGE).toEqual([]);
  });
});
