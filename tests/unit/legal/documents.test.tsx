import { renderToStaticMarkup } from 'react-dom/server';
import { LegalDocumentView } from '@/components/legal/legal-document';
import { parsePriceParam } from '@/content/legal/jncj-app-service';
import { documentText, legalDocumentOrThrow, LEGAL_DOCUMENTS } from '@/lib/legal/registry';
import { ROUTES } from '@/lib/routes/manifest';

const legalRoutes = ROUTES.filter((route) => route.family === 'legal').map((route) => route.path);
const rendered = legalRoutes.map((path) => {
  const document = legalDocumentOrThrow(path, { price: '199' });
  return {
    path,
    document,
    html: renderToStaticMarkup(<LegalDocumentView document={document} />),
    text: documentText(document),
  };
});

describe('legal documents', () => {
  it('every legal route of the manifest has a document, and no document lacks a route', () => {
    expect(legalRoutes.length).toBe(58);
    expect(Object.keys(LEGAL_DOCUMENTS).sort()).toEqual([...legalRoutes].sort());
  });

  it.each(rendered.map((entry) => [entry.path, entry] as const))(
    '%s renders its own complete document',
    (_path, { document, html, text }) => {
      expect(document.title).toMatch(/[\u4e00-\u9fa5]/);
      expect(document.version).toBeTruthy();
      expect(document.effectiveDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(document.effectiveDate))).toBe(false);
      expect(document.sections.length).toBeGreaterThanOrEqual(2);
      // A real document, not a stub: several hundred Chinese characters.
      expect(text.match(/[\u4e00-\u9fa5]/g)?.length ?? 0).toBeGreaterThan(300);
      expect(html).toContain(`<h1>${document.title}</h1>`);
      expect(html).toContain(`版本：${document.version}`);
      expect(html).toContain(`data-document-id="${document.id}"`);
    },
  );

  it('no two routes share a document, a title or a body', () => {
    const ids = rendered.map((entry) => entry.document.id);
    const titles = rendered.map((entry) => entry.document.title);
    const bodies = rendered.map((entry) => entry.text.replace(entry.document.title, ''));
    expect(new Set(ids).size).toBe(rendered.length);
    expect(new Set(titles).size).toBe(rendered.length);
    expect(new Set(bodies).size).toBe(rendered.length);
  });

  it('no two documents share a section body (each text is its own, beyond shared headings)', () => {
    const owners = new Map<string, string>();
    const shared: string[] = [];
    for (const { path, document } of rendered) {
      for (const section of document.sections) {
        const body = JSON.stringify(section.blocks);
        if (body.length < 80) continue;
        const owner = owners.get(body);
        // The App service agreement and its priced variants deliberately share their common terms.
        if (owner && !(owner.startsWith('/new/jncjAppService') && path.startsWith('/new/jncjAppService')))
          shared.push(`${owner} ↔ ${path}: ${section.heading}`);
        owners.set(body, path);
      }
    }
    expect(shared).toEqual([]);
  });

  it('long documents get a table of contents, short ones do not', () => {
    const long = rendered.find((entry) => entry.path === '/userServiceAgreement')!;
    expect(long.html).toContain('aria-label="目录"');
    expect(long.html).toContain('href="#s1"');
    const short = rendered.find((entry) => entry.path === '/userServiceAgreementSimple')!;
    expect(short.html).not.toContain('aria-label="目录"');
  });
});

describe('WithParams variants', () => {
  it.each([
    ['/new/jncjAppServiceWithParamsMonth', '月度', '31日'],
    ['/new/jncjAppServiceWithParamsSeason', '季度', '92日'],
    ['/new/jncjAppServiceWithParamsYear', '年度', '366日'],
  ])('%s fills period %s and the price from the query', (path, period, days) => {
    const text = documentText(legalDocumentOrThrow(path, { price: '68.5' }));
    expect(text).toContain(`您本次开通的是${period}增值服务，服务期限为${days}，服务费用为人民币68.50元`);
  });

  it.each([undefined, '', 'abc', '-1', '0', '1e3', '12.345', '<script>', '9999999'])(
    'ignores a bad price %p',
    (price) => {
      expect(parsePriceParam(price)).toBeNull();
      expect(documentText(legalDocumentOrThrow('/new/jncjAppServiceWithParamsMonth', { price }))).toContain(
        '服务费用为购买页面展示的价格',
      );
    },
  );

  it('takes the first of repeated price parameters', () => {
    expect(parsePriceParam(['30', '1'])).toBe('30.00');
  });
});

describe('related links', () => {
  it('every related link points at a legal route that exists', () => {
    const broken = rendered.flatMap(({ path, document }) =>
      (document.related ?? []).filter((link) => !LEGAL_DOCUMENTS[link.path]).map((link) => `${path} → ${link.path}`),
    );
    expect(broken).toEqual([]);
    expect(rendered.find((entry) => entry.path === '/investorProtection')!.html).toContain(
      'href="/case-analysis/cssw"',
    );
  });
});
