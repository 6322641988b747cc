import 'server-only';
import sanitizeHtml, { type Attributes, type IOptions } from 'sanitize-html';
import { marketCode } from '@/lib/format/market-code';
import { href, lhbStockHref, pageUrl, withBasePath } from '@/lib/routes/hrefs';
import { safeReturnPath } from '@/lib/routes/return-path';
import { USER_STOCK_TAG } from './rules';

/**
 * Rich text written by editors and users, made safe on our server before it reaches a page:
 * an allow-list of tags and attributes (sanitize-html), no scripts, styles, frames, event handlers or
 * non-http(s) URLs; images lazy with width and height; SPEC §3 tags rewritten to our own links.
 *
 * §3 tags (type user | stock | topic | link, with id, code, url) are written by the editor as
 *   <span data-type="stock" data-code="600519">贵州茅台</span>
 *   <span data-type="user" data-id="1">王立新</span>
 *   <span data-type="topic" data-id="1">#新能源车#</span>
 *   <span data-type="link" data-url="/h5/tool/ipo">新股日历</span>   (an <a data-type=…> works the same)
 * and become plain links: a stock opens its H5 page (inside the app StockTapDelegate opens the native
 * stock detail, gated by SPEC §5), a user the teacher page, a topic the topic page; a link or an <a href>
 * goes straight to our own pages and through /transitPage for anything else (which refuses to leave).
 */

const DEFAULT_IMAGE = { width: 690, height: 388 };
const MAX_IMAGE_SIDE = 4000;

/** Our own page as the browser requests it, or the transit page that refuses anything else. */
export function contentLinkUrl(url: string): string {
  const own = safeReturnPath(url.trim(), '');
  return own || pageUrl('/transitPage', { target: url.trim().slice(0, 500) });
}

function positiveId(value: string | undefined): number | null {
  return value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

/** A §3 tag or an ordinary link as the safe anchor it becomes; null when it is not a link at all. */
function rewriteLink(attribs: Attributes): Attributes | null {
  const type = attribs['data-type'];
  if (type === 'stock') {
    const code = /^\d{6}$/.test(attribs['data-code'] ?? '') ? attribs['data-code'] : null;
    if (!code) return null;
    return {
      href: withBasePath(lhbStockHref(code)),
      class: 'tag tag-stock',
      'data-stock': code,
      'data-stock-market': marketCode(code) ?? '',
    };
  }
  if (type === 'user') {
    const id = positiveId(attribs['data-id']);
    return id ? { href: withBasePath(href('/teacherInfo/v2', { teacherId: id })), class: 'tag tag-user' } : null;
  }
  if (type === 'topic') {
    const id = positiveId(attribs['data-id']);
    return id ? { href: pageUrl('/topic/v2/{id}', { id }), class: 'tag tag-topic' } : null;
  }
  const target = (type === 'link' ? attribs['data-url'] : attribs.href)?.trim();
  // javascript:, data:, mailto:… are not links we keep; http(s) goes through the transit page.
  if (!target || (/^[a-z][a-z0-9+.-]*:/i.test(target) && !/^https?:/i.test(target))) return null;
  return { href: contentLinkUrl(target), class: type === 'link' ? 'tag tag-link' : 'link' };
}

function dimension(value: string | undefined, fallback: number): number {
  const parsed = value && /^\d{1,4}$/.test(value) ? Number(value) : 0;
  return parsed > 0 && parsed <= MAX_IMAGE_SIDE ? parsed : fallback;
}

/** Images only from our host (a path) or https; width and height always set so nothing jumps. */
function safeImage(attribs: Attributes): Attributes {
  const src = attribs.src?.trim() ?? '';
  const ok = (src.startsWith('/') && !src.startsWith('//')) || /^https:\/\/[^/\s]+\//i.test(src);
  const width = dimension(attribs.width, DEFAULT_IMAGE.width);
  const height = dimension(
    attribs.height,
    attribs.width ? Math.round((width * DEFAULT_IMAGE.height) / DEFAULT_IMAGE.width) : DEFAULT_IMAGE.height,
  );
  return {
    src: ok ? src : '',
    alt: attribs.alt ?? '',
    width: String(width),
    height: String(height),
    loading: 'lazy',
    decoding: 'async',
  };
}

const LINK_OR_TAG = (tagName: string, attribs: Attributes) => {
  const link = attribs['data-type'] || tagName === 'a' ? rewriteLink(attribs) : null;
  return link ? { tagName: 'a', attribs: link } : { tagName: 'span', attribs: {} };
};

const OPTIONS: IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'span',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'hr',
    'sup',
    'sub',
    'code',
    'pre',
  ],
  allowedAttributes: {
    a: ['href', 'class', 'data-stock', 'data-stock-market'],
    img: ['src', 'alt', 'width', 'height', 'loading', 'decoding'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedClasses: { a: ['tag', 'tag-stock', 'tag-user', 'tag-topic', 'tag-link', 'link'] },
  allowedSchemes: ['http', 'https'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Their text is code or chrome, never reading matter: dropped with the element.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'template',
    'title',
    'svg',
    'math',
    'select',
    'xmp',
    'noembed',
    'noframes',
  ],
  transformTags: {
    // The page's own title is its only <h1>.
    h1: 'h2',
    a: LINK_OR_TAG,
    span: LINK_OR_TAG,
    img: (_tagName, attribs) => ({ tagName: 'img', attribs: safeImage(attribs) }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** Editor or user HTML, safe to render with dangerouslySetInnerHTML. */
export function sanitizeContentHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/** What a user typed, without any markup (an <img onerror> in a comment vanishes; "a < b" stays). */
export function stripMarkup(text: string): string {
  const stripped = sanitizeHtml(text, {
    allowedTags: [],
    allowedAttributes: {},
    disallowedTagsMode: 'discard',
    nonTextTags: OPTIONS.nonTextTags,
  });
  return stripped.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity]).trim();
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/**
 * A user's post as stored HTML: the text escaped, one paragraph per line, `$名称(600519)$` written as a
 * §3 stock tag. It still goes through sanitizeContentHtml when shown, like every body.
 */
export function userTextToHtml(text: string): string {
  return stripMarkup(text)
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map(
      (line) =>
        `<p>${escapeHtml(line).replace(USER_STOCK_TAG, (tag: string, code: string) => `<span data-type="stock" data-code="${code}">${tag.slice(1, -1)}</span>`)}</p>`,
    )
    .join('');
}
