import { cleanHeaderValue, deviceFromRequest, deviceTypeOf } from '@/lib/http/device';
import { isProxyReported } from '@/lib/security/proxy-flag';

const headers = (values: Record<string, string>) => new Headers(values);
const APP_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 LlczdApp/2.0.60';

describe('device headers', () => {
  it('inside the app takes the app’s own device headers', () => {
    const device = deviceFromRequest(
      headers({
        'user-agent': APP_UA,
        'x-device-id': 'IDFA-1',
        'x-device-os-name': 'ios',
        'x-device-brand': 'Apple',
        'x-app-channel': 'appstore',
        'x-app-version': '2.0.61',
      }),
      'cookie-id',
    );
    expect(device).toEqual({
      deviceId: 'IDFA-1',
      osName: 'ios',
      brand: 'Apple',
      osVersion: '17.2',
      appVersion: '2.0.61',
      channel: 'appstore',
    });
  });

  it('outside the app ignores device headers a browser sends and uses the first-party cookie id', () => {
    const device = deviceFromRequest(
      headers({
        'user-agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/UD1A) Chrome/120',
        'x-device-id': 'forged',
        'x-app-channel': 'forged',
      }),
      'h5-abc',
    );
    expect(device.deviceId).toBe('h5-abc');
    expect(device.channel).toBe('h5');
    expect(device.osName).toBe('android');
    expect(device.osVersion).toBe('14');
    expect(device.appVersion).toBe('3.15.89');
  });

  it('drops header values with control characters or excessive length', () => {
    expect(cleanHeaderValue('abc\r\nx-evil: 1')).toBeNull();
    expect(cleanHeaderValue('a'.repeat(65))).toBeNull();
    expect(cleanHeaderValue(' iPhone 15 ')).toBe('iPhone 15');
  });

  it('deviceType: 2 iOS, 1 Android, 3 otherwise (SPEC §7)', () => {
    expect([deviceTypeOf('ios'), deviceTypeOf('android'), deviceTypeOf('other')]).toEqual([2, 1, 3]);
  });
});

describe('proxy enabled (当前已开启代理)', () => {
  it('only the native app can report it', () => {
    expect(isProxyReported(headers({ 'user-agent': APP_UA, 'x-app-proxy': '1' }))).toBe(true);
    expect(isProxyReported(headers({ 'user-agent': APP_UA }))).toBe(false);
    expect(isProxyReported(headers({ 'user-agent': 'Mozilla/5.0', 'x-app-proxy': '1', via: '1.1 squid' }))).toBe(false);
  });
});
