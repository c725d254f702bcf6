import { expect, test } from '@playwright/test';
import { cardNumberOf, closeAlert, fillNumber, logInAgent, passRealNameAs, signAgreement } from '../support/agent.ts';
import { DESKTOP_CONSOLE, enrolTotpInConsole, PHONE_IN_WECHAT, submitConsoleLogin } from '../support/console.ts';
import { startFirstStartServer, type FirstStartServer } from '../support/first-start-server.ts';
import { bindBySmsCode } from '../support/opened-line.ts';

// An operator's first production start (NODE_ENV=production, no demo data): nothing the hall sells
// exists until the operator creates it. The first console account comes from `npm run staff`, the
// whole catalogue from importing docs/first-start.example.json as it is (packages, the offers that
// name them, recharge products, a dealer, its agent and card stock), before the one start. Then an
// agent opens a card and its new owner tops up, which proves the hall runs on what the operator
// set up and on nothing the demo seed writes.

const PHONE = '16690000001';
const CUSTOMER = { name: '林首发', idNumber: '440106199201150023' };
// As docs/first-start.example.json names them.
const PACKAGE_NAME = '首发畅聊卡';
const OFFER_NAME = '首发畅聊卡（免预存）';
const STOCK_NUMBERS = ['16690000001', '16690000002', '16690000003'];

test.describe.configure({ mode: 'serial', timeout: 180_000 });

let server: FirstStartServer;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startFirstStartServer();
});

test.afterAll(async () => {
  await server?.stop();
});

test('the import set up the catalogue the console shows: packages, offers, recharge products, the dealer’s stock', async ({ browser }) => {
  const page = await server.openPage(browser, DESKTOP_CONSOLE);
  await submitConsoleLogin(page, server.staff.username, server.staff.password);
  // Production holds an admin to the TOTP enrolment before anything else.
  await expect(page.getByText(`${server.staff.displayName}，您的账号须使用动态口令登录`, { exact: false })).toBeVisible({ timeout: 30_000 });
  await enrolTotpInConsole(page);
  await expect(page.getByRole('banner').getByText(server.staff.displayName, { exact: true })).toBeVisible();

  await page.getByRole('menuitem', { name: '套餐', exact: true }).click();
  await expect(page.getByRole('cell', { name: PACKAGE_NAME, exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: '首发畅享卡', exact: true })).toBeVisible();

  await page.getByRole('menuitem', { name: '开卡套餐' }).click();
  await expect(page.getByRole('cell', { name: OFFER_NAME })).toBeVisible();

  await page.getByRole('menuitem', { name: '充值产品' }).click();
  await expect(page.getByRole('cell', { name: '30元', exact: true })).toBeVisible();

  await page.getByRole('menuitem', { name: '经销商' }).click();
  const dealerRow = page.getByRole('row').filter({ hasText: server.dealer.name });
  await dealerRow.getByRole('button', { name: '库存' }).click();
  const stock = page.locator('.ant-drawer').filter({ hasText: '号卡库存' });
  await expect(stock.getByRole('cell', { name: '可开户' })).toHaveCount(STOCK_NUMBERS.length);
  // The example's cards are those whose last seven digits the agent's steps type (cardNumberOf).
  for (const number of STOCK_NUMBERS) {
    await expect(
      stock
        .getByRole('row')
        .filter({ hasText: number })
        .getByRole('cell', { name: cardNumberOf(number) }),
    ).toBeVisible();
  }
});

test('the agent from the import opens a card of the new offer for a customer', async ({ browser }) => {
  const agent = await server.openPage(browser, PHONE_IN_WECHAT);
  await logInAgent(agent, server.agent.workNo, { password: server.agent.password });
  await expect(agent).toHaveURL(/\/OpenCardMessage$/);
  await agent.goto('/OpenCard');
  await fillNumber(agent, PHONE);
  await expect(agent.getByRole('heading', { name: OFFER_NAME })).toBeVisible();
  await agent.getByRole('button', { name: '下一步' }).click();
  await signAgreement(agent);
  await passRealNameAs(agent, CUSTOMER);
  await closeAlert(agent, /资料提交成功!!/);
});

test('the new owner logs in with their own WeChat, binds the number and tops up with the operator’s product', async ({ browser }) => {
  const phone = await server.openPage(browser, PHONE_IN_WECHAT);
  await phone.goto('/PersonalInformation');
  await expect(phone.getByText('还没有演示微信用户，请新建一个')).toBeVisible();
  await phone.getByLabel('新微信用户昵称').fill('林首发');
  await phone.getByRole('button', { name: '新建用户并授权登录' }).click();
  await expect.poll(() => phone.evaluate(() => window.localStorage.getItem('token')).catch(() => null), { timeout: 15_000 }).toBeTruthy();
  await bindBySmsCode(phone, PHONE);

  await phone.goto('/Recharge');
  await phone.getByRole('radio', { name: /^30元/ }).click();
  await phone.getByRole('button', { name: /^立即支付/ }).click();
  await phone.getByRole('dialog', { name: '确认支付' }).getByRole('button', { name: '继续支付' }).click();
  await expect(phone.getByLabel('支付金额')).toHaveText('¥30.00');
  await phone.getByRole('button', { name: '确认支付' }).click();
  await expect(phone.getByText('支付成功！')).toBeVisible();
  await phone.goto('/record');
  await expect(phone.getByText('充值成功').first()).toBeVisible();
  await phone.goto('/balance');
  await expect(phone.getByLabel('账户余额').getByText(/^¥-?\d+\.\d{2}$/)).toHaveText('¥30.00');
});
