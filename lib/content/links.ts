import { pageUrl } from '@/lib/routes/hrefs';
import type { CirclePostType, ItemKind } from './rules';

/** The page of an item, as the browser requests it. */
export function itemUrl(item: { kind: ItemKind; id: number; type: string | null }): string {
  const { id } = item;
  switch (item.kind) {
    case 'article':
      return pageUrl('/manuscript/article/v2/{id}', { id });
    case 'feed':
      return pageUrl('/manuscript/feed/v2/{id}', { id });
    case 'stock_feed':
      return pageUrl('/manuscript/stock_feed/v2/{id}', { id });
    case 'video':
      return pageUrl('/manuscript/video/v2/{id}', { id });
    case 'column':
      return pageUrl('/column/article/{id}', { id });
    case 'information':
      return pageUrl('/information/{type}/{id}', { type: item.type ?? 'news', id });
    case 'hall':
      return pageUrl('/hall/{type}/{id}', { type: item.type ?? 'lesson', id });
    case 'flash':
      return pageUrl('/flash/interpret/{id}', { id });
  }
}

export function circlePostUrl(post: { type: CirclePostType; id: number }): string {
  return pageUrl('/dragonThrowCircleDetail/{type}/{id}', { type: post.type, id: post.id });
}
