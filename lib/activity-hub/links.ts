import { href } from '@/lib/routes/hrefs';
import type { ActivityKind } from './rules';

/**
 * Where an activity's own page is. The tea party, strategy meeting and dragon inn each have one page
 * (one event each: upstream/activity/events.ts); the koi and the others are pages per activity id.
 */
export function activityPageHref(kind: ActivityKind, id: number): string | null {
  if (kind === 'money_tree') return href('/activity/money-tree/{id}/v2', { id });
  if (kind === 'capsule') return href('/activity/capsule/{id}/v2', { id });
  if (kind === 'koi') return href('/activity/koi-page/{id}/v2', { id });
  if (kind === 'tea_party') return href('/activity/tea-party/v2');
  if (kind === 'strategy') return href('/activity/investment-strategy/v2');
  if (kind === 'dragon_inn') return href('/activity/active-dragon-inn/v2');
  return null;
}

/** The hub's own view of an activity (/activities-collect/v2/…), where the hub has one. */
export function hubViewHref(kind: ActivityKind, id: number): string | null {
  if (kind === 'money_tree') return href('/activities-collect/v2/money-tree/{id}', { id });
  if (kind === 'capsule') return href('/activities-collect/v2/capsule/{id}', { id });
  if (kind === 'koi') return href('/activities-collect/v2/activity/koi-page/{id}', { id });
  return null;
}
