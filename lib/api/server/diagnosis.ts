import 'server-only';
import type { z } from 'zod';
import { upstreamGet, upstreamPost } from '@/lib/http/upstream';
import {
  bindOrderNoSchema,
  diagnosisConfigSchema,
  useFreeSchema,
  type bindOrderNoInputSchema,
  type diagnosisConfigInputSchema,
  type useFreeInputSchema,
} from '../contracts/diagnosis';

/** Price and free quota; the token is sent when there is one (tryLogin) for the used count. */
export function readDiagnosisConfig(input: z.infer<typeof diagnosisConfigInputSchema>) {
  return upstreamGet('/stockDiagnosisPay/getConfigInfo', diagnosisConfigSchema, {
    query: input,
    options: { tryLogin: true },
  });
}

/** Idempotent for the same pair, so a retry is safe; the upstream binds only the caller's own paid order (another user's or an unknown one is 404, an unpaid one 409). */
export function bindConversationOrder(input: z.infer<typeof bindOrderNoInputSchema>) {
  return upstreamPost('/conversation/bindOrderNo', bindOrderNoSchema, { body: input });
}

/** Spends one free use; `request_id` makes a repeated tap (or a retry) spend nothing more. */
export function useFreeDiagnosis(input: z.infer<typeof useFreeInputSchema>) {
  return upstreamPost('/stockDiagnosisPay/useFree', useFreeSchema, { body: input });
}
