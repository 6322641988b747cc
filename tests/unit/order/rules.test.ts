import { canTransition, effectiveStatus, ORDER_PAY_WINDOW_MS, secondsToPay, type OrderStatus } from '@/lib/order/rules';
import { formatChinaDateTime } from '@/lib/format/china-time';

const NOW = new Date('2026-11-20T04:00:00Z');
const STATES: OrderStatus[] = ['PENDING', 'PAID', 'CLOSED', 'REFUNDING', 'REFUNDED'];

describe('order state machine', () => {
  test('only the documented transitions', () => {
    const allowed = STATES.flatMap((from) =>
      STATES.filter((to) => canTransition(from, to)).map((to) => `${from}→${to}`),
    );
    expect(allowed).toEqual([
      'PENDING→PAID',
      'PENDING→CLOSED',
      'PAID→REFUNDING',
      'REFUNDING→PAID',
      'REFUNDING→REFUNDED',
    ]);
  });

  test('an unpaid order closes 15 minutes after it was created', () => {
    expect(ORDER_PAY_WINDOW_MS).toBe(15 * 60 * 1000);
    const expires = new Date(NOW.getTime() + 1000).toISOString();
    expect(effectiveStatus('PENDING', expires, NOW)).toBe('PENDING');
    expect(effectiveStatus('PENDING', NOW.toISOString(), NOW)).toBe('CLOSED');
    expect(effectiveStatus('PAID', NOW.toISOString(), NOW)).toBe('PAID');
    expect(secondsToPay(expires, NOW)).toBe(1);
    expect(secondsToPay(NOW.toISOString(), NOW)).toBe(0);
  });

  test('times shown in China time', () => {
    expect(formatChinaDateTime('2026-11-20T16:30:00.000Z')).toBe('2026-11-21 00:30');
  });
});
