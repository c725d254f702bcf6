import { expect, type Browser, type Page } from '@playwright/test';
import { closeAlert, fillNumber, logInAgent, passRealNameAs, signAgreement } from './agent.ts';
import { agreeToConsentWhenAsked } from './consent.ts';
import { openPhone } from './console.ts';
import { logInAs, readLatestSmsCode } from './sandbox.ts';

// A number of its own for a journey that changes a number for good (a cancellation, a new card):
// an agent opens a free stock card for a customer no other journey uses, and the customer binds it
// in WeChat with an SMS code, as after any opening.

export interface Customer {
  name: string;
  idNumber: string;
}

/** The free offer's cards (no fee, no photo). */
export const FREE_OFFER = '大王卡19元套餐（免预存）';

/** The logged-in agent opens a card of the free offer for the customer, up to the audit. */
export async function openFreeCard(agent: Page, phone: string, customer: Customer): Promise<void> {
  await agent.goto('/OpenCard');
  await fillNumber(agent, phone);
  await expect(agent.getByRole('heading', { name: FREE_OFFER })).toBeVisible();
  await agent.getByRole('button', { name: '下一步' }).click();
  await signAgreement(agent);
  await passRealNameAs(agent, customer);
  await closeAlert(agent, /资料提交成功!!/);
}

/** Agent A10001 opens a card of the free offer for the customer. */
export async function openFreeLine(browser: Browser, phone: string, customer: Customer): Promise<void> {
  const context = await browser.newContext();
  const agent = await context.newPage();
  await agreeToConsentWhenAsked(agent);
  await logInAgent(agent, 'A10001');
  await expect(agent).toHaveURL(/\/OpenCardMessage$/);
  await openFreeCard(agent, phone, customer);
  await context.close();
}

/** The logged-in member binds the number on 个人信息 with the code sent to it, and sees it on /personal. */
export async function bindBySmsCode(page: Page, phone: string): Promise<void> {
  await page.goto('/PersonalInformation');
  await page.getByRole('textbox', { name: '手机号' }).fill(phone);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('button', { name: /^\d+s$/ })).toBeDisabled();
  await page.getByRole('textbox', { name: '验证码' }).fill(await readLatestSmsCode(page, phone));
  await page.getByRole('button', { name: '绑定' }).click();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/personal$/);
  await expect(page.getByText(phone, { exact: true }).filter({ visible: true })).toBeVisible();
}

/**
 * A line of the journey's own, opened for the customer and bound by the WeChat user on a phone;
 * answers the phone's page, logged in and bound.
 */
export async function openBoundLine(browser: Browser, line: { phone: string; customer: Customer; wechatUser: string }): Promise<Page> {
  await openFreeLine(browser, line.phone, line.customer);
  const phone = await (await openPhone(browser)).newPage();
  await agreeToConsentWhenAsked(phone);
  await logInAs(phone, line.wechatUser, '/PersonalInformation');
  await bindBySmsCode(phone, line.phone);
  return phone;
}

/** Looks a number up on the console's 号码档案 page. */
export async function openNumberRecord(console: Page, phone: string): Promise<void> {
  await console.getByRole('menuitem', { name: '号码档案' }).click();
  await console.getByLabel('手机号').fill(phone);
  await console.getByRole('button', { name: '查询' }).click();
  await expect(console.getByText('号码状态', { exact: true })).toBeVisible();
}

/** The card of one section of the 号码档案 page (退费记录, 换卡记录, 业务申请, 业务订单, 短信记录). */
export function recordSection(console: Page, title: string) {
  return console
    .locator('.ant-card')
    .filter({ has: console.getByText(title, { exact: true }) })
    .last();
}

/** The bound member unbinds the line by the owner's ID number and name, as at the end of a journey that bound it. */
export async function unbindByIdentity(phone: Page, customer: Customer): Promise<void> {
  await phone.goto('/personal');
  await phone.getByRole('button', { name: '解除绑定' }).click();
  await expect(phone).toHaveURL(/\/relieve$/);
  await phone.getByRole('link', { name: '收不到验证码？' }).click();
  await expect(phone).toHaveURL(/\/relieveNot$/);
  await phone.getByRole('textbox', { name: '身份证号' }).fill(customer.idNumber);
  await phone.getByRole('textbox', { name: '姓名' }).fill(customer.name);
  await phone.getByRole('button', { name: '解除绑定' }).click();
  await phone.getByRole('button', { name: '确定' }).click();
  await expect(phone.getByText('解除成功').first()).toBeVisible();
}
