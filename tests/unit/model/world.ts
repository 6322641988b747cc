import { startUpstream, type Upstream } from './harness';
import { login, type PlanInfo, type Real } from './money-model';

/** One in-process upstream for a test file, with the plan catalogue and the seeded anchor logged in. */
export interface World {
  up: Upstream;
  real: Real;
  anchor: { token: string; room: number };
}

export async function startWorld(): Promise<World> {
  process.env.MARKET_TODAY = '2026-11-20';
  // The upstream warns of every returned payment; here they are expected.
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const up = await startUpstream();
  const plans = (
    await up.call<{
      plans: Array<{
        id: string;
        tier: 'VIP' | 'SVIP' | null;
        days: number;
        risk_level: number;
        agreements: Array<{ id: string }>;
      }>;
    }>('GET', '/member/plans')
  ).data.plans;
  const real: Real = {
    up,
    plans: new Map<string, PlanInfo>(
      plans.map((p) => [
        p.id,
        { id: p.id, tier: p.tier, days: p.days, risk: p.risk_level, agreements: p.agreements.map((a) => a.id) },
      ]),
    ),
  };
  const account = await login(
    real,
    { mobile: '13900000001', device: 'model-anchor', account: null, pastIds: [], newcomerClaimed: false },
    null,
  );
  const room = await up.db.execute({
    sql: 'SELECT r.id FROM live_rooms r JOIN live_anchors a ON a.teacher_id = r.teacher_id WHERE a.user_id = ?',
    args: [account.userId],
  });
  return { up, real, anchor: { token: account.token, room: Number(room.rows[0].id) } };
}

export async function stopWorld(world: World | undefined) {
  delete process.env.MARKET_TODAY;
  await world?.up.close();
}
