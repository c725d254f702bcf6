import { logInAs } from '../support/sandbox.ts';
import { expect, test } from './providers-test.ts';

// SMS through the real Tencent Cloud adapter, against the fake Tencent Cloud (it checks the TC3
// signature, the application, the approved signature and template). A new WeChat user binds a
// number with the code that reached the phone, and a number Tencent refuses inside its 200 answer
// gets the page's 验证码发送失败 with the next tap free. This server's own database: 17112340010
// is bound by no other journey of the providers project.

const PHONE = '17112340010';

test('a code reaches the phone through Tencent Cloud SMS under the approved signature and binds the number @providers', async ({ page, outside }) => {
  await logInAs(page, '体验用户小赵', '/PersonalInformation');
  await page.getByRole('textbox', { name: '手机号' }).fill(PHONE);

  // Tencent refuses the number inside its 200 answer (a daily limit): nothing was sent, the button is free.
  outside.sms.failNextSendTo(PHONE, 'LimitExceeded.PhoneNumberDailyLimit');
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText('验证码发送失败，请稍后重试')).toBeVisible();
  expect(outside.sms.messagesTo(PHONE)).toHaveLength(0);
  await expect(page.getByRole('button', { name: '获取验证码' })).toBeEnabled();

  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('button', { name: /^\d+s$/ })).toBeDisabled();
  await expect.poll(() => outside.sms.messagesTo(PHONE).length).toBe(1);
  const [message] = outside.sms.messagesTo(PHONE);
  expect(message?.text).toMatch(new RegExp(`^【${outside.sms.signName}】您正在绑定手机号，验证码\\d{6}，5分钟内有效。`));
  const request = outside.tencentCloud.requests.filter((logged) => logged.action === 'SendSms').at(-1);
  expect(request).toMatchObject({ service: 'sms', version: '2021-01-11', refusedWith: null });

  await page.getByRole('textbox', { name: '验证码' }).fill(outside.sms.lastCodeTo(PHONE) ?? '');
  await page.getByRole('button', { name: '绑定' }).click();
  await expect(page.getByText('绑定成功')).toBeVisible();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/personal$/);
  await expect(page.getByText(PHONE, { exact: true }).filter({ visible: true })).toBeVisible();
});
