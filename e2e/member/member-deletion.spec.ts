import { logInAgent } from '../support/agent.ts';
import { expectAccessibleInBothModes } from '../support/axe.ts';
import { agreeToConsentWhenAsked, expect, test } from '../support/consent.ts';
import { findLayoutProblems, PHONE_320 } from '../support/layout-problems.ts';
import { bindBySmsCode, openFreeCard } from '../support/opened-line.ts';
import { logInAs, logInAsNewUser, readLatestSmsCode, requestSmsCode } from '../support/sandbox.ts';
import { saveScreenshot } from '../support/screenshots.ts';

// 删除会员信息 on a number and a WeChat user of this journey's own: 16620000014 is a free-offer
// stock card of dealer D2001 no other journey opens, for a customer no other journey names. The
// member deletes their record on a 320 px phone and is signed out; signing in again as the same
// WeChat user shows a fresh member holding no number, who deletes that record too, without a code.
const PHONE = '16620000014';
const CUSTOMER = { name: '顾清妍', idNumber: '110108199403124028' };
const WECHAT_USER = '删除体验小吴';

test('a member deletes their record, is signed out, signs in again as a fresh, unbound member and deletes that too', async ({ browser, page }) => {
  test.setTimeout(180_000);
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
  await page.goto('/personalInfo');
  const section = page.getByRole('region', { name: '删除会员信息' });
  // What the law keeps, each with its period from the retention table.
  await expect(section.getByText('号码实名登记信息（机主姓名、证件号码）')).toBeVisible();
  await expect(section.getByText('保存期限：作为会计凭证保存30年').first()).toBeVisible();
  await expect(section.getByText('保存期限：号码在网期间及销户后2年').first()).toBeVisible();
  await expect(section.getByRole('textbox', { name: '手机号' })).toHaveValue(PHONE);
  expect(await findLayoutProblems(page)).toEqual([]);
  await saveScreenshot(page, 'member-deletion-320', { fullPage: true });
  await expectAccessibleInBothModes(page);

  await requestSmsCode(page, section.getByRole('button', { name: '获取验证码' }));
  await section.getByRole('textbox', { name: '验证码' }).fill(await readLatestSmsCode(page, PHONE));
  await section.getByRole('button', { name: '删除会员信息' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定删除' }).click();
  await expect(section.getByText('会员信息已删除')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await section.getByRole('button', { name: '返回首页' }).click();
  // Signed out, the hall sends the person to WeChat's authorisation again.
  await expect(page.getByText('请选择一个演示微信用户')).toBeVisible();

  await logInAs(page, WECHAT_USER, '/personalInfo');
  await expect(page.getByRole('region', { name: '基本信息' }).getByText(WECHAT_USER, { exact: true })).toBeVisible();
  await expect(page.getByText('暂未绑定号码')).toBeVisible();
  await expect(page.getByText('暂无绑定记录')).toBeVisible();

  // Holding no number to receive a code, the fresh member deletes on the login and the confirmation.
  const again = page.getByRole('region', { name: '删除会员信息' });
  await expect(again.getByText('您未绑定号码，确认后即可删除。')).toBeVisible();
  await expect(again.getByRole('textbox', { name: '验证码' })).toHaveCount(0);
  await again.getByRole('button', { name: '删除会员信息' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定删除' }).click();
  await expect(again.getByText('会员信息已删除')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});
