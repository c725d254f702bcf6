import { expect, test, type Page } from '../support/consent.ts';
import { DESKTOP_CONSOLE, logInToConsole, passInReviewQueue } from '../support/console.ts';
import { openBoundLine, openNumberRecord, recordSection } from '../support/opened-line.ts';
import { saveScreenshot } from '../support/screenshots.ts';

// A cancelled number is gone for every later journey, so this one opens its own: 16610000016 is a
// free-offer stock card no other journey opens, for a customer no other journey names. The WeChat
// user 体验用户小赵 starts unbound and ends unbound (the cancellation unbinds it).
const PHONE = '16610000016';
const MASKED = '166****0016';
const CUSTOMER = { name: '郑晓东', idNumber: '110108198805162014' };
const SPARE_PHONE = '13900006016';
const BANK_CARD = '6222020000000008816';
const WECHAT_USER = '体验用户小赵';
const PASSED_SMS = '您的销户申请已审核通过，号码已注销，绑定关系已解除。如有余额，将按您选择的方式退还。';

async function applyForCancellation(phone: Page) {
  await phone.goto('/cancel');
  await expect(phone.getByRole('textbox', { name: '手机号码' })).toHaveValue(PHONE);
  await phone.getByRole('textbox', { name: '身份证号' }).fill(CUSTOMER.idNumber);
  await phone.getByRole('textbox', { name: '姓名' }).fill(CUSTOMER.name);
  await phone.getByRole('button', { name: '下一步' }).click();
  await phone.getByRole('button', { name: '立即通过验证' }).click();
  await expect(phone).toHaveURL(/\/cancelForm$/);
  await expect(phone.getByRole('textbox', { name: '拆机号码' })).toHaveValue(PHONE);
  await phone.getByRole('textbox', { name: '拆机原因' }).fill('工作调动，不再使用');
  await phone.getByRole('textbox', { name: '服务密码' }).fill('123456');
  // The spare phone is asked for inside the refund block only, as the spec says.
  await phone.getByText('是', { exact: true }).click();
  await phone.getByRole('textbox', { name: '开户人' }).fill(CUSTOMER.name);
  await phone.getByRole('textbox', { name: '开户行' }).fill('中国工商银行北京海淀支行');
  await phone.getByRole('textbox', { name: '银行卡号' }).fill(BANK_CARD);
  await phone.getByRole('textbox', { name: '备用手机号' }).fill(SPARE_PHONE);
  await phone.getByRole('button', { name: '提交' }).click();
  await expect(phone).toHaveURL(/\/auditCabcel$/);
  await expect(phone.getByText('销户申请已成功提交')).toBeVisible();
}

test('a passed cancellation closes the number: the member is logged out and unbound, it cannot be bound again, the record shows the refund and the SMS', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const phone = await openBoundLine(browser, { phone: PHONE, customer: CUSTOMER, wechatUser: WECHAT_USER });
  await applyForCancellation(phone);

  // The auditor passes it in 审核队列.
  const desk = await browser.newContext(DESKTOP_CONSOLE);
  const console = await desk.newPage();
  await logInToConsole(console, 'auditor', '审核员小陈');
  await passInReviewQueue(console, { kindLabel: '销户申请', rowText: MASKED, details: ['**** **** 8816'] });

  // The subscriber's session has ended: the app offers the login again.
  await phone.goto('/personal');
  const expired = phone.getByRole('dialog').filter({ hasText: '登录已失效，请重新登录' });
  await expect(expired).toBeVisible();
  await expired.getByRole('button', { name: '去登录' }).click();
  await expect(phone.getByText('请选择一个演示微信用户')).toBeVisible();
  await phone.getByRole('button', { name: `以「${WECHAT_USER}」身份授权登录` }).click();
  // Logged in again, the member is no longer bound: 个人信息 offers to bind a number.
  await expect(phone).toHaveURL(/\/PersonalInformation$/);
  await expect(phone.getByRole('button', { name: '获取验证码' })).toBeVisible();
  await expect(phone.getByText(PHONE, { exact: true })).toHaveCount(0);

  // Binding the closed number is refused, by code and by face.
  await phone.getByRole('textbox', { name: '手机号' }).fill(PHONE);
  await phone.getByRole('button', { name: '获取验证码' }).click();
  await expect(phone.getByText('该号码不是本网号码，无法获取验证码').last()).toBeVisible();
  await phone.goto('/AccountBind');
  await phone.getByRole('textbox', { name: '手机号' }).fill(PHONE);
  await phone.getByRole('textbox', { name: '身份证号后六位' }).fill(CUSTOMER.idNumber.slice(-6));
  await phone.getByRole('textbox', { name: '姓名' }).fill(CUSTOMER.name);
  await phone.getByRole('button', { name: '下一步' }).click();
  await expect(phone.getByText(/^该号码不是本网号码，无法(办理|绑定)$/).last()).toBeVisible();
  await expect(phone.getByRole('heading', { name: '人脸识别验证' })).toHaveCount(0);
  await phone.context().close();

  // 号码档案: closed, nobody bound, the refund to the card, the application and its SMS sent.
  await openNumberRecord(console, PHONE);
  await expect(console.getByText('已销户', { exact: true })).toBeVisible();
  const profile = console.locator('.ant-descriptions');
  await expect(profile.getByText('郑**', { exact: true })).toBeVisible();
  await expect(console.getByText(CUSTOMER.idNumber)).toHaveCount(0);
  const refunds = recordSection(console, '退费记录');
  await expect(refunds.getByText('退至银行卡')).toBeVisible();
  await expect(refunds.getByText('尾号8816')).toBeVisible();
  await expect(recordSection(console, '业务申请').getByRole('row').filter({ hasText: '销户申请' }).getByText('审核通过')).toBeVisible();
  const sms = recordSection(console, '短信记录').getByRole('row').filter({ hasText: '销户审核通过' });
  await expect(sms.getByText(PASSED_SMS)).toBeVisible();
  await expect(sms.getByText('139****6016')).toBeVisible();
  // The worker sends it within seconds; the page reads it again on 刷新.
  await expect(async () => {
    await console.getByRole('button', { name: '刷新' }).click();
    await expect(sms.getByText('已发送')).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  await saveScreenshot(console, 'number-record-cancelled', { fullPage: true });

  // The sandbox SMS inbox shows the text the spare number received.
  await console.getByRole('menuitem', { name: '短信收件箱' }).click();
  await console.getByPlaceholder('按手机号筛选').fill(SPARE_PHONE);
  await console.getByPlaceholder('按手机号筛选').press('Enter');
  await expect(console.getByRole('row').getByText(PASSED_SMS)).toBeVisible();
  await desk.close();
});
