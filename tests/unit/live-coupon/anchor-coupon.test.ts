import { AnchorCouponFormSchema, AnchorCouponInputSchema } from '@/lib/live-coupon/schemas';
import { ANCHOR_COUPON_DEFAULTS } from '@/lib/live-coupon/rules';

const base = {
  name: '直播专享满100减20',
  type: 'FULL_REDUCTION',
  thresholdYuan: 100,
  amountYuan: 20,
  stock: 50,
  perUserLimit: 1,
  validDays: 7,
  claimHours: 24,
  liveOnly: true,
};
const messageOf = (input: unknown) => {
  const parsed = AnchorCouponFormSchema.safeParse(input);
  return parsed.success ? null : parsed.error.issues[0].message;
};

describe('anchor coupon form', () => {
  it('turns yuan into fen and 折 into per-mille, as the coupon module stores them', () => {
    expect(AnchorCouponInputSchema.parse(base)).toMatchObject({
      type: 'FULL_REDUCTION',
      value: 2000,
      thresholdFen: 10000,
      maxOffFen: null,
      stock: 50,
      claimHours: 24,
    });
    expect(
      AnchorCouponInputSchema.parse({
        ...base,
        type: 'DISCOUNT',
        thresholdYuan: undefined,
        amountYuan: undefined,
        discountPercent: 85,
        maxOffYuan: 50,
      }),
    ).toMatchObject({ value: 850, thresholdFen: 0, maxOffFen: 5000 });
    expect(
      AnchorCouponInputSchema.parse({
        ...base,
        type: 'TRIAL',
        thresholdYuan: undefined,
        amountYuan: undefined,
        trialDays: 3,
      }),
    ).toMatchObject({ value: 3, thresholdFen: 0 });
    expect(AnchorCouponInputSchema.parse({ ...base, type: 'INSTANT', thresholdYuan: undefined })).toMatchObject({
      value: 2000,
      thresholdFen: 0,
    });
  });

  it('names the field in every refusal', () => {
    expect(messageOf({ ...base, name: ' ' })).toBe('优惠券名称：请填写 2–20 个字');
    expect(messageOf({ ...base, amountYuan: undefined })).toBe('减免金额：请填写 1–50 的整数');
    expect(messageOf({ ...base, type: 'INSTANT', thresholdYuan: undefined, amountYuan: 500 })).toBe(
      '减免金额：请填写 1–50 的整数',
    );
    expect(messageOf({ ...base, thresholdYuan: 30, amountYuan: 40 })).toBe('减免金额：须小于使用门槛');
    expect(messageOf({ ...base, type: 'DISCOUNT', discountPercent: 100, maxOffYuan: 5 })).toBe(
      '折扣（实付比例）：请填写 70–99 的整数',
    );
    expect(messageOf({ ...base, stock: 10000 })).toBe('发放数量：请填写 1–1000 的整数');
    expect(messageOf({ ...base, liveOnly: 'yes' })).toBe('仅限直播间内使用：请选择开或关');
    expect(messageOf({ ...base, extra: 1 })).toBe('表单包含未知字段');
  });

  it('accepts the form’s own defaults once named', () => {
    expect(messageOf({ ...ANCHOR_COUPON_DEFAULTS, name: '开播福利' })).toBeNull();
  });
});
