import { agreeToConsentWhenAsked, expect, test, type Page } from '../support/consent.ts';
import { DESKTOP_CONSOLE, logInToConsole, openPhone } from '../support/console.ts';
import { openBoundLine, openNumberRecord, recordSection, unbindByIdentity } from '../support/opened-line.ts';
import { logInAs } from '../support/sandbox.ts';
import { saveScreenshot } from '../support/screenshots.ts';

// 挂失/解挂 on a number of this journey's own: 16610000020 is a free-offer stock card no other
// journey opens, for a customer no other journey names. 访客小周 binds it and unbinds it at the end,
// so the visitor ends unbound as it began, and the number ends in use.
const PHONE = '16610000020';
const MASKED = '166****0020';
const CUSTOMER = { name: '邵婉清', idNumber: '110108199205164029' };
const WECHAT_USER = '访客小周';

/** 立即挂失 or 解除挂失 with a service password, confirmed in the dialog. */
async function changeLossReport(page: Page, action: '立即挂失' | '解除挂失', password: string) {
  await page.getByPlaceholder('请输入服务密码').fill(password);
  await page.getByRole('button', { name: action }).click();
  await page
    .getByRole('dialog', { name: action === '立即挂失' ? '确认挂失' : '确认解挂' })
    .getByRole('button', { name: '确定' })
    .click();
}

test('the owner reports a lost phone, the lost phone is logged out and its number gets no code, and the number is lifted at a store and by the owner', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const lostPhone = await openBoundLine(browser, { phone: PHONE, customer: CUSTOMER, wechatUser: WECHAT_USER });

  // On a new phone the owner logs in to WeChat again and finds 挂失/解挂 under 业务办理.
  const newPhone = await (await openPhone(browser)).newPage();
  await agreeToConsentWhenAsked(newPhone);
  await logInAs(newPhone, WECHAT_USER, '/BusinessHandle');
  await newPhone.getByText('挂失/解挂').click();
  await expect(newPhone).toHaveURL(/\/lossReport$/);
  await expect(newPhone.getByText('正常使用')).toBeVisible();
  await expect(newPhone.getByText(MASKED)).toBeVisible();

  await newPhone.getByRole('button', { name: '立即挂失' }).click();
  await expect(newPhone.getByText('请填写服务密码')).toBeVisible();
  await changeLossReport(newPhone, '立即挂失', '000000');
  await expect(newPhone.getByText('服务密码错误，还可尝试2次')).toBeVisible();
  await changeLossReport(newPhone, '立即挂失', '123456');
  await expect(newPhone.getByText('已挂失')).toBeVisible();
  await expect(newPhone.getByText(/^挂失时间：\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)).toBeVisible();
  await saveScreenshot(newPhone, 'loss-reported');

  // The lost phone's session ended: it is asked to log in again.
  await lostPhone.goto('/personal');
  await expect(lostPhone.getByRole('dialog', { name: '提示' }).getByText('登录已失效，请重新登录')).toBeVisible();

  // No verification code goes to the SIM, whoever asks for one (here another member, on /invoiceVerify).
  const other = await (await openPhone(browser)).newPage();
  await agreeToConsentWhenAsked(other);
  await logInAs(other, '林晓', '/invoiceVerify');
  await other.getByRole('textbox', { name: '手机号' }).fill(PHONE);
  await other.getByRole('button', { name: '获取验证码' }).click();
  await expect(other.getByText('该号码已挂失，暂不能接收验证码')).toBeVisible();
  await other.context().close();

  // At a store, customer service checks the owner's ID card and lifts the report.
  const desk = await browser.newContext(DESKTOP_CONSOLE);
  const console = await desk.newPage();
  await logInToConsole(console, 'service', '客服小王');
  await openNumberRecord(console, PHONE);
  const reports = recordSection(console, '挂失记录');
  await expect(reports.getByText('挂失中')).toBeVisible();
  await reports.getByRole('button', { name: '营业厅解挂' }).click();
  const modal = console.getByRole('dialog', { name: '营业厅解挂' });
  await modal.getByLabel('解挂原因').fill('机主持身份证到厅办理');
  await modal.getByRole('button', { name: '确认解挂' }).click();
  await expect(reports.getByText('机主持身份证到厅办理')).toBeVisible();
  await expect(reports.getByText('挂失中')).toHaveCount(0);
  await saveScreenshot(console, 'loss-lifted-at-store', { fullPage: true });
  await desk.close();

  await newPhone.reload();
  await expect(newPhone.getByText('正常使用')).toBeVisible();

  // Reported again and lifted by the owner with the service password once the phone is found.
  await changeLossReport(newPhone, '立即挂失', '123456');
  await expect(newPhone.getByText('已挂失')).toBeVisible();
  await changeLossReport(newPhone, '解除挂失', '123456');
  await expect(newPhone.getByText('正常使用')).toBeVisible();

  await unbindByIdentity(newPhone, CUSTOMER);
  await newPhone.context().close();
  await lostPhone.context().close();
});
