import { agreeToConsentWhenAsked, expect, test, type Page } from '../support/consent.ts';
import { DESKTOP_CONSOLE, logInToConsole, openPhone, passInReviewQueue } from '../support/console.ts';
import { logInAs, readLatestSmsCode } from '../support/sandbox.ts';
import { saveScreenshot } from '../support/screenshots.ts';
import { readSmsTexts } from '../support/sms-outbox.ts';
import { readTransferSms, receiveUntilFaceCheck } from '../support/transfer.ts';

// 李娜's 17012340002 changes owner here. The other journeys only issue it a real-name link (before
// this one) or pay a top-up to it without logging in, neither of which needs its owner or binding.
const NUMBER = { phone: '17012340002', masked: '170****0002', tail: '0002', owner: '李娜', idCard: '440106198811204321' };
// 李娜 has no WeChat member in the demo: she uses 体验用户小赵's WeChat, binds her number by face and
// loses the binding to the transfer, so 小赵 ends unbound as the bind journey expects him.
const OLD_OWNER_WECHAT = '体验用户小赵';
// The receiver, unbound until now (the fund-pool opening binds 开卡客户小孙, and 访客小周 and 体验用户小赵
// must stay unbound for later journeys). The only later journey of 新用户小李 receives another
// transfer, which a bound member may.
const RECEIVER_WECHAT = '新用户小李';
const RECEIVER_CONTACT = '13800138020';
// As the phone shows it: under the operator's SMS signature.
const PASSED_SMS = `【自助营业厅】尾号${NUMBER.tail}的号码过户已完成，号码已登记到新机主名下。`;

/** What the hall's 个人信息 tab shows the member: the bound number, or the bind form. */
async function expectPersonalInformation(page: Page, isBound: boolean): Promise<void> {
  await page.goto('/PersonalInformation');
  const number = page.getByText(NUMBER.phone, { exact: true }).filter({ visible: true });
  if (isBound) {
    await expect(number).toBeVisible();
  } else {
    await expect(page.getByRole('button', { name: '获取验证码' })).toBeVisible();
    await expect(number).toHaveCount(0);
  }
}

/** The owner binds the number by identity and face on /AccountBind. */
async function bindByFace(page: Page): Promise<void> {
  await logInAs(page, OLD_OWNER_WECHAT, '/AccountBind');
  await page.getByRole('textbox', { name: '手机号' }).fill(NUMBER.phone);
  await page.getByRole('textbox', { name: '身份证号后六位' }).fill(NUMBER.idCard.slice(-6));
  await page.getByRole('textbox', { name: '姓名' }).fill(NUMBER.owner);
  await page.getByRole('button', { name: '下一步' }).click();
  await page.getByRole('button', { name: '立即通过验证' }).click();
  await expect(page.getByText('账号绑定成功').first()).toBeVisible();
  await expect(page).toHaveURL(/\/personal$/, { timeout: 5000 });
}

/** /transAcctS to /transAcctSauditCabcel: identity, face, reason, number and service password. */
async function startTransfer(page: Page): Promise<void> {
  await page.goto('/transAcctS');
  await page.getByRole('textbox', { name: '身份证号' }).fill(NUMBER.idCard);
  await page.getByRole('textbox', { name: '姓名' }).fill(NUMBER.owner);
  await page.getByRole('button', { name: '下一步' }).click();
  await page.getByRole('button', { name: '立即通过验证' }).click();
  await expect(page.getByRole('heading', { name: '过户发起申请' })).toBeVisible();
  await page.getByRole('textbox', { name: '过户原因' }).fill('转给朋友使用');
  await expect(page.getByRole('textbox', { name: '过户号码' })).toHaveValue(NUMBER.phone);
  await page.getByRole('textbox', { name: '服务密码' }).fill('123456');
  await page.getByRole('button', { name: '提交' }).click();
  await expect(page).toHaveURL(/\/transAcctSauditCabcel$/);
  await expect(page.getByText('过户发起申请已成功提交')).toBeVisible();
}

/** /transAcctT to /transAcctTauditCabcel with the order number and code the owner passed on. */
async function receiveTransfer(page: Page, orderNo: string, code: string): Promise<void> {
  await logInAs(page, RECEIVER_WECHAT, '/transAcctT');
  await receiveUntilFaceCheck(page, orderNo, code);
  await page.getByRole('button', { name: '立即通过验证' }).click();
  await expect(page).toHaveURL(/\/transAcctTForm$/);
  await page.getByRole('textbox', { name: '手机号码' }).fill(RECEIVER_CONTACT);
  await page.getByRole('button', { name: '提交' }).click();
  await expect(page).toHaveURL(/\/transAcctTauditCabcel$/);
  await expect(page.getByText('过户接收申请已成功提交')).toBeVisible();
}

test('a transfer passed on both sides: the old owner loses the number, the receiver binds it with an SMS code', async ({ page, browser }) => {
  await bindByFace(page);
  await startTransfer(page);
  const { orderNo, code } = await readTransferSms(page, NUMBER.phone);

  const receiverContext = await openPhone(browser);
  const receiver = await receiverContext.newPage();
  await agreeToConsentWhenAsked(receiver);
  await receiveTransfer(receiver, orderNo, code);

  // The auditor passes the receiver's side first: nothing changes while the initiator's waits.
  const desk = await browser.newContext(DESKTOP_CONSOLE);
  const console = await desk.newPage();
  await logInToConsole(console, 'auditor', '审核员小陈');
  // The reviewer sees the receiver's ID-and-SIM photo beside the signature, and the agreement version signed.
  await console.getByRole('menuitem', { name: '审核队列' }).click();
  await console.getByRole('tab', { name: /过户接收/ }).click();
  await console.getByRole('row').filter({ hasText: NUMBER.masked }).click();
  const drawer = console.getByRole('dialog', { name: '申请详情' });
  await expect(drawer.getByRole('img', { name: '证件照片' })).toBeVisible();
  await expect(drawer.getByRole('img', { name: '电子签名' })).toBeVisible();
  await saveScreenshot(console, 'transfer-in-review');
  await console.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await passInReviewQueue(console, { kindLabel: '过户接收', rowText: NUMBER.masked, details: [orderNo, '第1版'] });
  await expectPersonalInformation(page, true);
  await page.goto('/transAcctSauditCabcel');
  await expect(page.getByText('过户发起申请已成功提交')).toBeVisible();

  // Then the initiator's side: the transfer is done.
  await passInReviewQueue(console, { kindLabel: '过户发起', rowText: NUMBER.masked, details: [orderNo] });
  await desk.close();

  await page.goto('/transAcctSauditCabcel');
  await expect(page.getByText('过户申请已审核通过')).toBeVisible();
  await expectPersonalInformation(page, false);
  await saveScreenshot(page, 'transfer-old-owner');
  await receiver.goto('/transAcctTauditCabcel');
  await expect(receiver.getByText('过户接收申请已审核通过')).toBeVisible();

  // Both sides are told by SMS: the number itself and the receiver's contact phone.
  await expect.poll(() => readSmsTexts(page, NUMBER.phone)).toContain(PASSED_SMS);
  await expect.poll(() => readSmsTexts(receiver, RECEIVER_CONTACT)).toContain(PASSED_SMS);

  // The receiver binds the number with the code sent to it, and sees it as theirs.
  await receiver.goto('/PersonalInformation');
  await receiver.getByRole('textbox', { name: '手机号' }).fill(NUMBER.phone);
  await receiver.getByRole('button', { name: '获取验证码' }).click();
  await expect(receiver.getByRole('button', { name: /^\d+s$/ })).toBeDisabled();
  await receiver.getByRole('textbox', { name: '验证码' }).fill(await readLatestSmsCode(receiver, NUMBER.phone));
  await receiver.getByRole('button', { name: '绑定' }).click();
  await expect(receiver.getByText('绑定成功')).toBeVisible();
  await receiver.getByRole('button', { name: '确定' }).click();
  await expect(receiver).toHaveURL(/\/personal$/);
  await expect(receiver.getByText(NUMBER.phone, { exact: true }).filter({ visible: true })).toBeVisible();
  await saveScreenshot(receiver, 'transfer-receiver-bound');
  await receiverContext.close();

  // The old owner's page still shows no number.
  await expectPersonalInformation(page, false);
});
