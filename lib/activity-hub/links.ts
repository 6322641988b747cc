import { href } from '@/lib/routes/hrefs';
import type { ActivityKind } from './rules';

/**
 * Where an activity's own page is. Only kinds whose pages exist in this build get a link (the crawler
 * fails on links to missing pages): the koi, tea-party, strategy and dragon-inn pages are another
 * family's (issue 19, helper D).
 * TODO(merge): once those pages are merged, return
 *   koi → href('/activity/koi-page/{id}/v2', { id }), tea_party → href('/activity/tea-party/v2'),
 *   strategy → href('/activity/investment-strategy/v2'), dragon_inn → href('/activity/active-dragon-inn/v2').
 */
export function activityPageHref(kind: ActivityKind, id: number): string | null {
  if (kind === 'money_tree') return href('/activity/money-tree/{id}/v2', { id });
  if (kind === 'capsule') return href('/activity/capsule/{id}/v2', { id });
  return null;
}

/** The hub's own view of an activity (/activities-collect/v2/…), where the hub has one. */
export function hubViewHref(kind: ActivityKind, id: number): string | null {
  if (kind === 'money_tree') return href('/activities-collect/v2/money-tree/{id}', { id });
  if (kind === 'capsule') return href('/activities-collect/v2/capsule/{id}', { id });
  if (kind === 'koi') return href('/activities-collect/v2/activity/koi-page/{id}', { id });
  return null;
}
