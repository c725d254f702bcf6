import { test as base, type Page } from '@playwright/test';

export { expect, type Page } from '@playwright/test';

export const CONSENT_AGREE = '同意并继续';

/**
 * The person agrees whenever the app asks for consent to a face check or an ID photo. Journeys
 * that pass through those steps use it so each stays about its own feature; what the consent
 * dialog says and what declining does is proven in identity/consent.spec.ts. Playwright runs the
 * handler before an action or an assertion, so a step that only awaits a network reply must
 * assert something on the page first.
 */
export async function agreeToConsentWhenAsked(page: Page): Promise<void> {
  await page.addLocatorHandler(page.getByRole('button', { name: CONSENT_AGREE }), async (agree) => {
    await agree.click();
  });
}

/** Playwright's test, with a page whose person agrees to consent notices. */
export const test = base.extend({
  page: async ({ page }, use) => {
    await agreeToConsentWhenAsked(page);
    await use(page);
  },
});
