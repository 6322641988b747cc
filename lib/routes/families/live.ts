import { BACKGROUND_DARK, BACKGROUND_WHITE, defineFamily } from '../define';

/** The seven boards of the popular charts; '/popularCharts/v2' itself redirects to the first. */
const POPULAR_CHART_BOARDS = [
  { path: '/popularCharts/v2/popularity-list', title: '人气榜' },
  { path: '/popularCharts/v2/hit-charts-list', title: '打榜榜' },
  { path: '/popularCharts/v2/soaring-list', title: '飙升榜' },
  { path: '/popularCharts/v2/playback-list', title: '回放榜' },
  { path: '/popularCharts/v2/intimate-list', title: '亲密榜' },
  { path: '/popularCharts/v2/exclusive-list', title: '专属榜' },
  { path: '/popularCharts/v2/period-list', title: '往期榜单' },
] as const;

/** Watching is public: rooms, programmes, rankings, teachers, fan-group info, share pages. */
const VIEWER_ROUTES = defineFamily('live', {}, [
  { path: '/rank-list/v2', title: '直播榜单' },
  { path: '/liveCoupon/v2', title: '直播间优惠券', eventId: 'h5_live_coupon_view' },
  { path: '/liveCoupon/v2/playbackPopup', title: '回放优惠券', background: 'transparent', loadingType: 'toast' },
  // A visitor's room page (no session) is kept 5 s: status and programmes; chat, bag and video are live islands.
  {
    path: '/liveRoomDetail/v2',
    title: '直播间',
    background: BACKGROUND_DARK,
    eventId: 'h5_live_room_detail_view',
    pageCacheSeconds: 5,
  },
  { path: '/programList/v2', title: '节目单' },
  { path: '/programSearchPage/v2', title: '搜索节目', background: BACKGROUND_WHITE },
  { path: '/programSelectPage/v2', title: '选择节目' },
  { path: '/programSelectPageDark/v2', title: '选择节目（深色）', background: BACKGROUND_DARK },
  { path: '/programSearchPageDark/v2', title: '搜索节目（深色）', background: BACKGROUND_DARK },
  { path: '/popularCharts/v2', title: '人气榜单' },
  { path: '/popularCharts2/v2', title: '人气榜单（新版）' },
  ...POPULAR_CHART_BOARDS,
  { path: '/liveToAuth/v2', title: '直播观看认证', needLogin: true },
  { path: '/liveToOnlyAuth/v2', title: '直播身份认证', needLogin: true },
  { path: '/fanGroupEquity/v2', title: '粉丝团权益', eventId: 'h5_fan_group_equity_view' },
  { path: '/newFanGroupTask/v2', title: '粉丝团任务', needLogin: true },
  // Redirected to '/newFanGroupTask/v2' by the proxy; kept so old links are known.
  { path: '/fanGroupTask/v2', title: '粉丝团任务（旧版）', needLogin: true },
  { path: '/fanGroupExplain/v2', title: '粉丝团说明', background: BACKGROUND_WHITE, loadingType: 'none' },
  {
    path: '/fanExclusiveLive/v2',
    title: '粉丝专享直播',
    needLogin: true,
    needRefresh: true,
    background: BACKGROUND_DARK,
    eventId: 'h5_fan_exclusive_live_view',
  },
  { path: '/fanGroupRules/v2', title: '粉丝团规则', background: BACKGROUND_WHITE, loadingType: 'none' },
  { path: '/fanGroupIllustrate/v2', title: '粉丝团介绍' },
  { path: '/liveGuidePage/v2', title: '开播引导' },
  { path: '/anchorRecruitment/v2', title: '主播招募' },
  { path: '/occupancy-agreement/v2', title: '主播入驻协议', background: BACKGROUND_WHITE, loadingType: 'none' },
  {
    path: '/occupancy-agreementOld/v2',
    title: '主播入驻协议（旧版）',
    background: BACKGROUND_WHITE,
    loadingType: 'none',
  },
  { path: '/shareCaidanAnchorFull/v2', title: '主播福袋', background: 'transparent' },
  { path: '/shareCaidanAnchor/v2/rule', title: '福袋规则', background: BACKGROUND_WHITE, loadingType: 'none' },
  { path: '/shareCaidanStatusFull/v2', title: '福袋开奖', background: 'transparent' },
  { path: '/shareCaidanWatchFull/v2', title: '观众福袋', background: 'transparent' },
  { path: '/newbie-zone/v2', title: '新手专区' },
  {
    path: '/share-live-room/v2',
    title: '分享直播间',
    background: BACKGROUND_DARK,
    navButton: { title: '分享', type: 'share', shareType: 'erCodeImage' },
  },
  { path: '/liveZhuanXiang/v2', title: '直播专享' },
  { path: '/subscriptionDetail/v2', title: '订阅详情' },
  { path: '/professionalMessage/v2', title: '执业信息', background: BACKGROUND_WHITE },
  { path: '/leader-list/v2', title: '名师榜' },
  { path: '/teacherList/v2', title: '投顾老师' },
  { path: '/teacherInfo/v2', title: '老师主页' },
  { path: '/ckbDetail/v2', title: '操盘宝详情' },
  { path: '/drawingRoom/v2', title: '会客厅', background: BACKGROUND_DARK },
]);

/** Creator pages and live-room configuration (SPEC §6: anchors only), all behind login. */
const ANCHOR_ROUTES = defineFamily('anchor', { needLogin: true }, [
  { path: '/creatorsCenter/v2', title: '创作者中心' },
  { path: '/liveRoomDisposition/v2', title: '直播间配置' },
  { path: '/shareCaidanDisposition/v2', title: '福袋配置' },
  { path: '/financialCheatsDisposition/v2', title: '理财秘籍配置' },
  { path: '/configureFinancialCheats/v2', title: '编辑理财秘籍' },
  { path: '/programEditPage/v2', title: '编辑节目' },
  { path: '/programEditPageCheck/v2', title: '节目编辑审核' },
  { path: '/filings/v2', title: '节目备案' },
  { path: '/viewableUserList/v2', title: '可观看用户名单' },
  { path: '/liveDataCenter/v2', title: '直播数据中心', needRefresh: true },
  { path: '/singleBroadcastData/v2', title: '单场直播数据' },
  { path: '/anchor-settings/continuous-mic/v2', title: '连麦设置' },
  { path: '/anchor-settings/welfare-materials/v2', title: '福利素材' },
  { path: '/anchor-settings/exclusive-coupons/v2', title: '专属优惠券' },
  { path: '/anchor-settings/quick-replies/v2', title: '快捷回复' },
  { path: '/anchor-settings/hot-search-boards/v2', title: '热搜榜单' },
  { path: '/anchor-settings/pre-live/v2', title: '开播前设置' },
  { path: '/anchor-settings/live-in-progress/v2', title: '直播中设置' },
  { path: '/anchor-settings/anchor-zone/v2', title: '主播专区' },
  { path: '/anchor-settings/live-guide/v2', title: '直播指南', background: BACKGROUND_WHITE },
  { path: '/anchor-settings/music-config/v2', title: '音乐配置' },
]);

/** SPEC §2 "Live and creator pages (suffix /v2)". */
export const LIVE_ROUTES = [...VIEWER_ROUTES, ...ANCHOR_ROUTES];
