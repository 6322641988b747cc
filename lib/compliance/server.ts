import 'server-only';
import { z } from 'zod';
import { upstreamGet, upstreamPost, type UpstreamAuth } from '@/lib/http/upstream';
import { combineReads, mapRead } from '@/lib/read/result';
import { readPersonal, readPublic } from '@/lib/read/server';
import { readAuth } from '@/lib/session/session';
import { checkCertification } from './certification';
import { maskIdNumber, maskName } from './identity';
import { evaluationValidityDays } from './policy';
import {
  authInfoResultSchema,
  certificationInfoSchema,
  consentRecordSchema,
  evaluationSchema,
  hasEvaluationSchema,
  questionnaireSchema,
  suitabilityConfirmationSchema,
} from './schemas';
import { checkSuitability, promotableRiskFor } from './rules';

export function fetchQuestionnaire(version?: string) {
  return upstreamGet('/compliance/questionnaire', questionnaireSchema, {
    query: { version },
    options: { needLogin: false },
  });
}

export function fetchLatestEvaluation(auth: UpstreamAuth | null) {
  return upstreamGet('/compliance/evaluations/latest', evaluationSchema.nullable(), { auth: auth ?? undefined });
}

export function fetchHasEvaluation(auth: UpstreamAuth | null) {
  return upstreamGet('/certification/has-evaluation', hasEvaluationSchema, { auth: auth ?? undefined });
}

/** Certification info with the real-name details masked before they leave the server. */
export async function fetchCertificationInfo(auth: UpstreamAuth | null) {
  const info = await upstreamGet('/certification/info', certificationInfoSchema, { auth: auth ?? undefined });
  const detail = info.realname_detail;
  const result = checkCertification({
    documents: detail.documents,
    portrait: detail.portrait,
    optionValue: info.evaluation.option_value,
    authStatus: info.auth_status,
  });
  return {
    ...info,
    realname_detail: { ...detail, name: maskName(detail.name), id_number: maskIdNumber(detail.id_number) },
    certified: result.certified,
    next_step: result.certified ? null : { reason: result.reason, message: result.message },
  };
}

export type CertificationView = Awaited<ReturnType<typeof fetchCertificationInfo>>;

/** Page read: the viewer's certification info (personal, never cached). */
export async function readCertificationInfo() {
  const auth = await readAuth();
  return readPersonal('/certification/info', () => fetchCertificationInfo(auth));
}

/** Page read of /riskAssessmentPopup: whether the viewer has a valid assessment (personal, never cached). */
export async function readHasEvaluation() {
  const auth = await readAuth();
  return readPersonal('/certification/has-evaluation', () => fetchHasEvaluation(auth));
}

/** Page read of /riskAssessment: the questionnaire (public, cached) and the viewer's latest evaluation. */
export async function readRiskAssessment() {
  const auth = await readAuth();
  const [questionnaire, evaluation] = await Promise.all([
    readPublic('/compliance/questionnaire', () => fetchQuestionnaire()),
    readPersonal('/compliance/evaluations/latest', () => fetchLatestEvaluation(auth)),
  ]);
  return mapRead(combineReads(questionnaire, evaluation), ([q, e]) => ({ questionnaire: q, evaluation: e }));
}

export function submitAuthInfo(auth: UpstreamAuth | null, body: { institution_id: string; enterprise_id: string }) {
  return upstreamPost('/certification/auth/info', authInfoResultSchema, { auth: auth ?? undefined, body });
}

export function recordConsent(
  auth: UpstreamAuth | null,
  body: { agreement_id: string; version: string; device?: string; channel?: string; ip?: string },
) {
  return upstreamPost('/compliance/consents', consentRecordSchema, { auth: auth ?? undefined, body });
}

export function listConsents(auth: UpstreamAuth | null) {
  return upstreamGet('/compliance/consents', z.array(consentRecordSchema), { auth: auth ?? undefined });
}

/**
 * The highest R-level the sale pages may promote to the viewer (promotableRiskFor). A failed read of
 * the assessment promotes as for an unknown investor, never more.
 */
export async function readPromotableRisk(): Promise<number> {
  const auth = await readAuth();
  const read = auth ? await readPersonal('/compliance/evaluations/latest', () => fetchLatestEvaluation(auth)) : null;
  const evaluation = read?.ok ? read.data : null;
  return promotableRiskFor(
    evaluation ? { level: evaluation.level, lowest: evaluation.lowest, evaluatedAt: evaluation.evaluated_at } : null,
    evaluationValidityDays(),
  );
}

/** The gate other issues call (membership, payment): the user's assessment against a product's R-level. */
export async function suitabilityFor(auth: UpstreamAuth | null, risk: number, productId?: string) {
  const [evaluation, confirmation] = await Promise.all([
    fetchLatestEvaluation(auth),
    productId
      ? upstreamGet('/compliance/suitability/confirmations', suitabilityConfirmationSchema.nullable(), {
          auth: auth ?? undefined,
          query: { product_id: productId, risk },
        })
      : Promise.resolve(null),
  ]);
  const result = checkSuitability({
    productRisk: risk,
    assessment: evaluation
      ? { level: evaluation.level, lowest: evaluation.lowest, evaluatedAt: evaluation.evaluated_at }
      : null,
    validityDays: evaluationValidityDays(),
    confirmed: Boolean(confirmation),
  });
  return {
    ...result,
    risk,
    level: evaluation?.level ?? null,
    lowest: evaluation?.lowest ?? false,
    confirmed_at: confirmation?.confirmed_at ?? null,
  };
}

export function confirmSuitability(auth: UpstreamAuth | null, body: { risk: number; product_id: string }) {
  return upstreamPost('/compliance/suitability/confirmations', suitabilityConfirmationSchema, {
    auth: auth ?? undefined,
    body,
  });
}

export function submitRealname(auth: UpstreamAuth | null, body: { name: string; id_number: string }) {
  return upstreamPost('/certification/realname', z.object({ documents: z.number() }), {
    auth: auth ?? undefined,
    body,
  });
}

export function submitPortrait(auth: UpstreamAuth | null) {
  return upstreamPost('/certification/portrait', z.object({ portrait: z.number() }), { auth: auth ?? undefined });
}
