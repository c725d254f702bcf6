import { expect, test, type Page } from '../support/consent.ts';
import { expectAccessibleInBothModes } from '../support/axe.ts';
import { findLayoutProblems, PHONE_320 } from '../support/layout-problems.ts';
import { logInAs } from '../support/sandbox.ts';
import { saveScreenshot } from '../support/screenshots.ts';

// 账单解读 on 张伟's bills: this month so far with its forecast (an estimate, never a bill), and a
// closed month against the month before, on a 320 px phone and under the axe check at 375 px in
// both looks. Their exact words are the API's tests' (bill-explanation.test.ts) and the
// month-closing journey's (usage-and-month.spec.ts), which makes the numbers they explain.

async function signIn(page: Page, path: string): Promise<void> {
  await logInAs(page, '张伟', path);
  await page.waitForURL((url) => url.pathname === path.split('?')[0] && !url.searchParams.has('code'));
}

const CLOSED_MONTH_SENTENCE =
  /^(比上月多 ¥\d+\.\d{2}，主要因为|比上月少 ¥\d+\.\d{2}，主要因为|与上月持平|与上月合计相同|这是您入网后的第一张账单|上月没有账单)/;

test('this month so far with its forecast on /bill, and a closed month against the one before on /billDetails', async ({ page }) => {
  await page.setViewportSize(PHONE_320);
  await signIn(page, '/bill');
  const explanation = page.getByRole('region', { name: '账单解读' });
  await expect(explanation.getByText(/^本月到目前(已产生 ¥\d+\.\d{2}，主要是|还没有产生费用)/)).toBeVisible();
  await expect(explanation.getByText('估算，非账单')).toBeVisible();
  await expect(explanation.getByText(/^按目前用量，本月预计 ¥\d+ 左右(，上月为 ¥\d+\.\d{2})?。$/)).toBeVisible();
  await expect(explanation.getByText(/这是估算，不是账单，以月结账单为准。$/)).toBeVisible();
  expect(await findLayoutProblems(page)).toEqual([]);
  await saveScreenshot(page, 'bill-explanation-320', { fullPage: true });
  await expectAccessibleInBothModes(page);

  await page.setViewportSize(PHONE_320);
  await page.getByRole('button', { name: '历史账单' }).click();
  await page
    .getByText(/^\d{4}年\d{1,2}月$/)
    .first()
    .click();
  await expect(page).toHaveURL(/\/billDetails\?date=\d{6}$/);
  const closed = page.getByRole('region', { name: '账单解读' });
  await expect(closed.locator('.bill-explain-summary')).toHaveText(CLOSED_MONTH_SENTENCE);
  await expect(closed.getByText('估算，非账单')).toHaveCount(0);
  expect(await findLayoutProblems(page)).toEqual([]);
  await saveScreenshot(page, 'bill-details-explanation-320', { fullPage: true });
  await expectAccessibleInBothModes(page);
  // The way back from a month's bill is the history.
  await page.getByRole('button', { name: '返回', exact: true }).click();
  await expect(page).toHaveURL(/\/historyBill$/);
});
