import { chromeVersion, isOutdatedChrome } from '@/lib/browser/browser-check';

const chrome = (version: string) =>
  `Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${version} Mobile Safari/537.36`;

describe('SPEC §5 browser check (Chrome older than 42.0.2311.0)', () => {
  test.each([
    ['41.0.2272.96', true],
    ['42.0.2310.99', true],
    ['42.0.2311.0', false],
    ['42.0.2311.1', false],
    ['42.1.0.0', false],
    ['43.0.0.0', false],
    // A text comparison gets these wrong: "100" < "42" and "9" > "42".
    ['100.0.0.0', false],
    ['120.0.6099.230', false],
    ['9.0.597.0', true],
    ['4.0.0.0', true],
  ])('Chrome %s outdated → %s', (version, expected) => {
    expect(isOutdatedChrome(chrome(version))).toBe(expected);
  });

  test('non-Chrome browsers are not judged', () => {
    expect(
      isOutdatedChrome(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1',
      ),
    ).toBe(false);
    expect(isOutdatedChrome('')).toBe(false);
    expect(isOutdatedChrome(null)).toBe(false);
  });

  test('reads the Chrome version from the user agent', () => {
    expect(chromeVersion(chrome('41.0.2272.96'))).toBe('41.0.2272.96');
    expect(chromeVersion('Mozilla/5.0 (iPhone) CriOS/120.0.6099.119 Mobile')).toBe('120.0.6099.119');
  });
});
