import { BACKGROUND_WHITE, defineFamily } from '../define';
import type { RouteEntry } from '../types';

const SVIP_GOLD = '#1c1a17';
const VIP_CREAM = '#fdf3e4';
const CHINESE_ORDINALS = ['一', '二', '三', '四'];
/** Share pages hand the app a poster (SPEC §3 share type erCodeImage), not a bare link. */
const SHARE_POSTER = { title: '分享', type: 'share', shareType: 'erCodeImage' } as const;

/** SPEC §9: the conversion-page event is uploaded immediately, under one shared id. */
const CONVERSION_EVENT_ID = 'membership_conversions_page';
const CONVERSION_SOURCES = [
  { key: 'Zb', label: '直播' },
  { key: 'Cyb', label: '创业板' },
  { key: 'Course', label: '课程' },
  { key: 'Gen', label: '通用' },
  { key: 'Per', label: '个人专属' },
] as const;

type ConversionKey = (typeof CONVERSION_SOURCES)[number]['key'];

function conversionPages(): RouteEntry<`/conversition${ConversionKey}${'Vip' | 'Svip'}`>[] {
  return CONVERSION_SOURCES.flatMap(({ key, label }) => [
    { path: `/conversition${key}Vip` as const, title: `开通VIP会员·${label}`, background: VIP_CREAM },
    { path: `/conversition${key}Svip` as const, title: `开通SVIP会员·${label}`, background: SVIP_GOLD },
  ]).map((entry) => ({ ...entry, eventId: CONVERSION_EVENT_ID }));
}

function salePages<L extends 'vip' | 'svip'>(level: L): RouteEntry<`/${L}-sale${1 | 2 | 3 | 4}/v2`>[] {
  return CHINESE_ORDINALS.map((ordinal, index) => ({
    path: `/${level}-sale${(index + 1) as 1 | 2 | 3 | 4}/v2` as const,
    title: `${level.toUpperCase()}会员特惠（${ordinal}）`,
    background: level === 'svip' ? SVIP_GOLD : VIP_CREAM,
    // Plans and prices are the same for every visitor without a session (a logged-in one is rendered).
    pageCacheSeconds: 10,
  }));
}

const MEMBER_ROUTES = defineFamily('member', {}, [
  { path: '/openMember', title: '开通会员', background: VIP_CREAM },
  { path: '/membershipInterests', title: '会员权益' },
  { path: '/rightsCompare', title: '会员权益对比' },
  { path: '/equityCenterShare', title: '会员成长分享', indexable: false, navButton: SHARE_POSTER },
  { path: '/equityCenter', title: '会员成长中心', needLogin: true, eventId: 'h5_equity_center_view' },
  { path: '/vip/union-member', title: '联合会员' },
  { path: '/vip/union-member/rule', title: '联合会员规则', background: BACKGROUND_WHITE, loadingType: 'none' },
  { path: '/vip/union-member/detail/{id}', title: '联合会员权益详情' },
  { path: '/vip/union-member/record', title: '联合会员领取记录', needLogin: true },
  ...conversionPages(),
  ...salePages('vip'),
  ...salePages('svip'),
  { path: '/svip-sale-special/v2', title: 'SVIP专享特惠', background: SVIP_GOLD },
  { path: '/special2/v2', title: '会员特惠专场', background: VIP_CREAM },
  { path: '/special-199/v2', title: '199元会员专享', background: VIP_CREAM },
  { path: '/member-tour-share/v2', title: '会员之旅分享', indexable: false, navButton: SHARE_POSTER },
  { path: '/member-tour-detail/v2', title: '会员之旅详情', indexable: false },
]);

const CAIDAN_ROUTES = defineFamily('caidan', { needLogin: true }, [
  { path: '/llczd/m/caidanCenter', title: '财蛋中心', needRefresh: true },
  { path: '/caidanDetail', title: '财蛋明细' },
  { path: '/llczd/m/caidanCenterPopUp', title: '领取财蛋', background: 'transparent', loadingType: 'toast' },
  { path: '/llczd/m/caidanCenterPopUp2', title: '财蛋奖励', background: 'transparent', loadingType: 'toast' },
  // Only stores the pay-result flag and closes the web view: a login prompt would block that.
  {
    path: '/llczd/m/caidanPayMiddle',
    title: '财蛋支付结果',
    needLogin: false,
    background: 'transparent',
    loadingType: 'toast',
  },
]);

const TASK_ROUTES = defineFamily('task', { needLogin: true }, [
  {
    path: '/missonCenter',
    title: '任务中心',
    needRefresh: true,
    eventId: 'h5_misson_center_view',
    // The rules open natively; the centre reloads on return (a task may have been done meanwhile).
    navButton: { title: '规则', type: 'link', url: '/missonCenterDes', needsRefresh: true },
  },
  { path: '/missonCenterShare', title: '任务中心分享', needLogin: false, indexable: false, navButton: SHARE_POSTER },
  {
    path: '/missonCenterDes',
    title: '任务说明',
    needLogin: false,
    background: BACKGROUND_WHITE,
    loadingType: 'none',
  },
  { path: '/missonDetail', title: '任务收益明细' },
  { path: '/cashExchange', title: '现金兑换' },
  { path: '/richExchange/index', title: '财富值兑换' },
  { path: '/richExchange/record', title: '兑换记录' },
  { path: '/rich/index', title: '我的财富值' },
  { path: '/rich/indexNoFund', title: '我的财富值（暂无资产）' },
]);

const WALLET_ROUTES = defineFamily('wallet', { needLogin: true }, [
  { path: '/walletCenter/balance', title: '我的钱包', needRefresh: true },
  { path: '/walletCenter/withdrawal', title: '提现', background: BACKGROUND_WHITE, loadingType: 'toast' },
  { path: '/walletCenter/financialDetails', title: '资金明细' },
  { path: '/walletCenter/cashingRecords', title: '提现记录' },
]);

const ORDER_ROUTES = defineFamily('order', { needLogin: true }, [
  { path: '/orderCenter', title: '我的订单', needRefresh: true },
  { path: '/orderCenter/orderDetail', title: '订单详情', eventId: 'h5_order_detail_view' },
  { path: '/orderCenter/refundAgreement', title: '退款协议', background: BACKGROUND_WHITE, loadingType: 'none' },
  { path: '/apply-invoice', title: '申请开票' },
  { path: '/apply-invoice/confirm', title: '确认开票信息', loadingType: 'toast' },
  {
    path: '/invoiceDescription',
    title: '开票说明',
    needLogin: false,
    background: BACKGROUND_WHITE,
    loadingType: 'none',
  },
  { path: '/mailAppeal', title: '邮件申诉', background: BACKGROUND_WHITE },
  { path: '/llczd/m/refund', title: '申请退款' },
]);

const COUPON_ROUTES = defineFamily('coupon', { needLogin: true }, [
  {
    path: '/mineCoupon',
    title: '我的优惠券',
    eventId: 'h5_mine_coupon_view',
    navButton: { title: '历史券', type: 'link', url: '/historyCoupon' },
  },
  { path: '/historyCoupon', title: '历史优惠券', eventId: 'h5_history_coupon_view' },
  { path: '/useFulCoupon', title: '可用优惠券', eventId: 'h5_useful_coupon_view' },
]);

const PAY_ROUTES = defineFamily('pay', { needLogin: true, loadingType: 'toast' }, [
  { path: '/pay', title: '确认订单', background: BACKGROUND_WHITE },
  { path: '/llczd/m/PResultPage', title: '支付结果', eventId: 'h5_pay_result_view' },
  { path: '/llczd/m/PResultPageSimple/{id}', title: '支付完成', eventId: 'h5_pay_result_simple_view' },
]);

const PAY_POPUP_ROUTES = defineFamily('pay', { needLogin: true, loadingType: 'toast', background: 'transparent' }, [
  { path: '/universalPopup', title: '通用支付弹窗' },
  { path: '/newPayPopup', title: '支付弹窗' },
  { path: '/payMiddlePage', title: '支付中转页' },
  { path: '/skuPayPopup', title: '商品购买弹窗' },
  { path: '/coursePayPopup', title: '课程购买弹窗' },
  { path: '/buyMemberPopup', title: '开通会员弹窗' },
  { path: '/butlerPayPopup', title: '管家服务购买弹窗' },
  { path: '/buyDragonPopup', title: '龙头服务购买弹窗' },
  { path: '/buyMergePopup', title: '组合购买弹窗' },
]);

const INVITE_ROUTES = defineFamily('invite', {}, [
  { path: '/inviteCashBackIn/rules', title: '邀请返现规则', background: BACKGROUND_WHITE, loadingType: 'none' },
  { path: '/inviteCashBackOut', title: '邀请好友得现金', eventId: 'h5_invite_cash_back_out_view' },
]);

/** SPEC §2 "Membership, wallet, orders, payment". */
export const COMMERCE_ROUTES = [
  ...MEMBER_ROUTES,
  ...CAIDAN_ROUTES,
  ...TASK_ROUTES,
  ...WALLET_ROUTES,
  ...ORDER_ROUTES,
  ...COUPON_ROUTES,
  ...PAY_ROUTES,
  ...PAY_POPUP_ROUTES,
  ...INVITE_ROUTES,
];
