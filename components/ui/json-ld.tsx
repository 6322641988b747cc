import type { Thing, WithContext } from 'schema-dts';

/** One schema.org document (lib/seo/json-ld.ts builds them, typed by schema-dts). */
export type StructuredData = WithContext<Thing>;

/**
 * schema.org data for search engines. `<` is escaped so a title can never close the script element,
 * and U+2028/U+2029 so the text stays one JavaScript-safe line. A page that is not indexable renders
 * none: PageShell passes its `structuredData` here only for indexable routes.
 */
export function JsonLd({ data }: { data: StructuredData | readonly StructuredData[] }) {
  const documents = Array.isArray(data) ? data : [data];
  return documents.map((document, index) => (
    <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(document) }} />
  ));
}

export function serializeJsonLd(document: StructuredData): string {
  return JSON.stringify(document)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
