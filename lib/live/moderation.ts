/**
 * Live-chat moderation: contact details (off-platform lead generation) and stock-tip or
 * guaranteed-return wording are refused before a message is stored, with the reason for the sender.
 * The room's pinned rule is 禁止发布荐股、引流信息. Zod-free: the chat panel, the BFF and the local
 * upstream all run this one rule (through checkChatContent in ./rules).
 *
 * Spammers dodge word lists with spacing (加 我 微 信), full-width letters (ＶＸ), zero-width
 * characters, homophones (薇信, 扣扣), symbols (➕V) and numbers written in Chinese (一三八…), so the
 * text is folded first and the rules match the folded text.
 */

export type ModerationReason = 'contact' | 'stock-tip';
export type ModerationVerdict = { ok: true } | { ok: false; reason: ModerationReason; message: string };

export const MODERATION_MESSAGES: Record<ModerationReason, string> = {
  contact: '消息包含联系方式或引流信息（微信、QQ、手机号、链接等），直播间禁止引流，请修改后再发送',
  'stock-tip': '消息包含荐股或承诺收益的内容（如稳赚、保本、带你赚钱），直播间禁止荐股，请修改后再发送',
};

/** Invisible characters used to split words: soft hyphen, zero-width and bidi marks, fillers. */
const INVISIBLE = /[\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0]/g;
/** Plus signs NFKC leaves alone (➕ ✚ ✙ ﹢ are symbols of their own). */
const PLUS_LIKE = /[➕✚✙﹢＋]/g;
/** Everything that can sit between the letters of a word without changing how it reads. */
const SEPARATORS = /[\s\p{P}\p{S}\p{Z}\p{Cc}\p{Cf}]/gu;

/** Homophones and letter substitutions, folded to one spelling each (after lower-casing). */
const HOMOPHONES: [RegExp, string][] = [
  [/weixin|wechat|[微薇威徽危维魏卫嶶徾]信|[微薇]芯|[微薇威]x|[vw]信|vx|wx/g, '微信'],
  [/[扣抠蔻寇叩]{2}|企鹅号?|球球|qq/g, 'qq'],
  [/手机号码?|电话号码?|联系电话|联系方式|手机|电话|tel/g, 'tel'],
];

const CN_DIGITS: Record<string, string> = {
  零: '0', 〇: '0', 洞: '0', 一: '1', 壹: '1', 幺: '1', 二: '2', 贰: '2', 两: '2', 三: '3', 叁: '3', 四: '4', 肆: '4',
  五: '5', 伍: '5', 六: '6', 陆: '6', 七: '7', 柒: '7', 八: '8', 捌: '8', 九: '9', 玖: '9',
};

const withDigits = (text: string) => text.replace(/[零〇洞一壹幺二贰两三叁四肆五伍六陆七柒八捌九玖]/g, (c) => CN_DIGITS[c]);

/** NFKC (full-width → half-width, ① → 1), no invisible characters, lower case, one plus sign. */
function fold(text: string): string {
  return text.normalize('NFKC').replace(INVISIBLE, '').replace(PLUS_LIKE, '+').toLowerCase();
}

/** The folded text without separators, homophones spelled one way; `+` is kept (+V means 加V). */
export function normaliseChat(text: string): string {
  let compact = fold(text).replace(SEPARATORS, (found) => (found === '+' ? '+' : ''));
  for (const [pattern, canonical] of HOMOPHONES) compact = compact.replace(pattern, canonical);
  return compact;
}

/**
 * Digits as a phone number is read out: Chinese numerals become digits and spaces, dashes and
 * similar separators between them go. Dots, commas and % stay, so prices and percentages written
 * side by side ("13.5 14.2") never run together into an 11-digit number.
 */
function digitView(text: string): string {
  return withDigits(fold(text))
    .replace(/[\s\-_~*/\\|·•()（）[\]【】{}<>《》'"“”‘’:：;；!！?？=]/g, '');
}

/*
 * No lookbehind in these patterns: this file ships to the browser, and Safari before 16.4 (iOS 15
 * webviews) cannot even parse a regex with one, which would take the whole chat panel down.
 */

/** Mainland mobile numbers: 11 digits 1[3-9]xxxxxxxxx, optionally after 86; no longer digit run. */
const MOBILE = /(?:^|\D)(?:86)?1[3-9]\d{9}(?!\d)/;

/** Asking to be contacted elsewhere: 加我微信, +V, 加Q, 私聊我, 进群. */
const SOLICIT = /(?:加|\+|添加|搜|找|联系|私聊|私信|扫|关注|留)(?:我|一下|下|个|的|好友)*(?:微信|qq|tel|群|[vq](?![a-z]))|[进拉入加]群/;
/**
 * An account named next to its channel. QQ numbers are 5–11 digits and only count next to a QQ or
 * group keyword (a 6-digit stock code alone is not one); WeChat IDs are 6–20 letters, digits, _ or -.
 */
const ACCOUNT = /(?:qq|(?:^|[^a-z])q|群)(?:号|群)?(?:是|为)?\d{5,11}(?!\d)|(?:微信|(?:^|[^a-z])v)(?:号|id)?(?:是|为)?(?=[a-z0-9_-]*\d)[a-z0-9_-]{5,20}|微信(?:号|id)(?:是|为)?[a-z][a-z0-9_-]{5,19}|tel(?:是|为)?\d{7,}/;

/** Web addresses, also written with 。 or 点 for the dot. */
const LINK = /https?:\/\/|www\.|t\.me\/|[a-z0-9-]+\.(?:com|cn|net|org|top|xyz|vip|cc|io|me|info|link|site|club|shop|app|ly|tk)(?![a-z])/;

function linkView(text: string): string {
  return fold(text)
    .replace(/\s+/g, '')
    .replace(/[。｡]/g, '.')
    .replace(/(?:点|dot)(com|cn|net|org|top|xyz|vip|cc)(?![a-z])/g, '.$1');
}

/**
 * Stock tips and promised returns (advertising rules forbid promising returns; only licensed
 * advisers may recommend stocks, and not in a chat). "翻倍" alone is ordinary talk about a price
 * ("去年翻倍了"), so only its promising forms count; a negation right before (禁止荐股, 未必涨,
 * 确保本金) is not a tip.
 */
const TIP_WORDS =
  '荐股|推荐股票|推荐牛股|牛股推荐|推股|带你赚|带你飞|带你翻倍|带你上车|稳赚|稳挣|包赚|包涨|必涨|稳涨|保本|保收益|保证收益|收益保证|保证盈利|内幕|代客理财|代客操盘|代操盘|躺赚|零风险高收益|无风险高收益|只赚不亏|稳赢|不赚不收费|抓涨停|涨停密码|(?:保|必|稳|包|准|轻松|至少|马上|目标)翻倍|翻倍(?:牛股|黑马|票)';
const STOCK_TIP = new RegExp(TIP_WORDS);
/** A tip word right after a negation is taken out before matching (there is no lookbehind, above). */
const NEGATED_TIP = new RegExp(`(?:禁止|严禁|不准|不能|不许|不要|不会|别|拒绝|谨防|警惕|小心|未|不|确|担)(?:${TIP_WORDS})`, 'g');

/** Contact details first (the spam that leads viewers away), then stock tips. */
export function moderateChat(content: string): ModerationVerdict {
  const compact = normaliseChat(content);
  const contact = SOLICIT.test(compact) || ACCOUNT.test(withDigits(compact)) || MOBILE.test(digitView(content)) || LINK.test(linkView(content));
  if (contact) return { ok: false, reason: 'contact', message: MODERATION_MESSAGES.contact };
  if (STOCK_TIP.test(compact.replace(NEGATED_TIP, ''))) return { ok: false, reason: 'stock-tip', message: MODERATION_MESSAGES['stock-tip'] };
  return { ok: true };
}
