import { expect, test } from '@playwright/test';
import { fillNumber, logInAgent } from '../support/agent.ts';
import { blockingViolations, expectAccessibleInBothModes, PHONE_375 } from '../support/axe.ts';
import { findLayoutProblems, PHONE_320 } from '../support/layout-problems.ts';
import { logInAsNewUser } from '../support/sandbox.ts';

// 号码购买 and the stock-limited step 1. A new member reserves 16610000011 (星海通讯天河店, no other
// journey uses it) from the menu and is told to complete it at the dealer with the code; 赵敏
// (A10001) takes the reservation by its code on 号码库存, and step 1 then takes the number for her.
// 钱进 (A10002) reserves 16610000012 for a customer; 赵敏's step 1 refuses it, and refuses another
// dealer's 16620000011. Nothing is submitted: the holds run out after 30 minutes.

const RESERVED_BY_OTHER = '该号码已被他人预留，暂不能开户；如客户持有预留码，请在“号码库存”中按预留码受理';

test('a member reserves a number from the pool; the dealer takes it by code and step 1 opens only what the dealer holds', async ({ page, browser }) => {
  test.setTimeout(240_000);
  await logInAsNewUser(page, '选号用户', '/transfer');
  await page.getByText('号码购买', { exact: true }).click();
  await expect(page).toHaveURL(/\/numberPurchase$/);
  await page.getByRole('textbox', { name: '尾号' }).fill('00a1');
  await page.getByRole('textbox', { name: '尾号' }).fill('0011');
  await page.getByRole('button', { name: '搜索' }).click();
  await expect(page.getByRole('button', { name: '预留 16610000011' })).toBeVisible();
  await expectAccessibleInBothModes(page);
  await page.getByRole('button', { name: '预留 16610000011' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '预留' }).click();
  const reservation = page.getByRole('region', { name: '我的预留' });
  await expect(reservation.getByText('16610000011')).toBeVisible();
  await expect(reservation.getByText('星海通讯天河店')).toBeVisible();
  await expect(reservation.getByText(/到店办理/)).toBeVisible();
  const code = (await reservation.locator('.number-reservation-code').innerText()).trim();
  expect(code).toMatch(/^[2-9A-HJ-NP-Z]{8}$/);
  // One live reservation per member: the other numbers cannot be reserved meanwhile.
  await expect(page.getByRole('button', { name: /^预留 / }).first()).toBeDisabled();
  await expectAccessibleInBothModes(page);
  await page.setViewportSize(PHONE_320);
  expect(await findLayoutProblems(page)).toEqual([]);

  // 钱进 reserves another number of the dealer for a customer.
  const reserver = await (await browser.newContext()).newPage();
  await logInAgent(reserver, 'A10002');
  await expect(reserver).toHaveURL(/\/OpenCardMessage$/);
  await reserver.getByText('本渠道号码在库、预留、开户情况，按预留码受理').click();
  await expect(reserver).toHaveURL(/\/agentStock$/);
  await reserver.getByRole('textbox', { name: '尾号' }).fill('0012');
  await reserver.getByRole('button', { name: '筛选' }).click();
  await reserver.getByRole('button', { name: '预留 16610000012' }).click();
  await expect(reserver.getByRole('dialog').getByText(/已为客户预留30分钟/)).toBeVisible();
  await reserver.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(reserver.getByText(/本人预留，至/)).toBeVisible();

  // 赵敏 takes the member's reservation by its code on 号码库存.
  const opener = await (await browser.newContext()).newPage();
  await logInAgent(opener, 'A10001');
  await expect(opener).toHaveURL(/\/OpenCardMessage$/);
  await opener.goto('/agentStock');
  await expect(opener.getByLabel('库存统计')).toBeVisible();
  await opener.getByRole('tab', { name: '已预留' }).click();
  await expect(opener.getByText(/客户线上预留，至/)).toBeVisible();
  // The agent area has no care mode: checked at 375 px as it is.
  await opener.setViewportSize(PHONE_375);
  expect(await blockingViolations(opener, '/agentStock')).toEqual([]);
  await opener.setViewportSize(PHONE_320);
  expect(await findLayoutProblems(opener)).toEqual([]);
  await opener.getByRole('textbox', { name: '预留码' }).fill('ZZZZZZZZ');
  await opener.getByRole('button', { name: '受理' }).click();
  await expect(opener.getByText('预留码无效或已过期，请核对后重新输入')).toBeVisible();
  await opener.getByRole('textbox', { name: '预留码' }).fill(code.toLowerCase());
  await opener.getByRole('button', { name: '受理' }).click();
  const taken = opener.getByRole('dialog').filter({ hasText: '受理成功' });
  await expect(taken.getByText(/16610000011 已由您受理/)).toBeVisible();
  await taken.getByRole('button', { name: '去开卡' }).click();
  await expect(opener).toHaveURL(/\/OpenCard$/);

  // Step 1 limited to the dealer's stock: 钱进's reservation and another dealer's number are refused.
  await fillNumber(opener, '16610000012');
  await expect(opener.getByText(RESERVED_BY_OTHER)).toBeVisible();
  await opener.goto('/OpenCard');
  await fillNumber(opener, '16620000011');
  await expect(opener.getByText('该号码不属于您所在渠道，无法开户')).toBeVisible();
  await opener.goto('/OpenCard');
  await fillNumber(opener, '16610000011');
  await expect(opener.getByRole('heading', { name: '标准卡A套餐（预存50元）' })).toBeVisible();

  // The member sees the dealer has taken it.
  await page.reload();
  await expect(page.getByText('营业点已受理您的预留，请配合营业员完成实名开户。')).toBeVisible();
});
