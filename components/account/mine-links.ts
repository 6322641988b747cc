import type { StaticRoutePath } from '@/lib/routes/hrefs';

/** The 我的 entrances: the hub's 我的 group and the signed-in account page list these, in this order. */
export const MINE_LINKS: ReadonlyArray<readonly [StaticRoutePath, string]> = [
  ['/walletCenter/balance', '我的钱包'],
  ['/orderCenter', '我的订单'],
  ['/missonCenter', '任务中心'],
  ['/mineCoupon', '我的优惠券'],
  ['/llczd/m/caidanCenter', '财蛋中心'],
  ['/inviteCashBackOut', '邀请好友'],
  ['/apply-invoice', '申请开票'],
  ['/rich/index', '我的财富值'],
];
