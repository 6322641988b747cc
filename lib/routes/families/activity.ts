import { BACKGROUND_WHITE, defineFamily } from '../define';

const RULES_PAGE = { background: BACKGROUND_WHITE, loadingType: 'none' } as const;
/**
 * Loading views (SPEC §2 loadingType): these families have no family-wide loading boundary, because a
 * page streamed behind one answers an unknown id with 200 instead of the 404 page. A page waits for the
 * server (none) unless its own folder has a loading file (app/(activity)/…/loading.tsx): those say so.
 */
const SERVER_FIRST = { loadingType: 'none' } as const;
const OWN_SKELETON = { loadingType: 'skeleton' } as const;
/** Invitation and record pages hand the app a poster (SPEC §3 share type erCodeImage). */
const SHARE_POSTER = { title: '分享', type: 'share', shareType: 'erCodeImage' } as const;

const ACTIVITY_PAGES = defineFamily('activity', SERVER_FIRST, [
  { path: '/activities-collect/v2', title: '活动合集', pageCacheSeconds: 10, ...OWN_SKELETON },
  { path: '/activities-collect/v2/choose-stock', title: '选股活动', ...OWN_SKELETON },
  { path: '/activities-collect/v2/money-tree/{id}', title: '摇钱树活动', ...OWN_SKELETON },
  { path: '/activities-collect/v2/capsule/{id}', title: '选股胶囊活动', ...OWN_SKELETON },
  { path: '/activities-collect/v2/activity/koi-page/{id}', title: '锦鲤活动', ...OWN_SKELETON },
  { path: '/activities-collect/v2/activity/misson-center', title: '活动任务中心', needLogin: true, ...OWN_SKELETON },

  { path: '/activity/money-tree/{id}/v2', title: '摇钱树', indexable: false },
  { path: '/moneyTree/mine/{id}/v2', title: '我的摇钱树', needLogin: true },
  { path: '/moneyTree/prizes/{id}/v2', title: '摇钱树奖品', indexable: false },

  { path: '/activity/capsule/{id}/v2', title: '选股时光胶囊', indexable: false },
  { path: '/activity/capsule/{id}/v2/history', title: '我的胶囊记录', needLogin: true },
  { path: '/activity/capsule/{id}/v2/stocks', title: '胶囊股票池', indexable: false },
  { path: '/activity/capsule/{id}/v2/stock/{code}', title: '胶囊个股表现', indexable: false },
  {
    path: '/activity/capsule/{id}/v2/invite',
    title: '胶囊邀请好友',
    eventId: 'h5_capsule_invite_view',
    indexable: false,
    navButton: SHARE_POSTER,
  },
  { path: '/activity/capsule/{id}/v2/help', title: '胶囊好友助力', indexable: false },
  { path: '/activity/capsule-rule/v2', title: '选股胶囊规则', ...RULES_PAGE },

  { path: '/activity/koi-page/{id}/v2', title: '锦鲤抽奖' },
  { path: '/activity/koi-page/{id}/v2/winning-rules', title: '锦鲤中奖规则', ...RULES_PAGE },
  { path: '/activity/koi-page/{id}/v2/my-participation', title: '我的锦鲤参与', needLogin: true },
  { path: '/activity/koi-page/{id}/v2/participation-details', title: '锦鲤参与详情', needLogin: true },
  { path: '/activity/koi-page/{id}/v2/win-prize', title: '锦鲤领奖', needLogin: true },
  { path: '/activity/koiOut/help/v2', title: '锦鲤好友助力', indexable: false, ...OWN_SKELETON },
  {
    path: '/activity/koiOut/invite/v2',
    title: '锦鲤邀请好友',
    eventId: 'h5_koi_out_invite_view',
    indexable: false,
    navButton: SHARE_POSTER,
    ...OWN_SKELETON,
  },

  { path: '/activity/investment-strategy/v2', title: '投资策略会', ...OWN_SKELETON },
  { path: '/activity/investment-strategy-outSide', title: '投资策略会（站外）', ...OWN_SKELETON },
  { path: '/activity/tea-party/v2', title: '投资茶话会', ...OWN_SKELETON },
  { path: '/activity/active-dragon-inn/v2', title: '龙门客栈', ...OWN_SKELETON },
]);

const CONTEST_PAGES = defineFamily('contest', SERVER_FIRST, [
  // Without a session the index is the login prompt, the same for everyone.
  {
    path: '/stock-contest/index',
    title: '选股大赛',
    eventId: 'h5_stock_contest_index_view',
    pageCacheSeconds: 60,
    navButton: { title: '规则', type: 'link', url: '/stock-contest/rule' },
  },
  { path: '/stock-contest/entry-detail', title: '参赛详情', indexable: false },
  { path: '/stock-contest/my-record', title: '我的参赛记录', needLogin: true },
  { path: '/stock-contest/record-share', title: '参赛战绩分享', indexable: false, navButton: SHARE_POSTER },
  { path: '/stock-contest/search', title: '参赛选股搜索', background: BACKGROUND_WHITE, indexable: false },
  { path: '/stock-contest/rule', title: '大赛规则', ...RULES_PAGE },
  { path: '/stock-contest/past-rankings', title: '往期排名', keepAlive: true },
  {
    path: '/stock-contest/past-share-index',
    title: '往期战绩分享',
    indexable: false,
    navButton: SHARE_POSTER,
    ...OWN_SKELETON,
  },
  { path: '/stock-contest/bonus-list', title: '奖金榜', ...OWN_SKELETON },
  { path: '/stock-contest/winning-list', title: '获奖名单' },
  // SPEC §9: activities from id 15 are redirected here.
  { path: '/stock-contest/new-winning-list', title: '中奖公示' },
]);

const QUESTIONNAIRE_PAGES = defineFamily(
  'questionnaire',
  { background: BACKGROUND_WHITE, needLogin: true, ...SERVER_FIRST },
  [
    { path: '/questionnaires', title: '问卷调查', eventId: 'h5_questionnaires_view', ...OWN_SKELETON },
    { path: '/questionnairesResult', title: '问卷结果', eventId: 'h5_questionnaires_result_view' },
    { path: '/questionnaire/list', title: '问卷列表', ...OWN_SKELETON },
    { path: '/questionnaire/detail/{id}', title: '问卷详情', eventId: 'h5_questionnaire_detail_view' },
    { path: '/questionnaire/followUpResult/{id}', title: '回访结果' },
  ],
);

/** SPEC §2 "Activities": activities, the stock-picking contest and questionnaires. */
export const ACTIVITY_ROUTES = [...ACTIVITY_PAGES, ...CONTEST_PAGES, ...QUESTIONNAIRE_PAGES];
