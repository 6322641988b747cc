import type { TaskId } from '@/lib/task/rules';

/**
 * Rules of the activity hub, the money tree and the stock-picking time capsule. No zod
 * here: the pages, the client islands and the local upstream all read these.
 */
export type ActivityKind = 'money_tree' | 'capsule' | 'koi' | 'tea_party' | 'strategy' | 'dragon_inn';
export type ActivityStatus = 'upcoming' | 'running' | 'ended';

export const ACTIVITY_STATUS_LABEL: Record<ActivityStatus, string> = {
  upcoming: '即将开始',
  running: '进行中',
  ended: '已结束',
};
export const ACTIVITY_KIND_LABEL: Record<ActivityKind, string> = {
  money_tree: '摇钱树',
  capsule: '选股时光胶囊',
  koi: '锦鲤抽奖',
  tea_party: '投资茶话会',
  strategy: '投资策略会',
  dragon_inn: '龙门客栈',
};

/** An activity runs from its first day to its last (China days, both included). */
export function activityStatusOn(today: string, startDay: string, endDay: string): ActivityStatus {
  if (today < startDay) return 'upcoming';
  if (today > endDay) return 'ended';
  return 'running';
}

// ---- money tree -------------------------------------------------------------------------------

/** Growth the tree needs to bear its fruit; one day of every daily task gets it there. */
export const FRUIT_AT = 100;

export const TREE_STAGES = [
  { name: '种子', from: 0 },
  { name: '发芽', from: 30 },
  { name: '小树', from: 60 },
  { name: '开花', from: 90 },
  { name: '结果', from: FRUIT_AT },
] as const;

/** Water a finished task gives the tree, once per task and task period (a day for daily tasks). */
export const TASK_WATER: Record<TaskId, number> = {
  sign_in: 30,
  share: 30,
  watch_live: 40,
  risk_test: 50,
  real_name: 50,
  first_purchase: 100,
};

export function treeStage(growth: number): { index: number; name: string; next: number | null } {
  let index = 0;
  TREE_STAGES.forEach((stage, at) => {
    if (growth >= stage.from) index = at;
  });
  const next = TREE_STAGES[index + 1]?.from ?? null;
  return { index, name: TREE_STAGES[index].name, next };
}

export function isRipe(growth: number): boolean {
  return growth >= FRUIT_AT;
}

/** Growth after watering: never past the fruit (the rest of the water is not needed). */
export function growthAfter(growth: number, water: number): number {
  return Math.min(FRUIT_AT, growth + water);
}

/**
 * The chance one fruit wins something, in basis points, from the published prize total and the
 * fruits in the pool now: every fruit has the same chance, at most one prize each.
 */
export function winChanceBp(prizeTotal: number, participants: number): number {
  if (prizeTotal <= 0) return 0;
  if (participants <= prizeTotal) return 10_000;
  return Math.floor((prizeTotal * 10_000) / participants);
}

/** One fruit's chance of one prize (bp): its count over the fruits in the pool, or over the prize total while there are fewer fruits. */
export function prizeChanceBp(count: number, prizeTotal: number, participants: number): number {
  const pool = Math.max(participants, prizeTotal);
  return pool <= 0 ? 0 : Math.floor((count * 10_000) / pool);
}

/** 12.5% from 1250 bp, by integer arithmetic. */
export function formatBp(bp: number): string {
  const sign = bp < 0 ? '-' : '';
  const abs = Math.abs(bp);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}%`;
}

/** A signed return for red/green display: +12.34% / -3.21% / 0.00%. */
export function formatReturnBp(bp: number): string {
  return bp > 0 ? `+${formatBp(bp)}` : formatBp(bp);
}

// ---- capsule ----------------------------------------------------------------------------------

export const CAPSULE_BASE_PICKS = 3;
export const CAPSULE_MAX_PICKS = 5;

export type CapsulePhase = 'upcoming' | 'sealing' | 'waiting' | 'opened';
export const CAPSULE_PHASE_LABEL: Record<CapsulePhase, string> = {
  upcoming: '未开始',
  sealing: '封存中',
  waiting: '待开启',
  opened: '已开启',
};

/** Picks a user may seal: three, one more per friend who helped, five at most. */
export function capsulePickLimit(helps: number): number {
  return Math.min(CAPSULE_MAX_PICKS, CAPSULE_BASE_PICKS + Math.max(0, helps));
}

/** Sealing runs over the activity's days; the capsule opens on its open day (after sealing ends). */
export function capsulePhase(today: string, sealStart: string, sealEnd: string, openDay: string): CapsulePhase {
  if (today < sealStart) return 'upcoming';
  if (today <= sealEnd) return 'sealing';
  return today >= openDay ? 'opened' : 'waiting';
}

/** Return from a basis price to a later price, in basis points rounded half away from zero (integer fen in). */
export function returnBp(basisFen: number, laterFen: number): number {
  if (basisFen <= 0) return 0;
  const diff = (laterFen - basisFen) * 10_000;
  const sign = diff < 0 ? -1 : 1;
  return sign * Math.floor((Math.abs(diff) * 2 + basisFen) / (2 * basisFen));
}

/** The picks' equal-weight return (bp), rounded like returnBp. */
export function averageBp(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sum = values.reduce((total, value) => total + value, 0);
  const sign = sum < 0 ? -1 : 1;
  return sign * Math.floor((Math.abs(sum) * 2 + values.length) / (2 * values.length));
}

/** The first problem with a set of picks, in the words the user sees; null when they can be sealed. */
export function capsulePicksProblem(codes: readonly string[], pool: readonly string[], limit: number): string | null {
  if (codes.length === 0) return '请至少选择1只股票';
  if (new Set(codes).size !== codes.length) return '同一只股票只能选择一次';
  if (codes.length > limit) return `最多可选${limit}只股票`;
  if (codes.some((code) => !pool.includes(code))) return '只能从本期股票池中选择';
  return null;
}

// ---- hub lists --------------------------------------------------------------------------------

/** The hub's activities of one kind (and, when given, one status), in the hub's order. */
export function activitiesOfKind<A extends { kind: ActivityKind; status: ActivityStatus }>(
  items: readonly A[],
  kind: ActivityKind,
  status?: ActivityStatus,
): A[] {
  return items.filter((item) => item.kind === kind && (status === undefined || item.status === status));
}

/** The hub's activities in one status section (进行中 / 即将开始 / 已结束), in the hub's order. */
export function activitiesInStatus<A extends { status: ActivityStatus }>(
  items: readonly A[],
  status: ActivityStatus,
): A[] {
  return items.filter((item) => item.status === status);
}

/** The tasks that have watered the viewer's tree this period (the 浇水记录 of /moneyTree/mine). */
export function wateredSources<S extends { watered: boolean }>(sources: readonly S[]): S[] {
  return sources.filter((source) => source.watered);
}
