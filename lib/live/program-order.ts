/** The order a viewer scans a programme list in (pure, no zod: client and server both use it). */
import type { ProgramStatus } from './rules';

const GROUP: Record<ProgramStatus, number> = { live: 0, upcoming: 1, replay: 2, ended: 2 };

/**
 * Live sessions first, then what is coming (soonest first), then what has ended (latest first), so
 * the programme on air is never buried under yesterday's.
 */
export function orderProgramsForViewer<T extends { status: ProgramStatus; startAt: string }>(programs: readonly T[]): T[] {
  return [...programs].sort((a, b) => {
    const byGroup = GROUP[a.status] - GROUP[b.status];
    if (byGroup) return byGroup;
    const byStart = a.startAt < b.startAt ? -1 : a.startAt > b.startAt ? 1 : 0;
    return GROUP[a.status] === 2 ? -byStart : byStart;
  });
}

/** Programme search: every word of the query in the title, summary or teacher's name (case-insensitive). */
export function matchesProgramQuery(program: { title: string; summary: string; teacherName: string }, query: string): boolean {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return false;
  const text = `${program.title} ${program.summary} ${program.teacherName}`.toLowerCase();
  return words.every((word) => text.includes(word));
}
