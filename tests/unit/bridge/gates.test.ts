import {
  canAddCalendar,
  canOpenCustomerServiceChat,
  canOpenNativeStockDetail,
  canShowNativeVipPopup,
  canSyncOptionalStocks,
  stockKeyboardForm,
  supportsTextUpdateCallbacks,
  type AppVersionInfo,
} from '@/lib/bridge/gates';
import type { OsName } from '@/lib/bridge/native-context';

const on = (os: OsName, appVersion: string | null): AppVersionInfo => ({ os, appVersion });

describe('SPEC §5 version gates', () => {
  test.each([
    ['2.0.19', false],
    ['2.0.20', true],
    ['2.0.100', true],
    ['2.1', true],
    ['1.9.99', false],
    [null, false],
    ['garbage', false],
  ])('add-calendar at %s → %s', (version, expected) => {
    expect(canAddCalendar(on('ios', version))).toBe(expected);
    expect(canAddCalendar(on('android', version))).toBe(expected);
  });

  type Row = [OsName, string | null, boolean];
  const platformTable = (
    name: string,
    gate: (info: AppVersionInfo) => boolean,
    ios: string,
    android: string,
    below: (v: string) => string,
  ) => {
    const rows: Row[] = [
      ['ios', ios, true],
      ['ios', below(ios), false],
      ['android', android, true],
      ['android', below(android), false],
      ['other', android > ios ? android : ios, true],
      ['other', below(android > ios ? android : ios), false],
      ['ios', null, false],
    ];
    test.each(rows)(`${name}: %s %s → %s`, (os, version, expected) => {
      expect(gate(on(os, version))).toBe(expected);
    });
  };
  const minusOne = (version: string) => {
    const parts = version.split('.').map(Number);
    parts[parts.length - 1] -= 1;
    return parts.join('.');
  };

  platformTable('native VIP popup', canShowNativeVipPopup, '2.0.34', '2.0.37', minusOne);
  platformTable('stock-detail jump', canOpenNativeStockDetail, '2.0.36', '2.0.38', minusOne);
  platformTable('optional stocks', canSyncOptionalStocks, '2.0.53', '2.0.54', minusOne);
  platformTable('customer-service chat', canOpenCustomerServiceChat, '2.0.15', '2.0.18', minusOne);

  test('the Android threshold applies to Android only (2.0.36 ≠ enough on Android for stock detail)', () => {
    expect(canOpenNativeStockDetail(on('ios', '2.0.36'))).toBe(true);
    expect(canOpenNativeStockDetail(on('android', '2.0.36'))).toBe(false);
    expect(canOpenNativeStockDetail(on('android', '2.0.37'))).toBe(false);
    expect(canShowNativeVipPopup(on('android', '2.0.36'))).toBe(false);
  });

  test.each([
    ['2.0.54', 'none'],
    ['2.0.55', 'classic'],
    ['2.0.56', 'classic'],
    ['2.0.57', 'new'],
    ['2.0.60', 'new'],
    [null, 'none'],
  ])('stock keyboard at %s → %s', (version, form) => {
    expect(stockKeyboardForm(on('android', version))).toBe(form);
  });

  test.each([
    ['2.0.58', false],
    ['2.0.59', true],
    ['2.0.60', true],
  ])('text-update callbacks at %s → %s', (version, expected) => {
    expect(supportsTextUpdateCallbacks(on('ios', version))).toBe(expected);
  });

  test('versions compare numerically, not as text (2.0.9 < 2.0.20)', () => {
    expect(canAddCalendar(on('ios', '2.0.9'))).toBe(false);
    expect(canAddCalendar(on('ios', '2.0.200'))).toBe(true);
  });
});
