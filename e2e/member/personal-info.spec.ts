import { expect, test } from '../support/consent.ts';
import { expectAccessibleInBothModes } from '../support/axe.ts';
import { findLayoutProblems, PHONE_320 } from '../support/layout-problems.ts';
import { logInAs } from '../support/sandbox.ts';
import { saveScreenshot } from '../support/screenshots.ts';

// 个人信息管理 from 号码信息: 张伟 sees what the operator holds about him, each section with where it
// came from and how long it is kept, on a 320 px phone, and goes back.

test('个人信息管理 lists what is held about the member, with each source and retention period', async ({ page }) => {
  await page.setViewportSize(PHONE_320);
  await logInAs(page, '张伟', '/personal');
  await page.getByRole('link', { name: '个人信息管理' }).click();
  await expect(page).toHaveURL(/\/personalInfo$/);
  const numbers = page.getByRole('region', { name: '绑定的号码' });
  await expect(numbers.getByText('170****0001（当前使用）')).toBeVisible();
  await expect(numbers.getByText('保存期限：绑定期间；绑定记录随微信用户信息保存')).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: '绑定记录' })
      .getByText(/^绑定 170\*\*\*\*0001$/)
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: '基本信息' }).getByText('张伟', { exact: true })).toBeVisible();
  for (const section of ['个人信息授权', '身份核验', '上传的资料', '业务申请']) {
    await expect(
      page
        .getByRole('region', { name: section })
        .getByText(/^保存期限：/)
        .first(),
    ).toBeVisible();
  }
  await expect(page.getByRole('region', { name: '上传的资料' }).getByText('来源：您申请销户退费时填写')).toBeVisible();
  expect(await findLayoutProblems(page)).toEqual([]);
  await saveScreenshot(page, 'personal-info-320', { fullPage: true });
  await expectAccessibleInBothModes(page);
  await page.getByRole('button', { name: '返回', exact: true }).click();
  await expect(page).toHaveURL(/\/personal$/);
});
