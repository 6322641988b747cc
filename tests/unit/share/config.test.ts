import { createShareQueue, defaultShareConfig, resolveShareConfig, type ShareConfig } from '@/lib/share/config';
import { qrCodeRequest } from '@/lib/share/qr-request';
import { wechatCardTarget } from '@/lib/share/card-link';

const origin = 'https://m.example.com';

describe('share config defaults (SPEC §3)', () => {
  test('app name, empty description, current URL without hash, the logo', () => {
    expect(defaultShareConfig('https://m.example.com/h5/download?a=1#top', origin)).toEqual({
      title: '财知道',
      desc: '',
      link: 'https://m.example.com/h5/download?a=1',
      imgUrl: 'https://m.example.com/h5/logo.png',
    });
  });
  test('given fields win; relative links and images become absolute', () => {
    expect(
      resolveShareConfig(
        { title: '龙虎榜', desc: '今日', link: '/h5/x', imgUrl: '/h5/og.png' },
        `${origin}/h5/y`,
        origin,
      ),
    ).toEqual({
      title: '龙虎榜',
      desc: '今日',
      link: 'https://m.example.com/h5/x',
      imgUrl: 'https://m.example.com/h5/og.png',
    });
  });
});

describe('share-config queue (SPEC §4)', () => {
  const config = (title: string): ShareConfig => ({ title, desc: '', link: 'l', imgUrl: 'i' });
  test('kept until the SDK is ready, then the latest is applied once', () => {
    const applied: string[] = [];
    const queue = createShareQueue((c) => applied.push(c.title));
    queue.set(config('first'));
    queue.set(config('second'));
    expect(applied).toEqual([]);
    queue.ready();
    expect(applied).toEqual(['second']);
    queue.ready();
    expect(applied).toEqual(['second']);
  });
  test('after ready, each config applies at once', () => {
    const applied: string[] = [];
    const queue = createShareQueue((c) => applied.push(c.title));
    queue.ready();
    expect(applied).toEqual([]);
    queue.set(config('now'));
    expect(applied).toEqual(['now']);
  });
});

describe('show-qr-code input', () => {
  test.each([
    [{ url: 'https://m.example.com/h5/download' }, 'https://m.example.com/h5/download'],
    [{ url: 'javascript:alert(1)' }, null],
    [{ url: 'data:text/html,x' }, null],
    [{ text: 'hello' }, 'hello'],
    [{ text: 'x'.repeat(600) }, null],
    [{}, null],
  ])('%j → %s', (query, text) => {
    expect(qrCodeRequest(query)?.text ?? null).toBe(text);
  });
});

describe('WeChat card link target', () => {
  test.each([
    ['/h5/tool/lhb/today', '/tool/lhb/today'],
    ['/tool/ipo?x=1', '/tool/ipo?x=1'],
    ['tool/lhb/today', '/tool/lhb/today'],
    ['https://evil.example/h5/tool/ipo', null],
    ['//evil.example', null],
    ['/h5/not-a-page', null],
    ['/h5/wxCardLink', null],
    [null, null],
  ])('%s → %s', (raw, expected) => {
    expect(wechatCardTarget(raw)).toBe(expected);
  });
});
