import type { LegalDocument } from '../legal/types';

export interface CaseStudy {
  slug: string;
  title: string;
  summary: string;
  background: string;
  timeline: string[];
  outcome: string;
  lessons: string[];
}

const CASE_NOTICE = '本案例根据公开监管信息改编并作匿名化处理，用于投资者教育，不指向任何特定公司，不构成投资建议。';

/** A case study renders as an ordinary legal-family document (CaseDetail). */
export function caseDocument(study: CaseStudy): LegalDocument {
  return {
    id: `case-${study.slug}`,
    title: study.title,
    version: '投教案例',
    effectiveDate: '2026-04-20',
    kind: 'case',
    summary: study.summary,
    preamble: [CASE_NOTICE],
    sections: [
      { heading: '案例背景', blocks: [study.background] },
      { heading: '事件经过', blocks: [{ ordered: true, list: study.timeline }] },
      { heading: '处理结果', blocks: [study.outcome] },
      { heading: '投资者启示', blocks: [{ ordered: true, list: study.lessons }] },
    ],
  };
}
