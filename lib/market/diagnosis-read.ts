import 'server-only';
import { badInput, type ReadResult } from '@/lib/read/result';
import { param, type SearchParams } from './params';
import { checkCode } from './tool-params';
import { DIMENSIONS, type Diagnosis, type Dimension } from './diagnosis-schemas';
import { getDiagnosis, getDiagnosisList } from './diagnosis-server';

/**
 * The diagnosis of a page's ?code= (default: the day's top-scored stock, as the lhb pages open on the
 * day's top stock); a malformed code or dimension is bad input, answered before any read.
 */
export async function readDiagnosisPage(params: SearchParams): Promise<ReadResult<Diagnosis> & { dim: Dimension }> {
  const rawDim = param(params, 'dim');
  if (rawDim !== undefined && !(DIMENSIONS as readonly string[]).includes(rawDim))
    return { ...badInput('诊断维度仅支持技术面、资金面、基本面、消息面'), dim: 'tech' };
  const dim = (rawDim ?? 'tech') as Dimension;
  if (param(params, 'code') === undefined) {
    const list = await getDiagnosisList();
    if (!list.ok) return { ...list, dim };
    return { ...(await getDiagnosis(list.data.rows[0].code)), dim };
  }
  const code = checkCode(params);
  if (!code.ok) return { ...badInput(code.message), dim };
  return { ...(await getDiagnosis(code.value)), dim };
}
