import { logInAgent } from '../support/agent.ts';
import { agreeToConsentWhenAsked, expect, test, type Page } from '../support/consent.ts';
import { DESKTOP_CONSOLE, logInToConsole } from '../support/console.ts';
import { PHONE_320 } from '../support/layout-problems.ts';
import { bindBySmsCode, openFreeCard } from '../support/opened-line.ts';
import { logInAsNewUser, readLatestSmsCode, requestSmsCode } from '../support/sandbox.ts';
import { saveScreenshot } from '../support/screenshots.ts';

// A deletion that waits for customer service, on a number and a WeChat user of this journey's own:
// 16620000013 is a free-offer stock card of dealer D2001 no other journey opens. The member asks
// for a SIM replacement, then for deletion, which waits; 执行删除 is refused while the replacement
// is pending, and carried out once an auditor decided it. The member is then signed out.
const PHONE = '16620000013';
const MASKED = '166****0013';
const CUSTOMER = { name: '陆知远', idNumber: '110108198811073026' };
const WECHAT_USER = '删除排队小郑';

async function askForSimReplacement(page: Page) {
  await page.goto('/changeCard');
  await page.getByRole('textbox', { name: '身份证号' }).fill(CUSTOMER.idNumber);
  await page.getByRole('textbox', { name: '姓名' }).fill(CUSTOMER.name);
  await page.getByRole('button', { name: '下一步' }).click();
  await page.getByRole('button', { name: '立即通过验证' }).click();
  await expect(page.getByRole('button', { name: '提交申请' })).toBeVisible({ timeout: 15_000 });
  await page.getByLabel('补卡原因').getByRole('textbox').fill('手机丢失');
  await page.getByRole('textbox', { name: '补卡号码' }).fill(PHONE);
  await page.getByRole('textbox', { name: '服务密码' }).fill('123456');
  await page.getByRole('textbox', { name: '收货人', exact: true }).fill(CUSTOMER.name);
  await page.getByRole('textbox', { name: '收货人电话' }).fill('13800138000');
  await page.getByLabel('收货地址').getByRole('textbox').fill('北京市海淀区中关村大街1号');
  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(page.getByText('提交成功！')).toBeVisible();
}

async function executeDeletion(desk: Page) {
  const row = desk.getByRole('row').filter({ hasText: MASKED });
  await row.getByRole('button', { name: '执行删除' }).click();
  await desk.getByRole('tooltip').getByRole('button', { name: '执行删除' }).click();
}

test('customer service carries out a deletion that waited, once the SIM replacement blocking it is decided', async ({ browser, page }) => {
  test.setTimeout(240_000);
  const agentContext = await browser.newContext();
  const agent = await agentContext.newPage();
  await agreeToConsentWhenAsked(agent);
  await logInAgent(agent, 'B20001');
  await expect(agent).toHaveURL(/\/OpenCardMessage$/);
  await openFreeCard(agent, PHONE, CUSTOMER);
  await agentContext.close();

  await page.setViewportSize(PHONE_320);
  await logInAsNewUser(page, WECHAT_USER, '/PersonalInformation');
  await bindBySmsCode(page, PHONE);
  await askForSimReplacement(page);

  await page.goto('/personalInfo');
  const section = page.getByRole('region', { name: '删除会员信息' });
  await requestSmsCode(page, section.getByRole('button', { name: '获取验证码' }));
  await section.getByRole('textbox', { name: '验证码' }).fill(await readLatestSmsCode(page, PHONE));
  await section.getByRole('button', { name: '删除会员信息' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定删除' }).click();
  await expect(section.getByRole('status')).toContainText('正在等待客服处理：有补换卡申请正在审核');
  await expect(section.getByRole('button', { name: '删除会员信息' })).toHaveCount(0);

  const deskContext = await browser.newContext(DESKTOP_CONSOLE);
  const desk = await deskContext.newPage();
  await logInToConsole(desk, 'service', '客服小王');
  await desk.getByRole('menuitem', { name: '会员信息删除' }).click();
  const row = desk.getByRole('row').filter({ hasText: MASKED });
  await expect(row).toContainText('有补换卡申请正在审核');
  await executeDeletion(desk);
  await expect(desk.getByText('仍有未完成的事项，暂不能删除：有补换卡申请正在审核')).toBeVisible();
  await expect(row).toHaveCount(1);

  const auditorContext = await browser.newContext(DESKTOP_CONSOLE);
  const auditor = await auditorContext.newPage();
  await logInToConsole(auditor, 'auditor', '审核员小陈');
  await auditor.getByRole('menuitem', { name: '审核队列' }).click();
  await auditor.getByRole('tab', { name: /补换卡申请/ }).click();
  await auditor.getByRole('row').filter({ hasText: MASKED }).first().click();
  const drawer = auditor.getByRole('dialog', { name: '申请详情' });
  await drawer.getByRole('button', { name: '不通过' }).click();
  await auditor.getByLabel('不通过原因').fill('会员申请删除会员信息，补换卡不再办理');
  await auditor.getByRole('button', { name: '确认不通过' }).click();
  await expect(auditor.getByText('已审核不通过').last()).toBeVisible();
  await auditorContext.close();

  await desk.reload();
  await expect(row.getByText('可以执行删除')).toBeVisible();
  await saveScreenshot(desk, 'console-member-deletions');
  await executeDeletion(desk);
  await expect(desk.getByText('会员信息已删除')).toBeVisible();
  await expect(desk.getByText('暂无等待处理的删除申请')).toBeVisible();
  await deskContext.close();

  // The member's phone is signed out.
  await page.goto('/personal');
  await expect(page.getByRole('dialog', { name: '提示' }).getByText('登录已失效，请重新登录')).toBeVisible();
});
