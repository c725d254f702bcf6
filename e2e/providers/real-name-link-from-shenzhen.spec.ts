import { agreeToConsentWhenAsked } from '../support/consent.ts';
import { DESKTOP_CONSOLE, issueRealNameLinkInConsole, logInToConsole, openPhone, passInReviewQueue } from '../support/console.ts';
import { expect, test } from './providers-test.ts';

// A real-name supplement through the real adapters: the phone that opens the link is in 深圳
// (its address, as the reverse proxy passes it on, is looked up offline in the ip2region data),
// the face is checked by FaceID against the owner's name and ID number on file, and the auditor's
// decision reaches the contact number as Tencent Cloud SMS under its own template. 刘洋's
// 17012340004 is made real-name by no other journey of the providers project.

const OWNER = { phone: '17012340004', masked: '170****0004', reason: '开户时未登记身份证信息' };
const CONTACT_PHONE = '13800000414';
// An address of China Telecom 广东 in 深圳 in the shipped data.
const SHENZHEN_ADDRESS = '113.118.113.77';

test('a real-name link opened in 深圳 places the owner there, checks the face with FaceID and tells the decision by Tencent SMS @providers', async ({
  browser,
  outside,
}) => {
  const desk = await browser.newContext(DESKTOP_CONSOLE);
  const link = await issueRealNameLinkInConsole(await desk.newPage(), OWNER);
  await desk.close();

  const phone = await openPhone(browser);
  await phone.setExtraHTTPHeaders({ 'x-forwarded-for': SHENZHEN_ADDRESS });
  const page = await phone.newPage();
  await agreeToConsentWhenAsked(page);
  await page.goto(link);
  await expect(page.getByLabel('实名手机号')).toHaveText(OWNER.masked);
  await page.getByRole('button', { name: '下一步' }).click();

  await expect(page).toHaveTitle('腾讯云慧眼（模拟）');
  expect(outside.faceId.sessions.at(-1)).toMatchObject({ kind: 'compare', name: '刘洋' });
  await page.getByRole('button', { name: '通过' }).click();
  await expect(page).toHaveURL(/\/realNameLinkForm/);
  await expect(page.getByText('身份核验成功')).toBeVisible();
  await expect(page.getByText('深圳', { exact: true })).toBeVisible();
  await page.getByRole('textbox', { name: '联系号码' }).fill(CONTACT_PHONE);
  await page.getByRole('button', { name: '提交' }).click();
  await expect(page).toHaveURL(/\/realNameLinkSuccess$/);
  await phone.close();

  const auditDesk = await browser.newContext(DESKTOP_CONSOLE);
  const auditor = await auditDesk.newPage();
  await logInToConsole(auditor, 'auditor', '审核员小陈');
  await passInReviewQueue(auditor, { kindLabel: '实名补登记', rowText: OWNER.masked });
  await auditDesk.close();

  await expect
    .poll(() => outside.sms.messagesTo(CONTACT_PHONE).map((message) => message.text), { timeout: 20_000 })
    .toEqual([`【${outside.sms.signName}】您的实名补登记已审核通过，号码已完成实名登记。`]);
});
