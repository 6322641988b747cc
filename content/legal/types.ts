/** One block of a legal text: a paragraph, an emphasised clause (加粗提示), a list or a table. */
export type LegalBlock =
  string | { strong: string } | { list: string[]; ordered?: boolean } | { table: { head: string[]; rows: string[][] } };

export interface LegalSection {
  heading: string;
  blocks: LegalBlock[];
}

export type LegalKind = 'agreement' | 'policy' | 'notice' | 'education' | 'case';

/** A versioned document served on its own route; versions change only with a new effective date. */
export interface LegalDocument {
  id: string;
  title: string;
  version: string;
  /** ISO date (YYYY-MM-DD) the version takes effect. */
  effectiveDate: string;
  kind: LegalKind;
  /** One sentence for search engines and share cards. */
  summary: string;
  preamble?: LegalBlock[];
  sections: LegalSection[];
  /** Other documents this one refers to, listed as links after the text (route paths). */
  related?: Array<{ title: string; path: string }>;
}
