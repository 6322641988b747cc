/** Sorting of the theme list and the limit-up ladder of one theme (pure: the pages' interactions). */
import type { ThemeDetail, ThemeRow } from './theme-schemas';

export const THEME_SORTS = { heat: '热度', strength: '强度', limitUps: '涨停数', mainNet: '主力净流入' } as const;
export type ThemeSort = keyof typeof THEME_SORTS;

export function readThemeSort(value: string | undefined): ThemeSort {
  return value && Object.hasOwn(THEME_SORTS, value) ? (value as ThemeSort) : 'heat';
}

/** Largest first by the chosen measure; ties keep the upstream's heat rank. */
export function sortThemes(rows: ThemeRow[], sort: ThemeSort): ThemeRow[] {
  return [...rows].sort((a, b) => b[sort] - a[sort] || a.rank - b.rank);
}

type Member = ThemeDetail['members'][number];

/** 连板梯队: members with a limit-up streak grouped by its length, longest first; members keep the theme's order. */
export function boardLadder(members: Member[]): { boards: number; members: Member[] }[] {
  const byBoards = new Map<number, Member[]>();
  for (const m of members) if (m.boards > 0) byBoards.set(m.boards, [...(byBoards.get(m.boards) ?? []), m]);
  return [...byBoards.entries()].sort((a, b) => b[0] - a[0]).map(([boards, list]) => ({ boards, members: list }));
}
