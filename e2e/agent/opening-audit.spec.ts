import { expect, test, type Page } from '../support/consent.ts';
import { logInAgent } from '../support/agent.ts';
import { FREE_OFFER, openFreeCard } from '../support/opened-line.ts';
import { DESKTOP_CONSOLE, logInToConsole, openPhone, passInReviewQueue } from '../support/console.ts';
import { logInAs } from '../support/sandbox.ts';
import { saveScreenshot } from '../support/screenshots.ts';
import { readSmsTexts } from '../support/sms-outbox.ts';

// 16610000019 is a card of the free offer (no fee, no photo) that no other journey opens.
const PHONE = '16610000019';
const MASKED = '166****0019';
const OFFER = FREE_OFFER;
// Every other opening passes the real-name service's default identity; this customer's name and ID
// number are used by no other journey, so /querySteps under them finds this opening alone.
const CUSTOMER = { name: '马晓燕', idNumber: '11010819850321402X' };

/** The customer's lookup on /querySteps under a name and ID number. */
async function lookUpOpenings(phone: Page, idNumber: string): Promise<void> {
  await phone.getByRole('textbox', { name: '姓名' }).fill(CUSTOMER.name);
  await phone.getByRole('textbox', { name: '身份证号' }).fill(idNumber);
  await phone.getByRole('button', { name: '查询' }).click();
}

test('an agent opens a card, the auditor passes it, and the customer finds the passed opening on /querySteps', async ({ page, browser }) => {
  await logInAgent(page, 'A10001');
  await expect(page).toHaveURL(/\/OpenCardMessage$/);
  await openFreeCard(page, PHONE, CUSTOMER);

  // The customer looks the opening up on their phone: it waits for the audit.
  const phoneContext = await openPhone(browser);
  const phone = await phoneContext.newPage();
  await logInAs(phone, '开卡客户小孙', '/querySteps');
  await lookUpOpenings(phone, CUSTOMER.idNumber);
  // An item of the page's 申请记录 list (antd-mobile's list items carry no list role).
  const opening = phone.locator('.adm-list-item').filter({ hasText: MASKED });
  await expect(opening).toHaveCount(1);
  await expect(opening.getByText('新装开户')).toBeVisible();
  await expect(opening.getByText(OFFER)).toBeVisible();
  await expect(opening.getByText('待审核', { exact: true })).toBeVisible();

  // The auditor passes it in the console's queue, where the customer's name and ID show only masked.
  const desk = await browser.newContext(DESKTOP_CONSOLE);
  const console = await desk.newPage();
  await logInToConsole(console, 'auditor', '审核员小陈');
  await passInReviewQueue(console, { kindLabel: '开卡稽核', rowText: MASKED, details: [OFFER, '马**', '1101**********402X'] });
  await expect(console.getByText(CUSTOMER.idNumber)).toHaveCount(0);
  await desk.close();

  // The new number is told by SMS, under the operator's signature.
  await expect.poll(() => readSmsTexts(phone, PHONE)).toContain('【自助营业厅】您的新号码已通过开户审核，欢迎使用。');

  // The same lookup now shows the opening passed, with its audit in the details.
  await lookUpOpenings(phone, CUSTOMER.idNumber);
  await expect(opening.getByText('审核通过', { exact: true })).toBeVisible();
  await opening.click();
  const details = phone.getByRole('dialog', { name: '申请详情' });
  await expect(details.getByText(MASKED)).toBeVisible();
  await expect(details.getByText('资料审核通过')).toBeVisible();
  await expect(details.getByText('该号码当前有效，可正常使用')).toBeVisible();
  await saveScreenshot(phone, 'query-steps-passed');
  await details.getByRole('button', { name: '关闭' }).click();

  // Another ID number under the same name finds nothing.
  await lookUpOpenings(phone, '110108198503214036');
  await expect(phone.getByText('暂无记录')).toBeVisible();
  await expect(phone.getByText('未查询到该身份下的开卡申请')).toBeVisible();
  await expect(opening).toHaveCount(0);
  await phoneContext.close();
});
