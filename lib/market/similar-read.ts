import 'server-only';
import { badInput, type ReadResult } from '@/lib/read/result';
import { param, type SearchParams } from './params';
import { checkCode, checkScope, checkWindow } from './tool-params';
import type { SimilarAnswer } from './similar-schemas';
import { getSimilar } from './similar-server';

/** The stock a code-less similar-K-line page opens with. */
export const DEFAULT_SIMILAR_CODE = '600519';

/** The page's search (?code=&window=&scope=), checked first: bad input never reaches a read. */
export async function readSimilarPage(params: SearchParams): Promise<ReadResult<SimilarAnswer>> {
  const code =
    param(params, 'code') === undefined ? ({ ok: true, value: DEFAULT_SIMILAR_CODE } as const) : checkCode(params);
  const window = checkWindow(params);
  const scope = checkScope(params);
  if (!code.ok) return badInput(code.message);
  if (!window.ok) return badInput(window.message);
  if (!scope.ok) return badInput(scope.message);
  return getSimilar(code.value, window.value, scope.value);
}
