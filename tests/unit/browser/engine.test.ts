import fs from 'node:fs';
import browserslist from 'browserslist';
import { detectEngine, isBelowTarget, needsLegacyPolyfills, OLDEST_SUPPORTED } from '@/lib/browser/engine';
import { LEGACY_POLYFILLS } from '@/lib/browser/legacy-polyfills';

const UA = {
  androidWebView78:
    'Mozilla/5.0 (Linux; Android 9; MI 8 Build/PKQ1; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/78.0.3904.108 Mobile Safari/537.36 LlczdApp/2.0.60',
  chrome77:
    'Mozilla/5.0 (Linux; Android 9; MI 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/77.0.3865.116 Mobile Safari/537.36',
  chrome41:
    'Mozilla/5.0 (Linux; Android 5.0; SM-G900P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/41.0.2272.96 Mobile Safari/537.36',
  chrome92:
    'Mozilla/5.0 (Linux; Android 11; M2011K2C) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/92.0.4515.131 Mobile Safari/537.36',
  chrome120:
    'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.230 Mobile Safari/537.36',
  wechatXWeb:
    'Mozilla/5.0 (Linux; Android 12; V2134A Build/SP1A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/111.0.5563.116 Mobile Safari/537.36 XWEB/1110005 MMWEBSDK/20230701 MicroMessenger/8.0.40.2420(0x28002837) WeChat/arm64',
  iosWechat15:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 15_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.20(0x18001442) NetType/WIFI Language/zh_CN',
  iosSafari154:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 15_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/15.4 Mobile/15E148 Safari/604.1',
  iosSafari14:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 14_8_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/14.1.2 Mobile/15E148 Safari/604.1',
  iosChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0.6099.119 Mobile/15E148 Safari/604.1',
  ipadApp:
    'Mozilla/5.0 (iPad; CPU OS 15_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 LlczdApp/2.0.60',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/15.6 Safari/605.1.15',
  firefox: 'Mozilla/5.0 (Android 13; Mobile; rv:120.0) Gecko/120.0 Firefox/120.0',
  baiduspider: 'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)',
};

describe('the engine a user agent names', () => {
  it.each([
    ['androidWebView78', { family: 'chromium', version: '78.0.3904.108' }],
    ['wechatXWeb', { family: 'chromium', version: '111.0.5563.116' }],
    ['iosWechat15', { family: 'webkit', version: '15.0' }],
    ['iosChrome', { family: 'webkit', version: '16.6' }],
    ['ipadApp', { family: 'webkit', version: '15.2' }],
    ['macSafari', { family: 'webkit', version: '15.6' }],
    ['firefox', null],
    ['baiduspider', null],
  ] as const)('%s', (name, engine) => {
    expect(detectEngine(UA[name])).toEqual(engine);
  });
});

describe('which engines the bundle cannot run on, and which get the polyfill script', () => {
  it.each([
    ['chrome41', true, false],
    ['chrome77', true, false],
    ['iosSafari14', true, false],
    ['androidWebView78', false, true],
    ['chrome92', false, true],
    ['iosWechat15', false, true],
    ['ipadApp', false, true],
    ['iosSafari154', false, false],
    ['chrome120', false, false],
    ['wechatXWeb', false, false],
    ['iosChrome', false, false],
    ['firefox', false, false],
    ['baiduspider', false, false],
  ] as const)('%s: below the target %s, polyfills %s', (name, below, polyfills) => {
    expect(isBelowTarget(UA[name])).toBe(below);
    expect(needsLegacyPolyfills(UA[name])).toBe(polyfills);
  });

  it('an engine that has every polyfilled API gets no script: the newest threshold is the line', () => {
    const newestChromium = Math.max(...LEGACY_POLYFILLS.map((polyfill) => Number(polyfill.chromium)));
    expect(needsLegacyPolyfills(UA.chrome120.replace('120.0.6099.230', `${newestChromium - 1}.0.0.0`))).toBe(true);
    expect(needsLegacyPolyfills(UA.chrome120.replace('120.0.6099.230', `${newestChromium}.0.0.0`))).toBe(false);
  });
});

describe('the target is declared once', () => {
  it("OLDEST_SUPPORTED is the oldest Chrome and iOS Safari of package.json's browserslist", () => {
    const query = (JSON.parse(fs.readFileSync('package.json', 'utf8')) as { browserslist: string[] }).browserslist;
    const browsers = browserslist(query);
    const oldest = (name: string) =>
      Math.min(...browsers.filter((b) => b.startsWith(`${name} `)).map((b) => parseFloat(b.split(' ')[1])));
    expect(oldest('chrome')).toBe(Number(OLDEST_SUPPORTED.chromium));
    expect(oldest('ios_saf')).toBe(Number(OLDEST_SUPPORTED.webkit));
  });
});
