import fc from 'fast-check';
import { safeReturnPath } from '@/lib/routes/return-path';

const ORIGIN = 'https://h5.example.com';

/** What a browser on our origin does with the value: where does it end up? */
function landing(value: string): URL {
  return new URL(value, `${ORIGIN}/h5/login`);
}

function assertStaysHome(value: string) {
  const url = landing(value);
  expect(url.origin).toBe(ORIGIN);
  expect(url.pathname === '/h5' || url.pathname.startsWith('/h5/')).toBe(true);
  // Not only the first hop: stripping the base path (as redirect() callers do) must not leave '//'.
  expect(url.pathname.slice(3).startsWith('//')).toBe(false);
}

describe('safeReturnPath: refused values give the fallback', () => {
  it.each([
    // Other origins, protocol-relative and scheme tricks.
    'https://evil.example/h5/',
    'http://evil.example',
    '//evil.example/h5/',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/h5/\\evil',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'h5/orderCenter',
    // Dot segments and encoded dots that normalise to '//evil.example'.
    '/h5/..//evil.example',
    '/h5/../..//evil.example/x',
    '/h5/%2e%2e//evil.example',
    '/h5/%2E%2E/%2e%2E//evil.example',
    '/h5/.%2e//evil.example',
    '/h5/./..//evil.example',
    // Encoded slashes and backslashes, single and double.
    '/%2F%2Fevil.example',
    '/%2f%2fevil.example',
    '/h5/%2F%2Fevil.example',
    '/h5/%252F%252Fevil.example',
    '/%5Cevil.example',
    '/h5/%5Cevil.example',
    '/h5/%255Cevil.example',
    '/h5/%252e%252e//evil.example',
    '/h5/%2e%2e%2f%2fevil.example',
    // Whitespace and control characters.
    '/h5/\norderCenter',
    '/\t/evil.example',
    '/ /evil.example',
    '/h5/%0a/x',
    '/h5/%09..//evil.example',
    '/h5/\u0000',
    '/h5/\u2028x',
    // Outside /h5, or not exactly /h5.
    '/other',
    '/',
    '/h5evil',
    '/H5/orderCenter',
    '/api/session',
    '/h5/%',
    '',
    null,
    undefined,
  ])('refuses %p', (candidate) => {
    expect(safeReturnPath(candidate)).toBe('/h5/');
    expect(safeReturnPath(candidate, '/h5/login')).toBe('/h5/login');
  });

  it('refuses a value longer than any page of ours', () => {
    expect(safeReturnPath(`/h5/x?${'a'.repeat(5000)}`)).toBe('/h5/');
  });
});

describe('safeReturnPath: our own pages are kept', () => {
  it.each([
    ['/h5', '/h5'],
    ['/h5/', '/h5/'],
    ['/h5/pay?sku=1', '/h5/pay?sku=1'],
    ['/h5/orderCenter?x=1', '/h5/orderCenter?x=1'],
    ['/h5/tool/lhb/today/600519', '/h5/tool/lhb/today/600519'],
    ['/h5/liveRoomDetail/v2?roomId=5#chat', '/h5/liveRoomDetail/v2?roomId=5#chat'],
    ['/h5/tool/ipo/../lhb/today', '/h5/tool/lhb/today'],
    ['/h5/search?q=%E8%8C%85%E5%8F%B0', '/h5/search?q=%E8%8C%85%E5%8F%B0'],
    ['/h5/transitPage?target=%2F%2Fevil.example', '/h5/transitPage?target=%2F%2Fevil.example'],
  ])('keeps %p as %p', (candidate, expected) => {
    expect(safeReturnPath(candidate)).toBe(expected);
  });

  it('takes the first of a repeated parameter', () => {
    expect(safeReturnPath(['/h5/pay', '//evil.example'])).toBe('/h5/pay');
    expect(safeReturnPath(['//evil.example', '/h5/pay'])).toBe('/h5/');
  });
});

/** Pieces an attacker mixes: dot segments, encodings (single, double, mixed case), slashes, whitespace. */
const hostilePiece = fc.constantFrom(
  '..',
  '.',
  '%2e',
  '%2E',
  '%2e%2e',
  '.%2e',
  '%2E.',
  '%252e',
  '%252e%252e',
  '/',
  '//',
  '\\',
  '%2f',
  '%2F',
  '%252f',
  '%5c',
  '%5C',
  '%255c',
  ' ',
  '\t',
  '\n',
  '\r',
  '%09',
  '%0a',
  '%0d',
  '%20',
  '\u000b',
  '\u00a0',
  '\u3000',
  '\u200b',
  '\u0000',
  '\u001f',
  '\u007f',
  'evil.example',
  'EVIL.example',
  'h5',
  'H5',
  '@',
  ':',
  'javascript:',
  'http:',
  'https:',
  '?',
  '#',
  '&',
  '=',
  '%',
  '%%',
  'x',
);

const hostilePath = fc
  .tuple(
    fc.constantFrom('', '/', '/h5', '/h5/', '//', '/\\', 'http://', '/H5/', '\\'),
    fc.array(hostilePiece, { maxLength: 12 }),
  )
  .map(([start, pieces]) => start + pieces.join(''));

describe('safeReturnPath: property over generated hostile paths', () => {
  it('never leaves our origin or /h5, whatever the input', () => {
    fc.assert(
      fc.property(hostilePath, (candidate) => {
        const result = safeReturnPath(candidate, '/h5/');
        assertStaysHome(result);
        // Idempotent: what it returns, it accepts unchanged.
        expect(safeReturnPath(result)).toBe(result);
      }),
      { numRuns: 3000 },
    );
  });

  it('never leaves our origin for arbitrary strings either', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (tail) => {
        assertStaysHome(safeReturnPath(`/h5/${tail}`));
        assertStaysHome(safeReturnPath(tail));
      }),
      { numRuns: 3000 },
    );
  });
});
