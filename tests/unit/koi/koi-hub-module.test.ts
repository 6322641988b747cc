import type { Client } from '@libsql/client';
import { chinaToday } from '@/lib/format/date';
import { listActivities } from '@/upstream/activity/registry';
import { openDatabase, prepareModules } from '@/upstream/core/database';
import { activityHubModule } from '@/upstream/activity/activity-hub';
import { authModule } from '@/upstream/account/auth';
import { complianceModule } from '@/upstream/account/compliance';
import { couponModule } from '@/upstream/shared/coupon';
import { drawModule } from '@/upstream/shared/draw';
import { koiModule, readKoiActivity } from '@/upstream/activity/koi';
import { ledgerModule } from '@/upstream/shared/ledger';
import { orderModule } from '@/upstream/commerce/order';
import { taskModule } from '@/upstream/activity/task';

/** The activity hub and the koi page read one record: same title, same days, same state, on either clock. */
const PHASE_TO_STATUS = { upcoming: 'upcoming', running: 'running', ended: 'ended' } as const;

async function seeded(marketToday: string | undefined): Promise<Client> {
  if (marketToday) process.env.MARKET_TODAY = marketToday;
  else delete process.env.MARKET_TODAY;
  const db = openDatabase(':memory:');
  await prepareModules(db, [
    authModule,
    complianceModule,
    couponModule,
    orderModule,
    ledgerModule,
    taskModule,
    drawModule,
    activityHubModule,
    koiModule,
  ]);
  return db;
}

afterEach(() => {
  delete process.env.MARKET_TODAY;
});

describe.each([
  ['the real day', undefined],
  ['a pinned market day a week earlier', '2026-11-20'],
])('koi activities on the hub, on %s', (_label, marketToday) => {
  it('the hub lists each seeded koi activity with the koi page’s title, first and last day and state', async () => {
    const db = await seeded(marketToday ?? undefined);
    const hub = await listActivities(db);
    const koiRows = hub.items.filter((item) => item.kind === 'koi');
    expect(koiRows.map((row) => row.id).sort()).toEqual([1, 2, 3]);
    for (const row of koiRows) {
      const page = await readKoiActivity(db, row.id, null);
      expect(row.title).toBe(page.title);
      expect(row.start_day).toBe(chinaToday(new Date(page.startAt)));
      expect(row.end_day).toBe(chinaToday(new Date(page.endAt)));
      expect(row.status).toBe(PHASE_TO_STATUS[page.phase]);
    }
    expect(koiRows.find((row) => row.id === 1)?.status).toBe('running');
    expect(koiRows.find((row) => row.id === 2)?.status).toBe('upcoming');
    expect(koiRows.find((row) => row.id === 3)?.status).toBe('ended');
    db.close();
  }, 60_000);
});
