import { channelFor } from '@/lib/pay/rules';
import { confirmInputSchema, TAMPERED_AMOUNT_MESSAGE } from '@/lib/pay/schemas';
import { canonicalString, decodeReceipt, encodeReceipt, signFields, verifyFields } from '@/upstream/commerce/pay-sign';

describe('payment channel by environment (App Store 3.1.1: iOS app → IAP only)', () => {
  test.each([
    ['app', 'ios', 'iap'],
    ['app', 'android', 'app'],
    ['app', 'other', 'app'],
    ['wechat', 'ios', 'jsapi'],
    ['wechat', 'android', 'jsapi'],
    ['browser', 'ios', 'h5'],
    ['browser', 'other', 'h5'],
  ] as const)('%s on %s → %s', (environment, os, channel) => expect(channelFor({ environment, os })).toBe(channel));
});

describe('the confirm body carries ids only', () => {
  test('an amount field is refused with a clear message', () => {
    const parsed = confirmInputSchema.safeParse({ plan_id: 'svip-year', price_fen: 1 });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0].message).toBe(TAMPERED_AMOUNT_MESSAGE);
  });
  test('a plan id that is not an id is refused', () => {
    expect(confirmInputSchema.safeParse({ plan_id: 'svip year; drop' }).error?.issues[0].message).toBe(
      '套餐不存在或已下架',
    );
  });
  test('ids pass', () => {
    expect(confirmInputSchema.parse({ plan_id: 'svip-year', coupon_id: 3, agreements: ['a'] })).toMatchObject({
      plan_id: 'svip-year',
      coupon_id: 3,
      suitability_confirmed: false,
    });
  });
});

describe('sandbox provider signatures', () => {
  const fields = {
    notify_id: 'N1',
    provider_ref: 'PAY1',
    order_no: 'LC1',
    amount_fen: 88800,
    trade_status: 'SUCCESS',
    timestamp: 1,
  };
  test('canonical string: keys sorted, sign left out', () => {
    expect(canonicalString({ ...fields, sign: 'x' })).toBe(
      'amount_fen=88800&notify_id=N1&order_no=LC1&provider_ref=PAY1&timestamp=1&trade_status=SUCCESS',
    );
  });
  test('a signed notify verifies; any changed field or another secret does not', () => {
    const signed = { ...fields, sign: signFields(fields) };
    expect(verifyFields(signed)).toBe(true);
    expect(verifyFields({ ...signed, amount_fen: 1 })).toBe(false);
    expect(verifyFields({ ...signed, sign: signed.sign.toUpperCase() })).toBe(false);
    expect(verifyFields(signed, 'another-secret')).toBe(false);
  });
  test('IAP receipts: round trip, tampering detected', () => {
    const receipt = {
      transaction_id: 'IAP1',
      product_id: 'com.llczd.member.svip.year',
      order_no: 'LC1',
      purchased_at: '2026-11-20T00:00:00Z',
    };
    const encoded = encodeReceipt(receipt);
    expect(decodeReceipt(encoded)).toEqual(receipt);
    const [, signature] = encoded.split('.');
    const forged = Buffer.from(JSON.stringify({ ...receipt, product_id: 'com.llczd.member.vip.month' })).toString(
      'base64url',
    );
    expect(decodeReceipt(`${forged}.${signature}`)).toBeNull();
    expect(decodeReceipt('garbage')).toBeNull();
  });
});
