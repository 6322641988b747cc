/**
 * The app-first actions (SPEC §1: outside the app most actions prompt the user to open it), by the
 * name the offer shows: 「在财知道 App 内{name}体验更好」 / 「继续在浏览器中{name}」. A name is also
 * the key of the visit's remembered browser choice, so actions that share a name are asked about once.
 *
 * Deliberately absent: paying, refunds, withdrawals, exchanges, suitability assessments, real-name and
 * consent forms (the contest's sign-up, which accepts its rules, among them), reports of posts (举报:
 * the complaint channel a content platform keeps open and easy to reach), login and account settings.
 * Those are money, compliance or access flows a user must be able to finish in the browser they
 * started in, without an extra step in front of them (an offer there would read as a wall, and a user
 * sent to the app mid-payment loses the order's state).
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
  publishPost: '发布动态',
  signUpEvent: '报名活动',
  joinKoi: '参与锦鲤抽奖',
  waterTree: '浇水',
  harvestTree: '摘取果实',
  sealCapsule: '封存胶囊',
  helpCapsule: '为好友助力',
  contestTrade: '模拟交易',
  submitQuestionnaire: '提交问卷',
} as const;

export type AppFirstFeature = (typeof APP_FIRST)[keyof typeof APP_FIRST];

/**
 * What the app gives the user for an action, under the offer's title: only what the app really does
 * for it (its calendar, stock keyboard and stock pages, a login that stays). A feature without a line
 * here shows the offer's general text alone.
 */
export const APP_FIRST_BENEFIT: Partial<Record<AppFirstFeature, string>> = {
  [APP_FIRST.publishPost]: 'App 内发布后，动态里标记的股票点开即进入 App 行情详情。',
  [APP_FIRST.signUpEvent]: 'App 内报名后，可把活动时间一键加入手机日历。',
  [APP_FIRST.joinKoi]: 'App 内保持登录，开奖后在「我的参与」查看结果、去领奖都不用再登录。',
  [APP_FIRST.waterTree]: 'App 内做完任务中心的任务，回来就能浇水，不用再登录。',
  [APP_FIRST.harvestTree]: 'App 内保持登录，开奖后回到摇钱树即可查看奖品。',
  [APP_FIRST.sealCapsule]: 'App 内保持登录，胶囊开启后随时回来对比同期指数。',
  [APP_FIRST.helpCapsule]: 'App 内也能封存自己的选股胶囊，再邀请好友为你助力。',
  [APP_FIRST.contestTrade]: 'App 内用股票键盘输入代码，下单更快。',
  [APP_FIRST.submitQuestionnaire]: 'App 内保持登录，提交后的回访结果随时在问卷中心查看。',
};

/** The line under the offer's title for this feature name, if the app gives something particular. */
export function appFirstBenefit(feature: string): string | null {
  const benefits: Partial<Record<string, string>> = APP_FIRST_BENEFIT;
  return benefits[feature] ?? null;
}

/** sessionStorage key: the features for which the user chose the browser this visit (a JSON array of names). */
export const APP_FIRST_CONTINUED_KEY = 'h5:app-first:continued';
