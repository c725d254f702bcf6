import { expect, test } from '../support/consent.ts';
import { logInAs } from '../support/sandbox.ts';

test("/card: the browser's back asks before leaving the list, though the face check returned to it by a full page load", async ({ page }) => {
  await logInAs(page, '张伟', '/queryCard');
  await page.getByRole('textbox', { name: '身份证号后六位' }).fill('071234');
  await page.getByRole('textbox', { name: '姓名' }).fill('张伟');
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByRole('heading', { name: '人脸识别验证' })).toBeVisible();
  await expect(page).toHaveURL(/\/card$/, { timeout: 10_000 });
  await expect(page.getByText('17012340001')).toBeVisible();
  // The page's own history entry, pushed once the list shows, is what keeps the first back in the app.
  await expect.poll(() => page.evaluate(() => (history.state as { usr?: { isBackGuard?: boolean } } | null)?.usr?.isBackGuard)).toBe(true);

  await page.goBack();
  await expect(page.getByText('确定要离开号卡列表吗？')).toBeVisible();
  await page.getByRole('button', { name: '取消' }).click();
  await expect(page.getByText('确定要离开号卡列表吗？')).toHaveCount(0);
  await expect(page).toHaveURL(/\/card$/);
  await expect(page.getByText('17012340001')).toBeVisible();

  await page.goBack();
  await expect(page.getByText('确定要离开号卡列表吗？')).toBeVisible();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/queryCard$/);
});
