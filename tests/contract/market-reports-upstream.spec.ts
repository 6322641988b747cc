import { expect, test } from '@playwright/test';
import { columnsSchema } from '@/lib/content/schemas';
import { goldReportsSchema } from '@/lib/market/gold-report-schemas';
import { upstream } from './bff-helpers';

/** The two calls behind /goldMedalReport and /other/mszl answer their contracts from the local upstream. */
test('金牌研报 and 名师专栏 answer their contracts', async () => {
  const up = await upstream();
  const gold = goldReportsSchema.parse((await (await up.get('/market/reports/gold?tab=first')).json()).data);
  expect(gold.tab).toBe('first');
  expect(gold.analysts.length).toBeGreaterThan(0);
  expect(gold.rows.every((r) => r.change === '首次覆盖')).toBe(true);

  const { columns } = columnsSchema.parse((await (await up.get('/content/columns')).json()).data);
  expect(columns.length).toBeGreaterThan(1);
  // Licensed advisers (with their 证书编号) before 达人, each with their newest pieces first.
  const licensed = columns.map((c) => c.teacher.licenceNo !== null);
  expect(licensed).toEqual([...licensed].sort((a, b) => Number(b) - Number(a)));
  for (const c of columns) {
    expect(c.latest.length).toBeGreaterThan(0);
    expect(c.latest.length).toBeLessThanOrEqual(Math.min(3, c.total));
    expect(c.latest.map((i) => i.publishedAt)).toEqual([...c.latest.map((i) => i.publishedAt)].sort().reverse());
  }
  await up.dispose();
});
