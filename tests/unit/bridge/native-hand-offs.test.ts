/** @jest-environment jsdom */
import {
  nativeStorageGet,
  nativeStorageRemove,
  nativeStorageSet,
  nativeToast,
  onTextUpdate,
  pickPhotos,
  showStockKeyboard,
  addToCalendar,
} from '@/lib/bridge/calls';
import { resetBridgeForTests } from '@/lib/bridge/protocol';
import { installBridgeSimulator } from '@/lib/bridge/simulator';

type W = Window & {
  LlczdNative?: unknown;
  __llczdBridgeCalls?: Array<{ method: string; params: unknown }>;
  __llczdSimulatorConfig?: object;
};
const w = window as W;

function asApp(version: string, config: object = {}) {
  Object.defineProperty(window.navigator, 'userAgent', {
    value: `Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) LlczdApp/${version}`,
    configurable: true,
  });
  w.__llczdSimulatorConfig = config;
  installBridgeSimulator();
}

beforeEach(() => {
  resetBridgeForTests();
  delete w.LlczdNative;
  delete w.__llczdBridgeCalls;
  delete w.__llczdSimulatorConfig;
  sessionStorage.clear();
  document.body.innerHTML = '';
});

describe('stock keyboard through the simulator', () => {
  test('from 2.0.59 the typed text arrives key by key (textUpdate) and the answer carries the final text', async () => {
    asApp('2.0.60', { keyboard: { text: '600519', submit: true } });
    const updates: string[] = [];
    const stop = onTextUpdate((text) => updates.push(text));
    await expect(showStockKeyboard({ form: 'new', text: '', maxLength: 6, textUpdates: true })).resolves.toEqual({
      text: '600519',
      submitted: true,
    });
    stop();
    expect(updates).toEqual(['6', '60', '600', '6005', '60051', '600519']);
    expect(w.__llczdBridgeCalls?.[0]).toMatchObject({
      method: 'keyboard',
      params: { form: 'new', text: '', maxLength: 6, textUpdates: true },
    });
  });

  test('without text updates asked for, only the closing answer carries the text; maxLength holds', async () => {
    asApp('2.0.56', { keyboard: { text: '3000591' } });
    const updates: string[] = [];
    onTextUpdate((text) => updates.push(text));
    await expect(showStockKeyboard({ form: 'classic', text: '', maxLength: 6, textUpdates: false })).resolves.toEqual({
      text: '300059',
      submitted: false,
    });
    expect(updates).toEqual([]);
  });

  test('an app older than 2.0.55 does not know the keyboard', async () => {
    asApp('2.0.54', { keyboard: { text: '600519' } });
    await expect(
      showStockKeyboard({ form: 'classic', text: '', maxLength: 6, textUpdates: false }),
    ).rejects.toMatchObject({ code: 'unsupported' });
  });
});

describe('calendar, photos, storage and toast through the simulator', () => {
  const event = {
    title: '某股份（688001）申购日',
    start: '2026-12-01T01:30:00.000Z',
    end: '2026-12-01T07:00:00.000Z',
    remindMinutes: 30,
  };

  test('calendar: the event goes to the app from 2.0.20; 2.0.19 gets 当前版本号过低 without a call', async () => {
    asApp('2.0.20');
    await expect(addToCalendar({ appVersion: '2.0.20', os: 'ios' }, event)).resolves.toBeUndefined();
    expect(w.__llczdBridgeCalls).toEqual([expect.objectContaining({ method: 'calendar', params: event })]);
    await expect(addToCalendar({ appVersion: '2.0.19', os: 'android' }, event)).rejects.toThrow('当前版本号过低');
    expect(w.__llczdBridgeCalls).toHaveLength(1);
  });

  test('calendar: a user who refuses calendar access', async () => {
    asApp('2.0.60', { calendar: 'denied' });
    await expect(addToCalendar({ appVersion: '2.0.60', os: 'ios' }, event)).rejects.toMatchObject({
      code: 'cancelled',
    });
  });

  test('photos answer image data: URLs, at most the count asked; a cancelled pick rejects', async () => {
    asApp('2.0.60');
    const photos = await pickPhotos(1);
    expect(photos).toHaveLength(1);
    expect(photos[0]).toMatch(/^data:image\/png;base64,/);
    resetBridgeForTests();
    delete w.LlczdNative;
    asApp('2.0.60', { photos: 'cancel' });
    await expect(pickPhotos(1)).rejects.toMatchObject({ code: 'cancelled' });
  });

  test('storage: set, get and remove; the app keeps values across page loads', async () => {
    asApp('2.0.60', { storage: { seeded: 'yes' } });
    await expect(nativeStorageGet('seeded')).resolves.toBe('yes');
    await nativeStorageSet('h5:recent-stocks', '[1]');
    resetBridgeForTests();
    delete w.LlczdNative;
    asApp('2.0.60');
    await expect(nativeStorageGet('h5:recent-stocks')).resolves.toBe('[1]');
    await nativeStorageRemove('h5:recent-stocks');
    await expect(nativeStorageGet('h5:recent-stocks')).resolves.toBeNull();
  });

  test('toast: the app draws the message for the duration asked', async () => {
    asApp('2.0.60');
    await nativeToast('已添加到日历', 1000);
    expect(w.__llczdBridgeCalls).toEqual([
      expect.objectContaining({ method: 'toast', params: { message: '已添加到日历', duration: 1000 } }),
    ]);
    expect(document.querySelector('[data-simulated-native="toast"]')?.textContent).toBe('已添加到日历');
  });
});
