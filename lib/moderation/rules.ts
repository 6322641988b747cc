import {
  ACCOUNT_LEADS,
  CONTACT_FOLLOW_UPS,
  LETTER_CHANNELS,
  LINK_TLDS,
  NOT_ACCOUNT_PREFIXES,
  SOLICIT_FILLERS,
  SOLICIT_PHRASES,
  SOLICIT_VERBS,
  STRONG_CHANNELS,
  TIP_NEGATION_FILLERS,
  TIP_NEGATIONS,
  TIP_WORDS,
  WEAK_CHANNELS,
  WEAK_SOLICIT_VERBS,
} from './lexicon';
import { digitView, linkView, normalise, withDigits } from './normalise';

/**
 * The one moderation rule for text a user writes and others read: live chat, comments, circle posts
 * and questions, nicknames, anchors' room, programme and material texts. Contact details
 * (off-platform lead generation) and stock tips or promised returns are refused before the text is
 * stored, with the reason for the writer; stored text that fails it is never shown (the upstream's
 * read paths). Zod-free: the chat panel, the BFF and the local upstream all run this one rule. The
 * words live in ./lexicon.ts.
 */

export type ModerationReason = 'contact' | 'stock-tip';
/** Where the text is shown, for the wording of the refusal. */
export type ModerationSurface = 'chat' | 'community' | 'nickname' | 'room';
export type ModerationVerdict = { ok: true } | { ok: false; reason: ModerationReason; message: string };

export const MODERATION_MESSAGES: Record<ModerationSurface, Record<ModerationReason, string>> = {
  chat: {
    contact: '消息包含联系方式或引流信息（微信、QQ、手机号、链接等），直播间禁止引流，请修改后再发送',
    'stock-tip': '消息包含荐股或承诺收益的内容（如稳赚、保本、带你赚钱），直播间禁止荐股，请修改后再发送',
  },
  community: {
    contact: '内容包含联系方式或引流信息（微信、QQ、手机号、链接等），社区禁止引流，请修改后再发布',
    'stock-tip': '内容包含荐股或承诺收益的内容（如稳赚、保本、带你赚钱），社区禁止荐股，请修改后再发布',
  },
  nickname: {
    contact: '昵称不能包含联系方式或引流信息（微信、QQ、手机号、链接等），请修改',
    'stock-tip': '昵称不能包含荐股或承诺收益的内容（如稳赚、保本），请修改',
  },
  // Prefixed with the field by the anchor's forms: 直播间公告：不能包含…
  room: {
    contact: '不能包含联系方式或引流信息（微信、QQ、手机号、链接等），请修改后再保存',
    'stock-tip': '不能包含荐股或承诺收益的内容（如稳赚、保本），请修改后再保存',
  },
};

const any = (list: readonly string[]) => `(?:${list.join('|')})`;

/** An account name: a letter, then 4–19 letters or digits with at least two digits (abc8866, gupiao8899). */
const ALNUM_ID = `(?!${any(NOT_ACCOUNT_PREFIXES)})[a-z](?=[a-z0-9]*\\d[a-z0-9]*\\d)[a-z0-9]{4,19}(?![a-z0-9])`;
const LEADS = `${any(ACCOUNT_LEADS)}*`;
const VERB = `${any(SOLICIT_VERBS)} ?`;
const FILLERS = `${any(SOLICIT_FILLERS)}*`;
const STRONG = any(STRONG_CHANNELS);
const WEAK = any(WEAK_CHANNELS);
const LETTER = `[${LETTER_CHANNELS.join('')}]`;

/** Asking to be contacted elsewhere: 加我微信, +V, 加薇 (then nothing, an account or 详聊), 私我, 进群. */
const SOLICIT = new RegExp(
  [
    `${VERB}${FILLERS}${STRONG}`,
    `${any(WEAK_SOLICIT_VERBS)} ?${FILLERS}${WEAK}(?=$| |${any(CONTACT_FOLLOW_UPS)}|[a-z0-9])`,
    `${VERB}${FILLERS}${LETTER}(?![a-z])`,
    ...SOLICIT_PHRASES,
  ].join('|'),
);

/**
 * An account named next to its channel (digits read as digits). QQ numbers are 5–11 digits, so a
 * 6-digit stock code counts only after a strong channel (QQ, 群), never after a weak one (中国卫星600118).
 */
const ACCOUNT = new RegExp(
  [
    `${STRONG}${LEADS} ?(?:${ALNUM_ID}|\\d{5,11}(?!\\d))`,
    `微信(?:号|id)(?:是|为)? ?[a-z][a-z0-9]{5,19}`,
    `${WEAK}${LEADS} ?(?:${ALNUM_ID}|\\d{7,11}(?!\\d))`,
    `(?:^|[^a-z])${LETTER}(?: |${any(ACCOUNT_LEADS)})+(?:${ALNUM_ID}|\\d{5,11}(?!\\d))`,
    `(?:^|[^a-z])${LETTER}\\d{5,11}(?!\\d)`,
  ].join('|'),
);

/** Mainland mobile numbers: 11 digits 1[3-9]xxxxxxxxx, optionally after 86; no longer digit run. */
const MOBILE = /(?:^|\D)(?:86)?1[3-9]\d{9}(?!\d)/;
const LINK = new RegExp(`https?://|www\\.|t\\.me/|[a-z0-9-]+\\.${any(LINK_TLDS)}(?![a-z])`);

const STOCK_TIP = new RegExp(any(TIP_WORDS));
/** A tip word right after a negation is taken out before matching (there is no lookbehind, above). */
const NEGATED_TIP = new RegExp(`${any(TIP_NEGATIONS)}${any(TIP_NEGATION_FILLERS)}{0,4}${any(TIP_WORDS)}`, 'g');

function reasonOf(text: string): ModerationReason | null {
  const view = normalise(text);
  const contact =
    SOLICIT.test(view) || ACCOUNT.test(withDigits(view)) || MOBILE.test(digitView(text)) || LINK.test(linkView(text));
  if (contact) return 'contact';
  if (STOCK_TIP.test(view.replace(NEGATED_TIP, ''))) return 'stock-tip';
  return null;
}

const ENTITIES: Record<string, string> = {
  '&nbsp;': ' ',
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#43;': '+',
};

/** What an HTML body says: tags are not text, entities are the characters they stand for. */
const textOf = (html: string) =>
  html.replace(/<[^>]*>/g, ' ').replace(/&(?:nbsp|amp|lt|gt|quot|#39|#43);/g, (entity) => ENTITIES[entity]);

const verdictOf = (reason: ModerationReason | null, surface: ModerationSurface): ModerationVerdict =>
  reason ? { ok: false, reason, message: MODERATION_MESSAGES[surface][reason] } : { ok: true };

/** Plain text as typed (chat, comments, nicknames, forms): contact details first, then stock tips. */
export function moderate(content: string, surface: ModerationSurface = 'chat'): ModerationVerdict {
  return verdictOf(reasonOf(content), surface);
}

/** An HTML body (circle posts and questions), judged by what a reader sees of it. */
export function moderateHtml(html: string, surface: ModerationSurface = 'community'): ModerationVerdict {
  return verdictOf(reasonOf(textOf(html)), surface);
}

/** Whether stored text may be shown: text that fails the rule (stored before it, or seeded) never is. */
export function isShowable(content: string, format: 'text' | 'html' = 'text'): boolean {
  return (format === 'html' ? moderateHtml(content) : moderate(content)).ok;
}

/** A stored nickname as others see it: one that fails the rule is replaced, never shown. */
export function shownNickname(nickname: string, fallback = '匿名用户'): string {
  return isShowable(nickname) ? nickname : fallback;
}
