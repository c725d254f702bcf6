import { expect, test } from '@playwright/test';

// The API document's viewer at /api/docs: Swagger UI under the app's CSP (scripts from this origin
// only, no inline script), reading /api/openapi.json, shows the contract's operations by area.

test('the API viewer shows the operations of the contract from same-origin files only', async ({ page, baseURL }) => {
  const origin = new URL(baseURL ?? '').origin;
  const otherOrigins: string[] = [];
  const problems: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http') && url.origin !== origin) {
      otherOrigins.push(request.url());
    }
  });
  page.on('console', (message) => {
    if (message.type() === 'error') {
      problems.push(message.text());
    }
  });
  page.on('pageerror', (error) => problems.push(error.message));

  await page.goto('/api/docs');
  // Swagger UI parses its 1.5 MB bundle and then the whole document (every operation's schemas)
  // before it draws anything: on a busy two-core machine that alone takes longer than 5 s.
  await expect(page.locator('.swagger-ui .info .title')).toContainText('网上营业厅 API', { timeout: 30_000 });

  // One tag per area: the console's sign-in is under "console".
  await page.locator('#operations-tag-console').click();
  const login = page.locator('#operations-console-CONSOLE_LOGIN');
  await expect(login).toContainText('/api/console/login');
  await login.locator('.opblock-summary').first().click();
  await expect(login).toContainText('username');
  // A reader, not a client: no "Try it out" that would send a staff member's cookie along.
  await expect(login.getByRole('button', { name: 'Try it out' })).toHaveCount(0);

  expect(otherOrigins).toEqual([]);
  expect(problems).toEqual([]);
});
