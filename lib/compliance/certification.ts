/** Inputs of the certification rule (SPEC §3 certification info). */
export interface CertificationFacts {
  documents: number;
  portrait: number;
  optionValue: number;
  authStatus: number;
}

export type CertificationFailure =
  | 'documents-missing'
  | 'portrait-missing'
  | 'documents-portrait-mismatch'
  | 'identity-not-verified'
  | 'evaluation-missing'
  | 'auth-missing';

export type CertificationResult =
  { certified: true } | { certified: false; reason: CertificationFailure; message: string };

const MESSAGES: Record<CertificationFailure, string> = {
  'documents-missing': '请先完成身份证件认证',
  'portrait-missing': '请先完成人脸识别认证',
  'documents-portrait-mismatch': '证件信息与人像信息不一致，请重新认证',
  'identity-not-verified': '身份认证尚未通过审核',
  'evaluation-missing': '请先完成风险承受能力测评',
  'auth-missing': '请先完成机构授权认证',
};

/**
 * SPEC §4: certification passes only when documents ≠ 0, portrait ≠ 0, not (documents 2 with
 * portrait 0 or 1), documents 1 with portrait 1, evaluation option_value 1 and auth status 1.
 * The clauses are checked in the SPEC's order so the user is told the first step missing.
 */
export function checkCertification(facts: CertificationFacts): CertificationResult {
  const fail = (reason: CertificationFailure): CertificationResult => ({
    certified: false,
    reason,
    message: MESSAGES[reason],
  });
  if (facts.documents === 0) return fail('documents-missing');
  if (facts.portrait === 0) return fail('portrait-missing');
  if (facts.documents === 2 && (facts.portrait === 0 || facts.portrait === 1))
    return fail('documents-portrait-mismatch');
  if (!(facts.documents === 1 && facts.portrait === 1)) return fail('identity-not-verified');
  if (facts.optionValue !== 1) return fail('evaluation-missing');
  if (facts.authStatus !== 1) return fail('auth-missing');
  return { certified: true };
}

export function isCertified(facts: CertificationFacts): boolean {
  return checkCertification(facts).certified;
}
