import type { UpstreamModule } from '@/upstream/core/types';

const startedAt = new Date().toISOString();

/** Liveness of the local upstream itself (used by /h5/api/health and the start script). */
export const systemModule: UpstreamModule = {
  name: 'system',
  version: 1,
  schema: [],
  routes(router) {
    router.get('/__health', async ({ db }) => {
      await db.execute('SELECT 1');
      return { status: 'ok', sandbox: true, startedAt };
    });
  },
};
