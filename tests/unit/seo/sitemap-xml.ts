import { readFileSync } from 'node:fs';
import path from 'node:path';
import { validateXML } from 'xmllint-wasm';

const SCHEMAS = path.resolve(__dirname, '../../fixtures/sitemaps');

/** The xmllint errors of a sitemap (`urlset`) or sitemap index against the sitemaps.org XSD; [] when valid. */
export async function sitemapSchemaErrors(xml: string, kind: 'urlset' | 'sitemapindex'): Promise<string[]> {
  const schemaFile = kind === 'urlset' ? 'sitemap.xsd' : 'siteindex.xsd';
  const result = await validateXML({
    xml: [{ fileName: `${kind}.xml`, contents: xml }],
    schema: [{ fileName: schemaFile, contents: readFileSync(path.join(SCHEMAS, schemaFile), 'utf8') }],
  });
  return result.errors.map((error) => error.message);
}

/** The <loc> values of a sitemap, entities decoded. */
export function locsOf(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1].replace(/&amp;/g, '&'));
}
