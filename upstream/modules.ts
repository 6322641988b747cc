import type { UpstreamModule } from './core/types';
import { authModule } from './modules/auth';
import { drawModule } from './modules/draw';
import { diagnosisModule } from './modules/diagnosis';
import { complianceModule } from './modules/compliance';
import { contentModule } from './modules/content';
import { liveModule } from './modules/live';
import { marketModule } from './modules/market';
import { noticeModule } from './modules/notice';
import { stockActivityModule } from './modules/stock-activity';
import { stockAlertsModule } from './modules/stock-alerts';
import { systemModule } from './modules/system';
import { trackingModule } from './modules/tracking';
import { userGrowthModule } from './modules/user-growth';
import { vipModule } from './modules/vip';
import { wechatModule } from './modules/wechat';
import { couponModule } from './modules/coupon';
import { liveCouponModule } from './modules/live-coupon';
import { memberModule } from './modules/member';
import { orderModule } from './modules/order';
import { payModule } from './modules/pay';
import { ledgerModule } from './modules/ledger';
import { taskModule } from './modules/task';
import { questionnaireModule } from './modules/questionnaire';
import { contestModule } from './modules/contest';
import { activityHubModule } from './modules/activity-hub';

/** Every domain of the local upstream. Each domain issue adds its module here. */
export const MODULES: UpstreamModule[] = [systemModule, authModule, complianceModule, drawModule, liveModule, marketModule, vipModule, stockActivityModule, userGrowthModule, wechatModule, trackingModule, diagnosisModule, noticeModule, stockAlertsModule, contentModule, couponModule, liveCouponModule, memberModule, orderModule, payModule, ledgerModule, taskModule, questionnaireModule, contestModule, activityHubModule];
