/** Anchor roles and labels without zod (client components import these). */
export const ANCHOR_TYPES = ['adviser', 'influencer'] as const;
export type AnchorType = (typeof ANCHOR_TYPES)[number];
export const ANCHOR_TYPE_LABEL: Record<AnchorType, string> = { adviser: '投顾', influencer: '达人' };
export const ANCHOR_STATUSES = ['active', 'suspended'] as const;
export { ANCHOR_ERRORS } from '@/lib/errors';

/**
 * Content levels of a programme: what it may say. 投资建议 needs a licensed adviser (证书编号), SPEC §6
 * and the securities rules the peers follow; 达人 may teach and review only.
 */
export const PROGRAM_LEVELS = ['education', 'review', 'advice'] as const;
export type ProgramLevel = (typeof PROGRAM_LEVELS)[number];
export const PROGRAM_LEVEL_LABEL: Record<ProgramLevel, string> = {
  education: '投资者教育',
  review: '市场复盘解读',
  advice: '投资建议（需执业资格）',
};

export function levelAllowed(level: ProgramLevel, anchor: { type: AnchorType; licenceNo: string | null }): boolean {
  return level !== 'advice' || (anchor.type === 'adviser' && anchor.licenceNo !== null);
}

/** The room poster an anchor uploads (SPEC §7 photos): re-encoded in the browser, at most this many bytes. */
export const ROOM_POSTER_MAX_BYTES = 300 * 1024;
export const ROOM_POSTER_WIDTH = 750;

/** The content levels an anchor may choose, in PROGRAM_LEVELS order (a 达人 or an adviser without a licence number never gets 投资建议). */
export function levelsAllowedFor(anchor: { type: AnchorType; licenceNo: string | null }): ProgramLevel[] {
  return PROGRAM_LEVELS.filter((level) => levelAllowed(level, anchor));
}

/** The programmes only a list of viewers may watch (/viewableUserList), in the list's order. */
export function restrictedPrograms<P extends { restricted: boolean }>(programs: readonly P[]): P[] {
  return programs.filter((program) => program.restricted);
}
