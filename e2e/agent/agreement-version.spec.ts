import { expect, test } from '../support/consent.ts';
import { closeAlert, fillNumber, logInAgent, passRealNameAs, signAgreement } from '../support/agent.ts';
import { DESKTOP_CONSOLE, logInToConsole } from '../support/console.ts';

// An editor publishes a new version of the opening agreement while a customer is reading the old
// one on the agent's phone: the signature under the old version is refused, the step shows the new
// text, and the customer reads and signs again. 16610000018 (dealer D1001, offer 1354262: no fee,
// no card photo) is opened by no other journey. The title stays the same, so later journeys that
// agree to 《客户入网服务协议》 are unaffected.
const PHONE = '16610000018';
const NEW_CLAUSE = '十一、本协议自第二版起，电子签名与手写签名具有同等效力。';
// A customer of this journey's own: the real-name service's default customer already holds as many
// numbers as one ID may (five) once the other agent journeys have opened theirs.
const CUSTOMER = { name: '宋协议', idNumber: '440106199305080018' };

test('a signature under an outdated agreement is refused, and the customer reads and signs the new version', async ({ page, browser }) => {
  await logInAgent(page, 'A10001');
  await expect(page).toHaveURL(/\/OpenCardMessage$/);
  await page.goto('/OpenCard');
  await fillNumber(page, PHONE);
  await expect(page.getByRole('heading', { name: '大王卡19元套餐（免预存）' })).toBeVisible();
  await page.getByRole('button', { name: '下一步' }).click();
  const agreement = page.getByRole('document', { name: '入网协议全文' });
  await expect(agreement.getByRole('heading', { name: '客户入网服务协议' })).toBeVisible();
  await expect(agreement.getByText(NEW_CLAUSE)).toHaveCount(0);

  const consoleContext = await browser.newContext(DESKTOP_CONSOLE);
  const consolePage = await consoleContext.newPage();
  await logInToConsole(consolePage, 'editor', '运营小李');
  await consolePage.getByRole('menuitem', { name: '入网协议' }).click();
  const openingCard = consolePage.locator('.ant-card').filter({ hasText: '开卡入网协议' });
  await expect(openingCard.getByText('第1版').first()).toBeVisible();
  await openingCard.getByRole('button', { name: '编辑并发布新版本' }).click();
  const body = consolePage.getByLabel('协议正文');
  await expect(body).toHaveValue(/十、双方因本协议发生争议的/);
  await body.fill(`${await body.inputValue()}\n${NEW_CLAUSE}`);
  await consolePage.getByRole('button', { name: '发布新版本', exact: true }).click();
  await expect(consolePage.getByText('发布后新签署将使用新版本，已签署的记录保持原版本')).toBeVisible();
  await consolePage.getByRole('button', { name: '发布', exact: true }).click();
  await expect(consolePage.getByText('新版本已发布，之后的签署使用新版本')).toBeVisible();
  await expect(openingCard.getByText('第2版').first()).toBeVisible();
  await consoleContext.close();

  await signAgreement(page);
  await expect(page.getByText('入网协议已更新，请重新阅读后签名')).toBeVisible();
  await expect(agreement.getByText(NEW_CLAUSE)).toBeVisible();
  await expect(page.getByText('请滑动阅读至协议末尾')).toBeVisible();
  await signAgreement(page);
  await passRealNameAs(page, CUSTOMER);
  await closeAlert(page, /资料提交成功!!/);
});
