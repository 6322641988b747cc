import {
  autoRenewalsOfPlan,
  groupRights,
  memberJourney,
  plansNamedBy,
  plansOfProductKind,
  plansOfTier,
  popupPlansOfTier,
  rightsOfTier,
} from '@/lib/member/rules';

type TestPlan = {
  id: string;
  tier: 'VIP' | 'SVIP' | null;
  product: { kind: string } | null;
  prepay: boolean;
  coupon_gift: boolean;
};
const plan = (id: string, tier: TestPlan['tier'], extra: Partial<TestPlan> = {}): TestPlan => ({
  id,
  tier,
  product: null,
  prepay: false,
  coupon_gift: false,
  ...extra,
});

describe('plans of a tier', () => {
  const plans = [
    plan('svip-year', 'SVIP'),
    plan('vip-month', 'VIP'),
    plan('course', null, { product: { kind: 'course' } }),
    plan('vip-year', 'VIP'),
  ];

  test('keeps the catalogue order and leaves out skus of no tier', () => {
    expect(plansOfTier(plans, 'VIP').map((p) => p.id)).toEqual(['vip-month', 'vip-year']);
    expect(plansOfTier(plans, 'SVIP').map((p) => p.id)).toEqual(['svip-year']);
    expect(plansOfTier([], 'VIP')).toEqual([]);
  });

  test('the membership popup sells only plain plans of the level (SPEC §9: no pre-pay, no coupon-gift sku)', () => {
    const shelf = [
      plan('vip-month', 'VIP'),
      plan('vip-prepay', 'VIP', { prepay: true }),
      plan('vip-gift', 'VIP', { coupon_gift: true }),
      plan('vip-bundle', 'VIP', { product: { kind: 'merge' } }),
      plan('svip-month', 'SVIP'),
      plan('vip-quarter', 'VIP'),
    ];
    expect(popupPlansOfTier(shelf, 'VIP').map((p) => p.id)).toEqual(['vip-month', 'vip-quarter']);
    expect(popupPlansOfTier(shelf, 'SVIP').map((p) => p.id)).toEqual(['svip-month']);
    expect(popupPlansOfTier([plan('vip-prepay', 'VIP', { prepay: true })], 'VIP')).toEqual([]);
  });
});

describe('rights of a tier (/membershipInterests)', () => {
  const rows = [
    { id: 1, group: '直播课程', vip: '✓', svip: '✓' },
    { id: 2, group: '投顾服务', vip: '—', svip: '✓' },
    { id: 3, group: '直播课程', vip: '每月2次', svip: '每周1次' },
    { id: 4, group: '工具', vip: '—', svip: '—' },
  ];

  test('VIP lists every right VIP includes', () => {
    expect(rightsOfTier(rows, 'VIP').map((r) => r.id)).toEqual([1, 3]);
  });

  test('SVIP lists what it adds: rights VIP lacks and rights VIP has in a lesser form, never one SVIP lacks', () => {
    expect(rightsOfTier(rows, 'SVIP').map((r) => r.id)).toEqual([2, 3]);
  });

  test('no rows, no rights', () => {
    expect(rightsOfTier([], 'VIP')).toEqual([]);
    expect(rightsOfTier([], 'SVIP')).toEqual([]);
  });
});

describe('groupRights', () => {
  test('groups in first-seen order, rows kept in order inside a group even when groups interleave', () => {
    const rows = [
      { id: 1, group: '直播课程' },
      { id: 2, group: '投顾服务' },
      { id: 3, group: '直播课程' },
    ];
    expect(groupRights(rows)).toEqual([
      { group: '直播课程', rows: [rows[0], rows[2]] },
      { group: '投顾服务', rows: [rows[1]] },
    ]);
    expect(groupRights([])).toEqual([]);
  });
});

describe('memberJourney', () => {
  const order = (order_no: string, paid_at: string | null, paid_fen: number | null, days: number) => ({
    order_no,
    paid_at,
    paid_fen,
    sku: { days },
  });

  test('paid orders only, oldest payment first whatever order they come in, with days and fen summed', () => {
    const orders = [
      order('LC0003', '2026-03-01T00:00:00Z', 26800, 365),
      order('LC0002', null, null, 30),
      order('LC0001', '2026-01-01T00:00:00Z', 2980, 30),
    ];
    const journey = memberJourney(orders);
    expect(journey.steps.map((o) => o.order_no)).toEqual(['LC0001', 'LC0003']);
    expect(journey.days).toBe(395);
    expect(journey.spent_fen).toBe(29780);
  });

  test('two payments at the same moment: the lower order number first', () => {
    const journey = memberJourney([
      order('LC0009', '2026-01-01T00:00:00Z', 100, 1),
      order('LC0008', '2026-01-01T00:00:00Z', 100, 1),
    ]);
    expect(journey.steps.map((o) => o.order_no)).toEqual(['LC0008', 'LC0009']);
  });

  test('a paid order without a paid amount counts its days and no fen; no orders is an empty journey', () => {
    expect(memberJourney([order('LC0001', '2026-01-01T00:00:00Z', null, 30)])).toMatchObject({
      days: 30,
      spent_fen: 0,
    });
    expect(memberJourney([])).toEqual({ steps: [], days: 0, spent_fen: 0 });
  });

  test('does not reorder the caller’s list', () => {
    const orders = [order('LC0002', '2026-02-01T00:00:00Z', 1, 1), order('LC0001', '2026-01-01T00:00:00Z', 1, 1)];
    memberJourney(orders);
    expect(orders.map((o) => o.order_no)).toEqual(['LC0002', 'LC0001']);
  });
});

test('autoRenewalsOfPlan: the subscriptions of that plan only', () => {
  const subs = [
    { id: 1, plan_id: 'vip-month' },
    { id: 2, plan_id: 'svip-month' },
  ];
  expect(autoRenewalsOfPlan(subs, 'vip-month').map((s) => s.id)).toEqual([1]);
  expect(autoRenewalsOfPlan(subs, 'vip-year')).toEqual([]);
  expect(autoRenewalsOfPlan([], 'vip-month')).toEqual([]);
});

describe('product popups', () => {
  const shelf = [
    { id: 'vip-month', sku_id: 601, product: null },
    { id: 'course-a', sku_id: 701, product: { kind: 'course' } },
    { id: 'butler', sku_id: 801, product: { kind: 'butler' } },
    { id: 'course-b', sku_id: 702, product: { kind: 'course' } },
  ];

  test('plansOfProductKind: that kind only, never a membership plan', () => {
    expect(plansOfProductKind(shelf, 'course').map((p) => p.id)).toEqual(['course-a', 'course-b']);
    expect(plansOfProductKind(shelf, 'dragon')).toEqual([]);
  });

  test('plansNamedBy: by plan id or by sku id; unnamed gives the first on offer; an unknown name gives none', () => {
    const courses = plansOfProductKind(shelf, 'course');
    expect(plansNamedBy(courses, 'course-b').map((p) => p.id)).toEqual(['course-b']);
    expect(plansNamedBy(courses, '702').map((p) => p.id)).toEqual(['course-b']);
    expect(plansNamedBy(courses, undefined).map((p) => p.id)).toEqual(['course-a']);
    expect(plansNamedBy(courses, 'nope')).toEqual([]);
    expect(plansNamedBy([], undefined)).toEqual([]);
  });
});
