import type { z } from 'zod';
import { activityStatusOn, type ActivityKind } from '@/lib/activity-hub/rules';
import { activityIdSchema, type activityHubSchema, type activitySummarySchema } from '@/lib/activity-hub/schemas';
import { UpstreamError, type Db } from '@/upstream/core/types';
import { taskToday } from './task';

/**
 * The activity hub: one `activities` table where every activity family registers its
 * activities (kind × id, title, first and last day), so /activities-collect lists them all. The days
 * are China days compared with the activity clock (MARKET_TODAY when set, else today), like tasks.
 * Other families add their rows with `registerActivity` from their own seed (their module listed
 * after activity-hub in upstream/registry.ts); the hub module seeds rows for the agreed ids:
 * tea party 11; investment strategy 21; dragon inn 31; the koi module registers koi 1 (running), 2 (upcoming)
 * and 3 (ended) from its own seed.
 */
export const activityToday = taskToday;

type Summary = z.input<typeof activitySummarySchema>;

export interface ActivityRow {
  kind: ActivityKind;
  id: number;
  title: string;
  summary: string;
  startDay: string;
  endDay: string;
}

export async function registerActivity(db: Db, row: ActivityRow): Promise<void> {
  await db.execute({
    sql: `INSERT INTO activities (kind, id, title, summary, start_day, end_day) VALUES (?, ?, ?, ?, ?, ?)
          ON CONFLICT (kind, id) DO UPDATE SET title = excluded.title, summary = excluded.summary, start_day = excluded.start_day, end_day = excluded.end_day`,
    args: [row.kind, row.id, row.title, row.summary, row.startDay, row.endDay],
  });
}

function summaryOf(row: Record<string, unknown>, today: string): Summary {
  const startDay = String(row.start_day);
  const endDay = String(row.end_day);
  return {
    kind: String(row.kind) as ActivityKind,
    id: Number(row.id),
    title: String(row.title),
    summary: String(row.summary),
    start_day: startDay,
    end_day: endDay,
    status: activityStatusOn(today, startDay, endDay),
  };
}

/** One activity as the hub shows it; an unknown kind × id is a 404. */
export async function activityOr404(
  db: Db,
  kind: ActivityKind,
  rawId: string | undefined,
  today = activityToday(),
): Promise<Summary> {
  const parsed = activityIdSchema.safeParse(rawId);
  if (!parsed.success) throw new UpstreamError(404, '活动不存在', 404);
  const row = (
    await db.execute({ sql: 'SELECT * FROM activities WHERE kind = ? AND id = ?', args: [kind, parsed.data] })
  ).rows[0];
  if (!row) throw new UpstreamError(404, '活动不存在', 404);
  return summaryOf(row as Record<string, unknown>, today);
}

const STATUS_ORDER = { running: 0, upcoming: 1, ended: 2 } as const;

export async function listActivities(db: Db, today = activityToday()) {
  const rows = await db.execute('SELECT * FROM activities');
  const items = rows.rows.map((row) => summaryOf(row as Record<string, unknown>, today));
  // Running first (ending soonest first), then upcoming (starting soonest), then ended (latest first).
  items.sort((a, b) => {
    if (a.status !== b.status) return STATUS_ORDER[a.status] - STATUS_ORDER[b.status];
    if (a.status === 'running') return a.end_day.localeCompare(b.end_day);
    if (a.status === 'upcoming') return a.start_day.localeCompare(b.start_day);
    return b.end_day.localeCompare(a.end_day);
  });
  return { today, items } satisfies z.input<typeof activityHubSchema>;
}
