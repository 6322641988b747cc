/**
 * The app-first actions (SPEC §1: outside the app most actions prompt the user to open it), by the
 * name the offer shows: 「在财知道 App 内{name}体验更好」 / 「继续在浏览器中{name}」. A name is also
 * the key of the visit's remembered browser choice, so actions that share a name are asked about once.
 *
 * Deliberately absent: paying, refunds, withdrawals, exchanges, suitability assessments, real-name and
 * consent forms, login and account settings. Those are money, compliance or access flows a user must be
 * able to finish in the browser they started in, without an extra step in front of them (an offer
 * there would read as a wall, and a user sent to the app mid-payment loses the order's state).
 */
export const APP_FIRST = {
  chat: '发言',
  like: '点赞',
  reserve: '预约直播',
  followTeacher: '关注老师',
  joinFanGroup: '加入粉丝团',
  joinLuckyBag: '参与福袋',
  comment: '评论',
  followTopic: '关注话题',
  signIn: '签到',
  claimReward: '领取奖励',
  claimCoupon: '领取优惠券',
} as const;

export type AppFirstFeature = (typeof APP_FIRST)[keyof typeof APP_FIRST];

/** sessionStorage key: the features for which the user chose the browser this visit (a JSON array of names). */
export const APP_FIRST_CONTINUED_KEY = 'h5:app-first:continued';
