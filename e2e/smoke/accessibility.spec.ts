import { expect, test } from '@playwright/test';
import { axeViolations, blockingViolations } from '../support/axe.ts';
import { DESKTOP_CONSOLE, logInToConsole } from '../support/console.ts';
import { openablePath, readRouteCatalog } from '../support/route-catalog.ts';
import { ACCESSIBILITY_RULE } from '../support/route-sweep.ts';

// axe-core over the console, as its administrator at desktop size: any serious or critical WCAG 2.2
// AA violation fails, listed with its route, rule and elements. The phone's routes (subscriber,
// login-exempt and agent pages) are checked by the route sweep, route-sweep.spec.ts.

const catalog = readRouteCatalog();

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
  // A section opened afresh while its data is on the way: the loading indicator is checked too.
  let releaseAuditLog = () => {};
  await page.route('**/api/console/auditLog', async (route) => {
    await new Promise<void>((resolve) => (releaseAuditLog = resolve));
    await route.continue();
  });
  await page.goto('/console/audit-log');
  await expect(page.getByRole('status', { name: '正在加载操作日志' })).toBeVisible();
  failures.push(...(await axeViolations(page)).map((line) => `操作日志 loading: ${line}`));
  releaseAuditLog();
  await expect(page.getByRole('status', { name: '正在加载操作日志' })).toBeHidden();
  expect(failures, ACCESSIBILITY_RULE).toEqual([]);
});
