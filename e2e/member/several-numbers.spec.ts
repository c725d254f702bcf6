import { expect, test, type Page } from '@playwright/test';
import { expectAccessibleInBothModes } from '../support/axe.ts';
import { findLayoutProblems, PHONE_320 } from '../support/layout-problems.ts';
import { logInAs, logInAsNewUser, readLatestSmsCode, requestSmsCode } from '../support/sandbox.ts';
import { saveScreenshot } from '../support/screenshots.ts';

// A family's numbers under one WeChat member: the member binds a first and a second number with SMS
// codes, switches between them from the hall's header (the choice kept on the server, so a reload
// and another phone find it), tops up the second one, and unbinds the first, keeping the session.

const FIRST = '17012340009';
const FIRST_OWNER = { name: '周杰', idNumber: '350203199106062222' };
const SECOND = '17012340007';
const NICKNAME = `多号用户${Date.now() % 100_000}`;

async function bindWithCode(page: Page, phone: string): Promise<void> {
  await page.getByRole('textbox', { name: '手机号' }).fill(phone);
  await requestSmsCode(page);
  await page.getByRole('textbox', { name: '验证码' }).fill(await readLatestSmsCode(page, phone));
  await page.getByRole('button', { name: '绑定', exact: true }).click();
}

/** The hall's header shows the active number's last four digits, a link to the member's numbers. */
const headerNumber = (page: Page, phone: string) => page.getByRole('link', { name: `尾号${phone.slice(-4)}，切换号码` });

async function readBalance(page: Page): Promise<number> {
  await page.goto('/balance');
  const amount = page.getByLabel('账户余额').getByText(/^¥-?\d+\.\d{2}$/);
  await expect(amount).toBeVisible();
  return Number((await amount.textContent())?.replace('¥', ''));
}

test('a member binds a second number, switches from the header, tops the second one up and unbinds the first', async ({ page, browser }) => {
  await logInAsNewUser(page, NICKNAME);
  await page.goto('/PersonalInformation');
  await bindWithCode(page, FIRST);
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/personal$/);

  await page.goto('/Recharge');
  await headerNumber(page, FIRST).click();
  await expect(page).toHaveURL(/\/myNumbers$/);
  await page.getByRole('button', { name: '添加号码' }).click();
  await bindWithCode(page, SECOND);
  await expect(page.getByText('绑定成功，已切换到新号码')).toBeVisible();
  const numbers = page.getByRole('list', { name: '已绑定的号码' });
  await expect(numbers.getByRole('listitem')).toHaveCount(2);
  await expect(numbers.getByRole('listitem').filter({ hasText: SECOND })).toContainText('当前号码');
  await expect(page.getByText('已绑定 2/5 个号码')).toBeVisible();
  await saveScreenshot(page, 'my-numbers');

  // Switched to the first: the hall acts on it, after a reload and on another phone of the member too.
  await page.getByRole('button', { name: `切换到${FIRST}` }).click();
  await expect(page).toHaveURL(/\/Recharge$/);
  await expect(headerNumber(page, FIRST)).toBeVisible();
  await page.reload();
  await expect(headerNumber(page, FIRST)).toBeVisible();
  const otherPhone = await browser.newPage();
  await logInAs(otherPhone, NICKNAME, '/Recharge');
  await expect(headerNumber(otherPhone, FIRST)).toBeVisible();
  await otherPhone.close();

  // Back to the second from the header, and a top-up lands on it.
  await headerNumber(page, FIRST).click();
  await page.getByRole('button', { name: `切换到${SECOND}` }).click();
  await expect(headerNumber(page, SECOND)).toBeVisible();
  const before = await readBalance(page);
  await page.goto('/Recharge');
  await expect(page.getByText(SECOND).first()).toBeVisible();
  await page.getByRole('radio', { name: /^50元/ }).click();
  await page.getByRole('button', { name: /^立即支付/ }).click();
  await page.getByRole('dialog', { name: '确认支付' }).getByRole('button', { name: '继续支付' }).click();
  await page.getByRole('button', { name: '确认支付' }).click();
  await expect(page.getByText('支付成功！')).toBeVisible();
  expect(await readBalance(page)).toBeCloseTo(before + 50, 2);

  // Unbinding the first (made active) leaves the second, and the member stays logged in.
  await page.goto('/myNumbers');
  await page.getByRole('button', { name: `切换到${FIRST}` }).click();
  await expect(headerNumber(page, FIRST)).toBeVisible();
  await page.goto('/myNumbers');
  await page.getByText('解除当前号码绑定').click();
  await expect(page).toHaveURL(/\/relieve$/);
  await expect(page.getByRole('textbox', { name: '手机号' })).toHaveValue(FIRST);
  // The code that bound it a moment ago is still in its resend interval: the owner's ID instead.
  await page.getByRole('link', { name: '收不到验证码？' }).click();
  await page.getByRole('textbox', { name: '身份证号' }).fill(FIRST_OWNER.idNumber);
  await page.getByRole('textbox', { name: '姓名' }).fill(FIRST_OWNER.name);
  await page.getByRole('button', { name: '解除绑定' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByText(`号码 ${FIRST} 已解除绑定，已切换到您的其他号码`)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
  await page.getByRole('button', { name: '查看我的号码' }).click();
  await expect(numbers.getByRole('listitem')).toHaveCount(1);
  await expect(numbers.getByRole('listitem')).toContainText(SECOND);
  await expect(numbers.getByRole('listitem')).toContainText('当前号码');

  await page.getByText('绑定记录').click();
  const history = page.getByRole('list', { name: '绑定记录' });
  await expect(history.getByText(FIRST)).toHaveCount(2);
  await expect(history.getByText(SECOND)).toHaveCount(1);
  await expect(history.getByText('解绑')).toHaveCount(1);
  await expect(history.getByText(/短信验证码/)).toHaveCount(2);
  await expect(history.getByText(/机主证件信息/)).toHaveCount(1);

  for (const path of ['/bindingHistory', '/myNumbers']) {
    await page.goto(path);
    await page.setViewportSize(PHONE_320);
    expect(await findLayoutProblems(page), path).toEqual([]);
    await expectAccessibleInBothModes(page);
  }
});

test('the member’s numbers and their other holders fit 320 px and pass axe in both looks, with one number and no history', async ({ page }) => {
  await logInAs(page, '张伟', '/myNumbers');
  for (const path of ['/myNumbers', '/numberHolders', '/bindingHistory']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.setViewportSize(PHONE_320);
    expect(await findLayoutProblems(page), path).toEqual([]);
    await expectAccessibleInBothModes(page);
  }
});
