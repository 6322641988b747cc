import { ordersInTab, type OrderStatus } from '@/lib/order/rules';

const statuses: OrderStatus[] = ['PENDING', 'PAID', 'CLOSED', 'REFUNDING', 'REFUNDED'];
const orders = statuses.map((status, index) => ({ order_no: `LC000${index}`, status }));

describe('ordersInTab (the order centre tabs)', () => {
  test.each([
    ['pending', ['PENDING']],
    ['paid', ['PAID']],
    ['refund', ['REFUNDING', 'REFUNDED']],
    ['all', ['PENDING', 'PAID', 'CLOSED', 'REFUNDING', 'REFUNDED']],
  ] as const)('%s shows %j', (tab, shown) => {
    expect(ordersInTab(orders, tab).map((o) => o.status)).toEqual(shown);
  });

  test('a closed order is only under 全部', () => {
    const closed = [{ order_no: 'LC1', status: 'CLOSED' as const }];
    expect(ordersInTab(closed, 'pending')).toEqual([]);
    expect(ordersInTab(closed, 'paid')).toEqual([]);
    expect(ordersInTab(closed, 'refund')).toEqual([]);
    expect(ordersInTab(closed, 'all')).toEqual(closed);
  });

  test('keeps the list order (newest first as read) and an empty list stays empty', () => {
    const list = [
      { order_no: 'LC3', status: 'PAID' as const },
      { order_no: 'LC1', status: 'PAID' as const },
    ];
    expect(ordersInTab(list, 'paid').map((o) => o.order_no)).toEqual(['LC3', 'LC1']);
    expect(ordersInTab([], 'all')).toEqual([]);
  });
});
