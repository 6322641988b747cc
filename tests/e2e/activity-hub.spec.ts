import { expect, test } from './app-first';
import { loginAs, UPSTREAM } from './live-support';

/** Journeys: the hub → a money tree → water with finished tasks → the fruit; a capsule sealed, and an opened one. */
test('from the hub to the money tree: water with finished tasks until the fruit is ripe, then pick it', async ({
  page,
}) => {
  const mobile = await loginAs(page.context().request);
  const request = page.context().request;
  await request.post('/h5/api/tasks/sign-in', { data: {} });
  await request.post('/h5/api/tasks/share', { data: {} });
  await request.post(`${UPSTREAM}/__dev/tasks/progress`, { data: { mobile, task_id: 'watch_live', progress: 10 } });

  await page.goto('/h5/activities-collect/v2');
  await expect(page).toHaveTitle(/活动合集/);
  const running = page.getByTestId('hub-running');
  await expect(page.getByTestId('hub-upcoming')).toContainText('摇钱树·十二月');
  await expect(page.getByTestId('hub-ended')).toContainText('摇钱树·十月');
  await running.getByRole('link', { name: /摇钱树·十一月/ }).click();
  await expect(page).toHaveURL(/\/h5\/activities-collect\/v2\/money-tree\/1$/);
  await page.getByTestId('open-money-tree').click();
  await expect(page).toHaveURL(/\/h5\/activity\/money-tree\/1\/v2$/);
  await expect(page.getByTestId('tree-stage')).toHaveText('种子');

  const actions = page.getByTestId('tree-actions');
  for (const [task, growth] of [
    ['sign_in', 30],
    ['share', 60],
    ['watch_live', 100],
  ] as const) {
    await actions.locator(`[data-task="${task}"]`).getByRole('button', { name: '浇水' }).click();
    await expect(page.getByTestId('tree-growth')).toHaveText(`成长值 ${growth}/100`);
    await expect(actions.locator(`[data-task="${task}"]`)).toContainText('已浇水');
  }
  await expect(page.getByTestId('tree-stage')).toHaveText('结果');
  await page.getByTestId('harvest').click();
  await expect(page.getByTestId('tree-harvested')).toContainText('果实已摘下并进入奖池');
  await expect(page.getByTestId('harvest')).toHaveCount(0);

  await page.getByRole('link', { name: '奖品与开奖公示' }).click();
  await expect(page.getByTestId('tree-seed-hash')).toHaveText(/^[0-9a-f]{64}$/);
  await expect(page.getByTestId('tree-odds')).toContainText('共 10 份奖品');
});

test('the hub and the koi page name each koi activity alike, with the same window', async ({ page, request }) => {
  const hub = (await (await request.get(`${UPSTREAM}/activities`)).json()) as {
    data: { items: Array<{ kind: string; id: number; title: string; status: string }> };
  };
  const koi = hub.data.items.filter((item) => item.kind === 'koi');
  expect(koi.map((item) => item.status).sort()).toEqual(['ended', 'running', 'upcoming']);
  await page.goto('/h5/activities-collect/v2');
  for (const item of koi) {
    const card = page.locator(`[data-testid="activity-card"][data-kind="koi"][data-id="${item.id}"]`);
    await expect(card).toContainText(item.title);
    const page2 = (await (await request.get(`/h5/api/activity/koi/${item.id}`)).json()) as {
      data: { title: string; phase: string };
    };
    expect(page2.data.title).toBe(item.title);
    expect(page2.data.phase).toBe(item.status);
  }
});

test('seal picks in the running capsule, and read an opened capsule against the index', async ({ page }) => {
  await loginAs(page.context().request);
  await page.goto('/h5/activity/capsule/1/v2');
  await expect(page).toHaveTitle(/选股时光胶囊/);
  const form = page.getByTestId('seal-form');
  for (const name of ['贵州茅台', '比亚迪', '宁德时代', '中芯国际']) await form.getByLabel(new RegExp(name)).check();
  await form.getByRole('button', { name: '封存胶囊' }).click();
  await expect(page.getByTestId('seal-problem')).toHaveText('最多可选3只股票');
  await form.getByLabel(/中芯国际/).uncheck();
  await form.getByRole('button', { name: '封存胶囊' }).click();
  const confirmSeal = page.getByRole('alertdialog', { name: '确认封存' });
  for (const name of ['贵州茅台', '比亚迪', '宁德时代']) await expect(confirmSeal).toContainText(name);
  await expect(confirmSeal).not.toContainText('中芯国际');
  await confirmSeal.getByRole('button', { name: '确认封存' }).click();
  const mine = page.getByTestId('my-capsule');
  await expect(mine).toContainText('封存 3 只股票');
  await expect(page.getByTestId('capsule-picks').getByRole('row')).toHaveCount(4);
  await expect(page.getByTestId('capsule-picks')).toContainText('待开启');

  await page.context().clearCookies();
  await loginAs(page.context().request, '13800000005');
  await page.goto('/h5/activity/capsule/3/v2');
  await expect(page.getByTestId('capsule-opened')).toContainText('同期上证指数');
  await expect(page.getByTestId('my-average')).toHaveText(/^[▲▼]?[+-]?\d+\.\d{2}%$/);
  await page.getByRole('link', { name: '我的胶囊记录' }).click();
  await expect(page.getByTestId('capsule-history-item').first()).toContainText('选股时光胶囊·秋季');
});
