/** @jest-environment jsdom */
import {
  configureWechat,
  rememberLandingUrl,
  signatureUrl,
  wechatShareQueue,
  type WechatSdk,
} from '@/lib/share/wechat';

describe('WeChat signature URL', () => {
  test('iOS signs the landing URL, others the current URL, never with the hash', () => {
    rememberLandingUrl('https://m.example.com/h5/download?from=a#x');
    rememberLandingUrl('https://m.example.com/h5/second');
    expect(signatureUrl('ios', 'https://m.example.com/h5/other#y')).toBe('https://m.example.com/h5/download?from=a');
    expect(signatureUrl('android', 'https://m.example.com/h5/other#y')).toBe('https://m.example.com/h5/other');
  });
});

describe('configureWechat', () => {
  test('configures with the BFF signature and applies the queued share only when ready', async () => {
    let readyCallback: (() => void) | null = null;
    const calls: Array<[string, unknown]> = [];
    const wx: WechatSdk = {
      config: (options) => calls.push(['config', options]),
      ready: (callback) => {
        readyCallback = callback;
      },
      error: () => undefined,
      updateAppMessageShareData: (data) => calls.push(['appMessage', data.title]),
      updateTimelineShareData: (data) => calls.push(['timeline', data.title]),
    };
    (window as unknown as { wx: WechatSdk }).wx = wx;
    const fetchMock = jest.fn(async () => ({
      ok: true,
      json: async () => ({
        code: 200,
        data: { appId: 'wxapp', timestamp: '1700000000', noncestr: 'n', signature: 's' },
      }),
    }));
    (globalThis as unknown as { fetch: unknown }).fetch = fetchMock;

    wechatShareQueue().set({
      title: '早设置',
      desc: '',
      link: 'https://m.example.com/h5/x',
      imgUrl: 'https://m.example.com/h5/logo.png',
    });
    await configureWechat({ os: 'android' });
    expect(fetchMock).toHaveBeenCalledWith(
      '/h5/api/feature/wechat/js-signature',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ url: 'http://localhost/' }) }),
    );
    expect(calls[0]).toEqual([
      'config',
      expect.objectContaining({ appId: 'wxapp', timestamp: 1700000000, nonceStr: 'n', signature: 's' }),
    ]);
    expect(calls.filter(([name]) => name !== 'config')).toEqual([]);
    readyCallback!();
    expect(calls.slice(1)).toEqual([
      ['appMessage', '早设置'],
      ['timeline', '早设置'],
    ]);
  });
});
