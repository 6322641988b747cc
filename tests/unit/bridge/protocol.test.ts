/** @jest-environment jsdom */
import { BridgeError, BRIDGE_READY_EVENT, callNative, onNativeEvent, resetBridgeForTests } from '@/lib/bridge/protocol';
import { requestNativeLogin } from '@/lib/bridge/login';
import { openStockDetail } from '@/lib/bridge/stock-detail';
import { addToCalendar } from '@/lib/bridge/calls';
import { installBridgeSimulator } from '@/lib/bridge/simulator';

type W = Window & {
  LlczdNative?: { postMessage(m: string): void };
  __llczdBridgeCallback?: (id: string, r: unknown) => void;
  __llczdBridgeEvent?: (n: string, d: unknown) => void;
  __llczdBridgeCalls?: Array<{ method: string; params: unknown }>;
  __llczdSimulatorConfig?: object;
};
const w = window as W;

/** Answers of the fake app not yet delivered: each test ends once they are, so none reaches the next test. */
const inFlight: Array<Promise<void>> = [];

function fakeNative(reply: (message: { id: string; method: string; params: unknown }) => unknown) {
  const sent: Array<{ id: string; method: string; params: unknown }> = [];
  w.LlczdNative = {
    postMessage(raw: string) {
      const message = JSON.parse(raw);
      sent.push(message);
      const answer = reply(message);
      inFlight.push(
        new Promise((resolve) => setTimeout(() => resolve(w.__llczdBridgeCallback?.(message.id, answer)), 0)),
      );
    },
  };
  return sent;
}

function setAppUa(version: string, os: 'ios' | 'android') {
  Object.defineProperty(window.navigator, 'userAgent', {
    value: `Mozilla/5.0 (${os === 'ios' ? 'iPhone; CPU iPhone OS 17_0 like Mac OS X' : 'Linux; Android 13; Pixel 7'}) LlczdApp/${version}`,
    configurable: true,
  });
  document.documentElement.dataset.appVersion = version;
  document.documentElement.dataset.os = os;
}

beforeEach(() => {
  resetBridgeForTests();
  delete w.LlczdNative;
  delete w.__llczdBridgeCalls;
  delete w.__llczdSimulatorConfig;
  document.body.innerHTML = '';
  jest.useRealTimers();
});

afterEach(async () => {
  await Promise.all(inFlight.splice(0));
});

describe('bridge protocol', () => {
  test('posts {id, method, params} and resolves with the callback data', async () => {
    const sent = fakeNative(() => ({ ok: true, data: { value: 42 } }));
    await expect(callNative('storage', { action: 'get', key: 'k' })).resolves.toEqual({ value: 42 });
    expect(sent).toEqual([
      { id: expect.stringMatching(/^b\d+$/), method: 'storage', params: { action: 'get', key: 'k' } },
    ]);
  });

  test('a failure reply rejects with its code', async () => {
    fakeNative(() => ({ ok: false, code: 'unsupported' }));
    await expect(callNative('calendar')).rejects.toMatchObject({ code: 'unsupported' });
  });

  test('calls made before the bridge is ready are queued and sent once it is', async () => {
    let settled = false;
    const pending = callNative('toast', { message: 'hi' });
    pending.finally(() => (settled = true)).catch(() => undefined);
    await Promise.resolve();
    expect(settled).toBe(false); // waiting for the bridge, neither sent nor refused
    const sent = fakeNative(() => ({ ok: true, data: 'done' }));
    window.dispatchEvent(new Event(BRIDGE_READY_EVENT));
    await expect(pending).resolves.toBe('done');
    expect(sent.map((message) => message.method)).toEqual(['toast']);
  });

  test('no bridge within the ready timeout → unavailable', async () => {
    jest.useFakeTimers();
    const pending = callNative('login');
    jest.advanceTimersByTime(3100);
    await expect(pending).rejects.toMatchObject({ code: 'unavailable' });
  });

  test('preload pages refuse native calls with isPreLoadPage', async () => {
    const sent = fakeNative(() => ({ ok: true }));
    document.body.innerHTML = '<div data-preload-page="true"></div>';
    const error = await callNative('login').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BridgeError);
    expect((error as BridgeError).isPreLoadPage).toBe(true);
    expect(sent).toHaveLength(0);
    await expect(requestNativeLogin()).resolves.toBe('preload');
  });

  test('app events reach subscribers', () => {
    const seen: unknown[] = [];
    onNativeEvent('themeChange', (data) => seen.push(data));
    w.__llczdBridgeEvent?.('themeChange', { theme: 'dark' });
    expect(seen).toEqual([{ theme: 'dark' }]);
  });
});

describe('native login (SPEC §6, §8)', () => {
  test('ok / cancelled / version-low when the login bridge is missing', async () => {
    fakeNative(() => ({ ok: true, data: { loggedIn: true } }));
    await expect(requestNativeLogin()).resolves.toBe('ok');
    fakeNative(() => ({ ok: false, code: 'cancelled' }));
    await expect(requestNativeLogin()).resolves.toBe('cancelled');
    fakeNative(() => ({ ok: false, code: 'unsupported' }));
    await expect(requestNativeLogin()).resolves.toBe('version-low');
  });
});

describe('stock-detail jump (SPEC §5: iOS 2.0.36 / Android 2.0.38)', () => {
  const stocks = [{ code: '600519', name: '贵州茅台' }, { code: '000001' }];
  test.each([
    ['2.0.36', 'ios', true],
    ['2.0.35', 'ios', false],
    ['2.0.38', 'android', true],
    ['2.0.37', 'android', false],
  ] as const)('app %s on %s → native %s', async (version, os, native) => {
    setAppUa(version, os);
    const sent = fakeNative(() => ({ ok: true }));
    expect(openStockDetail(stocks, 1)).toBe(native);
    // With the bridge present the message is posted synchronously: nothing to wait for.
    expect(sent).toEqual(
      native ? [expect.objectContaining({ method: 'stockDetail', params: { stocks, selectedIndex: 1 } })] : [],
    );
  });

  test('outside the app the page handles the tap', () => {
    Object.defineProperty(window.navigator, 'userAgent', { value: 'Mozilla/5.0 (iPhone) Safari', configurable: true });
    delete document.documentElement.dataset.appVersion;
    expect(openStockDetail(stocks, 0)).toBe(false);
  });
});

describe('add-calendar gate', () => {
  test('older than 2.0.20 → 当前版本号过低 without calling the app', async () => {
    const sent = fakeNative(() => ({ ok: true }));
    await expect(
      addToCalendar({ appVersion: '2.0.19', os: 'ios' }, { title: 't', start: '2026-01-01T09:30:00+08:00' }),
    ).rejects.toThrow('当前版本号过低');
    expect(sent).toHaveLength(0);
    await expect(
      addToCalendar({ appVersion: '2.0.20', os: 'ios' }, { title: 't', start: '2026-01-01T09:30:00+08:00' }),
    ).resolves.toBeUndefined();
    expect(sent.map((m) => m.method)).toEqual(['calendar']);
  });
});

describe('simulator', () => {
  test('records calls and answers like the app', async () => {
    w.__llczdSimulatorConfig = { login: 'cancel' };
    installBridgeSimulator();
    await expect(requestNativeLogin()).resolves.toBe('cancelled');
    await expect(callNative('selfStockSync', { action: 'query' })).resolves.toEqual(['600519', '000001']);
    expect(w.__llczdBridgeCalls?.map((call) => call.method)).toEqual(['login', 'selfStockSync']);
  });
});
