import type { Locator, Page } from '@playwright/test';

/**
 * Saves a picture of what a journey shows as test-results/`name`.png, when E2E_SCREENSHOTS is set
 * (`E2E_SCREENSHOTS=1 npm run test:e2e`), for a person looking over the screens. A picture asserts
 * nothing the journey does not, and costs one to three seconds on a 2-core machine (a full page
 * more), so a run takes none unless asked; a failed journey gets Playwright's own screenshot.
 */
export async function saveScreenshot(shown: Page | Locator, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  if (!process.env.E2E_SCREENSHOTS) {
    return;
  }
  const path = `test-results/${name}.png`;
  await ('goto' in shown ? shown.screenshot({ path, ...options }) : shown.screenshot({ path }));
}
