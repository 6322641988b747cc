/** The order a viewer scans a programme list in (pure, no zod: client and server both use it). */
import { chinaDayOffset } from '@/lib/format/china-time';
import type { ProgramStatus } from './rules';

const GROUP: Record<ProgramStatus, number> = { live: 0, upcoming: 1, replay: 2, ended: 2 };

/**
 * Live sessions first, then what is coming (soonest first), then what has ended (latest first), so
 * the programme on air is never buried under yesterday's.
 */
export function orderProgramsForViewer<T extends { status: ProgramStatus; startAt: string }>(
  programs: readonly T[],
): T[] {
  return [...programs].sort((a, b) => {
    const byGroup = GROUP[a.status] - GROUP[b.status];
    if (byGroup) return byGroup;
    const byStart = a.startAt < b.startAt ? -1 : a.startAt > b.startAt ? 1 : 0;
    return GROUP[a.status] === 2 ? -byStart : byStart;
  });
}

/** Programme search: every word of the query in the title, summary or teacher's name (case-insensitive). */
export function matchesProgramQuery(
  program: { title: string; summary: string; teacherName: string },
  query: string,
): boolean {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return false;
  const text = `${program.title} ${program.summary} ${program.teacherName}`.toLowerCase();
  return words.every((word) => text.includes(word));
}

/** Search results: the programmes matching every word of the query, in the viewer's order. */
export function searchPrograms<
  T extends { status: ProgramStatus; startAt: string; title: string; summary: string; teacherName: string },
>(programs: readonly T[], query: string): T[] {
  return orderProgramsForViewer(programs.filter((program) => matchesProgramQuery(program, query)));
}

const startTime = (program: { startAt: string }) => new Date(program.startAt).getTime();
/** Latest start first; the same start keeps the list order. */
const latestFirst = <T extends { startAt: string }>(programs: readonly T[]): T[] =>
  [...programs].sort((a, b) => startTime(b) - startTime(a));

/** The teacher's latest 操盘宝: of the programmes with a replay, the one that started last. */
export function latestReplay<T extends { startAt: string; replayUrl: string | null }>(
  programs: readonly T[],
): T | undefined {
  return latestFirst(programs.filter((program) => program.replayUrl))[0];
}

/** The teacher's other 操盘宝 under one: replays other than it, latest first, at most `limit`. */
export function otherReplays<T extends { id: number; startAt: string; replayUrl: string | null }>(
  programs: readonly T[],
  currentId: number,
  limit = 6,
): T[] {
  return latestFirst(programs.filter((program) => program.replayUrl && program.id !== currentId)).slice(0, limit);
}

/** 节目预告 of a teacher: on air now or still to come, in the list's order. */
export function comingPrograms<T extends { status: ProgramStatus }>(programs: readonly T[]): T[] {
  return programs.filter((program) => program.status === 'live' || program.status === 'upcoming');
}

/** 回放 of a teacher: ended or replayed programmes, latest first. */
export function pastPrograms<T extends { status: ProgramStatus; startAt: string }>(programs: readonly T[]): T[] {
  return latestFirst(programs.filter((program) => program.status === 'replay' || program.status === 'ended'));
}

/** /programSelectPage: the programmes a viewer may pick (on air or upcoming), at most 30, in the list's order. */
export const SELECTABLE_PROGRAMS_MAX = 30;
export function selectablePrograms<T extends { status: ProgramStatus }>(programs: readonly T[]): T[] {
  return comingPrograms(programs).slice(0, SELECTABLE_PROGRAMS_MAX);
}

/** /programList's day chips: programmes starting on the China day `offset` days from `now` (null: every day). */
export function programsOnDay<T extends { startAt: string }>(
  programs: readonly T[],
  offset: number | null,
  now: number,
): T[] {
  if (offset === null) return [...programs];
  return programs.filter((program) => chinaDayOffset(program.startAt, now) === offset);
}
