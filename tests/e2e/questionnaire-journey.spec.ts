import { expect, test } from './app-first';
import { loginAs } from './live-support';

/** Journey: answer a questionnaire (required questions enforced) and see the follow-up result. */
test('answer the follow-up questionnaire and see the follow-up result', async ({ page }) => {
  await loginAs(page.context().request);
  await page.goto('/h5/questionnaires');
  await expect(page).toHaveTitle(/问卷调查/);
  const todo = page.getByRole('region', { name: /待填写/ });
  await todo.getByRole('link', { name: /投顾服务满意度回访/ }).click();
  await expect(page).toHaveURL(/\/h5\/questionnaire\/detail\/1$/);

  // A required question left out: the sheet is refused with its number, nothing is sent.
  await page.getByRole('button', { name: '提交问卷' }).click();
  await expect(page.getByTestId('questionnaire-problem')).toHaveText('第1题为必答题，请作答');

  await page.getByLabel('4 分').check();
  await page.getByLabel('投顾文章').check();
  await page.getByLabel('观点更及时').check();
  await page.getByLabel('页面更易用').check();
  await page.getByRole('textbox').fill('希望增加盘后复盘');
  await page.getByRole('button', { name: '提交问卷' }).click();

  await expect(page).toHaveURL(/\/h5\/questionnairesResult\?id=1$/);
  await expect(page.getByTestId('questionnaire-submitted')).toContainText('提交成功');
  await page.getByRole('link', { name: '查看回访结果' }).click();

  await expect(page).toHaveURL(/\/h5\/questionnaire\/followUpResult\/1$/);
  await expect(page.getByTestId('follow-up-note')).toContainText('3 个工作日内复核');
  const questions = page.getByTestId('result-question');
  await expect(questions).toHaveCount(4);
  await expect(questions.nth(0)).toContainText('我的回答：4 分');
  await expect(questions.nth(2)).toContainText('我的回答：观点更及时、页面更易用');
  await expect(questions.nth(3)).toContainText('我的回答：希望增加盘后复盘');

  // One sheet per user: the questionnaire now says it was submitted instead of offering the form again.
  await page.goto('/h5/questionnaire/detail/1');
  await expect(page.getByText(/每人限提交一次/)).toBeVisible();
  await expect(page.getByTestId('questionnaire-form')).toHaveCount(0);
});

test('an unknown questionnaire is a 404 page', async ({ page }) => {
  await loginAs(page.context().request);
  const response = await page.goto('/h5/questionnaire/detail/999');
  expect(response?.status()).toBe(404);
});
