import { BACKGROUND_DARK, BACKGROUND_DEFAULT, BACKGROUND_WHITE, defineFamily } from '../define';

/**
 * SPEC §2 "Content detail": public article-style pages on white. Shared into WeChat groups, so a burst
 * of visitors is common: an anonymous visitor's page serves the next for 10 s (a logged-in reader, who
 * may just have commented, always gets a fresh render).
 */
// Articles are what readers pass on: the native bar offers the share of the page link.
const SHARE_LINK = { title: '分享', type: 'share', shareType: 'url' } as const;

export const CONTENT_ROUTES = defineFamily(
  'content',
  // Rendered on the server in one piece (an unknown id answers 404): no loading view (SPEC §2 loadingType).
  { background: BACKGROUND_WHITE, pageCacheSeconds: 10, navButton: SHARE_LINK, loadingType: 'none' },
  [
    { path: '/topic/v2/{id}', title: '话题详情' },
    { path: '/manuscript/article/v2/{id}', title: '文章详情' },
    { path: '/manuscript/feed/v2/{id}', title: '动态详情' },
    { path: '/manuscript/stock_feed/v2/{id}', title: '个股观点详情' },
    { path: '/manuscript/video/v2/{id}', title: '视频详情', background: BACKGROUND_DARK },
    { path: '/flash/interpret/{id}', title: '快讯解读' },
    { path: '/flash/calendar', title: '财经日历', background: BACKGROUND_DEFAULT },
    { path: '/column/article/{id}', title: '专栏文章' },
    { path: '/information/{type}/{id}', title: '资讯详情' },
    { path: '/hall/{type}/{id}', title: '讲堂详情' },
    { path: '/dragonThrowCircle', title: '龙投圈', background: BACKGROUND_DEFAULT },
    { path: '/dragonThrowCircleDetail/{type}/{id}', title: '龙投圈详情' },
  ],
);
