import {
  closureAllowed,
  deviceDisplayName,
  deviceModelFromHeader,
  deviceModelFromUa,
  deviceModelHeader,
  maskIp,
  osLabel,
} from '@/lib/account/settings-rules';
import { ipCity } from '@/upstream/account/account';

describe('device model from the user agent', () => {
  it.each([
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
      'iPhone',
    ],
    ['Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15', 'iPad'],
    [
      'Mozilla/5.0 (Linux; Android 14; SM-S9180 Build/UP1A.231005.007; wv) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36',
      'SM-S9180',
    ],
    [
      'Mozilla/5.0 (Linux; Android 13; 23049RAD8C) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/116.0 Mobile Safari/537.36',
      '23049RAD8C',
    ],
    ['Mozilla/5.0 (Linux; U; Android 10; zh-cn; MI 9 Build/QKQ1.190825.002) AppleWebKit/537.36', 'MI 9'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15', 'Mac 电脑'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36', 'Windows 电脑'],
    ['', '未知设备'],
  ])('%s → %s', (ua, model) => {
    expect(deviceModelFromUa(ua)).toBe(model);
  });
});

describe('device facts shown', () => {
  it.each([
    ['Xiaomi', 'MI 9', 'Xiaomi MI 9'],
    ['MI', 'MI 9', 'MI 9'],
    ['Apple', 'iPhone', 'iPhone'],
    ['Browser', 'Linux 电脑', 'Linux 电脑'],
    ['HUAWEI', '', 'HUAWEI'],
    ['Android', '', '未知设备'],
    ['', '', '未知设备'],
  ])('names the device of maker %s, model %s: %s', (brand, model, name) => {
    expect(deviceDisplayName(brand, model)).toBe(name);
  });

  it('labels the OS with its version', () => {
    expect(osLabel('ios', '17.0')).toBe('iOS 17.0');
    expect(osLabel('android', '')).toBe('Android');
    expect(osLabel('other', '')).toBe('其他');
  });

  it('masks the last two parts of an address', () => {
    expect(maskIp('114.114.114.114')).toBe('114.114.*.*');
    expect(maskIp('::ffff:10.1.2.3')).toBe('10.1.*.*');
    expect(maskIp('2408:8207:1234::1')).toBe('2408:8207:*');
  });

  it('names the city of known blocks, the machine itself and private networks', () => {
    expect(ipCity('114.114.114.114')).toBe('江苏南京');
    expect(ipCity('202.96.209.5')).toBe('上海');
    expect(ipCity('127.0.0.1')).toBe('本机');
    expect(ipCity('192.168.1.8')).toBe('局域网');
    expect(ipCity('172.20.0.1')).toBe('局域网');
    expect(ipCity('8.8.8.8')).toBe('未知地区');
  });
});

describe('cancellation pre-checks', () => {
  const check = (passed: boolean, forfeitable = false) => ({ passed, forfeitable });

  it('passes only when every check passes', () => {
    expect(closureAllowed([check(true), check(true)], false)).toBe(true);
    expect(closureAllowed([check(true), check(false)], false)).toBe(false);
  });

  it('lets the remaining paid service through only with the explicit forfeit', () => {
    expect(closureAllowed([check(true), check(false, true)], false)).toBe(false);
    expect(closureAllowed([check(true), check(false, true)], true)).toBe(true);
  });

  it('never lets a forfeit pass money or an unpaid order', () => {
    expect(closureAllowed([check(false), check(false, true)], true)).toBe(false);
  });
});

describe('the model as a header value', () => {
  const uas = [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/126.0',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0)',
    'curl/8.5.0',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)',
  ];
  it.each(uas)('is bytes an HTTP header can carry, and decodes back to the model: %s', (ua) => {
    const value = deviceModelHeader(ua);
    expect([...value].every((char) => char.charCodeAt(0) <= 0x7e)).toBe(true);
    expect(() => new Headers({ 'x-device-model': value })).not.toThrow();
    expect(deviceModelFromHeader(value)).toBe(deviceModelFromUa(ua));
  });
  it('a value that does not decode is no model', () => {
    expect(deviceModelFromHeader('%E4%B8')).toBe('');
  });
});
