/**
 * What a nickname may be (no zod: the profile form checks with the same rule before sending). Others read
 * it beside everything the user writes (chat, comments, posts), so it is short, made of name characters
 * only (Chinese, letters, digits, _ - ·), and never poses as the platform: the platform warns that
 * fraudsters pose as its 客服 and analysts, so a user may not call themself that. Disguised contact
 * details are refused by the moderation rule (lib/moderation) on the server.
 */
export const NICKNAME_MIN = 2;
export const NICKNAME_MAX = 16;

const NAME_CHARS = /^[\p{Script=Han}A-Za-z0-9_\-·]+$/u;
const POSES_AS_PLATFORM = /官方|客服|管理员|系统消息|平台|投顾助理|已注销/;

/** Why a nickname cannot be used (the user's message), or null. Length counts characters, not UTF-16 units. */
export function nicknameProblem(nickname: string): string | null {
  const length = Array.from(nickname).length;
  if (length < NICKNAME_MIN || length > NICKNAME_MAX) return `昵称需为${NICKNAME_MIN}–${NICKNAME_MAX}个字`;
  if (!NAME_CHARS.test(nickname)) return '昵称只能包含中文、字母、数字、下划线、短横线和间隔号（·）';
  if (POSES_AS_PLATFORM.test(nickname)) return '昵称不能使用官方、客服、管理员等字样';
  return null;
}
