import type { EventType } from './events';

/**
 * Tracking definitions of the pages SPEC §7 lists (download, task centre, live detail, exclusive
 * live, coupon lists, payment result, order detail, membership growth, questionnaires, fission
 * activity, stock selection). The page-view event ids equal the manifest's eventId (lib/routes), so
 * PageShell's automatic page event and these definitions name the same thing; the rest are the
 * clicks and exposures each page reports with track()/useExposure().
 */
export interface TrackingDefinition {
  eventId: string;
  eventLabel: string;
  eventType: Extract<EventType, 'click' | 'show' | 'page' | 'task'>;
}

export interface PageTracking {
  pageId: string;
  pageLabel: string;
  events: Record<string, TrackingDefinition>;
}

function page(
  pageId: string,
  pageLabel: string,
  events: Record<string, [string, string, TrackingDefinition['eventType']]>,
): PageTracking {
  return {
    pageId,
    pageLabel,
    events: Object.fromEntries(
      Object.entries(events).map(([key, [eventId, eventLabel, eventType]]) => [
        key,
        { eventId, eventLabel, eventType },
      ]),
    ),
  };
}

export const TRACKING = {
  download: page('h5_download_view', '下载页', {
    view: ['h5_download_view', '下载页浏览', 'page'],
    iosClick: ['h5_download_ios_click', '点击App Store下载', 'click'],
    androidClick: ['h5_download_android_click', '点击安卓下载', 'click'],
    openAppClick: ['h5_download_open_app_click', '点击打开App', 'click'],
    storesShow: ['h5_download_stores_show', '下载按钮曝光', 'show'],
  }),
  downloadNew: page('h5_download_new_view', '下载页（新版）', {
    view: ['h5_download_new_view', '新版下载页浏览', 'page'],
    downloadClick: ['h5_download_new_click', '点击下载', 'click'],
  }),
  taskCentre: page('h5_misson_center_view', '任务中心', {
    view: ['h5_misson_center_view', '任务中心浏览', 'page'],
    taskShow: ['h5_misson_task_show', '任务曝光', 'show'],
    taskClick: ['h5_misson_task_click', '点击去完成', 'click'],
    taskDone: ['h5_misson_task_done', '任务完成', 'task'],
  }),
  liveDetail: page('h5_live_room_detail_view', '直播间', {
    view: ['h5_live_room_detail_view', '直播间浏览', 'page'],
    cardShow: ['h5_live_card_show', '直播卡片曝光', 'show'],
    cardClick: ['h5_live_card_click', '点击直播卡片', 'click'],
    shareClick: ['h5_live_share_click', '点击分享直播间', 'click'],
  }),
  exclusiveLive: page('h5_fan_exclusive_live_view', '粉丝专属直播', {
    view: ['h5_fan_exclusive_live_view', '专属直播浏览', 'page'],
    joinFanGroupClick: ['h5_fan_group_join_click', '点击加入粉丝团', 'click'],
  }),
  fanGroup: page('h5_fan_group_equity_view', '粉丝团', {
    joinClick: ['h5_fan_group_join_click', '点击加入粉丝团', 'click'],
    joined: ['h5_fan_group_join_success', '加入粉丝团成功', 'task'],
    taskClaim: ['h5_fan_group_task_claim', '领取粉丝团任务亲密度', 'task'],
  }),
  couponLists: page('h5_mine_coupon_view', '优惠券', {
    mine: ['h5_mine_coupon_view', '我的优惠券浏览', 'page'],
    history: ['h5_history_coupon_view', '历史优惠券浏览', 'page'],
    useful: ['h5_useful_coupon_view', '可用优惠券浏览', 'page'],
    useClick: ['h5_coupon_use_click', '点击去使用', 'click'],
  }),
  payResult: page('h5_pay_result_view', '支付结果', {
    view: ['h5_pay_result_view', '支付结果浏览', 'page'],
    simpleView: ['h5_pay_result_simple_view', '支付完成浏览', 'page'],
    orderClick: ['h5_pay_result_order_click', '点击查看订单', 'click'],
  }),
  orderDetail: page('h5_order_detail_view', '订单详情', {
    view: ['h5_order_detail_view', '订单详情浏览', 'page'],
    invoiceClick: ['h5_order_invoice_click', '点击申请发票', 'click'],
    refundClick: ['h5_order_refund_click', '点击申请退款', 'click'],
  }),
  membershipGrowth: page('h5_equity_center_view', '会员成长中心', {
    view: ['h5_equity_center_view', '会员成长中心浏览', 'page'],
    conversionView: ['membership_conversions_page', '会员转化页浏览', 'page'],
    equityShow: ['h5_equity_item_show', '权益曝光', 'show'],
    upgradeClick: ['h5_equity_upgrade_click', '点击升级会员', 'click'],
  }),
  questionnaires: page('h5_questionnaires_view', '问卷调查', {
    view: ['h5_questionnaires_view', '问卷浏览', 'page'],
    resultView: ['h5_questionnaires_result_view', '问卷结果浏览', 'page'],
    submitClick: ['h5_questionnaire_submit_click', '点击提交问卷', 'click'],
  }),
  fissionActivity: page('h5_invite_cash_back_out_view', '邀请裂变活动', {
    view: ['h5_invite_cash_back_out_view', '邀请好友浏览', 'page'],
    capsuleInvite: ['h5_capsule_invite_view', '扭蛋邀请浏览', 'page'],
    koiInvite: ['h5_koi_out_invite_view', '锦鲤邀请浏览', 'page'],
    inviteClick: ['h5_invite_share_click', '点击邀请好友', 'click'],
  }),
  stockSelection: page('h5_conditional_seletor_view', '条件选股', {
    view: ['h5_conditional_seletor_view', '条件选股浏览', 'page'],
    contestView: ['h5_stock_contest_index_view', '选股大赛浏览', 'page'],
    conditionClick: ['h5_conditional_condition_click', '点击选股条件', 'click'],
    stockClick: ['h5_conditional_stock_click', '点击股票', 'click'],
  }),
} as const satisfies Record<string, PageTracking>;

/**
 * SPEC §9 card-type ids of the live room's cards, sent as eventAttr.card_type with the live-detail
 * card exposure and click events (together with room_id).
 */
export const LIVE_CARD_TYPES = { luckyBag: 1, liveCoupon: 2, fanGroup: 3, program: 4 } as const;
export type LiveCardType = keyof typeof LIVE_CARD_TYPES;

export function liveCardEvent(kind: 'show' | 'click', card: LiveCardType, roomId: number) {
  const definition = kind === 'show' ? TRACKING.liveDetail.events.cardShow : TRACKING.liveDetail.events.cardClick;
  return { ...definition, eventAttr: { card_type: LIVE_CARD_TYPES[card], room_id: roomId } };
}
