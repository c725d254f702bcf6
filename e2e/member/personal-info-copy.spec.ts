import { expect, test } from '../support/consent.ts';
import { expectAccessibleInBothModes } from '../support/axe.ts';
import { findLayoutProblems, PHONE_320 } from '../support/layout-problems.ts';
import { logInAs, readLatestSmsCode, requestSmsCode } from '../support/sandbox.ts';

// 获取个人信息副本 on /personalInfo: 张伟 asks for a copy to download with the code sent to his
// active number, sees it become 可下载 on a 320 px phone, downloads the ZIP once and sees 已下载.

test('获取个人信息副本: a copy asked for with the SMS code becomes downloadable and is downloaded once', async ({ page }) => {
  await page.setViewportSize(PHONE_320);
  await logInAs(page, '张伟', '/personalInfo');
  const section = page.getByRole('region', { name: '获取个人信息副本' });
  await expect(section.getByText('下载链接')).toBeVisible();
  await expect(section.getByRole('textbox', { name: '手机号' })).toHaveValue('17012340001');
  await requestSmsCode(page, section.getByRole('button', { name: '获取验证码' }));
  await section.getByRole('textbox', { name: '验证码' }).fill(await readLatestSmsCode(page, '17012340001'));
  await section.getByRole('button', { name: '申请副本' }).click();
  const copies = section.getByRole('list', { name: '副本申请记录' });
  const newest = copies.getByRole('listitem').first();
  await expect(newest.getByText(/可下载$/)).toBeVisible();
  expect(await findLayoutProblems(page)).toEqual([]);
  await expectAccessibleInBothModes(page);

  const download = page.waitForEvent('download');
  await newest.getByRole('button', { name: '下载' }).click();
  expect((await download).suggestedFilename()).toBe('个人信息副本.zip');
  await expect(newest.getByText(/已下载$/)).toBeVisible();
  await expect(newest.getByRole('button', { name: '下载' })).toHaveCount(0);
});
