import { expect, test, type Page } from '../support/consent.ts';
import { lastSevenOfCard } from '../support/agent.ts';
import { DESKTOP_CONSOLE, logInToConsole } from '../support/console.ts';
import { openBoundLine, openNumberRecord, recordSection, unbindByIdentity } from '../support/opened-line.ts';
import { saveScreenshot } from '../support/screenshots.ts';

// A SIM replacement moves the number to a new card for good, so this journey opens its own:
// 16610000017 is a free-offer stock card no other journey opens, for a customer no other journey
// names. 访客小周 binds it and unbinds it at the end, so the visitor ends unbound as it began.
const PHONE = '16610000017';
const MASKED = '166****0017';
const CUSTOMER = { name: '冯雅琴', idNumber: '110108199108233029' };
const WECHAT_USER = '访客小周';
// A card in no stock and on no number, never used before.
const NEW_ICCID = '89860319990000004217';

async function applyForNewCard(phone: Page) {
  await phone.goto('/changeCard');
  await phone.getByRole('textbox', { name: '身份证号' }).fill(CUSTOMER.idNumber);
  await phone.getByRole('textbox', { name: '姓名' }).fill(CUSTOMER.name);
  await phone.getByRole('button', { name: '下一步' }).click();
  await phone.getByRole('button', { name: '立即通过验证' }).click();
  await expect(phone).toHaveURL(/\/changeCardForm$/);
  await expect(phone.getByRole('button', { name: '提交申请' })).toBeVisible({ timeout: 15_000 });
  await phone.getByLabel('补卡原因').getByRole('textbox').fill('手机丢失');
  await phone.getByRole('textbox', { name: '补卡号码' }).fill(PHONE);
  await phone.getByRole('textbox', { name: '服务密码' }).fill('123456');
  await phone.getByRole('textbox', { name: '收货人', exact: true }).fill(CUSTOMER.name);
  await phone.getByRole('textbox', { name: '收货人电话' }).fill('13800006017');
  await phone.getByLabel('收货地址').getByRole('textbox').fill('北京市海淀区中关村大街1号');
  await phone.getByRole('button', { name: '提交申请' }).click();
  await expect(phone).toHaveURL(/\/changeCardauditCabcel$/);
  await expect(phone.getByText('提交成功！')).toBeVisible();
}

test('a SIM replacement passed with a new ICCID shows on /orderQuery with the new card, and in the number record', async ({ browser }) => {
  test.setTimeout(180_000);
  const phone = await openBoundLine(browser, { phone: PHONE, customer: CUSTOMER, wechatUser: WECHAT_USER });
  await applyForNewCard(phone);

  // The auditor opens it in 审核队列; passing asks for the new card's ICCID.
  const desk = await browser.newContext(DESKTOP_CONSOLE);
  const console = await desk.newPage();
  await logInToConsole(console, 'auditor', '审核员小陈');
  await console.getByRole('menuitem', { name: '审核队列' }).click();
  await console.getByRole('tab', { name: /补换卡申请/ }).click();
  const row = console.getByRole('row').filter({ hasText: MASKED });
  await expect(row).toHaveCount(1);
  await row.click();
  const drawer = console.getByRole('dialog', { name: '申请详情' });
  await expect(drawer.getByText('手机丢失', { exact: true })).toBeVisible();
  await drawer.getByRole('button', { name: '通过', exact: true }).click();
  const modal = console.getByRole('dialog', { name: '审核通过' });
  await modal.getByLabel('新卡ICCID').fill('8986');
  await modal.getByRole('button', { name: '确认通过' }).click();
  await expect(modal.getByText('请输入正确的新卡ICCID（89开头的19或20位卡号）')).toBeVisible();
  await modal.getByLabel('新卡ICCID').fill(NEW_ICCID);
  await modal.getByRole('button', { name: '确认通过' }).click();
  await expect(console.getByText('已审核通过')).toBeVisible();
  await expect(row).toHaveCount(0);

  // The subscriber's order is passed, with the new card's last 4.
  await phone.goto('/orderQuery');
  const order = phone.locator('.adm-list-item').filter({ hasText: '补换卡' });
  await expect(order.getByText('通过', { exact: true })).toBeVisible();
  await order.click();
  const details = phone.getByRole('dialog', { name: '订单详情' });
  await expect(details.getByText('新卡卡号')).toBeVisible();
  await expect(details.getByText('****4217')).toBeVisible();
  await saveScreenshot(phone, 'sim-replacement-passed-order');
  await details.getByRole('button', { name: '关闭' }).click();

  // 号码档案: the number is on the new card, and the change is recorded.
  await openNumberRecord(console, PHONE);
  await expect(console.locator('.ant-descriptions').getByText('****4217', { exact: true })).toBeVisible();
  const change = recordSection(console, '换卡记录').getByRole('row').filter({ hasText: '****4217' });
  await expect(change).toHaveCount(1);
  // The old card is the stock card the agent opened the number with.
  await expect(change.getByText(`****${lastSevenOfCard(PHONE).slice(-4)}`)).toBeVisible();
  await expect(recordSection(console, '业务订单').getByRole('row').filter({ hasText: '补换卡' }).getByText('审核通过')).toBeVisible();
  await expect(console.getByText(NEW_ICCID)).toHaveCount(0);
  await saveScreenshot(console, 'number-record-new-card', { fullPage: true });
  await desk.close();

  await unbindByIdentity(phone, CUSTOMER);
  await phone.context().close();
});
