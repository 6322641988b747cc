import type { UpstreamModule } from '@/upstream/core/types';
import { ANCHOR_SCHEMA, ANCHOR_TABLES, seedAnchors } from './anchor-seed';
import { anchorRoutes } from './anchor';
import { fanGroupRoutes } from './fan-groups';
import { LIKES_SCHEMA, LIKES_TABLES, likeRoutes } from './likes';
import { moderationRoutes } from './moderation';
import { luckyBagRoutes } from './lucky-bags';
import { liveRoutes } from './routes';
import { LIVE_SCHEMA, LIVE_TABLES, seedLive } from './seed';

/**
 * Live rooms, programmes, teachers, follows, reservations and chat; anchor profiles (the
 * role behind every anchor page), the anchor workbench and lucky bags over the shared draw.
 * Runs after the draw module (upstream/registry.ts): seeded lucky bags open draws.
 */
export const liveModule: UpstreamModule = {
  name: 'live',
  version: 7,
  tables: [...LIKES_TABLES, ...ANCHOR_TABLES, ...LIVE_TABLES],
  schema: [...LIVE_SCHEMA, ...ANCHOR_SCHEMA, ...LIKES_SCHEMA],
  seed: async (db) => {
    await seedLive(db);
    await seedAnchors(db);
  },
  routes: (router) => {
    liveRoutes(router);
    anchorRoutes(router);
    luckyBagRoutes(router);
    fanGroupRoutes(router);
    moderationRoutes(router);
    likeRoutes(router);
  },
};
