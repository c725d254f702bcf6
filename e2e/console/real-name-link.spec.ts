import { agreeToConsentWhenAsked, expect, test, type Page } from '../support/consent.ts';
import { DESKTOP_CONSOLE, issueRealNameLinkInConsole, logInToConsole, openPhone } from '../support/console.ts';
import { logInAs, readLatestSmsCode } from '../support/sandbox.ts';
import { saveScreenshot } from '../support/screenshots.ts';
import { expectSmsTo } from '../support/sms-outbox.ts';

// 刘洋's 17012340004 is the demo's only bound number that is not real-name (17012340009 owes its
// promise video, which blocks any face check). This journey makes it real-name; the other journeys
// on it (transfer out left pending, caller, package change, points) do not depend on that, and the
// invoice refusal of a number that is not real-name is checked on 17012340009 instead.
const OWNER = { phone: '17012340004', masked: '170****0004', maskedName: '刘*', maskedId: '5101**********8765' };
// The contact number given on the form: the decision's SMS goes there. No other journey uses it.
const CONTACT_PHONE = '13800000404';
const REASON = '开户时未登记身份证信息';

async function openInvoiceEntry(page: Page) {
  await page.goto('/BusinessQuery');
  await page.getByText('电子发票').first().click();
  await expect(page).toHaveURL(/\/invoiceVerify$/);
  await expect(page.getByRole('textbox', { name: '手机号' })).toHaveValue(OWNER.phone);
}

/** The subscriber scans the link on a phone where nobody is logged in, passes the face check and submits. */
async function completeLink(linkPage: Page, link: string) {
  await linkPage.goto(link);
  await expect(linkPage.getByLabel('实名手机号')).toHaveText(OWNER.masked);
  expect(await linkPage.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await linkPage.getByRole('button', { name: '下一步' }).click();
  await expect(linkPage.getByRole('heading', { name: '人脸识别验证' })).toBeVisible();
  await linkPage.getByRole('button', { name: '立即通过验证' }).click();
  await expect(linkPage).toHaveURL(/\/realNameLinkForm$/);
  await expect(linkPage.getByText('身份核验成功')).toBeVisible();
  await expect(linkPage.getByText(OWNER.maskedName, { exact: true })).toBeVisible();
  await expect(linkPage.getByText(OWNER.maskedId)).toBeVisible();
  // The city comes from where the phone is (the sandbox places every address in 广州).
  await expect(linkPage.getByText('广州')).toBeVisible();
  await linkPage.getByRole('textbox', { name: '联系号码' }).fill(CONTACT_PHONE);
  await linkPage.getByRole('button', { name: '提交' }).click();
  await expect(linkPage).toHaveURL(/\/realNameLinkSuccess$/);
  await expect(linkPage.getByText('资料提交成功!!')).toBeVisible();

  // The link is single use: scanning it again says so.
  await linkPage.goto(link);
  await expect(linkPage).toHaveURL(/\/realNameLinkError\?error=/);
  await expect(linkPage.getByText('该订单已提交实名资料，请勿重复提交')).toBeVisible();
}

async function passInReviewQueue(auditor: Page) {
  await logInToConsole(auditor, 'auditor', '审核员小陈');
  await auditor.getByRole('menuitem', { name: '审核队列' }).click();
  await auditor.getByRole('tab', { name: /实名补登记/ }).click();
  await auditor.getByRole('row').filter({ hasText: OWNER.masked }).first().click();
  const drawer = auditor.getByRole('dialog', { name: '申请详情' });
  await expect(drawer.getByText(OWNER.masked)).toBeVisible();
  await drawer.getByRole('button', { name: '通过', exact: true }).click();
  await expect(auditor.getByText('已审核通过')).toBeVisible();
  await expect(auditor.getByRole('row').filter({ hasText: OWNER.masked })).toHaveCount(0);
}

test('customer service issues a real-name link, the subscriber completes it, the auditor passes it, and the owner can invoice', async ({ page, browser }) => {
  // Before: the owner's number is not real-name, so the invoice entry refuses it.
  await logInAs(page, '刘洋', '/BusinessQuery');
  await openInvoiceEntry(page);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText('仅实名制号码可申请开具发票').last()).toBeVisible();
  await expect(page).toHaveURL(/\/invoiceVerify$/);

  const desk = await browser.newContext(DESKTOP_CONSOLE);
  const service = await desk.newPage();
  const link = await issueRealNameLinkInConsole(service, { phone: OWNER.phone, masked: OWNER.masked, reason: REASON });
  await saveScreenshot(service, 'console-real-name-link');

  const scanner = await openPhone(browser);
  const linkPage = await scanner.newPage();
  await agreeToConsentWhenAsked(linkPage);
  await completeLink(linkPage, link);
  await saveScreenshot(linkPage, 'real-name-link-used');
  await scanner.close();

  // The console lists the link as submitted.
  await service.reload();
  await expect(service.getByRole('row').filter({ hasText: OWNER.masked }).filter({ hasText: REASON }).getByText('已提交')).toBeVisible();
  await desk.close();

  const auditDesk = await browser.newContext(DESKTOP_CONSOLE);
  await passInReviewQueue(await auditDesk.newPage());
  await auditDesk.close();
  await expectSmsTo(page, CONTACT_PHONE, '您的实名补登记已审核通过');

  // After: the same entry sends the code, and the owner reaches the invoice months.
  await openInvoiceEntry(page);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('button', { name: /^\d+s$/ })).toBeDisabled();
  await expect(page.getByText('仅实名制号码可申请开具发票')).toHaveCount(0);
  await page.getByRole('textbox', { name: '验证码' }).fill(await readLatestSmsCode(page, OWNER.phone));
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/invoiceList$/);
  await expect(page.getByText(`号码 ${OWNER.phone}`)).toBeVisible();
  await expect(page.getByRole('list', { name: '未开票月份' }).getByRole('listitem').first()).toBeVisible();
  await saveScreenshot(page, 'real-name-invoice-list');
});
