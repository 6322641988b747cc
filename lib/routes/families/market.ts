import { BACKGROUND_WHITE, defineFamily } from '../define';

/**
 * SPEC §2 "Market tools": public market data, light-grey list pages. The data changes at most every
 * 30 s (the public read cache), so an anonymous visitor's page serves the next for 10 s. The pages are
 * rendered on the server in one piece (no loading boundary: an unknown board answers 404, and the
 * whole page is what search engines and the page cache get), so they show no loading view (none);
 * /diagnosis-confirm, a logged-in page, has its own loading file for its toast.
 */
export const MARKET_ROUTES = defineFamily('market', { pageCacheSeconds: 10, loadingType: 'none' }, [
  // Dragon-tiger list (lhb). '/tool/lhb' is redirected to '/lhb/homePage' but stays known.
  { path: '/tool/lhb', title: '龙虎榜入口' },
  { path: '/tool/lhb/today', title: '今日龙虎榜', keepAlive: true },
  { path: '/tool/lhb/today/{code}', title: '龙虎榜个股详情' },
  { path: '/tool/lhb/stock/detail', title: '个股上榜详情' },
  { path: '/tool/lhb/organization/detail', title: '机构席位详情' },
  { path: '/tool/lhb/organization/trace', title: '机构动向追踪' },
  { path: '/tool/lhb/sales/active', title: '活跃营业部', keepAlive: true },
  { path: '/tool/lhb/sales/{code}', title: '营业部详情' },
  { path: '/lhb/homePage', title: '龙虎榜' },
  { path: '/lhb/detail', title: '龙虎榜详情' },
  { path: '/lhb/TheDetail', title: '龙虎榜买卖明细' },

  // IPO
  { path: '/tool/ipo', title: '新股中心' },
  { path: '/tool/ipo/calendar', title: '新股日历' },
  { path: '/tool/ipo/detail/{code}', title: '新股详情' },
  { path: '/tool/ipo/raiders', title: '打新攻略', background: BACKGROUND_WHITE },

  // Northbound funds
  { path: '/tool/northbound-new', title: '北向资金' },
  { path: '/tool/northbound', title: '北向资金（旧版）' },
  { path: '/tool/northbound/details', title: '北向资金明细' },
  { path: '/tool/northbound/hot-list', title: '北向资金热股榜' },
  { path: '/tool/northbound-plate', title: '北向资金板块流向' },
  { path: '/tool/northbound-search', title: '北向持股搜索', background: BACKGROUND_WHITE },
  { path: '/tool/northbound/rank', title: '北向持股排行', keepAlive: true },
  { path: '/tool/northbound/stock/{code}', title: '北向持股个股详情' },

  // Hot stocks and margin trading
  { path: '/tool/hot-stock', title: '热股池' },
  { path: '/tool/hot-stock/rising', title: '热门飙升股' },
  { path: '/tool/rzrq', title: '融资融券' },
  { path: '/tool/rzrq/search', title: '融资融券搜索', background: BACKGROUND_WHITE },

  // Themes, patterns, screening
  { path: '/hotspotTheme/index', title: '热点题材' },
  { path: '/hotspotTheme/detail', title: '热点题材详情' },
  { path: '/technologicalForms/index', title: '技术形态选股' },
  { path: '/technologicalForms/list', title: '技术形态个股列表' },
  { path: '/technologicalForms/detail', title: '技术形态详情' },
  { path: '/mineClearance/index', title: '个股排雷' },
  { path: '/mineClearance/specIndex', title: '专项排雷' },
  {
    path: '/conditionalSeletor/index',
    title: '条件选股',
    keepAlive: true,
    eventId: 'h5_conditional_seletor_view',
  },
  { path: '/conditionalSeletor/detail', title: '条件选股结果' },
  { path: '/similar-candlestick/index', title: '相似K线' },
  { path: '/stock', title: '个股查询' },
  { path: '/result', title: '相似K线匹配结果' },

  // AI diagnosis and stock projects
  { path: '/aiDiagnosis', title: 'AI诊股' },
  { path: '/aiDiagnosisSecond', title: 'AI诊股报告' },
  { path: '/aiDiagnosisDetail', title: 'AI诊股详情' },
  { path: '/aiDiagnosisOtherUse', title: 'AI诊股分享查看' },
  { path: '/diagnosis-confirm', title: '诊股服务确认', needLogin: true, loadingType: 'toast' },
  { path: '/AIProject', title: 'AI智能选股', keepAlive: true, needRefresh: true },
  { path: '/stockProjectList', title: '选股方案列表' },
  { path: '/stockProjectListNew', title: '选股方案（新版）' },
  { path: '/goldMedalReport', title: '金牌研报' },
  { path: '/searchPage', title: '股票搜索', background: BACKGROUND_WHITE },
  { path: '/other/mszl', title: '名师专栏' },
]);
