/**
 * The ten anchor-settings forms (/anchor-settings/{kind}/v2) as typed data: one field list per kind
 * drives both the form (components/anchor/settings-form.tsx) and its zod schema (settings-schemas.ts),
 * so a field and its rule cannot drift apart. No zod here: the browser imports this file.
 */
export type SettingsField =
  | { name: string; label: string; type: 'text' | 'textarea'; min: number; max: number; hint?: string }
  | { name: string; label: string; type: 'number'; min: number; max: number; unit: string }
  | { name: string; label: string; type: 'switch' }
  | { name: string; label: string; type: 'select'; options: ReadonlyArray<{ value: string; label: string }> }
  /** One entry a line: between minItems and maxItems lines of min–max characters. */
  | { name: string; label: string; type: 'lines'; minItems: number; maxItems: number; min: number; max: number };

export const SETTINGS_KINDS = [
  'continuous-mic',
  'welfare-materials',
  'exclusive-coupons',
  'quick-replies',
  'hot-search-boards',
  'pre-live',
  'live-in-progress',
  'anchor-zone',
  'live-guide',
  'music-config',
] as const;
export type SettingsKind = (typeof SETTINGS_KINDS)[number];

export interface SettingsForm {
  intro: string;
  fields: readonly SettingsField[];
  defaults: Record<string, string | number | boolean>;
}

export const SETTINGS_FORMS: Record<SettingsKind, SettingsForm> = {
  'continuous-mic': {
    intro: '观众申请连麦的范围与上麦人数。连麦内容同样需遵守直播规范。',
    fields: [
      { name: 'enabled', label: '开启连麦', type: 'switch' },
      {
        name: 'whoCanApply',
        label: '可申请连麦的观众',
        type: 'select',
        options: [
          { value: 'all', label: '所有观众' },
          { value: 'fans', label: '仅粉丝团成员' },
          { value: 'invited', label: '仅受邀观众' },
        ],
      },
      { name: 'maxGuests', label: '同时上麦人数', type: 'number', min: 1, max: 4, unit: '人' },
      { name: 'autoAccept', label: '自动接受申请', type: 'switch' },
    ],
    defaults: { enabled: false, whoCanApply: 'fans', maxGuests: 1, autoAccept: false },
  },
  'welfare-materials': {
    intro: '直播间“福利”入口展示的素材。',
    fields: [
      { name: 'title', label: '素材标题', type: 'text', min: 2, max: 20 },
      { name: 'description', label: '素材说明', type: 'textarea', min: 10, max: 200 },
      {
        name: 'target',
        label: '跳转内容',
        type: 'select',
        options: [
          { value: 'vip', label: '会员开通页' },
          { value: 'caidan', label: '财蛋中心' },
          { value: 'programs', label: '节目单' },
        ],
      },
      { name: 'showInRoom', label: '在直播间展示', type: 'switch' },
    ],
    defaults: { title: '', description: '', target: 'programs', showInRoom: true },
  },
  'exclusive-coupons': {
    intro: '专属优惠券在直播间弹出的方式；下方发放本直播间的优惠券，观众领取后进入卡券包。',
    fields: [
      { name: 'enabled', label: '直播中弹出专属券', type: 'switch' },
      { name: 'fansOnly', label: '仅粉丝团成员可见', type: 'switch' },
      { name: 'popupDelaySeconds', label: '进入直播间后弹出', type: 'number', min: 0, max: 300, unit: '秒' },
      { name: 'tip', label: '弹窗提示语', type: 'text', min: 2, max: 30 },
    ],
    defaults: { enabled: false, fansOnly: false, popupDelaySeconds: 30, tip: '' },
  },
  'quick-replies': {
    intro: '直播中一键发送的常用回复，每行一条。',
    fields: [{ name: 'replies', label: '快捷回复', type: 'lines', minItems: 1, maxItems: 10, min: 2, max: 30 }],
    defaults: { replies: '' },
  },
  'hot-search-boards': {
    intro: '直播间顶部展示的热搜词，每行一个。',
    fields: [
      { name: 'boards', label: '热搜词', type: 'lines', minItems: 1, maxItems: 5, min: 2, max: 12 },
      { name: 'showOnStart', label: '开播时自动展示', type: 'switch' },
    ],
    defaults: { boards: '', showOnStart: true },
  },
  'pre-live': {
    intro: '开播前提醒预约观众的时间与预热公告。',
    fields: [
      {
        name: 'reminderMinutes',
        label: '开播提醒',
        type: 'select',
        options: [
          { value: '5', label: '开播前 5 分钟' },
          { value: '10', label: '开播前 10 分钟' },
          { value: '30', label: '开播前 30 分钟' },
        ],
      },
      { name: 'pushToFans', label: '同时提醒粉丝团成员', type: 'switch' },
      { name: 'warmupNotice', label: '预热公告', type: 'textarea', min: 4, max: 100 },
    ],
    defaults: { reminderMinutes: '10', pushToFans: true, warmupNotice: '' },
  },
  'live-in-progress': {
    intro: '直播进行中的互动与风控设置。',
    fields: [
      { name: 'danmaku', label: '开启弹幕', type: 'switch' },
      { name: 'slowModeSeconds', label: '慢速模式（每人发言间隔）', type: 'number', min: 0, max: 60, unit: '秒' },
      { name: 'sensitiveWords', label: '自定义屏蔽词', type: 'lines', minItems: 0, maxItems: 50, min: 1, max: 10 },
      { name: 'pinNotice', label: '置顶直播间公告', type: 'switch' },
    ],
    defaults: { danmaku: true, slowModeSeconds: 0, sensitiveWords: '', pinNotice: true },
  },
  'anchor-zone': {
    intro: '主播专区（个人主页）展示的内容。',
    fields: [
      { name: 'intro', label: '专区简介', type: 'textarea', min: 10, max: 300 },
      { name: 'showFans', label: '展示粉丝数', type: 'switch' },
      { name: 'showReplays', label: '展示直播回放', type: 'switch' },
    ],
    defaults: { intro: '', showFans: true, showReplays: true },
  },
  'live-guide': {
    intro: '新观众首次进入直播间看到的指南。',
    fields: [
      { name: 'guideText', label: '指南内容', type: 'textarea', min: 10, max: 500 },
      { name: 'showToNewViewers', label: '向首次进入的观众展示', type: 'switch' },
    ],
    defaults: { guideText: '', showToNewViewers: true },
  },
  'music-config': {
    intro: '开播前与中场休息时播放的背景音乐。',
    fields: [
      { name: 'enabled', label: '播放背景音乐', type: 'switch' },
      {
        name: 'playlist',
        label: '曲风',
        type: 'select',
        options: [
          { value: 'calm', label: '舒缓' },
          { value: 'upbeat', label: '轻快' },
          { value: 'classical', label: '古典' },
        ],
      },
      { name: 'volume', label: '音量', type: 'number', min: 0, max: 100, unit: '%' },
    ],
    defaults: { enabled: false, playlist: 'calm', volume: 40 },
  },
};

export function isSettingsKind(value: string): value is SettingsKind {
  return (SETTINGS_KINDS as readonly string[]).includes(value);
}
