import { BACKGROUND_WHITE, defineFamily } from '../define';

// Helper pages are rendered on the server in one piece (no loading boundary: /wxCardLink redirects from
// the server): no loading view (SPEC §2 loadingType). The popups have their own loading files (toast).
const PAGES = defineFamily('other', { loadingType: 'none' }, [
  // The viewer's own watchlist.
  { path: '/choose-change', title: '自选股异动', indexable: false },
  { path: '/choose-event', title: '自选股事件', indexable: false },
  {
    path: '/download',
    title: '下载App',
    background: BACKGROUND_WHITE,
    eventId: 'h5_download_view',
  },
  {
    path: '/downloadNew',
    title: '下载App（新版）',
    background: BACKGROUND_WHITE,
    eventId: 'h5_download_new_view',
  },
  { path: '/transitPage', title: '正在跳转', background: BACKGROUND_WHITE, indexable: false },
  { path: '/notice', title: '公告', background: BACKGROUND_WHITE },
  { path: '/wxCode', title: '关注公众号', background: BACKGROUND_WHITE },
  { path: '/test2', title: '测试页', indexable: false },
  { path: '/preloading-page', title: '页面预加载', preLoadPage: true },
  { path: '/enterpriseWeChat', title: '添加企业微信', background: BACKGROUND_WHITE },
  { path: '/miniDownload', title: '下载引导', background: BACKGROUND_WHITE },
  { path: '/show-qr-code', title: '二维码', background: BACKGROUND_WHITE, indexable: false },
  { path: '/wxCardLink', title: '微信卡片跳转', background: BACKGROUND_WHITE, indexable: false },
]);

const POPUPS = defineFamily('popup', { background: 'transparent', loadingType: 'toast' }, [
  { path: '/authPopup', title: '授权提示' },
  { path: '/ocrAgreement', title: '身份证识别授权' },
  { path: '/regulatoryRecordsPopup', title: '监管备案信息' },
  { path: '/exclusiveSpuPopup', title: '专属商品' },
  { path: '/certificationPopup', title: '认证提示' },
  { path: '/agreementSignPopup', title: '协议签署' },
  { path: '/returnPopup', title: '挽留提示' },
  { path: '/aptitudePopup', title: '资质信息' },
  { path: '/userQuestionPopup', title: '用户调研' },
]);

const SYSTEM = defineFamily('system', { background: BACKGROUND_WHITE, loadingType: 'none' }, [
  { path: '/404', title: '页面不存在' },
  { path: '/abnormal', title: '页面异常' },
  { path: '/version-not-match', title: '版本不匹配' },
  // SPEC §4: where logout goes outside production (a test deployment's way back to a session).
  { path: '/get-token', title: '获取登录态', indexable: false },
]);

// The hub is rendered on the server in one piece and served from the page cache: no loading view.
const HOME = defineFamily('home', { pageCacheSeconds: 60, loadingType: 'none' }, [{ path: '/', title: '首页' }]);

/** SPEC §2 "Other": helper pages, popups, system pages and the root hub. */
export const OTHER_ROUTES = [...HOME, ...PAGES, ...POPUPS, ...SYSTEM];
