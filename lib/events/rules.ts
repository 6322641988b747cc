/**
 * Event activities of issue 19 (pure, no zod): the investor tea party (seats, one per user), the
 * strategy meeting (reminder reservations) and the dragon-inn check-in (a reward a day for 7 days).
 */
export const EVENT_KINDS = ['tea_party', 'strategy', 'checkin'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

/** Seeded ids agreed with the hub: tea party 11, strategy meeting 21, dragon inn 31. */
export const EVENT_IDS = { teaParty: 11, strategy: 21, dragonInn: 31 } as const;

/** Cai-dan for the 1st…7th check-in of the dragon inn (granted through the ledger). */
export const CHECKIN_REWARDS = [10, 10, 20, 20, 30, 30, 100] as const;

export const EVENT_ERRORS = {
  notFound: { code: 4401, message: '活动不存在' },
  notStarted: { code: 4402, message: '活动尚未开始' },
  ended: { code: 4403, message: '活动已结束' },
  full: { code: 4404, message: '名额已满' },
  signedUp: { code: 4405, message: '你已报名，每人限一个名额' },
  checkedIn: { code: 4406, message: '今天已经打过卡了' },
  checkinDone: { code: 4407, message: '已完成全部 7 天打卡' },
  signupClosed: { code: 4408, message: '报名已截止' },
} as const;
