import 'server-only';
import { badInput, type ReadResult } from '@/lib/read/result';
import { param, readDate, type SearchParams } from './params';
import type { PatternHits } from './pattern-schemas';
import { getPatternHits, getPatterns } from './pattern-server';

/**
 * The hits of a page's ?key= (default: the gallery's first pattern). A key the gallery does not list is
 * bad input, answered before any hits read so nothing is asked or cached under it.
 */
export async function readPatternPage(params: SearchParams): Promise<ReadResult<PatternHits>> {
  const gallery = await getPatterns();
  if (!gallery.ok) return gallery;
  const key = param(params, 'key');
  if (key !== undefined && !gallery.data.patterns.some((p) => p.key === key)) return badInput('未知的技术形态');
  return getPatternHits(key ?? gallery.data.patterns[0].key, readDate(params));
}
