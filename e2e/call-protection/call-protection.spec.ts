import { expect, test, type Page } from '@playwright/test';
import { expectAccessibleInBothModes } from '../support/axe.ts';
import { DESKTOP_CONSOLE, logInToConsole } from '../support/console.ts';
import { findLayoutProblems, PHONE_320 } from '../support/layout-problems.ts';
import { logInAs } from '../support/sandbox.ts';
import { saveScreenshot } from '../support/screenshots.ts';

// 骚扰拦截 of 张伟's number (17012340001): he turns call protection on, blocks 诈骗 and lists a
// number; calls to him (the console's sandbox step stands in for the network) from that number and
// from 16500001111 (marked 诈骗 by migration 0061) are intercepted, not recorded, and listed on
// /callInterceptions; a call from another number rings through. No other journey sends calls or
// messages to 张伟's number, and the listed and marked callers are this journey's alone.

const ZHANGWEI = { nickname: '张伟', phone: '17012340001' };
const LISTED_CALLER = '13912340077';
const FRAUD_CALLER = '16500001111';
const OTHER_CALLER = '13812345678';

/** One incoming call of `minutes` to 张伟 from `caller`, through the console's 模拟用量; answers the status line. */
async function injectCall(desk: Page, caller: string): Promise<string> {
  const card = desk.locator('.ant-card').filter({ hasText: '模拟用量（计费系统接收的使用记录）' });
  await card.getByLabel('来电号码').fill(caller);
  const before = (await card.getByRole('status').count()) > 0 ? await card.getByRole('status').innerText() : '';
  await card.getByRole('button', { name: '上报用量' }).click();
  await expect(card.getByRole('status')).not.toHaveText(before);
  return card.getByRole('status').innerText();
}

test('张伟 blocks a number and 诈骗 calls: both are intercepted and logged, not recorded; another call rings', async ({ page, browser }) => {
  test.setTimeout(150_000);
  await logInAs(page, ZHANGWEI.nickname, '/BusinessHandle');
  await page.getByText('骚扰拦截').first().click();
  await expect(page).toHaveURL(/\/callProtection$/);
  await expect(page.getByRole('heading', { name: '拦截号码（0/100）' })).toBeVisible();

  // Turn it on, block 诈骗, list a number; a bad number and an emergency range are refused in Chinese.
  const numbers = page.getByRole('region', { name: '拦截号码' });
  await numbers.getByRole('textbox', { name: '拦截号码' }).fill('1234');
  await numbers.getByRole('button', { name: '添加' }).click();
  await expect(page.getByText('拦截号码须为5-20位数字')).toBeVisible();
  await numbers.getByRole('textbox', { name: '拦截号码' }).fill(LISTED_CALLER);
  await numbers.getByRole('button', { name: '添加' }).click();
  await expect(numbers.getByText(LISTED_CALLER)).toBeVisible();
  const ranges = page.getByRole('region', { name: '拦截号段' });
  await ranges.getByRole('textbox', { name: '拦截号段' }).fill('12');
  await ranges.getByRole('button', { name: '添加' }).click();
  await expect(page.getByText('号段不能包含紧急号码（110、119、120、122）')).toBeVisible();
  await page.getByRole('switch', { name: '开启骚扰拦截' }).click();
  await page.getByRole('checkbox', { name: '诈骗电话' }).click();
  await expect(page.getByRole('checkbox', { name: '诈骗电话' })).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('button', { name: '保存设置' }).click();
  await expect(page.getByText('保存成功，拦截设置已生效')).toBeVisible();
  await saveScreenshot(page, 'call-protection-settings');
  await expectAccessibleInBothModes(page);
  await page.setViewportSize(PHONE_320);
  expect(await findLayoutProblems(page)).toEqual([]);

  // The calls, as the network reports them to the back office.
  const deskContext = await browser.newContext(DESKTOP_CONSOLE);
  const desk = await deskContext.newPage();
  await logInToConsole(desk, 'service', '客服小王');
  await desk.getByRole('menuitem', { name: '演示步骤' }).click();
  const card = desk.locator('.ant-card').filter({ hasText: '模拟用量（计费系统接收的使用记录）' });
  await card.getByLabel('用量号码').fill(ZHANGWEI.phone);
  await card.getByLabel('用量类型').click();
  await desk.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: '接听来电（分钟）' }).click();
  await card.getByLabel('用量数量').fill('2');
  await card.getByRole('button', { name: '上报用量' }).click();
  await expect(desk.getByText('请输入来电号码')).toBeVisible();
  expect(await injectCall(desk, LISTED_CALLER)).toContain(`已被骚扰拦截拦下，未计入：${ZHANGWEI.phone}`);
  expect(await injectCall(desk, OTHER_CALLER)).toContain(`已计入：${ZHANGWEI.phone}`);
  expect(await injectCall(desk, FRAUD_CALLER)).toContain(`已被骚扰拦截拦下，未计入：${ZHANGWEI.phone}`);
  await deskContext.close();

  // The log: newest first, the marked caller masked, his own listed number whole.
  await page.getByRole('button', { name: '拦截记录' }).click();
  await expect(page).toHaveURL(/\/callInterceptions$/);
  const items = page.locator('.adm-list-item');
  await expect(items.first()).toContainText('165****1111');
  await expect(items.first()).toContainText('标记为诈骗');
  await expect(items.first()).toContainText('2分钟');
  await expect(items.nth(1)).toContainText(LISTED_CALLER);
  await expect(items.nth(1)).toContainText('黑名单号码');
  await expect(page.getByText(OTHER_CALLER)).toHaveCount(0);
  await expect(page.getByText(FRAUD_CALLER)).toHaveCount(0);
  expect(await findLayoutProblems(page)).toEqual([]);
  await page.setViewportSize({ width: 375, height: 667 });
  await saveScreenshot(page, 'call-interceptions');
  await expectAccessibleInBothModes(page);
  await page.getByRole('button', { name: '返回' }).click();
  await expect(page).toHaveURL(/\/callProtection$/);
  await expect(page.getByRole('switch', { name: '开启骚扰拦截' })).toHaveAttribute('aria-checked', 'true');
});
