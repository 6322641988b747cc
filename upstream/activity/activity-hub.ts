import { addDays } from '@/lib/format/date';
import type { UpstreamModule } from '@/upstream/core/types';
import { capsuleRoutes, CAPSULE_SCHEMA, CAPSULE_TABLES, seedCapsules } from './capsule';
import { moneyTreeRoutes, MONEY_TREE_SCHEMA, MONEY_TREE_TABLES, seedMoneyTrees } from './money-tree';
import { activityToday, listActivities, registerActivity, type ActivityRow } from './registry';

/** The activity hub, the money tree and the capsule: see upstream/activity/registry.ts. Koi rows come from the koi seed. */
const PARTNER_ACTIVITIES = (today: string): ActivityRow[] => [
  {
    kind: 'tea_party',
    id: 11,
    title: '周末投资茶话会',
    summary: '与投顾面对面聊行情',
    startDay: addDays(today, 4),
    endDay: addDays(today, 4),
  },
  {
    kind: 'strategy',
    id: 21,
    title: '2027年度投资策略会',
    summary: '年度策略直播与观点汇总',
    startDay: addDays(today, -1),
    endDay: addDays(today, 6),
  },
  {
    kind: 'dragon_inn',
    id: 31,
    title: '龙门客栈：高手论剑',
    summary: '短线高手交流活动',
    startDay: addDays(today, -5),
    endDay: addDays(today, 25),
  },
];

export const activityHubModule: UpstreamModule = {
  name: 'activity-hub',
  version: 1,
  tables: [...MONEY_TREE_TABLES, ...CAPSULE_TABLES, 'activities'],
  schema: [
    `CREATE TABLE IF NOT EXISTS activities (
       kind TEXT NOT NULL, id INTEGER NOT NULL, title TEXT NOT NULL, summary TEXT NOT NULL,
       start_day TEXT NOT NULL, end_day TEXT NOT NULL, PRIMARY KEY (kind, id)
     )`,
    ...MONEY_TREE_SCHEMA,
    ...CAPSULE_SCHEMA,
  ],
  async seed(db) {
    const today = activityToday();
    for (const row of PARTNER_ACTIVITIES(today)) await registerActivity(db, row);
    await seedMoneyTrees(db, today);
    await seedCapsules(db, today);
  },
  routes(router) {
    router.get('/activities', async (ctx) => listActivities(ctx.db));
    moneyTreeRoutes(router);
    capsuleRoutes(router);
  },
};
