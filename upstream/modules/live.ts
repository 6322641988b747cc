import type { UpstreamModule } from '../core/types';
import { liveRoutes } from '../live/routes';
import { LIVE_SCHEMA, LIVE_TABLES, seedLive } from '../live/seed';

/** Live rooms, programmes, teachers, follows, reservations and chat (issue 7). */
export const liveModule: UpstreamModule = {
  name: 'live',
  version: 2,
  tables: LIVE_TABLES,
  schema: LIVE_SCHEMA,
  seed: seedLive,
  routes: liveRoutes,
};
