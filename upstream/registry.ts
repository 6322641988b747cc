import type { UpstreamModule } from '@/upstream/core/types';
import { authModule } from '@/upstream/account/auth';
import { drawModule } from '@/upstream/shared/draw';
import { diagnosisModule } from '@/upstream/market/diagnosis-chat';
import { complianceModule } from '@/upstream/account/compliance';
import { contentModule } from '@/upstream/content/content';
import { liveModule } from '@/upstream/live/module';
import { marketModule } from '@/upstream/market/module';
import { noticeModule } from '@/upstream/account/notice';
import { stockActivityModule } from '@/upstream/market/stock-activity';
import { stockAlertsModule } from '@/upstream/market/stock-alerts';
import { systemModule } from '@/upstream/system/system';
import { trackingModule } from '@/upstream/system/tracking';
import { userGrowthModule } from '@/upstream/account/user-growth';
import { vipModule } from '@/upstream/commerce/vip';
import { wechatModule } from '@/upstream/account/wechat';
import { couponModule } from '@/upstream/shared/coupon';
import { liveCouponModule } from '@/upstream/commerce/live-coupon';
import { memberModule } from '@/upstream/commerce/member';
import { orderModule } from '@/upstream/commerce/order';
import { payModule } from '@/upstream/commerce/pay';
import { ledgerModule } from '@/upstream/shared/ledger';
import { taskModule } from '@/upstream/activity/task';
import { questionnaireModule } from '@/upstream/account/questionnaire';
import { contestModule } from '@/upstream/contest/module';
import { activityHubModule } from '@/upstream/activity/activity-hub';
import { koiModule } from '@/upstream/activity/koi';
import { eventsModule } from '@/upstream/activity/events';
import { invoiceModule } from '@/upstream/commerce/invoice';
import { refundModule } from '@/upstream/commerce/refund';
import { inviteModule } from '@/upstream/commerce/invite';
import { accountModule } from '@/upstream/account/account';
import { unionCodeModule } from '@/upstream/account/union-code';
import { reconcileModule } from '@/upstream/commerce/reconcile';

/** Every domain of the local upstream. Each domain issue adds its module here. */
export const MODULES: UpstreamModule[] = [
  systemModule,
  authModule,
  complianceModule,
  drawModule,
  liveModule,
  marketModule,
  vipModule,
  stockActivityModule,
  userGrowthModule,
  wechatModule,
  trackingModule,
  diagnosisModule,
  noticeModule,
  stockAlertsModule,
  contentModule,
  couponModule,
  liveCouponModule,
  memberModule,
  orderModule,
  payModule,
  ledgerModule,
  taskModule,
  questionnaireModule,
  contestModule,
  activityHubModule,
  koiModule,
  eventsModule,
  invoiceModule,
  refundModule,
  inviteModule,
  accountModule,
  unionCodeModule,
  reconcileModule,
];
