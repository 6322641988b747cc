import type { Client } from '@libsql/client';
import { verifyDraw } from '@/lib/draw/algorithm';
import { openDatabase, prepareModules } from '@/upstream/core/database';
import { UpstreamError } from '@/upstream/core/types';
import { harvestTree, moneyTreeView, waterTree } from '@/upstream/activity/money-tree';
import { activityHubModule } from '@/upstream/activity/activity-hub';
import { authModule } from '@/upstream/account/auth';
import { complianceModule } from '@/upstream/account/compliance';
import { couponModule } from '@/upstream/shared/coupon';
import { drawModule, readDraw } from '@/upstream/shared/draw';
import { ledgerModule } from '@/upstream/shared/ledger';
import { orderModule } from '@/upstream/commerce/order';
import { signIn, taskModule } from '@/upstream/activity/task';

/** The money tree on an in-memory database: watering counted once under concurrency, the ended draw paid once and recomputable. */
let db: Client;
const TODAY = '2026-11-20';
const userOf = async (mobile: string) =>
  Number((await db.execute({ sql: 'SELECT id FROM users WHERE mobile = ?', args: [mobile] })).rows[0].id);

beforeAll(async () => {
  process.env.MARKET_TODAY = TODAY;
  db = openDatabase(':memory:');
  await prepareModules(db, [
    authModule,
    complianceModule,
    couponModule,
    orderModule,
    ledgerModule,
    taskModule,
    drawModule,
    activityHubModule,
  ]);
}, 60_000);
afterAll(() => {
  delete process.env.MARKET_TODAY;
  db.close();
});

const outcome = (promise: Promise<unknown>) =>
  promise.then(
    () => 'ok',
    (error: unknown) => (error instanceof UpstreamError ? error.message : 'crash'),
  );

describe('money tree module', () => {
  it('ten concurrent waterings with one finished task grow the tree once', async () => {
    const user = await userOf('13800000004');
    await signIn(db, user, TODAY);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => outcome(waterTree(db, '1', user, 'sign_in', TODAY))),
    );
    expect(results.filter((result) => result === 'ok')).toHaveLength(1);
    expect(new Set(results.filter((result) => result !== 'ok'))).toEqual(new Set(['这个任务今天已经浇过水了']));
    expect((await moneyTreeView(db, '1', user, TODAY)).me?.growth).toBe(30);
    expect(await outcome(harvestTree(db, '1', user, TODAY))).toBe('果实还没成熟，完成任务浇水吧');
  });

  it('the ended tree was drawn from its committed seed and each winner was paid exactly once', async () => {
    const view = await moneyTreeView(db, '3', null, TODAY);
    const draw = await readDraw(db, view.draw.id);
    expect(draw.participants).toHaveLength(4);
    expect(draw.participants).not.toContain(await userOf('13800000003'));
    expect(verifyDraw(draw)).toMatchObject({ hashMatches: true, winnersMatch: true });
    // Reading again settles nothing new.
    await moneyTreeView(db, '3', null, TODAY);
    const paid = await db.execute(
      "SELECT ref_id FROM ledger_entries WHERE ref_id LIKE 'money_tree:3:%' ORDER BY ref_id",
    );
    expect(paid.rows.map((row) => row.ref_id)).toEqual(['money_tree:3:0', 'money_tree:3:1', 'money_tree:3:2']);
  });

  it('unknown and malformed ids are 404', async () => {
    for (const id of ['9', 'x', '-1'])
      await expect(moneyTreeView(db, id, null, TODAY)).rejects.toMatchObject({ status: 404 });
  });
});
